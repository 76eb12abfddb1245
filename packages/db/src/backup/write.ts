import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { BackupError } from './errors.js';
import { type BackupHeader, type BackupHeaderTable, backupFormat, backupFormatVersion, type EndMarker } from './format.js';
import { currentMigration, knownMigrations } from './migrations.js';
import { rowsOf, sequencesOf } from './queries.js';
import { type BackupTable, backedUpTables, tablesLeftOut } from './tables.js';

export interface BackupOptions {
  /** Called once a table's rows are written (progress; the tests change content at that moment). */
  onTable?: (table: BackupHeaderTable) => void | Promise<void>;
}

export interface BackupSummary {
  header: BackupHeader;
  /** Rows written, all tables together. */
  rows: number;
}

// Rows fetched per round trip: a bounded amount in memory at a time. A table with bytes fetches one
// row at a time, since one row may be a 20 MB attachment (27 MB as base64).
const rowsPerFetch = 500;

const encoded = (table: BackupTable) =>
  sql.join(
    table.columns.map((column, i) =>
      column.bytes
        ? sql`replace(encode(${sql.identifier(column.name)}, 'base64'), chr(10), '') as ${sql.identifier(`c${i}`)}`
        : sql`${sql.identifier(column.name)}::text as ${sql.identifier(`c${i}`)}`,
    ),
    sql`, `,
  );

const orderBy = (table: BackupTable): SQL =>
  table.key.length
    ? sql` order by ${sql.join(
        table.key.map((name) => sql.identifier(name)),
        sql`, `,
      )}`
    : sql``;

/**
 * Writes the whole database as backup lines (uncompressed) through `write`. One read-only
 * REPEATABLE READ transaction: every table is read from the same snapshot, so the backup is one
 * moment of the database however its content changes meanwhile (on PGlite the transaction holds its
 * one connection anyway).
 */
export async function writeBackupLines(
  database: Database,
  write: (text: string) => Promise<void>,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  return database.db.transaction(
    async (tx) => {
      // Timestamps in UTC and ISO, whatever the server's settings: the same database gives the same file.
      const [clock] = rowsOf<{ now: string }>(
        await tx.execute(
          sql`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true), to_json(now()) #>> '{}' as now`,
        ),
      );
      const migration = await currentMigration(tx);
      const latest = knownMigrations().at(-1)!;
      if (!migration) throw new BackupError('The database has no tables yet (no migration was ever applied): there is nothing to back up.');
      if (migration.when !== latest.when) {
        throw new BackupError(
          `The database is at migration ${migration.tag}, this release expects ${latest.tag}. Back up with the release that serves this database, or apply this release's migrations first (\`migrate\`).`,
        );
      }

      const tables: BackupHeaderTable[] = [];
      const sequences: BackupHeader['sequences'] = [];
      for (const table of backedUpTables) {
        const [count] = rowsOf<{ rows: string }>(await tx.execute(sql`select count(*)::text as rows from ${sql.identifier(table.name)}`));
        tables.push({
          name: table.name,
          columns: table.columns.map((column) => column.name),
          base64: table.columns.filter((column) => column.bytes).map((column) => column.name),
          rows: Number(count!.rows),
        });
        const owned = await sequencesOf(
          tx,
          table.name,
          table.columns.map((column) => column.name),
        );
        sequences.push(...owned.map((sequence) => ({ table: table.name, ...sequence })));
      }
      const header: BackupHeader = {
        format: backupFormat,
        version: backupFormatVersion,
        createdAt: clock!.now,
        source: database.kind,
        migration,
        tables,
        sequences,
        leftOut: { ...tablesLeftOut },
      };
      await write(`${JSON.stringify(header)}\n`);

      let total = 0;
      for (const [i, table] of backedUpTables.entries()) {
        await write(`${JSON.stringify({ table: table.name })}\n`);
        const perFetch = table.columns.some((column) => column.bytes) ? 1 : rowsPerFetch;
        // A cursor: rows arrive a bounded batch at a time, from the transaction's snapshot.
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select ${encoded(table)} from ${sql.identifier(table.name)}${orderBy(table)}`,
        );
        let written = 0;
        for (;;) {
          const rows = rowsOf<Record<string, string | null>>(await tx.execute(sql.raw(`fetch forward ${perFetch} from backup_rows`)));
          if (!rows.length) break;
          await write(rows.map((row) => `${JSON.stringify(table.columns.map((_, c) => row[`c${c}`] ?? null))}\n`).join(''));
          written += rows.length;
        }
        await tx.execute(sql`close backup_rows`);
        // The count came from the same snapshot: a difference is a bug, never a concurrent change.
        if (written !== tables[i]!.rows) throw new Error(`${table.name}: counted ${tables[i]!.rows} rows but read ${written}`);
        total += written;
        await options.onTable?.(tables[i]!);
      }
      const end: EndMarker = { end: true, rows: total };
      await write(`${JSON.stringify(end)}\n`);
      return { header, rows: total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Writes the backup gzip-compressed into `destination` (a file stream, standard output), ending it. */
export async function writeBackup(database: Database, destination: Writable, options: BackupOptions = {}): Promise<BackupSummary> {
  const gzip = createGzip();
  const done = pipeline(gzip, destination);
  // Until the pipeline settles, a failure of the destination (a full disk, a closed pipe) must end
  // a write waiting for 'drain' at once, not leave it waiting.
  done.catch(() => {});
  const write = async (text: string) => {
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), done]);
  };
  try {
    const summary = await writeBackupLines(database, write, options);
    gzip.end();
    await done;
    return summary;
  } catch (error) {
    gzip.destroy();
    await done.catch(() => {});
    throw error;
  }
}

export interface BackupFileSummary extends BackupSummary {
  file: string;
  bytes: number;
}

/**
 * Writes the backup to `file`: first to a hidden `.partial` file beside it (readable by its owner
 * only: backups hold personal data), flushed to disk, then renamed over `file`. A backup that fails
 * half-way never leaves a file by the name that looks complete, and an older backup of that name
 * stays until the new one is whole.
 */
export async function writeBackupFile(database: Database, file: string, options: BackupOptions = {}): Promise<BackupFileSummary> {
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  try {
    const summary = await writeBackup(database, createWriteStream(partial, { flags: 'wx', mode: 0o600 }), options);
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    return { ...summary, file, bytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EROFS' || code === 'ENOSPC' || code === 'EISDIR') {
      throw new BackupError(`Cannot write ${file}: ${(error as Error).message}`);
    }
    throw error;
  }
}
