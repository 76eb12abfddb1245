import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { searchDocument } from '../searchable-text.js';
import { siteLanguages } from './texts.js';

export const postKindEnum = pgEnum('post_kind', ['notice', 'library']);
export const postStatusEnum = pgEnum('post_status', ['draft', 'published']);

/**
 * Notices and library items: the same entity but for the library's category, so one table and one
 * service serve both (docs/api.md#shapes).
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
    /** The thumbnail's text alternative; null or empty: the picture is decorative (alt=""). */
    thumbnailAlt: text('thumbnail_alt'),
    author: text('author'),
    status: postStatusEnum('status').notNull().default('published'),
    /**
     * When a draft is to be published, and a published post taken down (decision 0046): carried out
     * by every process's scheduler within a minute, each change by exactly one of them; cleared once
     * done. Null: nothing planned.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** What search engines and shares show of the Korean page, when staff set it; else the title and excerpt. */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** A site path of one of the post's images; else the thumbnail, else the site's image. */
    seoImageUrl: text('seo_image_url'),
    /**
     * The Korean source's version: raised whenever its title, body or author label changes, so a
     * translation saved against an older version is known to be outdated (decision 0019).
     */
    sourceVersion: integer('source_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the website's search reads (decision 0020): kept by Postgres, never written. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(posts.title, posts.content)),
  },
  (t) => [
    index('posts_listing_idx').on(t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    // The scheduler's question every few seconds: anything due?
    index('posts_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index('posts_unpublish_at_idx')
      .on(t.unpublishAt)
      .where(sql`${t.unpublishAt} is not null`),
    // The search's grams (decision 0020): CJK words inside longer ones, words by their beginnings.
    index('posts_search_idx').using('gin', sql`post_search_grams(${t.searchText})`),
    check(
      'posts_category_check',
      sql`(${t.kind} = 'notice' and ${t.category} is null) or (${t.kind} = 'library' and ${t.category} in ('category1', 'category2', 'category3', 'category4', 'category5', 'category6'))`,
    ),
  ],
);

/**
 * A post in a language other than Korean (any of `translationLanguages`): its own title, body HTML, author
 * label and thumbnail text alternative; the thumbnail and attachments are the post's. `sourceVersion` is the post's
 * `source_version` the translation was saved (or confirmed) against: lower than the post's means
 * outdated. A language without a row is missing: visitors see the Korean version, marked so.
 */
export const postTranslations = pgTable(
  'post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    lang: text('lang')
      .notNull()
      .references(() => siteLanguages.code),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author'),
    thumbnailAlt: text('thumbnail_alt'),
    /** As the post's: this language's title, description and sharing image for search engines and shares. */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoImageUrl: text('seo_image_url'),
    sourceVersion: integer('source_version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** As `posts.search_text`, of this language's title and body. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(postTranslations.title, postTranslations.content)),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lang] }),
    check('post_translations_lang_check', sql`${t.lang} <> 'ko'`),
    index('post_translations_search_idx').using('gin', sql`post_search_grams(${t.searchText})`),
  ],
);

/**
 * Posts that were deleted: their URLs answer 410 Gone rather than 404 (ids are never reused), so
 * search engines drop them at once; the kind says which URL was the post's.
 */
export const deletedPosts = pgTable('deleted_posts', {
  id: integer('id').primaryKey(),
  kind: postKindEnum('kind').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
