import { languageDefinitions } from './language-definitions.js';
import type { TranslationEntry } from './translation.js';

/**
 * The site's languages, one list (language-definitions.ts): everything below is derived from it.
 * Which of them visitors are offered is a setting (the console's 언어 screen); Korean, the source,
 * is always offered.
 */
export { languageDefinitions };

type Definition = (typeof languageDefinitions)[number];
export type LanguageCode = Definition['code'];
export type LanguageColumn = Definition['column'];

const byCode = <K extends keyof Definition>(field: K) =>
  Object.fromEntries(languageDefinitions.map((definition) => [definition.code, definition[field]])) as {
    [D in Definition as D['code']]: D[K];
  };

export const languageCodes = languageDefinitions.map((definition) => definition.code) as readonly LanguageCode[] as readonly [
  LanguageCode,
  ...LanguageCode[],
];

export const defaultLanguage: LanguageCode = 'ko';
/** The language whose text is shown when the chosen one is missing (docs/product.md#languages: Korean is the source). */
export const sourceLanguage = 'ko' satisfies LanguageCode;

/** The languages a post is translated into from its Korean source (decision 0019). */
export type TranslationLanguage = Exclude<LanguageCode, typeof sourceLanguage>;
export const translationLanguages = /* @__PURE__ */ languageCodes.filter(
  (code): code is TranslationLanguage => code !== sourceLanguage,
) as readonly TranslationLanguage[] as readonly [TranslationLanguage, ...TranslationLanguage[]];
export const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  (translationLanguages as readonly string[]).includes(value);

/** The REST facade's field of each language. */
export const languageColumns = /* @__PURE__ */ byCode('column');
/** Each language named in its own script, for the language selector. */
export const languageNames = /* @__PURE__ */ byCode('name');
/** Each language named in Korean, for the console. */
export const languageKoreanNames = /* @__PURE__ */ byCode('koreanName');
/** A badge's few characters for each language (the console's translation badges). */
export const languageShortTags = /* @__PURE__ */ byCode('shortTag');
/** BCP 47 tags (the script where it matters) for `<html lang>`, `lang` attributes and hreflang. */
export const languageTags = /* @__PURE__ */ byCode('tag');
/** POSIX-style locales for og:locale; `Intl` takes them with a hyphen. */
export const languageLocales = /* @__PURE__ */ byCode('locale');

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** The language whose tag (`<html lang>`) this is: `zh-Hans` is zh. */
export const languageOfTag = (tag: string): LanguageCode | undefined => languageCodes.find((code) => languageTags[code] === tag);

/** The languages visitors are offered, in the list's order: Korean and every one not switched off. */
export function offeredLanguages(switchedOff: readonly string[]): LanguageCode[] {
  return languageCodes.filter((code) => code === sourceLanguage || !switchedOff.includes(code));
}

/** A text entry (the REST facade's shape) with no text in any language yet. */
export const emptyTranslationEntry = (key: string): TranslationEntry =>
  ({ key, ...Object.fromEntries(languageDefinitions.map(({ column }) => [column, null])) }) as TranslationEntry;

/*
 * Each script in its own type (decision 0043). Han characters have different standard shapes in
 * Korean, Simplified Chinese and Japanese fonts, and a browser draws them with the first font in
 * the list that has them: Korean faces first would draw Chinese and Japanese in Korean forms, and
 * Simplified characters missing from a Korean face would fall back mid-sentence. So each language
 * names its own faces first (Apple, Windows, Android/Noto and Linux names) and the Korean ones
 * after, for the Korean terms in parentheses; Latin-script languages name faces that carry
 * Vietnamese's stacked diacritics (Segoe UI, Roboto, Noto Sans, Arial). System fonts only: no
 * text waits for a web font on a cheap phone.
 */
const koreanFaces = '"Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", "Noto Sans CJK KR", "Source Han Sans KR"';
const simplifiedChineseFaces = '"PingFang SC", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC"';
const japaneseFaces =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans JP", "Noto Sans CJK JP"';
const latinFaces = '"Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial';

/** The body font stack of each language: its own script's faces first. */
export const languageFontStacks: Record<LanguageCode, string> = {
  ko: `system-ui, -apple-system, "Segoe UI", ${koreanFaces}, Roboto, Arial, sans-serif`,
  zh: `-apple-system, "Segoe UI", ${simplifiedChineseFaces}, ${koreanFaces}, system-ui, sans-serif`,
  ja: `-apple-system, "Segoe UI", ${japaneseFaces}, ${koreanFaces}, system-ui, sans-serif`,
  en: `system-ui, -apple-system, ${latinFaces}, ${koreanFaces}, sans-serif`,
  ru: `system-ui, -apple-system, ${latinFaces}, ${koreanFaces}, sans-serif`,
  vi: `system-ui, -apple-system, ${latinFaces}, ${koreanFaces}, sans-serif`,
};
