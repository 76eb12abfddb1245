import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which seed items were ever inserted. Seeding skips any ref found here, so it never overwrites
 * or re-creates what staff changed or deleted.
 */
export const seedLog = pgTable('seed_log', {
  ref: text('ref').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
