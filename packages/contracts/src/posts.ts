import { z } from 'zod';
import { maxDatabaseInteger } from './storable.js';
import { categoryKey, languageCode } from './enums.js';
import { maxSearchQueryLength, normalizeSearchQuery, searchQueryProblem } from './post-search-rules.js';
import { maxListPage } from './page-urls.js';

/** Database ids are positive integers; a path id is parsed with this (strings from URLs included). */
export const postId = z.coerce.number().int().positive().max(maxDatabaseInteger);

const postFields = {
  id: z.number().int().positive(),
  title: z.string(),
  content: z.string().meta({ description: 'HTML' }),
  thumbnail_url: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601' }),
  author: z.string().nullable(),
};

export const notice = z.object(postFields).meta({ id: 'Notice' });
export type Notice = z.infer<typeof notice>;

export const libraryItem = z.object({ ...postFields, category: categoryKey }).meta({ id: 'LibraryItem' });
export type LibraryItem = z.infer<typeof libraryItem>;

/** A file attached to a library item, downloaded under its original (made safe) name. */
export const postAttachment = z.object({
  name: z.string(),
  url: z.string().meta({ description: 'path of the download, e.g. /files/<id>/<name>' }),
  size: z.number().int().min(0).meta({ description: 'bytes' }),
});
export type PostAttachment = z.infer<typeof postAttachment>;

/**
 * Which language a post is shown in (decision 0019): `lang` is the language of the title and body sent
 * (Korean when the asked-for language has no translation), `languages` every language the post
 * exists in (Korean first), for hreflang and the sitemap, `thumbnail_alt` the thumbnail's text
 * alternative in the shown language (empty: decorative). The web app's (tRPC) shapes carry it; the
 * REST facade keeps the original shapes exactly (docs/api.md#shapes).
 */
const shownLanguage = {
  lang: languageCode,
  languages: z.array(languageCode),
  thumbnail_alt: z.string(),
  /**
   * What search engines and shares are given for the shown version (issue 28): staff's own title,
   * description and picture where set, else its title, the start of its text and its thumbnail (null: none).
   */
  seo: z.object({ title: z.string(), description: z.string(), image: z.string().nullable() }),
};

/** A notice as the web app's `notices.byId` returns it. */
export const noticeDetail = notice.extend(shownLanguage);
export type NoticeDetail = z.infer<typeof noticeDetail>;

/**
 * A library item with its attachments: what the web app's `library.byId` returns. The REST facade
 * keeps the original `LibraryItem` shape exactly.
 */
export const libraryItemDetail = libraryItem.extend({ attachments: z.array(postAttachment), ...shownLanguage });
export type LibraryItemDetail = z.infer<typeof libraryItemDetail>;

/**
 * The REST facade's optional `?lang=` on the notice and library paths (decision 0019): the posts in that
 * language, each in Korean where it has no translation; Korean, the original answer, without it.
 */
export const postsLanguageQuery = z.object({
  lang: languageCode.default('ko').meta({ description: 'ko (default), zh, ja, en or ru; a post without that translation comes in Korean' }),
});

/** The two kinds of published post; they share one table and one service. */
export const postKinds = ['notice', 'library'] as const;
export const postKind = z.enum(postKinds);
export type PostKind = z.infer<typeof postKind>;

/** A page of a list, for the web app's own (tRPC) list calls; REST keeps the original plain array. */
export const listPageInput = z.object({
  /** The visitor's language; posts without a translation in it come in Korean. */
  lang: languageCode.default('ko'),
  page: z.number().int().min(1).max(maxListPage).default(1),
  pageSize: z.number().int().min(1).max(60).default(12),
  category: categoryKey.optional(),
});
export type ListPageInput = z.input<typeof listPageInput>;

/** List cards need no full HTML: a plain-text excerpt is sent instead. */
export const postSummary = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  excerpt: z.string(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  author: z.string().nullable(),
  category: categoryKey.nullable(),
  lang: languageCode,
});
export type PostSummary = z.infer<typeof postSummary>;

export const postPage = z.object({
  items: z.array(postSummary),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PostPage = z.infer<typeof postPage>;

/**
 * A search query (decision 0020): storable text of 1 to 100 characters once its white space is
 * collapsed, with at least one letter, digit or CJK character; parsed into that normal form.
 */
export const searchQuery = z
  .string()
  .refine((q) => searchQueryProblem(q) === null, {
    error: (issue) => searchQueryProblem(issue.input as string) ?? 'is not a search query',
    abort: true,
  })
  .overwrite(normalizeSearchQuery)
  .meta({
    description: `Words to find (1–${maxSearchQueryLength} characters), separated by spaces; a post must have every one. CJK words are found inside longer ones, other words where a word starts.`,
    example: '위임장',
  });

/** A page of search results, for the web app's own (tRPC) search; the list's paging and category. */
export const postSearchInput = listPageInput.extend({ q: searchQuery });
export type PostSearchInput = z.input<typeof postSearchInput>;

const searchPageQuery = {
  q: searchQuery,
  lang: languageCode
    .default('ko')
    .meta({ description: 'ko (default), zh, ja, en or ru: the posts are found and shown in it and in Korean' }),
  page: z.coerce.number().int().min(1).max(maxListPage).default(1),
  page_size: z.coerce.number().int().min(1).max(60).default(12),
};
/** The REST facade's notice search (an addition to the original paths: the website's search, as JSON). */
export const noticeSearchQuery = z.object(searchPageQuery);
export const librarySearchQuery = z.object({ ...searchPageQuery, category: categoryKey.optional() });

/**
 * One search result: a card's summary in the visitor's language (Korean where the post has none),
 * its excerpt around the first hit; `found_in` is the language the words were found in: the shown
 * one, or Korean when only the Korean original has them.
 */
export const postSearchResult = postSummary
  .extend({ found_in: languageCode.meta({ description: 'where the words were found: `lang`, or ko (the Korean original only)' }) })
  .meta({ id: 'PostSearchResult' });
export type PostSearchResult = z.infer<typeof postSearchResult>;

/** Results best first: words in the title before words in the text only, then newest. `terms` are the words searched for. */
export const postSearchPage = z
  .object({
    items: z.array(postSearchResult),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    terms: z.array(z.string()),
  })
  .meta({ id: 'PostSearchPage' });
export type PostSearchPage = z.infer<typeof postSearchPage>;
