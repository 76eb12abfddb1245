import {
  type CategoryKey,
  excerpt,
  htmlToPlainText,
  type LanguageCode,
  languageCodes,
  type LibraryItem,
  type LibraryItemDetail,
  listPageInput,
  type ListPageInput,
  type Notice,
  type NoticeDetail,
  type PostKind,
  type PostPage,
  planSearchTerm,
  postSearchInput,
  type PostSearchInput,
  type PostSearchPage,
  type PostSummary,
  searchExcerpt,
  searchTermGroups,
  glossarySynonymGroups,
  sourceLanguage,
} from '@office/contracts';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '@office/db/client';
import { deletedPosts, posts, postTranslations } from '@office/db/schema';
import { publicAttachments } from './content/files.js';
import { sanitizeHtml } from './html-sanitize.js';
import { hasEveryGroup, type SearchGroupPlans, titleScore } from './post-search-sql.js';
import type { CachedResult, ReadCache } from './read-cache.js';

/** A table's columns without `search_text`: the search reads it in SQL; nothing needs it sent back. */
function shownColumns<T extends { searchText: unknown }>(columns: T): Omit<T, 'searchText'> {
  const { searchText: _searchText, ...shown } = columns;
  return shown;
}
const postColumns = shownColumns(getTableColumns(posts));
const translationColumns = shownColumns(getTableColumns(postTranslations));

type PostRow = Omit<typeof posts.$inferSelect, 'searchText'>;
type TranslationRow = Omit<typeof postTranslations.$inferSelect, 'searchText'>;
type PostOf<K extends PostKind> = K extends 'library' ? LibraryItem : Notice;
/** A post with its translation into the asked-for language, when there is one. */
interface ShownRow {
  post: PostRow;
  translation: TranslationRow | null;
}

/** Published posts of a kind (in one category, when given). */
const published = (kind: PostKind, category?: CategoryKey): SQL =>
  and(eq(posts.kind, kind), eq(posts.status, 'published'), category ? eq(posts.category, category) : undefined)!;

/** Published notices and library items, newest first (docs/product.md#pages, docs/api.md#rest-paths). */
export function createPublicPostsService(db: Db, cache: ReadCache) {
  const newestFirst = [desc(posts.createdAt), desc(posts.id)];
  /** Each post's translation into `lang` (none for Korean, the source). */
  const translationInto = (lang: LanguageCode) =>
    lang === sourceLanguage ? eq(postTranslations.postId, -1) : and(eq(postTranslations.postId, posts.id), eq(postTranslations.lang, lang));
  /** Published posts of a kind, each with its translation into `lang`. */
  const shown = (lang: LanguageCode, where: SQL) =>
    db
      .select({ post: postColumns, translation: translationColumns })
      .from(posts)
      .leftJoin(postTranslations, translationInto(lang))
      .where(where);
  /** The languages a post exists in: Korean, then its translations in the site's order. */
  const languagesOf = async (id: number): Promise<LanguageCode[]> => {
    const rows = await db.select({ lang: postTranslations.lang }).from(postTranslations).where(eq(postTranslations.postId, id));
    const translated = new Set(rows.map((row) => row.lang));
    return languageCodes.filter((lang) => lang === sourceLanguage || translated.has(lang));
  };
  /** What a detail page adds to the REST shape (docs/api.md#shapes): the shown language, the post's languages and its thumbnail's alt text. */
  const shownLanguage = async (row: ShownRow) => ({
    lang: shownLanguageOf(row),
    languages: await languagesOf(row.post.id),
    thumbnail_alt: textOf(row).thumbnailAlt ?? '',
    seo: seoOf(row),
  });
  const byIdRow = async (kind: PostKind, id: number, lang: LanguageCode) =>
    (await shown(lang, and(published(kind), eq(posts.id, id))!).limit(1))[0];

  return {
    /** The whole published list in `lang` (Korean where a post has no translation), as the REST facade returns it. */
    list<K extends PostKind>(kind: K, lang: LanguageCode = sourceLanguage): Promise<CachedResult<PostOf<K>[]>> {
      return cache.get(`posts:${kind}:all:${lang}`, async () => {
        const rows = await shown(lang, published(kind)).orderBy(...newestFirst);
        return rows.map((row) => toPost(kind, row));
      });
    },

    /** One page of summaries with plain-text excerpts, in the visitor's language, for the web app's card grids. */
    page(kind: PostKind, input: ListPageInput): Promise<CachedResult<PostPage>> {
      const { lang, page, pageSize, category } = listPageInput.parse(input);
      return cache.get(
        `posts:${kind}:page:${lang}:${category ?? '*'}:${page}:${pageSize}`,
        async () => {
          const where = published(kind, category);
          const [rows, [totals]] = await Promise.all([
            shown(lang, where)
              .orderBy(...newestFirst)
              .limit(pageSize)
              .offset((page - 1) * pageSize),
            db.select({ total: count() }).from(posts).where(where),
          ]);
          return { items: rows.map(toSummary), total: totals?.total ?? 0, page, pageSize };
        },
        (result) => result.page === 1 || result.items.length > 0,
      );
    },

    /**
     * Published posts that have every word of `q` in the visitor's language or in the Korean
     * original (decision 0020), best first: words in a title before words in the text only (a
     * title mostly made of them first), then newest. Each is shown as `page()` shows it, its
     * excerpt around the first hit. Not cached: queries are countless, and each is one indexed read.
     */
    async search(kind: PostKind, input: PostSearchInput): Promise<PostSearchPage> {
      const { q, lang, page, pageSize, category } = postSearchInput.parse(input);
      // Each word, or a glossary term's code or any of its names (decision 0044).
      const groups = searchTermGroups(q, glossarySynonymGroups);
      const plans = groups.map((group) => group.map((alternative) => alternative.map(planSearchTerm)));
      // What the results mark: every word or phrase a post may have been found by.
      const terms = [...new Set(groups.flatMap((group) => group.map((alternative) => alternative.join(' '))))];
      const rows = await db.transaction(async (tx) => {
        // For this query only: no JIT compilation and no parallel workers, each of which costs more
        // than the search itself. The grams function is priced high so that no plan calls it row by
        // row; the plan's total looks expensive, so both would otherwise start.
        await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
        const found = foundPosts(tx, kind, lang, category, plans);
        const ranked = tx
          .select({
            postId: found.postId,
            score: found.score,
            foundInTranslation: found.inTranslation,
            total: sql<number>`(count(*) over ())::int`.as('total'),
          })
          .from(found)
          .orderBy(desc(found.score), desc(found.createdAt), desc(found.postId))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .as('ranked');
        // Ranked and counted on narrow rows (wide ones spilled to disk with thousands found); the
        // page's posts are then read in full.
        const pageRows = await tx
          .select({
            post: postColumns,
            translation: translationColumns,
            foundInTranslation: ranked.foundInTranslation,
            total: ranked.total,
          })
          .from(ranked)
          .innerJoin(posts, eq(posts.id, ranked.postId))
          .leftJoin(postTranslations, translationInto(lang))
          .orderBy(desc(ranked.score), ...newestFirst);
        // Past the last page there is no row to carry the total: counted on its own (rare).
        if (pageRows.length || page === 1) return { pageRows, total: pageRows[0]?.total ?? 0 };
        const [counted] = await tx.select({ total: count() }).from(found);
        return { pageRows, total: counted?.total ?? 0 };
      });
      const items = rows.pageRows.map((row) => ({
        ...toSummary(row),
        excerpt: searchExcerpt(htmlToPlainText(textOf(row).content), terms),
        found_in: row.foundInTranslation ? lang : sourceLanguage,
      }));
      return { items, total: rows.total, page, pageSize, terms };
    },

    /** One published item in `lang`, or null when there is none with that id (or it is of the other kind). */
    byId<K extends PostKind>(kind: K, id: number, lang: LanguageCode = sourceLanguage): Promise<CachedResult<PostOf<K> | null>> {
      return cache.get(
        `posts:${kind}:${id}:${lang}`,
        async () => {
          const row = await byIdRow(kind, id, lang);
          return row ? toPost(kind, row) : null;
        },
        isFound,
      );
    },

    /** A published notice for the web app's detail page: in `lang` when translated, with the languages it exists in. */
    noticeDetail(id: number, lang: LanguageCode): Promise<CachedResult<NoticeDetail | null>> {
      return cache.get(
        `posts:notice:${id}:${lang}:detail`,
        async () => {
          const row = await byIdRow('notice', id, lang);
          return row ? { ...toPost('notice', row), ...(await shownLanguage(row)) } : null;
        },
        isFound,
      );
    },

    /**
     * Whether a post of this kind and id was deleted (decision 0047): its page and REST path answer
     * 410 Gone, where an id that never existed answers 404. Asked only when no published post has
     * the id; a yes is kept (ids are never used again), a no is not, so made-up ids fill nothing.
     */
    async wasDeleted(kind: PostKind, id: number): Promise<boolean> {
      const gone = await cache.get(
        `posts:${kind}:${id}:deleted`,
        async () => {
          const [row] = await db
            .select({ id: deletedPosts.id })
            .from(deletedPosts)
            .where(and(eq(deletedPosts.id, id), eq(deletedPosts.kind, kind)))
            .limit(1);
          return row !== undefined;
        },
        (deleted) => deleted,
      );
      return gone.value;
    },

    /** Every published post's address, last change and languages, for the sitemap (no content read). */
    async sitemapEntries(): Promise<Array<{ kind: PostKind; id: number; updatedAt: Date; languages: LanguageCode[] }>> {
      const rows = await db
        .select({ kind: posts.kind, id: posts.id, updatedAt: posts.updatedAt })
        .from(posts)
        .where(eq(posts.status, 'published'))
        // Notices, then library items (the enum's order), each newest first.
        .orderBy(posts.kind, ...newestFirst);
      const translations = rows.length
        ? await db
            .select({ postId: postTranslations.postId, lang: postTranslations.lang })
            .from(postTranslations)
            .where(
              inArray(
                postTranslations.postId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(postTranslations.postId))
        : [];
      const translated = new Map<number, Set<string>>();
      for (const { postId, lang } of translations) translated.set(postId, (translated.get(postId) ?? new Set()).add(lang));
      return rows.map((row) => ({
        ...row,
        languages: languageCodes.filter((lang) => lang === sourceLanguage || translated.get(row.id)?.has(lang)),
      }));
    },

    /** One published library item with its attachments, in `lang` when translated (the web app's detail page; REST keeps its original shape). */
    libraryItemDetail(id: number, lang: LanguageCode = sourceLanguage): Promise<CachedResult<LibraryItemDetail | null>> {
      return cache.get(
        `posts:library:${id}:${lang}:detail`,
        async () => {
          const row = await byIdRow('library', id, lang);
          if (!row) return null;
          return {
            ...toPost('library', row),
            attachments: await publicAttachments(db, row.post.id),
            ...(await shownLanguage(row)),
          };
        },
        isFound,
      );
    },
  };
}

/**
 * The published posts of a kind (and category) that have every term in the Korean original or in
 * their `lang` translation, once each: the best title score of the versions found, whether a
 * translation was one of them, the post's date. Each version's search reads its own index; a
 * translation's title can have every term only if the translation has, so each version scores its own.
 */
function foundPosts(
  tx: Pick<Db, 'select'>,
  kind: PostKind,
  lang: LanguageCode,
  category: CategoryKey | undefined,
  plans: SearchGroupPlans,
) {
  const isPublished = published(kind, category);
  const inKorean = tx
    .select({
      postId: posts.id,
      createdAt: posts.createdAt,
      score: titleScore(posts.title, plans).as('score'),
      inTranslation: sql<boolean>`false`.as('in_translation'),
    })
    .from(posts)
    .where(and(isPublished, hasEveryGroup(posts.searchText, plans)));
  if (lang === sourceLanguage) return inKorean.as('found');
  const inTranslation = tx
    .select({
      postId: postTranslations.postId,
      createdAt: posts.createdAt,
      score: titleScore(postTranslations.title, plans).as('score'),
      inTranslation: sql<boolean>`true`.as('in_translation'),
    })
    .from(postTranslations)
    .innerJoin(posts, and(eq(posts.id, postTranslations.postId), isPublished))
    .where(and(eq(postTranslations.lang, lang), hasEveryGroup(postTranslations.searchText, plans)));
  const versions = unionAll(inKorean, inTranslation).as('versions');
  return tx
    .select({
      postId: versions.postId,
      createdAt: sql<Date>`max(${versions.createdAt})`.as('created_at'),
      score: sql<number>`max(${versions.score})`.as('best_score'),
      inTranslation: sql<boolean>`bool_or(${versions.inTranslation})`.as('found_in_translation'),
    })
    .from(versions)
    .groupBy(versions.postId)
    .as('found');
}

/** Only found items are kept in the cache: an unknown id is asked again (and takes no entry). */
const isFound = (value: unknown) => value !== null;

const shownLanguageOf = ({ translation }: ShownRow): LanguageCode => (translation ? (translation.lang as LanguageCode) : sourceLanguage);

/** The shown text: the translation's where there is one, else the Korean source's. */
const textOf = ({ post, translation }: ShownRow) =>
  translation
    ? { title: translation.title, content: translation.content, author: translation.author, thumbnailAlt: translation.thumbnailAlt }
    : post;

/**
 * The search and share texts of the shown version: staff's own (the translation's, or the Korean
 * post's where it is shown), else its title, the start of its text and the thumbnail; the picture
 * falls back to the post's (one picture serves every language unless a translation chose its own).
 * Made here, so the website's first-visit JavaScript needs no excerpt code.
 */
const seoOf = (row: ShownRow) => {
  const { post, translation } = row;
  const text = textOf(row);
  return {
    title: (translation ? translation.seoTitle : post.seoTitle) ?? text.title,
    description: (translation ? translation.seoDescription : post.seoDescription) ?? excerpt(text.content),
    image: translation?.seoImageUrl ?? post.seoImageUrl ?? post.thumbnailUrl,
  };
};

/** The full item. Its HTML is sanitized here, once per cache fill, since clients render it as HTML. */
function toPost<K extends PostKind>(kind: K, row: ShownRow): PostOf<K> {
  const { post } = row;
  const text = textOf(row);
  const notice: Notice = {
    id: post.id,
    title: text.title,
    content: sanitizeHtml(text.content),
    thumbnail_url: post.thumbnailUrl,
    created_at: post.createdAt.toISOString(),
    author: text.author,
  };
  return (kind === 'library' ? { ...notice, category: post.category as CategoryKey } : notice) as PostOf<K>;
}

function toSummary(row: ShownRow): PostSummary {
  const { post } = row;
  const text = textOf(row);
  return {
    id: post.id,
    title: text.title,
    excerpt: excerpt(text.content),
    thumbnail_url: post.thumbnailUrl,
    created_at: post.createdAt.toISOString(),
    author: text.author,
    category: (post.category as CategoryKey | null) ?? null,
    lang: shownLanguageOf(row),
  };
}

export type PublicPostsService = ReturnType<typeof createPublicPostsService>;
