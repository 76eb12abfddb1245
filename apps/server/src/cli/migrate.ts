import { openConfiguredDatabase } from './open-configured-database.js';
import { noArguments } from './usage.js';

/** `db:migrate`: applies the migrations the configured database lacks. */
export async function migrateCommand(args: string[]): Promise<void> {
  noArguments(args);
  const database = await openConfiguredDatabase();
  console.log(`migrations applied (${database.kind})`);
  await database.close();
}
