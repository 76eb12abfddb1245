import type { SeedPostTranslations } from '../types.js';
import { vietnameseLibraryTranslations } from './vi-library.js';
import { vietnameseNoticeTranslations } from './vi-notices.js';

export const vietnamesePostTranslations: SeedPostTranslations = { ...vietnameseNoticeTranslations, ...vietnameseLibraryTranslations };
