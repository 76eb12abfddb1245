import {
  type LanguageCode,
  languageColumns,
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
 * Looks texts up by key for one language (spec §4): the chosen language's text, else the Korean
 * text (marked as Korean so screen readers pronounce it right), else the key itself.
 */
export function createTextLookup<P extends PageName>(entries: readonly TranslationEntry[] | undefined, lang: LanguageCode) {
  const byKey = new Map((entries ?? []).map((e) => [e.key, e]));
  const lookup = (key: PageTextKey<P>): LocalizedText => {
    const entry = byKey.get(key);
    const own = entry?.[languageColumns[lang]];
    if (own) return { text: own, lang };
    const source = entry?.[languageColumns[sourceLanguage]];
    if (source) return { text: source, lang: sourceLanguage };
    return { text: key, lang };
  };
  return lookup;
}

export type TextLookup<P extends PageName> = ReturnType<typeof createTextLookup<P>>;
