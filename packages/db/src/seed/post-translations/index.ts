import { type TranslationLanguage, translationLanguages } from '@office/contracts';
import { glossaryPost, glossaryPostLanguages, glossaryPostRef } from '../glossary-post.js';
import { seedLibraryItems } from '../posts.js';
import type { SeedPostTranslations } from '../types.js';
import { englishPostTranslations } from './en.js';
import { japanesePostTranslations } from './ja.js';
import { russianPostTranslations } from './ru.js';
import { vietnamesePostTranslations } from './vi.js';
import { chinesePostTranslations } from './zh.js';

const written: Record<TranslationLanguage, SeedPostTranslations> = {
  zh: chinesePostTranslations,
  ja: japanesePostTranslations,
  en: englishPostTranslations,
  ru: russianPostTranslations,
  vi: vietnamesePostTranslations,
};

/**
 * Every seed post in every other language, by language, then by the post's seed ref: the written
 * translations, and the glossary post generated from the glossary.
 */
export const seedPostTranslations = Object.fromEntries(
  translationLanguages.map((lang): [TranslationLanguage, SeedPostTranslations] => [
    lang,
    {
      ...written[lang],
      ...(glossaryPostLanguages.includes(lang) ? { [glossaryPostRef]: { ...glossaryPost(lang), author: glossaryAuthorIn(lang) } } : {}),
    },
  ]),
) as Record<TranslationLanguage, SeedPostTranslations>;

/** The glossary post's author label in a language: as another post by the same author writes it there. */
function glossaryAuthorIn(lang: TranslationLanguage): string | null {
  const author = seedLibraryItems.find((item) => item.ref === glossaryPostRef)?.author;
  const sameAuthor = seedLibraryItems.find((item) => item.ref !== glossaryPostRef && item.author === author && written[lang][item.ref]);
  return sameAuthor ? (written[lang][sameAuthor.ref]?.author ?? null) : null;
}
