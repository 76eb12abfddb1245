import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema/index.js';

/**
 * Tables a backup leaves out, each with the reason (written into every backup's header). They hold
 * short-lived bookkeeping that is worthless or harmful after a restore, and no content.
 */
export const tablesLeftOut: Readonly<Record<string, string>> = {
  staff_sessions:
    'sign-ins last hours; restoring them would revive sessions that were signed out or ended by a password change after the backup, so everyone signs in again',
  rate_limits: 'counters of windows of minutes (unlogged: Postgres empties them after a crash anyway); they start again from zero',
  used_challenges: 'nonces of inquiry challenges that expire within minutes (unlogged, like rate_limits)',
  webauthn_challenges:
    'passkey challenges that expire within five minutes; a sign-in under way when the backup was made is simply begun again',
  content_previews:
    "previews of unsaved edits, expiring within a day; their links would be dead after a restore anyway (they are signed with the server's key, which is not backed up either)",
  server_secrets:
    "the server's own signing key: a backup holds no secrets, and the restored database makes a new key at its first start (challenges open at that moment are asked again)",
};

/**
 * Tables a migration fills with rows of its own (the configured languages, decision 0043): a new
 * database holds them before anything is restored, so they do not make it count as holding data,
 * and a restore replaces their rows with the backup's (which hold the office's settings).
 */
export const tablesFilledByMigrations: readonly string[] = ['site_languages'];

export interface BackupColumn {
  name: string;
  /** bytea: written as base64 (hex, Postgres's text form, would double the bytes before compression). */
  bytes: boolean;
}

export interface BackupTable {
  name: string;
  table: PgTable;
  /** Every column the database does not compute (generated columns are recomputed on insert). */
  columns: BackupColumn[];
  /** The primary key's columns: rows are written in that order, so two backups of one database compare line by line. */
  key: string[];
  /** The tables this one's foreign keys point at (other than itself). */
  references: string[];
}

/** Every table of the schema, found through its exports, so a new table is backed up without anyone remembering to add it. */
function schemaTables(): BackupTable[] {
  const tables: BackupTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    // Tables of another Postgres schema would need qualified names everywhere; there are none.
    if (config.schema && config.schema !== 'public')
      throw new Error(`table ${config.schema}.${config.name}: only the public schema is backed up`);
    const composite = config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name));
    tables.push({
      name: config.name,
      table: value,
      columns: config.columns
        .filter((column) => !column.generated)
        .map((column) => ({ name: column.name, bytes: column.getSQLType() === 'bytea' })),
      key: composite.length ? composite : config.columns.filter((column) => column.primary).map((column) => column.name),
      references: [
        ...new Set(
          config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name).filter((name) => name !== config.name),
        ),
      ],
    });
  }
  return tables;
}

/** `tables` ordered so each comes after every table it references (ties by name, so the order is stable). */
export function inForeignKeyOrder(tables: BackupTable[]): BackupTable[] {
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  const waiting = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (waiting.length) {
    const next = waiting.findIndex((table) => table.references.every((name) => placed.has(name) || !tables.some((t) => t.name === name)));
    if (next < 0) throw new Error(`foreign keys form a cycle among ${waiting.map((table) => table.name).join(', ')}`);
    const [table] = waiting.splice(next, 1);
    ordered.push(table!);
    placed.add(table!.name);
  }
  return ordered;
}

/** The schema's tables in foreign-key order, all of them (the tests compare every one). */
export const allTables: readonly BackupTable[] = inForeignKeyOrder(schemaTables());

/** What a backup holds: every table but those left out, in foreign-key order. */
export const backedUpTables: readonly BackupTable[] = allTables.filter((table) => !(table.name in tablesLeftOut));
