import type { CategoryKey, LanguageCode, PageName, PageTextKey } from '@office/contracts';

/** A text in all five languages. Seed files must give every language: the type makes it so. */
export type Localized = Record<LanguageCode, string>;

/** All texts of one page: every key of the catalogue in `@office/contracts`, no more, no less. */
export type SeedPageTexts<P extends PageName> = Record<PageTextKey<P>, Localized>;

export type SeedMainTaskContents = Record<CategoryKey, Localized>;

interface SeedPostBase {
  /** Stable identity of this seed item, so re-seeding never inserts it twice. */
  ref: string;
  title: string;
  /** HTML, allow-listed tags only: p, h2, h3, ul, ol, li, strong, em, a, table, thead, tbody, tr, th, td, blockquote. */
  content: string;
  /** A path under /images/ shipped in the repo, or null for the placeholder. */
  thumbnail: string | null;
  /** null shows the default label ('admin' on notices, '관리자' on library items). */
  author: string | null;
  /** ISO date-time with the Korean offset, e.g. '2026-10-14T09:30:00+09:00'. */
  createdAt: string;
}
export type SeedNotice = SeedPostBase;
export interface SeedLibraryItem extends SeedPostBase {
  category: CategoryKey;
}

/**
 * One seed post in one language other than Korean (decision 0019): written as an office in that country
 * would write it, not translated word for word. Same allow-listed HTML as the Korean source.
 */
export interface SeedPostTranslation {
  title: string;
  content: string;
  /** The author label in that language, or null for the default label. */
  author: string | null;
}

/** A language's translations of the seed posts, by their `ref`. */
export type SeedPostTranslations = Record<string, SeedPostTranslation>;
