/**
 * The site's languages: this list is the one place a language is added (decision 0043). The site,
 * its URLs, hreflang and sitemaps, feeds, search, the console's tabs and badges, the REST facade's
 * fields and the tests all read it. Which of them visitors are offered is a setting (the console's
 * 언어 screen); Korean, the source, is always offered.
 *
 * The URL, the `lang` localStorage value and the REST facade use the ISO 639-1 `code`; `<html lang>`
 * and hreflang use `tag`, which says the script where a language has more than one (zh-Hans); the
 * REST payload names each language by `column`, the column names of the office's original API
 * (docs/api.md#shapes), so an added language adds its field beside them.
 */
export const languageDefinitions = [
  { code: 'ko', column: 'korean', name: '한국어', koreanName: '한국어', shortTag: 'KO', tag: 'ko', locale: 'ko_KR' },
  { code: 'zh', column: 'chinese', name: '简体中文', koreanName: '중국어', shortTag: '中', tag: 'zh-Hans', locale: 'zh_CN' },
  { code: 'ja', column: 'japanese', name: '日本語', koreanName: '일본어', shortTag: '日', tag: 'ja', locale: 'ja_JP' },
  { code: 'en', column: 'english', name: 'English', koreanName: '영어', shortTag: 'EN', tag: 'en', locale: 'en_US' },
  { code: 'ru', column: 'russia', name: 'Русский', koreanName: '러시아어', shortTag: 'RU', tag: 'ru', locale: 'ru_RU' },
  { code: 'vi', column: 'vietnamese', name: 'Tiếng Việt', koreanName: '베트남어', shortTag: 'VI', tag: 'vi', locale: 'vi_VN' },
] as const;
