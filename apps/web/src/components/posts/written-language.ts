import type { LanguageCode } from '@office/contracts/browser';

/**
 * The `lang` a post's text needs on a page in another language (WCAG 3.1.2, language of parts):
 * staff write posts in Korean, shown unchanged on the Chinese, Japanese, English and Russian
 * pages, where a screen reader would otherwise read Hangul with the page's voice. A text counts
 * as Korean when more than a third of its letters are Hangul (a Korean notice quoting "E-9" or
 * an English one naming "당진시" each stay what they are).
 */
export function koreanLangAttribute(text: string, pageLang: LanguageCode): 'ko' | undefined {
  if (pageLang === 'ko') return undefined;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const hangul = text.match(/\p{Script=Hangul}/gu)?.length ?? 0;
  return letters > 0 && hangul * 3 > letters ? 'ko' : undefined;
}
