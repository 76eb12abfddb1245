/**
 * The five languages of the site. The URL, the `lang` localStorage value and `<html lang>` use the
 * ISO codes; the REST payload keeps the column names of the office's original API (docs/api.md#shapes).
 */
export const languageCodes = ['ko', 'zh', 'ja', 'en', 'ru'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const defaultLanguage: LanguageCode = 'ko';
/** The language whose text is shown when the chosen one is missing (docs/product.md#languages: Korean is the source). */
export const sourceLanguage: LanguageCode = 'ko';

/** The languages a post is translated into from its Korean source (decision 0019). */
export const translationLanguages = ['zh', 'ja', 'en', 'ru'] as const satisfies readonly Exclude<LanguageCode, 'ko'>[];
export type TranslationLanguage = (typeof translationLanguages)[number];
export const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  (translationLanguages as readonly string[]).includes(value);

export const languageColumns = {
  ko: 'korean',
  zh: 'chinese',
  ja: 'japanese',
  en: 'english',
  ru: 'russia',
} as const satisfies Record<LanguageCode, string>;
export type LanguageColumn = (typeof languageColumns)[LanguageCode];

/** Each language named in its own script, for the language selector. */
export const languageNames = {
  ko: '한국어',
  zh: '中文',
  ja: '日本語',
  en: 'English',
  ru: 'Русский',
} as const satisfies Record<LanguageCode, string>;

/** BCP 47 tags for hreflang and og:locale. */
export const languageLocales = {
  ko: 'ko_KR',
  zh: 'zh_CN',
  ja: 'ja_JP',
  en: 'en_US',
  ru: 'ru_RU',
} as const satisfies Record<LanguageCode, string>;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
