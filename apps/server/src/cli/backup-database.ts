import { isAbsolute, resolve } from 'node:path';
import { type Database, openDatabase } from '@office/db/client';
import { databaseOptions, loadConfigOrExit } from '../config.js';

/**
 * The configured database for `backup` and `restore`, not migrated: a backup records the migration
 * the database is at (migrating it from another release's command would change a live database),
 * and a restore brings a new database to the backup's own migration first. Queries may take longer
 * than a request may (a 20 MB file, a batch of posts whose search index is built): the timeouts are
 * at least 30 s, the connect timeout included.
 */
export async function openDatabaseForBackup(): Promise<Database> {
  const config = loadConfigOrExit();
  return openDatabase({ ...databaseOptions(config), poolMax: 2, timeoutMs: Math.max(config.DB_TIMEOUT_MS, 30_000) });
}

/** A path as the operator typed it: `pnpm <script>` runs in apps/server, so a relative path is taken from where pnpm was started (INIT_CWD). */
export const operatorPath = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path));

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
