import type { LanguageCode } from '@office/contracts/browser';
import { languageStorageKey } from './negotiate';

/** The choice is stored in localStorage, mirrored to a cookie the server reads (docs/product.md#languages). */
export function storeLanguage(lang: LanguageCode) {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage may be disabled; the cookie and the URL still carry the choice.
  }
  document.cookie = `${languageStorageKey}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
