import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { BackupError, writeBackup, writeBackupFile } from '@office/db/backup';
import { auditLog } from '@office/db/schema';
import { backupMadeAction } from '@office/api/services/go-live';
import { formatBytes, openDatabaseForBackup, operatorPath } from './backup-database.js';
import { CommandFailure, UsageError } from './usage.js';

/** `backup FILE` (docs/operations.md#backups): the whole database, one consistent moment of it, into FILE; `-` is standard output. */
export async function backupCommand(args: string[]): Promise<void> {
  if (args.length !== 1 || !args[0]) throw new UsageError('takes one argument: the file to write (- for standard output)');
  const toStdout = args[0] === '-';
  const file = toStdout ? '-' : operatorPath(args[0]);
  if (!toStdout) {
    // Before the database is opened (a PGlite directory would be created for nothing).
    const directory = dirname(file);
    if (!statSync(directory, { throwIfNoEntry: false })?.isDirectory())
      throw new CommandFailure(`backup failed: ${directory} is not a directory.`);
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory())
      throw new CommandFailure(`backup failed: ${file} is a directory; name the file to write.`);
  }
  const started = Date.now();
  const database = await openDatabaseForBackup();
  try {
    const summary = toStdout
      ? { ...(await writeBackup(database, process.stdout)), bytes: undefined }
      : await writeBackupFile(database, file);
    const tables = summary.header.tables.length;
    const size = summary.bytes === undefined ? '' : `, ${formatBytes(summary.bytes)}`;
    // With FILE -, standard output is the backup itself.
    (toStdout ? console.error : console.log)(
      `backed up ${summary.rows} rows of ${tables} tables at migration ${summary.header.migration.tag} (${database.kind}) to ${toStdout ? 'standard output' : file}` +
        `${size}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // The console's go-live checklist reads when the last backup was made from here. The backup is
    // whole either way: a database that refuses the entry (read-only) gets a warning, not a failure.
    await database.db
      .insert(auditLog)
      .values({ action: backupMadeAction, detail: { rows: summary.rows, tables, bytes: summary.bytes ?? null } })
      .catch((error: unknown) =>
        console.error(`warning: the backup is complete but could not be recorded for the console: ${String(error)}`),
      );
  } catch (error) {
    if (error instanceof BackupError) throw new CommandFailure(`backup failed: ${error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}
