import { z } from 'zod';
import { type LanguageCode, type LanguageColumn, languageColumns, languageDefinitions, sourceLanguage } from './languages.js';
import { categoryKey } from './enums.js';

/**
 * One translation entry as the office's API returns it (docs/api.md#shapes): a key and one text per
 * language, under the original column names. A missing text is null (never an empty string), so the
 * site can tell "not translated" from "translated as nothing".
 */
const languageFields = Object.fromEntries(languageDefinitions.map(({ column }) => [column, z.string().nullable()])) as {
  [C in LanguageColumn]: z.ZodNullable<z.ZodString>;
};
export const translationEntry = z.object({ key: z.string().min(1), ...languageFields }).meta({ id: 'TranslationEntry' });
export type TranslationEntry = z.infer<typeof translationEntry>;

export const translationEntryList = z.array(translationEntry);

/** `/api/translation/main-task-contents`: the same entry shape, keyed by category, holding HTML. */
export const mainTaskContentEntry = translationEntry.extend({ key: categoryKey }).meta({ id: 'MainTaskContentEntry' });
export type MainTaskContentEntry = z.infer<typeof mainTaskContentEntry>;

/**
 * The entries with only one language's texts and the Korean source kept (the others null): what a
 * page in that language can show, fallback included, at a fraction of the size.
 */
export function narrowToLanguage<E extends TranslationEntry>(entries: readonly E[], lang: LanguageCode): E[] {
  const keep = new Set<LanguageColumn>([languageColumns[lang], languageColumns[sourceLanguage]]);
  return entries.map((entry) => {
    const narrowed = { ...entry };
    for (const column of Object.values(languageColumns)) if (!keep.has(column)) narrowed[column] = null;
    return narrowed;
  });
}
