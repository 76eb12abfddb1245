import { type TranslationLanguage, translationLanguages, type TranslationState } from '@office/contracts';
import { and, eq, gte, inArray, not, exists, type SQL } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { posts, postTranslations } from '@office/db/schema';

type TranslationRow = typeof postTranslations.$inferSelect;

/** A saved translation is current while it was made against the Korean source's present version. */
export const stateOf = (translation: Pick<TranslationRow, 'sourceVersion'> | undefined, sourceVersion: number): TranslationState =>
  !translation ? 'missing' : translation.sourceVersion >= sourceVersion ? 'current' : 'outdated';

type Saved = ReadonlyMap<string, Pick<TranslationRow, 'sourceVersion'>>;

/** Every language's state, from a post's saved translations by language. */
export const statesOf = (saved: Saved | undefined, sourceVersion: number) =>
  Object.fromEntries(translationLanguages.map((lang) => [lang, stateOf(saved?.get(lang), sourceVersion)])) as Record<
    TranslationLanguage,
    TranslationState
  >;

/** Every language's state for each post, in one query for the whole page of posts. */
export async function translationStatesOf(
  reader: Pick<Db, 'select'>,
  rows: ReadonlyArray<{ id: number; sourceVersion: number }>,
): Promise<Map<number, Record<TranslationLanguage, TranslationState>>> {
  const saved = rows.length
    ? await reader
        .select({ postId: postTranslations.postId, lang: postTranslations.lang, sourceVersion: postTranslations.sourceVersion })
        .from(postTranslations)
        .where(
          inArray(
            postTranslations.postId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const byPost = new Map<number, Map<string, { sourceVersion: number }>>();
  for (const { postId, lang, sourceVersion } of saved) {
    byPost.set(postId, (byPost.get(postId) ?? new Map<string, { sourceVersion: number }>()).set(lang, { sourceVersion }));
  }
  return new Map(rows.map((row) => [row.id, statesOf(byPost.get(row.id), row.sourceVersion)]));
}

/** Posts whose translation into `lang` is missing or was saved before the Korean last changed. */
export const needsTranslationIn = (db: Pick<Db, 'select'>, lang: TranslationLanguage): SQL =>
  not(
    exists(
      db
        .select({ one: postTranslations.postId })
        .from(postTranslations)
        .where(
          and(
            eq(postTranslations.postId, posts.id),
            eq(postTranslations.lang, lang),
            gte(postTranslations.sourceVersion, posts.sourceVersion),
          ),
        ),
    ),
  );
