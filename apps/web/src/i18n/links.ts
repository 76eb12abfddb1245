import { normalPageUrl, withLanguage } from '@office/contracts/browser';

/**
 * The page's path for canonical and alternate links: the parameters that choose what it shows,
 * and only those (no language, no tracking tags; `page=1` is the list itself).
 */
export function canonicalPath(location: { pathname: string; searchStr: string }): string {
  return withLanguage(normalPageUrl(`${location.pathname}${location.searchStr}`).url, null);
}
