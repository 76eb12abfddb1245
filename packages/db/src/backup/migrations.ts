import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Writer } from '../client.js';
import { migrationsFolder } from '../migrations-folder.js';
import { rowsOf } from './queries.js';

/** A migration as drizzle-kit's journal names it: `when` is what drizzle records as `created_at` once applied. */
export interface MigrationMark {
  tag: string;
  when: number;
}

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

const readJournal = (folder: string) => JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The migrations this release knows, oldest first. */
export function knownMigrations(folder = migrationsFolder): MigrationMark[] {
  return readJournal(folder).entries.map(({ tag, when }) => ({ tag, when }));
}

/** The `created_at` of the last migration applied to the database, or null when none ever was. */
export async function appliedMigration(db: Writer): Promise<number | null> {
  const [exists] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists?.found) return null;
  const [last] = rowsOf<{ when: string | null }>(
    await db.execute(sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`),
  );
  return last?.when == null ? null : Number(last.when);
}

/** The migration the database is at, by the journal's name for it. */
export async function currentMigration(db: Writer, folder = migrationsFolder): Promise<MigrationMark | null> {
  const when = await appliedMigration(db);
  if (when === null) return null;
  return knownMigrations(folder).find((mark) => mark.when === when) ?? { tag: `unknown (${when})`, when };
}

/**
 * A copy of the migrations folder whose journal ends at `last`: `Database.migrate(folder)` then
 * brings a database to exactly that migration (drizzle applies the journal's entries newer than
 * the last one recorded), so a backup's rows go into the schema they were read from.
 */
export function migrationsUpTo(last: MigrationMark, folder = migrationsFolder): string {
  const copy = mkdtempSync(join(tmpdir(), 'office-migrations-'));
  cpSync(folder, copy, { recursive: true });
  const journal = readJournal(copy);
  writeFileSync(
    join(copy, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.when <= last.when) }),
  );
  return copy;
}
