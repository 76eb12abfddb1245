import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff.js';

/**
 * What each save of content kept (issue 28): a post's Korean source, a post's translation, a page
 * text's value in one language, a main-task content in one language. `subject` names the thing
 * (`post:12`, `post:12:en`, `text:<key id>:ja`, `main-task:category2:ko`), so one index serves its
 * history; `fields` is what the save stored (the texts, never files). Pruned by count and age.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull(),
    /** `save`, or `restore` (a save of an older revision's fields). */
    reason: text('reason').notNull().default('save'),
    /** The revision restored, for a `restore`. */
    restoredFrom: integer('restored_from'),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Who saved, as they were named then (the account may be gone). */
    staffName: text('staff_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revisions_subject_idx').on(t.subject, t.id.desc()), index('revisions_created_at_idx').on(t.createdAt)],
);

/**
 * Previews of unsaved or draft content (issue 28): what the editor held, kept until `expires_at`,
 * shown at `/preview/<id>?token=…` to signed-in staff or to whoever has the link's signed token.
 */
export const contentPreviews = pgTable(
  'content_previews',
  {
    id: text('id').primaryKey(),
    /** `post` (with postId and lang), `text` (pageName, lang) or `main-task` (category, lang). */
    subject: jsonb('subject').$type<Record<string, string | number>>().notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_previews_expires_idx').on(t.expiresAt)],
);
