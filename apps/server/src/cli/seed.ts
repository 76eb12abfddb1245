import { seedDatabase } from '@office/db/seed';
import { openConfiguredDatabase } from './open-configured-database.js';
import { noArguments } from './usage.js';

/** `db:seed`: adds seed items never seeded before; never overwrites or re-creates what staff changed or deleted. */
export async function seedCommand(args: string[]): Promise<void> {
  noArguments(args);
  const database = await openConfiguredDatabase();
  try {
    const report = await seedDatabase(database.db);
    console.log(`seeded ${report.texts} text keys and ${report.posts} posts (${database.kind})`);
  } finally {
    await database.close();
  }
}
