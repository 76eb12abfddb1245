import type { LanguageCode } from '@office/contracts';
import { staffAccounts } from './staff.js';
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The site's languages as the database knows them (decision 0043): one row per language of the
 * contracts' list, added at start when the list has a new one (`syncSiteLanguages`), so text and
 * translation rows can name only a configured language without a constraint that lists them.
 * `offered`: whether visitors see it (the console's 언어 setting); Korean, the source, always is.
 */
export const siteLanguages = pgTable('site_languages', {
  code: text('code').$type<LanguageCode>().primaryKey(),
  offered: boolean('offered').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
});

/**
 * Texts shown on the site, one row per (namespace, key) and one value row per language.
 * The namespace is a page name (docs/api.md#page-names) or `mainTaskContentsNamespace` for the main-task HTML.
 * Values carry their own update time, so the console can tell a translation older than its Korean.
 */
export const textKeys = pgTable(
  'text_keys',
  {
    id: serial('id').primaryKey(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('text_keys_namespace_key_idx').on(t.namespace, t.key)],
);

export const textValues = pgTable(
  'text_values',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => textKeys.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .$type<LanguageCode>()
      .notNull()
      .references(() => siteLanguages.code),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.lang] })],
);

/** Not a page name, so it can never collide with one. */
export const mainTaskContentsNamespace = '@main-task-contents';
