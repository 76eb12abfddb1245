import { databaseOptions, loadConfigOrExit } from '../config.js';
import { type Database, openDatabase } from '@office/db/client';

/** For the command-line tools: the database the server would use, migrated. */
export async function openConfiguredDatabase(): Promise<Database> {
  const database = await openDatabase({ ...databaseOptions(loadConfigOrExit()), poolMax: 2 });
  await database.migrate();
  return database;
}
