import { rmSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database, Tx, Writer } from '../client.js';
import { BackupError } from './errors.js';
import { type BackupHeader, type BackupHeaderTable, parseHeader } from './format.js';
import { appliedMigration, currentMigration, knownMigrations, type MigrationMark, migrationsUpTo } from './migrations.js';
import { rowsOf, sequencesOf } from './queries.js';
import { backupLines } from './read.js';
import { backedUpTables, tablesFilledByMigrations } from './tables.js';

export interface RestoreOptions {
  /** How messages name the backup (its path, or "standard input"). */
  file?: string;
  /** Called once a table's rows are in (progress). */
  onTable?: (table: BackupHeaderTable) => void | Promise<void>;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
  /** The migration the database is at afterwards: this release's latest. */
  migration: MigrationMark;
}

// Rows per INSERT, and the JSON text past which a batch is sent anyway (a row with a file is sent alone).
const rowsPerInsert = 200;
const bytesPerInsert = 4 * 1024 * 1024;

/** The tables of `names` that exist and hold rows, with their counts. */
async function tablesWithRows(db: Writer, names: string[]): Promise<Array<{ name: string; rows: number }>> {
  const found: Array<{ name: string; rows: number }> = [];
  for (const name of names) {
    const [exists] = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass(quote_ident(${name})) is not null as found`));
    if (!exists?.found) continue;
    const [count] = rowsOf<{ rows: string }>(await db.execute(sql`select count(*)::text as rows from ${sql.identifier(name)}`));
    if (Number(count!.rows) > 0) found.push({ name, rows: Number(count!.rows) });
  }
  return found;
}

async function refuseUnlessEmpty(db: Writer, names: string[]): Promise<void> {
  const full = await tablesWithRows(db, names);
  if (!full.length) return;
  const listed = full.map((table) => `${table.name}: ${table.rows}`).join(', ');
  throw new BackupError(
    `The database already holds data (${listed} rows). A backup is restored only into an empty database, so that nothing is overwritten or mixed. ` +
      'Create a new database (Postgres: a new database and DATABASE_URL pointing at it; PGlite: PGLITE_DIR pointing at a new directory) ' +
      'and restore into it before any server starts on it: a server fills an empty database with the seed content when it starts.',
  );
}

/** The restored table's columns as the database types them, checked against the backup's. */
async function columnTypes(tx: Tx, table: BackupHeaderTable, file: string): Promise<string[]> {
  const rows = rowsOf<{ name: string; type: string }>(
    await tx.execute(sql`
      select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = to_regclass(quote_ident(${table.name})) and attnum > 0 and not attisdropped and attgenerated = ''`),
  );
  const types = new Map(rows.map((row) => [row.name, row.type]));
  return table.columns.map((column) => {
    const type = types.get(column);
    if (!type) {
      throw new BackupError(
        `${file} has a column ${table.name}.${column} that the database does not: the backup does not match its own migration.`,
      );
    }
    return type;
  });
}

/** One INSERT of a batch of rows, passed as one jsonb array and cast to the columns' types by the database. */
async function insertRows(tx: Tx, table: BackupHeaderTable, types: string[], lines: string[]): Promise<void> {
  const values = sql.join(
    table.columns.map((column, i) =>
      table.base64.includes(column) ? sql.raw(`decode(r ->> ${i}, 'base64')`) : sql.raw(`(r ->> ${i})::${types[i]}`),
    ),
    sql`, `,
  );
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table.name)} (${columns}) overriding system value select ${values} from jsonb_array_elements(${`[${lines.join(',')}]`}::jsonb) as rows(r)`,
  );
}

const parseLine = (line: string | undefined, file: string, what: string): unknown => {
  try {
    return JSON.parse(line ?? '');
  } catch {
    throw new BackupError(`${file} is damaged: ${what} is not readable.`);
  }
};

/**
 * Loads the rows of every table in one transaction, in the file's order (referenced tables
 * first), then moves each serial sequence past both the largest id and where it was at backup time.
 */
async function loadRows(
  tx: Tx,
  header: BackupHeader,
  lines: AsyncGenerator<string>,
  file: string,
  options: RestoreOptions,
): Promise<number> {
  const next = async () => {
    const line = await lines.next();
    return line.done ? undefined : line.value;
  };
  let line = await next();
  let total = 0;
  for (const table of header.tables) {
    const marker = parseLine(line, file, `the start of table ${table.name}`) as { table?: unknown };
    if (marker?.table !== table.name)
      throw new BackupError(`${file} is damaged: the rows of table ${table.name} are not where the header says.`);
    const types = await columnTypes(tx, table, file);
    let batch: string[] = [];
    let batchBytes = 0;
    let rows = 0;
    for (line = await next(); line?.startsWith('['); line = await next()) {
      const row = parseLine(line, file, `row ${rows + 1} of ${table.name}`);
      if (
        !Array.isArray(row) ||
        row.length !== table.columns.length ||
        !row.every((value) => value === null || typeof value === 'string')
      ) {
        throw new BackupError(`${file} is damaged: row ${rows + 1} of ${table.name} does not fit its columns.`);
      }
      batch.push(line);
      batchBytes += line.length;
      rows += 1;
      if (batch.length >= rowsPerInsert || batchBytes >= bytesPerInsert) {
        await insertRows(tx, table, types, batch);
        batch = [];
        batchBytes = 0;
      }
    }
    if (batch.length) await insertRows(tx, table, types, batch);
    if (rows !== table.rows) {
      throw new BackupError(`${file} is damaged: table ${table.name} has ${rows} rows where its header says ${table.rows}.`);
    }
    total += rows;
    await options.onTable?.(table);
  }
  if (line === undefined)
    throw new BackupError(`${file} is incomplete: its last line is missing (an interrupted backup, or a copy cut short).`);
  const end = parseLine(line, file, 'its last line') as { end?: unknown; rows?: unknown } | undefined;
  if (end?.end !== true || end.rows !== total || (await next()) !== undefined)
    throw new BackupError(`${file} is damaged: its end does not match its rows.`);

  for (const table of header.tables) {
    for (const { column } of await sequencesOf(tx, table.name, table.columns)) {
      const before = header.sequences.find((sequence) => sequence.table === table.name && sequence.column === column)?.lastValue ?? '0';
      // setval(…, n, true): the next id is n + 1, past the largest id and past every id handed out
      // before the backup (an inquiry's number in an old e-mail never names another inquiry);
      // setval(…, 1, false) on an empty table whose sequence was never used: the next id is 1.
      await tx.execute(sql`
        select setval(pg_get_serial_sequence(quote_ident(${table.name}), ${column}), greatest(next, 1), next > 0)
        from (select greatest(coalesce(max(${sql.identifier(column)})::bigint, 0), ${before}::bigint) as next from ${sql.identifier(table.name)}) as highest`);
    }
  }
  return total;
}

/**
 * Restores a backup (gzip lines, see format.ts) into `database`, which must hold no data.
 *
 * The database is brought to the backup's migration first (a database never migrated is, one at an
 * older migration too), so the rows go into the schema they were read from; the rows are loaded in
 * one transaction (a damaged or cut file restores nothing); then this release's newer migrations
 * run over them, as they would have over the live database.
 */
export async function restoreBackup(database: Database, input: Readable, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const file = options.file ?? 'the backup';
  const lines = backupLines(input, file);
  try {
    const first = await lines.next();
    const header = parseHeader(first.done ? undefined : first.value, file);
    const known = knownMigrations();
    const latest = known.at(-1)!;
    const mark = known.find((migration) => migration.when === header.migration.when);
    if (!mark) {
      throw new BackupError(
        header.migration.when > latest.when
          ? `${file} was written by a newer release (migration ${header.migration.tag}; this release knows migrations up to ${latest.tag}). Restore it with the release that wrote it, or a newer one.`
          : `${file} was written at migration ${header.migration.tag}, which this release does not have. Restore it with the release that wrote it.`,
      );
    }
    const names = [...new Set([...header.tables.map((table) => table.name), ...backedUpTables.map((table) => table.name)])].filter(
      (name) => !tablesFilledByMigrations.includes(name),
    );
    // Checked before anything changes: a database with data is left exactly as it was.
    await refuseUnlessEmpty(database.db, names);
    const applied = await appliedMigration(database.db);
    if (applied !== null && applied > mark.when) {
      const at = await currentMigration(database.db);
      throw new BackupError(
        `The database is already at migration ${at?.tag}, newer than the backup's ${mark.tag}, and cannot be taken back. ` +
          "Restore into a new database that no release has started on: restore brings it to the backup's migration, loads the rows, then applies this release's newer migrations.",
      );
    }
    if (applied === null || applied < mark.when) {
      const folder = migrationsUpTo(mark);
      try {
        await database.migrate(folder);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }

    for (const table of header.tables) {
      const [exists] = rowsOf<{ found: boolean }>(
        await database.db.execute(sql`select to_regclass(quote_ident(${table.name})) is not null as found`),
      );
      if (!exists?.found) throw new BackupError(`${file} is damaged: it has a table ${table.name} that its migration does not make.`);
    }

    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true)`);
      // Nobody else reads or writes these tables until the rows are in (a server starting meanwhile
      // waits, then finds the restored content instead of seeding); checked again under the lock.
      const tables = sql.join(
        header.tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      );
      await tx.execute(sql`lock table ${tables} in access exclusive mode`);
      await refuseUnlessEmpty(tx, names);
      for (const table of header.tables) {
        if (tablesFilledByMigrations.includes(table.name)) await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
      }
      return loadRows(tx, header, lines, file, options);
    });
    if (mark.when < latest.when) await database.migrate();
    return { header, rows, migration: latest };
  } finally {
    await lines.return(undefined);
  }
}
