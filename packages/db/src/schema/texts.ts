import { languageCodes } from '@office/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    lang: text('lang', { enum: languageCodes }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.lang] }), check('text_values_lang_check', sql`${t.lang} in ('ko', 'zh', 'ja', 'en', 'ru')`)],
);

/** Not a page name, so it can never collide with one. */
export const mainTaskContentsNamespace = '@main-task-contents';
