import { languageCodes, languageTags } from '@office/contracts';
import { seedNotices } from '@office/db/seed/posts';
import { seedPostTranslations } from '@office/db/seed/post-translations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { notifyContentChanged } from '@office/db/client';
import { posts } from '@office/db/schema';
import { seedDatabase } from '@office/db/seed';
import { buildTestApp, testPublicOrigin } from '../support/app.js';
import { type TestDatabase, testBackends } from '@office/testing/databases';

// Posts in the visitor's language (decision 0019), Korean where a post has no translation.
describe.each(testBackends)('posts in every language on $name', (backend) => {
  let database: TestDatabase;
  let app: App;
  let untranslatedId: number;
  const newest = seedNotices.reduce((a, b) => (Date.parse(a.createdAt) > Date.parse(b.createdAt) ? a : b));

  beforeAll(async () => {
    database = await backend.create();
    await seedDatabase(database.db);
    ({ app } = await buildTestApp(database));
    // A notice saved only in Korean, newer than every seed notice.
    await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(posts)
        .values({ kind: 'notice', title: '한국어로만 쓴 공지', content: '<p>번역 없음</p>', createdAt: new Date('2030-01-01T00:00:00Z') })
        .returning({ id: posts.id });
      untranslatedId = row!.id;
      await notifyContentChanged(tx, 'test');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const trpc = async (path: string, input: object) =>
    (await app.inject(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)).json().result.data;

  it('REST keeps its original answers: Korean without ?lang, the same shape in another language with it', async () => {
    const korean = (await app.inject('/api/common/notices/')).json();
    const english = (await app.inject('/api/common/notices/?lang=en')).json();
    expect(english.map((n: object) => Object.keys(n).sort())).toEqual(korean.map((n: object) => Object.keys(n).sort()));
    const byId = new Map(english.map((n: { id: number; title: string }) => [n.id, n.title]));
    const seeded = korean.find((n: { title: string }) => n.title === newest.title);
    expect(byId.get(seeded.id)).toBe(seedPostTranslations.en[newest.ref]!.title);
    // A post without an English version comes in Korean.
    expect(byId.get(untranslatedId)).toBe('한국어로만 쓴 공지');
    const one = (await app.inject(`/api/common/notices/${seeded.id}/?lang=ru`)).json();
    expect(one.title).toBe(seedPostTranslations.ru[newest.ref]!.title);
    expect(Object.keys(one).sort()).toEqual(Object.keys(seeded).sort());
  });

  it('REST refuses a language it does not have, naming the parameter', async () => {
    const response = await app.inject('/api/common/library/?lang=de');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'lang' })]);
  });

  it('tRPC says which language each post is shown in, and which languages it exists in', async () => {
    const page = await trpc('notices.page', { lang: 'ja', page: 1 });
    const [first, second] = page.items;
    expect(first).toMatchObject({ id: untranslatedId, lang: 'ko', title: '한국어로만 쓴 공지' });
    expect(second).toMatchObject({ lang: 'ja', title: seedPostTranslations.ja[newest.ref]!.title });
    const detail = await trpc('notices.byId', { id: second.id, lang: 'zh' });
    expect(detail).toMatchObject({
      lang: 'zh',
      title: seedPostTranslations.zh[newest.ref]!.title,
      languages: languageCodes,
    });
    const fallback = await trpc('notices.byId', { id: untranslatedId, lang: 'zh' });
    expect(fallback).toMatchObject({ lang: 'ko', title: '한국어로만 쓴 공지', languages: ['ko'] });
  });

  it('the sitemap lists a post in the languages it exists in only', async () => {
    const xml = (await app.inject('/sitemap.xml')).body;
    const urlsOf = (id: number) =>
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!).filter((u) => u.includes(`/notice/${id}?`));
    const korean = urlsOf(untranslatedId);
    expect(korean).toHaveLength(1);
    expect(korean[0]).toContain(`<loc>${testPublicOrigin}/notice/${untranslatedId}?lang=ko</loc>`);
    expect([...korean[0]!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['ko', 'x-default']);
    const seeded = (await app.inject('/api/common/notices/')).json().find((n: { title: string }) => n.title === newest.title);
    const translated = urlsOf(seeded.id);
    expect(translated).toHaveLength(languageCodes.length);
    // hreflang names the script where a language has more than one: zh-Hans (decision 0043).
    expect([...translated[0]!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
      ...languageCodes.map((code) => languageTags[code]),
      'x-default',
    ]);
  });
});
