import { type LanguageCode, languageLocales } from '@office/contracts/browser';

/** A post's creation date in the page's language, in Korea's time zone (the same on server and browser). */
export function formatPostDate(iso: string, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(languageLocales[lang].replace('_', '-'), { dateStyle: 'long', timeZone: 'Asia/Seoul' }).format(
    new Date(iso),
  );
}
