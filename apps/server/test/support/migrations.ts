import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '@office/db/migrations-folder';

/**
 * The committed migrations before `tag`, in a folder of their own: pass it to `migrate` for a
 * database as it was before that migration, then `migrate()` applies the rest. Remove the folder
 * after the test.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'office-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 1) throw new Error(`no migration ${tag} after the first`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}
