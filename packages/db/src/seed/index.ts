import { type LanguageCode, languageCodes, type PageName, translationLanguages } from '@office/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { type Db, notifyContentChanged, type Tx } from '../client.js';
import { mainTaskContentsNamespace, officeDetails, posts, postTranslations, seedLog, textKeys, textValues } from '../schema/index.js';
import { demoOffice } from './demo-office.js';
import { seedPostTranslations } from './post-translations/index.js';
import { mainTaskContents } from './main-task-contents.js';
import { seedLibraryItems, seedNotices } from './posts.js';
import { aboutTexts } from './texts/about.js';
import { contactTexts } from './texts/contact.js';
import { homeTexts } from './texts/home.js';
import { libraryTexts } from './texts/library.js';
import { mainTaskTexts } from './texts/main-tasks.js';
import { notFoundTexts } from './texts/not-found.js';
import { noticeTexts } from './texts/notices.js';
import { privacyTexts } from './texts/privacy.js';
import { templateTexts } from './texts/template.js';
import { termsTexts } from './texts/terms.js';
import type { Localized, SeedLibraryItem, SeedNotice, SeedPageTexts } from './types.js';

export { demoOffice } from './demo-office.js';

/** Every page's texts; the type makes a missing page a compile error. */
export const seedTexts: { [P in PageName]: SeedPageTexts<P> } = {
  템플릿: templateTexts,
  홈: homeTexts,
  주요업무: mainTaskTexts,
  문의하기: contactTexts,
  공지사항: noticeTexts,
  자료실: libraryTexts,
  회사소개: aboutTexts,
  이용약관: termsTexts,
  개인정보처리방침: privacyTexts,
  '404': notFoundTexts,
};

const textNamespaces: Array<[namespace: string, texts: Record<string, Localized>]> = [
  ...Object.entries(seedTexts),
  [mainTaskContentsNamespace, mainTaskContents],
];

export interface SeedReport {
  texts: number;
  posts: number;
  /** Post translations inserted (four per new seed post). */
  translations: number;
}

const allSeedPosts = [
  ...seedNotices.map((p: SeedNotice) => ({ ...p, kind: 'notice' as const, category: null })),
  ...seedLibraryItems.map((p: SeedLibraryItem) => ({ ...p, kind: 'library' as const })),
];

/** A seed post inserted by an earlier seeding, if its Korean title and date are still the seed's. */
async function seededPostId(tx: Tx, post: (typeof allSeedPosts)[number]): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.kind, post.kind), eq(posts.title, post.title), eq(posts.createdAt, new Date(post.createdAt))))
    .limit(1);
  return row?.id;
}

/**
 * The languages of the releases before languages became settings: a key's `text:` log entry says
 * its texts in these were seeded. Every later language logs its own (`text:<page>:<key>:<lang>`), so
 * a database seeded before it came gets its texts at the next start.
 */
const firstLanguages: readonly LanguageCode[] = ['ko', 'zh', 'ja', 'en', 'ru'];
const laterLanguages = languageCodes.filter((lang) => !firstLanguages.includes(lang));

// Any fixed number: concurrent seeders take turns on it.
const seedLockKey = 720_431_996;

export interface SeedOptions {
  /**
   * The fictional office's details and its demo notices and library items (SEED_DEMO_CONTENT). Page
   * texts are always seeded: without them a page shows its keys. A real office starts without
   * demo content and enters its own details in the console (decision 0038).
   */
  demoContent: boolean;
}

/**
 * Inserts every seed item that was never seeded before. Idempotent, and it never overwrites or
 * re-creates what staff changed or deleted: each item's ref is logged once, forever.
 */
export async function seedDatabase(db: Db, { demoContent }: SeedOptions = { demoContent: true }): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const done = new Set((await tx.select({ ref: seedLog.ref }).from(seedLog)).map((r) => r.ref));
    const refs: string[] = [];

    // Texts: new keys first (a key staff added by hand is kept as is), then their values.
    let texts = 0;
    for (const [namespace, entries] of textNamespaces) {
      const fresh = Object.entries(entries).filter(([key]) => !done.has(`text:${namespace}:${key}`));
      if (!fresh.length) continue;
      const keys = fresh.map(([key]) => key);
      await tx
        .insert(textKeys)
        .values(keys.map((key) => ({ namespace, key })))
        .onConflictDoNothing();
      const ids = new Map(
        (
          await tx
            .select({ id: textKeys.id, key: textKeys.key })
            .from(textKeys)
            .where(and(eq(textKeys.namespace, namespace), inArray(textKeys.key, keys)))
        ).map((r) => [r.key, r.id]),
      );
      // A language whose seed texts are not written yet (just added to the list) has none: its
      // pages fall back to Korean and the console lists the texts as missing.
      const values = fresh.flatMap(([key, localized]) =>
        languageCodes.flatMap((lang) => (localized[lang] === undefined ? [] : [{ keyId: ids.get(key)!, lang, value: localized[lang] }])),
      );
      await tx.insert(textValues).values(values).onConflictDoNothing();
      refs.push(
        ...fresh.flatMap(([key, localized]) => [
          `text:${namespace}:${key}`,
          ...laterLanguages.filter((lang) => localized[lang] !== undefined).map((lang) => `text:${namespace}:${key}:${lang}`),
        ]),
      );
      texts += fresh.length;
    }

    // A language added since a key was seeded (Vietnamese, decision 0043) gets its text in every
    // key still there; a key staff deleted stays deleted, and a text staff wrote first is kept.
    for (const lang of laterLanguages) {
      for (const [namespace, entries] of textNamespaces) {
        const missing = Object.entries(entries).filter(
          ([key, localized]) =>
            localized[lang] !== undefined && done.has(`text:${namespace}:${key}`) && !done.has(`text:${namespace}:${key}:${lang}`),
        );
        if (!missing.length) continue;
        const ids = new Map(
          (
            await tx
              .select({ id: textKeys.id, key: textKeys.key })
              .from(textKeys)
              .where(
                and(
                  eq(textKeys.namespace, namespace),
                  inArray(
                    textKeys.key,
                    missing.map(([key]) => key),
                  ),
                ),
              )
          ).map((r) => [r.key, r.id]),
        );
        const values = missing.flatMap(([key, localized]) =>
          ids.has(key) ? [{ keyId: ids.get(key)!, lang, value: localized[lang] }] : [],
        );
        if (values.length) await tx.insert(textValues).values(values).onConflictDoNothing();
        refs.push(...missing.map(([key]) => `text:${namespace}:${key}:${lang}`));
        texts += values.length;
      }
    }

    if (demoContent && !done.has('office:demo')) {
      // Only into an office that has no details yet: an admin's entries are never replaced.
      await tx.insert(officeDetails).values({ details: demoOffice }).onConflictDoNothing();
      refs.push('office:demo');
    }

    const freshPosts = demoContent ? allSeedPosts.filter((p) => !done.has(`post:${p.ref}`)) : [];
    const insertedIds = new Map<string, number>();
    if (freshPosts.length) {
      const inserted = await tx
        .insert(posts)
        .values(
          freshPosts.map((p) => ({
            kind: p.kind,
            category: p.category,
            title: p.title,
            content: p.content,
            thumbnailUrl: p.thumbnail,
            author: p.author,
            status: 'published' as const,
            createdAt: new Date(p.createdAt),
            updatedAt: new Date(p.createdAt),
          })),
        )
        .returning({ id: posts.id });
      // Rows come back in the order given.
      freshPosts.forEach((p, i) => insertedIds.set(p.ref, inserted[i]!.id));
      refs.push(...freshPosts.map((p) => `post:${p.ref}`));
    }

    // Translations of the seed posts (decision 0019): of posts inserted now, and of posts seeded before
    // translations existed, found by their unchanged Korean title and date (a post whose title
    // staff have changed is left for staff to translate).
    let translations = 0;
    for (const post of demoContent ? allSeedPosts : []) {
      // (A language without seed translations yet gets none, and none is logged: they come with the release that writes them.)
      const pending = translationLanguages.filter(
        (lang) => seedPostTranslations[lang]?.[post.ref] !== undefined && !done.has(`post-translation:${post.ref}:${lang}`),
      );
      if (!pending.length) continue;
      const id = insertedIds.get(post.ref) ?? (await seededPostId(tx, post));
      if (id !== undefined) {
        const [current] = await tx.select({ version: posts.sourceVersion }).from(posts).where(eq(posts.id, id));
        await tx
          .insert(postTranslations)
          .values(
            pending.map((lang) => {
              const translation = seedPostTranslations[lang][post.ref]!;
              return { postId: id, lang, ...translation, sourceVersion: current!.version, updatedAt: new Date(post.createdAt) };
            }),
          )
          .onConflictDoNothing();
        translations += pending.length;
      }
      refs.push(...pending.map((lang) => `post-translation:${post.ref}:${lang}`));
    }

    if (refs.length) {
      await tx
        .insert(seedLog)
        .values(refs.map((ref) => ({ ref })))
        .onConflictDoNothing();
      await notifyContentChanged(tx, 'seed');
    }
    return { texts, posts: freshPosts.length, translations };
  });
}

/**
 * At every start: an empty database gets the whole seed, and a database seeded before gets what a
 * release added to the seed since (a new page text, say: without it the page would show its key).
 * A database that holds content but was never seeded (filled some other way) is left alone.
 */
export async function seedOnStart(db: Db, options: SeedOptions): Promise<SeedReport | null> {
  const [[logged], [keys], [postCount]] = await Promise.all([
    db.select({ n: count() }).from(seedLog),
    db.select({ n: count() }).from(textKeys),
    db.select({ n: count() }).from(posts),
  ]);
  const seededBefore = (logged?.n ?? 0) > 0;
  const empty = (keys?.n ?? 0) + (postCount?.n ?? 0) === 0;
  return seededBefore || empty ? seedDatabase(db, options) : null;
}
