import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { allTables, knownMigrations } from '@office/db/backup';
import { migrationLockKey, type Writer } from '@office/db/client';
import { postgresBackends } from '@office/testing/databases';
import { type CommandResult, runCommand } from '../support/commands.js';

const processes = 4;
// Short, so that a wait for the lock bounded by the query timeout (twice this) would show.
const dbTimeoutMs = 1000;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Processes of this database waiting for an advisory lock. */
async function waitingForLock(db: Writer): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
    where l.locktype = 'advisory' and not l.granted and d.datname = current_database()`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

// Several app processes (or `db:migrate` and starting servers) on one new Postgres database, as when
// a deployment starts them all at once: every one must start, and each migration runs once.
describe.each(postgresBackends)('migrations when several processes start together on $name', (backend) => {
  it(`${processes} processes migrate one new database at the same moment: all succeed, each migration is applied once`, async () => {
    const database = await backend.create({ migrated: false });
    let runs: Array<Promise<CommandResult>> = [];
    try {
      // Hold the migrations' lock, as a process migrating a large database would: every process
      // starts and waits on it; once it is released (the transaction ends), they all go for it at
      // the same moment.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
        let exited = 0;
        runs = Array.from({ length: processes }, () =>
          runCommand('db:migrate', [], { DATABASE_URL: database.url!, DB_TIMEOUT_MS: String(dbTimeoutMs) }).finally(() => (exited += 1)),
        );
        const until = Date.now() + 60_000;
        while (exited === 0 && (await waitingForLock(tx)) < processes && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
        // Longer than any one query may take (twice DB_TIMEOUT_MS): waiting for another process's
        // migrations is not a query that hangs, and must not be given up.
        await new Promise((resolve) => setTimeout(resolve, 3 * dbTimeoutMs));
        expect(await waitingForLock(tx), 'every process waits for the lock').toBe(processes);
      });
      const results = await Promise.all(runs);
      for (const result of results)
        expect(result, result.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining('migrations applied') });

      const applied = rowsOf<{ hash: string; when: string }>(
        await database.db.execute(sql`select hash, created_at::text as when from drizzle.__drizzle_migrations order by id`),
      );
      expect(applied.map((row) => Number(row.when))).toEqual(knownMigrations().map((migration) => migration.when));
      expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);

      // The schema is whole: every table of the schema with every column, and the search's function.
      for (const table of allTables) {
        const columns = rowsOf<{ name: string }>(
          await database.db.execute(
            sql`select attname as name from pg_attribute where attrelid = to_regclass(quote_ident(${table.name})) and attnum > 0 and not attisdropped`,
          ),
        );
        const declared = getTableConfig(table.table).columns.map((column) => column.name);
        expect(columns.map((column) => column.name).sort(), table.name).toEqual(declared.sort());
      }
      expect(rowsOf(await database.db.execute(sql`select to_regprocedure('post_search_grams(text)') is not null as found`))).toEqual([
        { found: true },
      ]);
    } finally {
      await Promise.allSettled(runs);
      await database.drop();
    }
  }, 120_000);
});
