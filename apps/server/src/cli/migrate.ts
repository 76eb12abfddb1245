import { openConfiguredDatabase } from './open-configured-database.js';

const database = await openConfiguredDatabase();
console.log(`migrations applied (${database.kind})`);
await database.close();
