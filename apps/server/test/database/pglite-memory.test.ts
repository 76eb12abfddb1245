import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@office/db/client';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What keeps the embedded database small (decision 0022); the RSS itself is the bench's to print. */
describe('PGlite on a directory', () => {
  it('creates a new directory, runs it with 16 MB of shared buffers, and opens it again', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'office-pglite-memory-')), 'data');
    dirs.push(dir);
    const first = await openDatabase({ pgliteDir: dir });
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    // Both drivers answer `{ rows }`; the union of their result types needs telling.
    const setting = (await first.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
    expect(setting.rows[0]!.shared_buffers).toBe('16MB');
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await first.close();

    const again = await openDatabase({ pgliteDir: dir });
    const kept = (await again.db.execute(sql`select n from kept`)) as unknown as { rows: Array<{ n: number }> };
    expect(kept.rows).toEqual([{ n: 7 }]);
    await again.close();
  }, 60_000);
});
