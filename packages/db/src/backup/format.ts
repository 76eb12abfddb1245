import { BackupError } from './errors.js';
import type { MigrationMark } from './migrations.js';

/**
 * The backup file (decision 0036): gzip of UTF-8 lines, each one JSON value.
 *
 * 1. The header (`BackupHeader`): the format and its version, the migration the database was at,
 *    when the backup was taken, each table with its columns and row count, the sequences' values,
 *    and the tables left out with the reason.
 * 2. For each table of the header, in its order (foreign keys first): `{"table":"posts"}`, then one
 *    line per row, a JSON array of the header's columns in order. Every value is Postgres's own text
 *    form of it (`value::text`: exact timestamps, numbers, jsonb, arrays, enums) or null, except
 *    bytea columns, which are base64.
 * 3. `{"end":true,"rows":N}`: a file without it was cut short.
 */
export const backupFormat = 'office-backup';
export const backupFormatVersion = 1;

export interface BackupHeaderTable {
  name: string;
  columns: string[];
  /** The columns written as base64 (bytea). */
  base64: string[];
  rows: number;
}

export interface BackupHeader {
  format: typeof backupFormat;
  version: typeof backupFormatVersion;
  /** ISO time the backup's snapshot was taken. */
  createdAt: string;
  /** Where it was read from; a backup restores into either. */
  source: 'postgres' | 'pglite';
  migration: MigrationMark;
  tables: BackupHeaderTable[];
  /** Each serial column's sequence as it was (null: never used): a restore never hands out a number that was handed out before. */
  sequences: Array<{ table: string; column: string; lastValue: string | null }>;
  leftOut: Record<string, string>;
}

/** The line that starts a table's rows. */
export interface TableMarker {
  table: string;
}

/** The last line. */
export interface EndMarker {
  end: true;
  rows: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The first line of a file, checked: anything else is not a backup this release can read. */
export function parseHeader(line: string | undefined, file: string): BackupHeader {
  const notABackup = `${file} is not a backup written by \`backup\``;
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    throw new BackupError(`${notABackup} (its first line is not a backup header).`);
  }
  if (!isObject(value) || value.format !== backupFormat) throw new BackupError(`${notABackup} (its first line is not a backup header).`);
  if (value.version !== backupFormatVersion) {
    throw new BackupError(
      `${file} is in backup format version ${String(value.version)}; this release reads version ${backupFormatVersion}. Restore it with the release that wrote it.`,
    );
  }
  const migration = value.migration;
  const tables = value.tables;
  const wellFormed =
    typeof value.createdAt === 'string' &&
    (value.source === 'postgres' || value.source === 'pglite') &&
    isObject(migration) &&
    typeof migration.tag === 'string' &&
    typeof migration.when === 'number' &&
    Array.isArray(tables) &&
    tables.every(
      (table) =>
        isObject(table) &&
        typeof table.name === 'string' &&
        isStrings(table.columns) &&
        isStrings(table.base64) &&
        typeof table.rows === 'number' &&
        Number.isSafeInteger(table.rows) &&
        table.rows >= 0,
    ) &&
    Array.isArray(value.sequences) &&
    value.sequences.every(
      (sequence) =>
        isObject(sequence) &&
        typeof sequence.table === 'string' &&
        typeof sequence.column === 'string' &&
        (sequence.lastValue === null || (typeof sequence.lastValue === 'string' && /^-?\d+$/.test(sequence.lastValue))),
    ) &&
    isObject(value.leftOut);
  if (!wellFormed) throw new BackupError(`${file} has a damaged header: it cannot be restored.`);
  return value as unknown as BackupHeader;
}
