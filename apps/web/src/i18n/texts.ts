import {
  type LanguageCode,
  languageColumns,
  emptyTranslationEntry,
  type PageName,
  type PageTextKey,
  sourceLanguage,
  type TranslationEntry,
} from '@office/contracts/browser';

export interface LocalizedText {
  text: string;
  /** The language the text is in: the page's, or Korean when the translation is missing. */
  lang: LanguageCode;
}

/**
 * One page's texts for one language, the fallback of docs/product.md#languages already applied: what a route's
 * loader data carries to the browser, with one text per key rather than the page's language and
 * Korean side by side (half the bytes on a page that is not Korean; decision 0025).
 */
export interface ResolvedTexts {
  /** Each key's text in the page's language, or in Korean where that has none. */
  text: Record<string, string>;
  /** The keys whose text is the Korean one, for want of the page's language. */
  korean?: string[];
}

/** Each key's text in `lang`, else its Korean text; a key with neither is left out. */
export function resolveTexts(entries: readonly TranslationEntry[], lang: LanguageCode): ResolvedTexts {
  const text: Record<string, string> = {};
  const korean: string[] = [];
  for (const entry of entries) {
    const own = entry[languageColumns[lang]];
    const source = entry[languageColumns[sourceLanguage]];
    if (own) text[entry.key] = own;
    else if (source) {
      text[entry.key] = source;
      korean.push(entry.key);
    }
  }
  return korean.length > 0 && lang !== sourceLanguage ? { text, korean } : { text };
}

/**
 * Looks texts up by key (docs/product.md#languages): the page's language, else Korean (marked as Korean so screen
 * readers pronounce it right), else the key itself.
 */
export function createTextLookup<P extends PageName>(texts: ResolvedTexts, lang: LanguageCode) {
  const korean = new Set(texts.korean);
  return (key: PageTextKey<P>): LocalizedText =>
    Object.hasOwn(texts.text, key) ? { text: texts.text[key]!, lang: korean.has(key) ? sourceLanguage : lang } : { text: key, lang };
}

/**
 * The entries that resolve to the same texts (only the page's language and Korean filled in): for
 * the browser's query cache, which keeps the API's answers.
 */
export function entriesOfTexts(texts: ResolvedTexts, lang: LanguageCode): TranslationEntry[] {
  const korean = new Set(texts.korean);
  return Object.entries(texts.text).map(([key, text]) => {
    const entry: TranslationEntry = emptyTranslationEntry(key);
    entry[languageColumns[korean.has(key) ? sourceLanguage : lang]] = text;
    return entry;
  });
}
