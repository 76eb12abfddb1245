import { type LanguageCode, normalPageUrl } from '@office/contracts/browser';
import { useLocation } from '@tanstack/react-router';
import { languageQueryParam } from './negotiate';

/**
 * A path (with any query) in one language: `?lang=` set, or removed with `null` (the negotiated
 * x-default URL). The one place language URLs are made (decision 0005).
 */
export function withLanguage(pathAndSearch: string, lang: LanguageCode | null): string {
  const url = new URL(pathAndSearch, 'http://x');
  if (lang) url.searchParams.set(languageQueryParam, lang);
  else url.searchParams.delete(languageQueryParam);
  return `${url.pathname}${url.search}`;
}

/**
 * Plain links keep the page's `?lang=` when it has one, so a visitor who arrived on the English
 * URL stays in English; pages reached without it use the stored choice.
 */
export function useLangHref() {
  const { searchStr } = useLocation();
  const lang = new URLSearchParams(searchStr).get(languageQueryParam) as LanguageCode | null;
  return (path: string) => (lang ? withLanguage(path, lang) : path);
}

/**
 * The page's path for canonical and alternate links: the parameters that choose what it shows,
 * and only those (no language, no tracking tags; `page=1` is the list itself).
 */
export function canonicalPath(location: { pathname: string; searchStr: string }): string {
  return withLanguage(normalPageUrl(`${location.pathname}${location.searchStr}`).url, null);
}
