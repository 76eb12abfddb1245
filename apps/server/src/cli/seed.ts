import { seedDatabase } from '@office/db/seed';
import { openConfiguredDatabase } from './open-configured-database.js';

// Adds seed items never seeded before; never overwrites or re-creates what staff changed or deleted.
const database = await openConfiguredDatabase();
const report = await seedDatabase(database.db);
console.log(`seeded ${report.texts} text keys and ${report.posts} posts (${database.kind})`);
await database.close();
