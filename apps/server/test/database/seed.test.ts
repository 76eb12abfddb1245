import {
  htmlToPlainText,
  languageCodes,
  pageNames,
  pageTextKeys,
  type TranslationLanguage,
  translationLanguages,
  templatePage,
} from '@office/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { posts, postTranslations, seedLog, textKeys, textValues } from '@office/db/schema';
import { seedPostTranslations } from '@office/db/seed/post-translations';
import { sanitizeHtml } from '@office/api/services/html-sanitize';
import { seedDatabase, seedOnStart, seedTexts } from '@office/db/seed';
import { seedLibraryItems, seedNotices } from '@office/db/seed/posts';
import { type TestDatabase, testBackends } from '@office/testing/databases';

describe('seed content', () => {
  it('has every catalogue key of every page, in all five languages, non-empty', () => {
    for (const page of pageNames) {
      expect(Object.keys(seedTexts[page]).sort(), page).toEqual([...pageTextKeys[page]].sort());
      for (const [key, localized] of Object.entries(seedTexts[page])) {
        for (const lang of languageCodes) expect(localized[lang]?.trim(), `${page} ${key} ${lang}`).toBeTruthy();
      }
    }
  });

  it('has enough notices and library items, unique refs, and valid dates', () => {
    expect(seedNotices.length).toBeGreaterThanOrEqual(8);
    expect(seedLibraryItems.length).toBeGreaterThanOrEqual(12);
    const refs = [...seedNotices, ...seedLibraryItems].map((p) => p.ref);
    expect(new Set(refs).size).toBe(refs.length);
    for (const p of [...seedNotices, ...seedLibraryItems]) expect(Number.isNaN(Date.parse(p.createdAt)), p.ref).toBe(false);
  });

  // Each seed post in the four other languages (decision 0019), written in that language's script.
  const scripts: Record<TranslationLanguage, RegExp> = {
    zh: /\p{Script=Han}/gu,
    ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu,
    en: /\p{Script=Latin}/gu,
    ru: /\p{Script=Cyrillic}/gu,
    // Vietnamese: Latin with its own letters (ă, â, đ, ê, ô, ơ, ư and the tone marks) in every text.
    vi: /\p{Script=Latin}/gu,
  };
  const hangul = /\p{Script=Hangul}/gu;
  const letters = /\p{L}/gu;
  it.each(translationLanguages)('has every seed post in %s: same refs, allow-listed HTML, in its own script', (lang) => {
    const refs = [...seedNotices, ...seedLibraryItems].map((p) => p.ref);
    const translations = seedPostTranslations[lang];
    expect(Object.keys(translations)).toEqual(refs);
    for (const [ref, translation] of Object.entries(translations)) {
      expect(translation.title.trim(), ref).toBeTruthy();
      expect(sanitizeHtml(translation.content), `${ref}: only allow-listed HTML`).toBe(sanitizeHtml(sanitizeHtml(translation.content)));
      expect(translation.content, `${ref}: internal links keep the language`).not.toMatch(/href="\/(?![^"]*lang=)/);
      const text = htmlToPlainText(translation.content) + translation.title;
      const all = text.match(letters)?.length ?? 0;
      const korean = text.match(hangul)?.length ?? 0;
      expect(korean / all, `${ref}: Hangul is a small part of the letters`).toBeLessThan(1 / 6);
      // The five-language glossary is every language by design.
      if (ref === 'library-glossary-immigration-terms') continue;
      expect((text.match(scripts[lang])?.length ?? 0) / all, `${ref}: mostly in its own script`).toBeGreaterThan(lang === 'ja' ? 0.2 : 0.5);
    }
  });
});

describe.each(testBackends)('seeding on $name', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await backend.create();
  });
  afterEach(async () => {
    await database.drop();
  });

  it('fills an empty database once; a second run adds nothing', async () => {
    const first = await seedOnStart(database.db, { demoContent: true });
    expect(first?.posts).toBe(seedNotices.length + seedLibraryItems.length);
    expect(await seedOnStart(database.db, { demoContent: true })).toEqual({ texts: 0, posts: 0, translations: 0 });
    expect(await seedDatabase(database.db)).toEqual({ texts: 0, posts: 0, translations: 0 });
    expect(await database.db.$count(posts)).toBe(seedNotices.length + seedLibraryItems.length);
  });

  it('never overwrites a text staff changed nor re-creates a post staff deleted', async () => {
    await seedDatabase(database.db);
    const [key] = await database.db
      .select()
      .from(textKeys)
      .where(and(eq(textKeys.namespace, templatePage), eq(textKeys.key, 'title1')));
    await database.db
      .update(textValues)
      .set({ value: 'Edited by staff' })
      .where(and(eq(textValues.keyId, key!.id), eq(textValues.lang, 'ru')));
    const [victim] = await database.db.select().from(posts).limit(1);
    await database.db.delete(posts).where(eq(posts.id, victim!.id));

    await seedDatabase(database.db);

    const [value] = await database.db
      .select()
      .from(textValues)
      .where(and(eq(textValues.keyId, key!.id), eq(textValues.lang, 'ru')));
    expect(value!.value).toBe('Edited by staff');
    expect(await database.db.$count(posts, eq(posts.title, victim!.title))).toBe(0);
  });

  it("adds the seed posts' translations, current against their Korean source", async () => {
    const report = await seedDatabase(database.db);
    const count = seedNotices.length + seedLibraryItems.length;
    expect(report.translations).toBe(count * translationLanguages.length);
    const rows = await database.db.select().from(postTranslations);
    expect(rows).toHaveLength(count * translationLanguages.length);
    expect(rows.every((row) => row.sourceVersion === 1)).toBe(true);
  });

  it('translates posts seeded before translations existed, unless staff changed their title', async () => {
    await seedDatabase(database.db);
    // As a database seeded by an earlier version: no translations, none logged.
    await database.db.delete(postTranslations);
    await database.db.delete(seedLog).where(like(seedLog.ref, 'post-translation:%'));
    const [retitled] = await database.db.select().from(posts).limit(1);
    await database.db.update(posts).set({ title: 'Changed by staff' }).where(eq(posts.id, retitled!.id));

    const report = await seedDatabase(database.db);

    const count = seedNotices.length + seedLibraryItems.length;
    expect(report.translations).toBe((count - 1) * translationLanguages.length);
    expect(await database.db.$count(postTranslations, eq(postTranslations.postId, retitled!.id))).toBe(0);
    expect(await seedDatabase(database.db)).toEqual({ texts: 0, posts: 0, translations: 0 });
  });

  it('does not seed a database that holds content but was never seeded', async () => {
    await database.db.insert(posts).values({ kind: 'notice', title: 'ours', content: '<p>x</p>' });
    expect(await seedOnStart(database.db, { demoContent: true })).toBeNull();
    expect(await database.db.$count(posts)).toBe(1);
  });

  it("brings a database seeded by an earlier release the seed's new texts at start, and nothing staff deleted", async () => {
    await seedDatabase(database.db);
    // As a database seeded before 'nav.menu' existed: the key, its values and its log entry absent.
    await database.db.delete(textKeys).where(and(eq(textKeys.namespace, templatePage), eq(textKeys.key, 'nav.menu')));
    await database.db.delete(seedLog).where(eq(seedLog.ref, `text:${templatePage}:nav.menu`));
    const [victim] = await database.db.select().from(posts).limit(1);
    await database.db.delete(posts).where(eq(posts.id, victim!.id));

    expect(await seedOnStart(database.db, { demoContent: true })).toEqual({ texts: 1, posts: 0, translations: 0 });
    const [menu] = await database.db
      .select({ id: textKeys.id })
      .from(textKeys)
      .where(and(eq(textKeys.namespace, templatePage), eq(textKeys.key, 'nav.menu')));
    expect(await database.db.$count(textValues, eq(textValues.keyId, menu!.id))).toBe(languageCodes.length);
    expect(await database.db.$count(posts, eq(posts.title, victim!.title))).toBe(0);
  });
});
