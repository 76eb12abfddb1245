import { useLocation } from '@tanstack/react-router';
import { languageQueryParam } from './negotiate';

/**
 * Plain links keep the page's `?lang=` when it has one, so a visitor who arrived on the English
 * URL stays in English; pages reached without it use the stored choice.
 */
export function useLangHref() {
  const { searchStr } = useLocation();
  const lang = new URLSearchParams(searchStr).get(languageQueryParam);
  return (path: string) => (lang ? `${path}?${languageQueryParam}=${lang}` : path);
}
