import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const postKindEnum = pgEnum('post_kind', ['notice', 'library']);
export const postStatusEnum = pgEnum('post_status', ['draft', 'published']);

/**
 * Notices and library items: the same entity but for the library's category, so one table and one
 * service serve both (spec §3).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    kind: postKindEnum('kind').notNull(),
    category: text('category'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    author: text('author'),
    status: postStatusEnum('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_listing_idx').on(t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    check(
      'posts_category_check',
      sql`(${t.kind} = 'notice' and ${t.category} is null) or (${t.kind} = 'library' and ${t.category} in ('category1', 'category2', 'category3', 'category4', 'category5', 'category6'))`,
    ),
  ],
);
