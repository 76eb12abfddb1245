import { isLanguageCode, type LanguageCode } from './languages.js';
import { type CategoryKey, categoryKeys } from './pages.js';
import { searchQueryOf } from './post-search-rules.js';

/**
 * The one place the website's query parameters are validated (decision 0011). The routes read
 * them through these functions, and the server sends any page URL that is not in normal form to
 * its normal form before rendering, so a page is only ever rendered, and cached, for a URL that
 * names real content: made-up values (`?tab=3`, `?lang=zz`, `?page=abc`) and unknown parameters
 * (`?utm_source=…`) never reach the router or the page cache.
 */

/** The highest list page a URL may name; past the last real page a list is the not-found page. */
export const maxListPage = 100_000;

export const isCategoryKey = (value: unknown): value is CategoryKey => (categoryKeys as readonly unknown[]).includes(value);

/** `?page=`: a whole number from 2 (page 1 is the list itself, without the parameter). */
export function listPageOf(value: unknown): number | undefined {
  const page = typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= maxListPage ? page : undefined;
}

/** `?category=` of the library: one of category1..6 (category0, "all", is the list without it). */
export const libraryCategoryOf = (value: unknown): CategoryKey | undefined => (isCategoryKey(value) ? value : undefined);

/** `?tab=` of /mainTask: category2..6 (the first tab is the page without it). */
export const mainTaskTabOf = (value: unknown): CategoryKey | undefined =>
  isCategoryKey(value) && value !== categoryKeys[0] ? value : undefined;

export const languageParamOf = (value: unknown): LanguageCode | undefined => (isLanguageCode(value) ? value : undefined);

/** The query parameter that names a page's language version (decision 0005). */
export const languageQueryParam = 'lang';

/**
 * A path (with any query) in one language: `?lang=` set, or removed with `null` (the negotiated
 * x-default URL). The one place language URLs are made (decision 0005): the pages' links and
 * hreflang alternates and the sitemap all come from here.
 */
export function withLanguage(pathAndSearch: string, lang: LanguageCode | null): string {
  const url = new URL(pathAndSearch, 'http://x');
  if (lang) url.searchParams.set(languageQueryParam, lang);
  else url.searchParams.delete(languageQueryParam);
  return `${url.pathname}${url.search}`;
}

/** The absolute URL of one language version of a page (`null`: the negotiated x-default). */
export const languageUrl = (origin: string, pathAndSearch: string, lang: LanguageCode | null): string =>
  new URL(withLanguage(pathAndSearch, lang), origin).href;

/** The parameters each page reads, with their validators; `lang` is read on every page. */
const pageParams: Record<string, Record<string, (value: unknown) => unknown>> = {
  // `q`: a search (decision 0020); one that cannot be searched is dropped, so the list is shown.
  '/notice': { page: listPageOf, q: searchQueryOf },
  '/library': { page: listPageOf, category: libraryCategoryOf, q: searchQueryOf },
  '/mainTask': { tab: mainTaskTabOf },
};

export interface NormalPageUrl {
  /** Path (no trailing slash) and the valid parameters the page reads, in a fixed order. */
  url: string;
  /** The request named something the normal URL drops: answer with a redirect to `url`. */
  changed: boolean;
}

/**
 * A page URL in normal form: the trailing slash, unknown parameters, repeated ones and invalid
 * values dropped (`page=1`, `category=category0` and `tab=category1` too: they name the default).
 * Parameter order alone does not count as a change (links may list them in any order), but the
 * normal `url` has one order, so it can key a cache.
 */
export function normalPageUrl(pathAndSearch: string): NormalPageUrl {
  const queryStart = pathAndSearch.indexOf('?');
  const rawPath = queryStart < 0 ? pathAndSearch : pathAndSearch.slice(0, queryStart);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  let changed = path !== rawPath;
  const given = new URLSearchParams(queryStart < 0 ? '' : pathAndSearch.slice(queryStart + 1));
  const validators = { ...pageParams[path], [languageQueryParam]: languageParamOf };
  const kept = new URLSearchParams();
  let givenCount = 0;
  for (const [name, value] of given) {
    givenCount += 1;
    const validate = validators[name as keyof typeof validators];
    if (validate && !kept.has(name) && validate(value) !== undefined) kept.set(name, value);
  }
  if (kept.size !== givenCount) changed = true;
  const normal = new URLSearchParams();
  for (const name of Object.keys(validators)) if (kept.has(name)) normal.set(name, kept.get(name)!);
  return { url: normal.size ? `${path}?${normal.toString()}` : path, changed };
}

/** The query parameter of a list's search (decision 0020). */
export const searchQueryParam = 'q';

/**
 * A search's page: rendered for each visitor, never kept in the page cache (any text makes a new
 * URL, and a flood of them must not push out the pages everyone reads), and not for search engines.
 */
export const isSearchPageUrl = (pathAndSearch: string): boolean =>
  new URLSearchParams(pathAndSearch.split('?')[1] ?? '').has(searchQueryParam);

/** The RSS 2.0 feed of notices; `?lang=` picks its language, as on pages (decision 0019). */
export const noticeFeedPath = '/notice/rss.xml';
