import { createReadStream, statSync } from 'node:fs';
import { BackupError, restoreBackup } from '@office/db/backup';
import { openDatabaseForBackup, operatorPath } from './backup-database.js';
import { CommandFailure, UsageError } from './usage.js';

/**
 * `restore FILE` (docs/operations.md#restoring-a-backup): a backup of Postgres or PGlite into the
 * configured database, which must hold no data; `-` is standard input.
 */
export async function restoreCommand(args: string[]): Promise<void> {
  if (args.length !== 1 || !args[0]) throw new UsageError('takes one argument: the backup file to read (- for standard input)');
  const fromStdin = args[0] === '-';
  const file = fromStdin ? 'standard input' : operatorPath(args[0]);
  // Before the database is opened (a PGlite directory would be created for nothing).
  if (!fromStdin && !statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new CommandFailure(`restore failed: ${file} does not exist (or is not a file).`);
  const started = Date.now();
  const database = await openDatabaseForBackup();
  try {
    const input = fromStdin ? process.stdin : createReadStream(file);
    const summary = await restoreBackup(database, input, { file });
    const { header } = summary;
    console.log(
      `restored ${summary.rows} rows of ${header.tables.length} tables from ${file} (taken ${header.createdAt} from ${header.source} at migration ${header.migration.tag}) ` +
        `into ${database.kind}, now at migration ${summary.migration.tag}, in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
        `Not in backups, so started afresh: ${Object.keys(header.leftOut).join(', ')} (staff sign in again).`,
    );
  } catch (error) {
    if (error instanceof BackupError) throw new CommandFailure(`restore failed: ${error.message} Nothing was restored.`);
    throw error;
  } finally {
    await database.close();
  }
}
