import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff.js';

/**
 * Staff's redirects (decision 0047): a site path (with its query, if it names one) sent to another
 * path of the site, permanently (301) or for now (302), answered before the page cache. `hits`
 * counts the visits sent on, so staff see which are still used.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    permanent: boolean('permanent').notNull().default(true),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('redirects_from_path_idx').on(t.fromPath)],
);

/**
 * Paths visitors asked for that the site does not have (its 404 answers), counted, so staff can
 * redirect the frequent ones. Kept small: the rarest and oldest are pruned.
 */
export const notFoundPaths = pgTable(
  'not_found_paths',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('not_found_paths_hits_idx').on(t.hits.desc(), t.lastSeenAt.desc()),
    index('not_found_paths_seen_idx').on(sql`${t.lastSeenAt}`),
  ],
);
