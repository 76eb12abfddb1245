import { z } from 'zod';
import { categoryKey } from './pages.js';

/**
 * One translation entry as the office's API returns it (spec §3 and §7): a key and one text per
 * language, under the original column names. A missing text is null (never an empty string), so the
 * site can tell "not translated" from "translated as nothing".
 */
export const translationEntry = z
  .object({
    key: z.string().min(1),
    korean: z.string().nullable(),
    chinese: z.string().nullable(),
    japanese: z.string().nullable(),
    english: z.string().nullable(),
    russia: z.string().nullable(),
  })
  .meta({ id: 'TranslationEntry' });
export type TranslationEntry = z.infer<typeof translationEntry>;

export const translationEntryList = z.array(translationEntry);

/** `/api/translation/main-task-contents`: the same entry shape, keyed by category, holding HTML. */
export const mainTaskContentEntry = translationEntry
  .extend({ key: categoryKey })
  .meta({ id: 'MainTaskContentEntry' });
export type MainTaskContentEntry = z.infer<typeof mainTaskContentEntry>;
