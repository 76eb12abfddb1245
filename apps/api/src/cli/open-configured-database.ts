import { ConfigError, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

/** For the command-line tools: the database the server would use, migrated. */
export async function openConfiguredDatabase(): Promise<Database> {
  try {
    const config = loadConfig();
    const database = await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR,
      poolMax: 2,
      timeoutMs: config.DB_TIMEOUT_MS,
    });
    await database.migrate();
    return database;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
