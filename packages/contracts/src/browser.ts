/**
 * The zod-free part of the contracts, for the browser bundle: constants, rules and types. The
 * schemas (and zod, ~25 KB compressed) stay on the server; the browser never parses payloads.
 * The identifier patterns (`@office/contracts/identifiers`) are not here: re-exported, they would
 * join the site's shared first-visit chunk, and only the inquiry form needs them.
 */
export * from './languages.js';
export * from './pages.js';
export * from './page-urls.js';
export * from './page-text-keys.js';
export * from './office.js';
export * from './inquiry-rules.js';
export * from './html-text.js';
export * from './post-search-rules.js';
export * from './transport.js';
/** Search results' limits, a text's display width and its cut (the console's snippet preview). */
export * from './seo-rules.js';
/** The staff console's constants (statuses, limits): the console's bundle takes them from here. */
export * from './console-rules.js';
/** Access records (접속기록): the export reason's length, office hours, the review's shapes. */
export * from './access-records.js';
/** Which paths staff may redirect, in one normal form (decision 0047); the console checks them as typed. */
export * from './redirect-rules.js';
export type { RedirectRecord, NotFoundPathRecord } from './redirects.js';
/** Revisions' subjects and fields (decision 0049): the console names a subject as the server reads it. */
export * from './revision-rules.js';
export type { Revision, RevisionSummary } from './revisions.js';
/** Why the API refused a change: the console words each code in Korean. */
export * from './domain-errors.js';
export type { TranslationEntry, MainTaskContentEntry } from './translation.js';
export type {
  Notice,
  NoticeDetail,
  LibraryItem,
  LibraryItemDetail,
  PostAttachment,
  PostKind,
  PostSummary,
  PostPage,
  ListPageInput,
  PostSearchInput,
  PostSearchPage,
  PostSearchResult,
} from './posts.js';
export type { InquiryInput, InquiryReceipt } from './inquiry.js';
export * from './inquiry-spam-rules.js';
export type { InquiryChallenge } from './inquiry-spam.js';
export type { PageMetadata } from './metadata.js';
export type { ApiError } from './errors.js';
/** Types only: the router context holds the page assets and site settings in the browser too. */
export type * from './web-rendering.js';
