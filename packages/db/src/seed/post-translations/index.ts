import type { TranslationLanguage } from '@office/contracts';
import type { SeedPostTranslations } from '../types.js';
import { englishPostTranslations } from './en.js';
import { japanesePostTranslations } from './ja.js';
import { russianPostTranslations } from './ru.js';
import { chinesePostTranslations } from './zh.js';

/** Every seed post in the four other languages, by language, then by the post's seed ref. */
export const seedPostTranslations: Record<TranslationLanguage, SeedPostTranslations> = {
  zh: chinesePostTranslations,
  ja: japanesePostTranslations,
  en: englishPostTranslations,
  ru: russianPostTranslations,
};
