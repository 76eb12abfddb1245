import { defaultLanguage, isLanguageCode, type LanguageCode, languageCodes } from '@office/contracts/browser';

/** The storage key (docs/product.md#languages), used for localStorage and for the cookie that mirrors it. */
export const languageStorageKey = 'lang';

/**
 * The page's language: the URL's `?lang=` (each language version has its own URL), else the
 * visitor's stored choice (the `lang` cookie mirrors localStorage so the server sees it), else the
 * browser's preferred language when it is one offered, else Korean.
 */
export function negotiateLanguage(input: {
  param?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
  /** The languages visitors are offered (all configured ones when not given). */
  offered?: readonly LanguageCode[];
}): {
  lang: LanguageCode;
  source: 'url' | 'stored' | 'browser' | 'default';
} {
  const offered = input.offered ?? languageCodes;
  const isOffered = (value: string | null | undefined): value is LanguageCode => isLanguageCode(value) && offered.includes(value);
  // A URL naming a language switched off is redirected before it gets here; were it not, Korean.
  if (isLanguageCode(input.param))
    return isOffered(input.param) ? { lang: input.param, source: 'url' } : { lang: defaultLanguage, source: 'url' };
  if (isOffered(input.cookie)) return { lang: input.cookie, source: 'stored' };
  const browser = preferredLanguage(input.acceptLanguage, offered);
  if (browser) return { lang: browser, source: 'browser' };
  return { lang: defaultLanguage, source: 'default' };
}

/** Best match of an Accept-Language header among the offered languages, by q-value then order. */
export function preferredLanguage(
  header: string | null | undefined,
  offered: readonly LanguageCode[] = languageCodes,
): LanguageCode | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.primary && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((r) => r.primary).find((p): p is LanguageCode => (offered as readonly string[]).includes(p));
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key !== name) continue;
    // A cookie is the client's to write: one that does not decode is no choice at all.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
