import { type LanguageCode, languageLocales } from '@office/contracts/browser';

/**
 * One formatter per language and kind, made on first use: making an Intl formatter loads and
 * compiles its locale's data (the first one in a page 20–40 ms on a desktop, the next ~1–2 ms), and
 * a list of twelve cards made twelve of them in one render (decision 0026).
 */
function perLanguage<F>(make: (locale: string) => F): (lang: LanguageCode) => F {
  const made = new Map<LanguageCode, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) {
      formatter = make(languageLocales[lang].replace('_', '-'));
      made.set(lang, formatter);
    }
    return formatter;
  };
}

const dateFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Seoul' }));
const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));
const kilobyteFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
);

/** A post's creation date in the page's language, in Korea's time zone (the same on server and browser). */
export function formatPostDate(iso: string, lang: LanguageCode): string {
  return dateFormat(lang).format(new Date(iso));
}

/** A file's size in whole kilobytes (at least 1) in the page's language. */
export function formatFileSize(bytes: number, lang: LanguageCode): string {
  return kilobyteFormat(lang).format(Math.max(1, Math.round(bytes / 1024)));
}

/** A count (a search's results) in the page's language. */
export function formatCount(count: number, lang: LanguageCode): string {
  return numberFormat(lang).format(count);
}
