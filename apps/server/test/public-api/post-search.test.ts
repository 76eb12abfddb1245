import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type PostSearchInput, type PostSearchPage, searchGramsPerText, type TranslationLanguage } from '@office/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { sql } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { posts, postTranslations } from '@office/db/schema';
import { seedPostTranslations } from '@office/db/seed/post-translations';
import { seedLibraryItems, seedNotices } from '@office/db/seed/posts';
import { searchGramsFunction } from '@office/db/search-grams';
import { migrationsFolder } from '@office/db/migrations-folder';
import type { Services } from '@office/api/services';
import { buildTestApp } from '../support/app.js';
import { migrationsBefore } from '../support/migrations.js';
import { type TestDatabase, testBackends } from '@office/testing/databases';

type Translations = Partial<Record<TranslationLanguage, { title: string; content: string }>>;

interface Fixture {
  title: string;
  content: string;
  translations?: Translations;
  kind?: 'notice' | 'library';
  category?: 'category2' | 'category3';
  status?: 'draft' | 'published';
}

// One day apart, the first the newest: ranking ties fall back to this order.
const fixtures = {
  powerOfAttorney: {
    title: '위임장양식 안내',
    // The word is split by inline markup in the text: the reader sees 위임장, and so does search.
    content: '<p>대리 신청을 하실 때에는 <strong>위임</strong>장을 제출해 주십시오.</p>',
    translations: {
      zh: { title: '委托书样本说明', content: '<p>代理办理签证手续时，请提交委托书。</p>' },
      ja: { title: '委任状の様式について', content: '<p>代理でビザ申請をされる場合は委任状をご提出ください。</p>' },
      en: { title: 'Power of attorney form', content: '<p>Please hand in a <em>power of attorney</em> when someone applies for you.</p>' },
      ru: { title: 'Образец доверенности', content: '<p>При подаче документов через представителя предъявите ДОВЕРЕННОСТЬ.</p>' },
    },
  },
  koreanOnly: {
    title: '체류기간 연장 신청 방법',
    content: '<p>외국인등록증과 여권을 준비하세요. 처리율 100%_done 기준 &amp; R&amp;D 인력. Provisa! Visa.</p>',
  },
  employmentPermit: {
    title: '고용허가제 안내',
    content: '<p>사업주는 외국인을 고용하기 전에 고용허가서를 받아야 합니다.</p>',
    translations: { en: { title: 'Employment permit system', content: '<p>Employers need a permit before hiring.</p>' } },
  },
  draft: { title: '위임장 초안 (미공개)', content: '<p>초안입니다.</p>', status: 'draft' },
  visaInBody: {
    title: '사무소 운영 시간 변경',
    content: '<p>비자 상담은 평일 오전에만 가능합니다. Visit us for an E-7 visa.</p>',
    translations: {
      en: { title: 'Office hours change', content: '<p>Visa advice on weekday mornings only; we are at www.hikorea.go.kr too.</p>' },
    },
  },
  visaLongTitle: { title: '외국인 근로자 비자 발급 절차와 준비 서류 안내', content: '<p>절차를 설명합니다.</p>' },
  visaShortTitle: { title: '비자 안내', content: '<p>안내입니다.</p>' },
  libraryItem: {
    title: '비자 연장 체크리스트',
    content: '<p>준비 서류 목록</p>',
    kind: 'library',
    category: 'category2',
    translations: { en: { title: 'Visa extension checklist', content: '<p>Documents to prepare</p>' } },
  },
  otherCategory: { title: '외국인 고용 서식', content: '<p>비자 관련 서식</p>', kind: 'library', category: 'category3' },
  // Vietnamese (decision 0043): the newer one has the words in its text only, the older in its title.
  vietnameseInText: {
    title: '베트남어 안내문',
    content: '<p>베트남어로 된 안내입니다.</p>',
    translations: { vi: { title: 'Thông báo giờ làm việc', content: '<p>Hồ sơ xin <strong>thị</strong> thực điện tử nộp tại quầy.</p>' } },
  },
  vietnameseInTitle: {
    title: '베트남어 제목 안내',
    content: '<p>제목에 있습니다.</p>',
    translations: { vi: { title: 'Hướng dẫn gia hạn thị thực', content: '<p>Chuẩn bị hộ chiếu.</p>' } },
  },
  // E-9 and its names (decision 0044): the newest has a name in its text only.
  e9InText: { title: '사업장 이동 절차', content: '<p>비전문취업 근로자의 사업장 이동은 제한됩니다.</p>' },
  e9KoreanName: {
    title: '비전문취업 체류자격 변경 안내',
    content: '<p>변경 절차를 설명합니다.</p>',
    translations: { en: { title: 'Changing status', content: '<p>How to change it.</p>' } },
  },
  e9Code: { title: 'E-9 근로자 사업장 변경', content: '<p>사업장 변경 신청은 고용센터에서 합니다.</p>' },
  // Every word of E-9's Vietnamese names, apart ("lao động … không … chuyên … môn", "phổ" as the
  // start of "phòng", "thông"): not the name, so not found by it.
  vietnameseScattered: {
    title: '사무실 안내',
    content: '<p>사무실 안내입니다.</p>',
    translations: {
      vi: { title: 'Phòng lao động', content: '<p>Tại văn phòng không có chuyên viên; môn học và thông tin chung.</p>' },
    },
  },
} satisfies Record<string, Fixture>;

const pagingTag = '페이징검사';
const pagingPosts: Fixture[] = Array.from({ length: 5 }, (_, i) => ({ title: `${pagingTag} 게시물 ${i + 1}`, content: '<p>목록</p>' }));

describe.each(testBackends)('post search on $name', (backend) => {
  let database: TestDatabase;
  let app: App;
  let services: Services;
  const ids = {} as Record<keyof typeof fixtures, number>;
  const pagingIds: number[] = [];

  beforeAll(async () => {
    database = await backend.create();
    ({ app, services } = await buildTestApp(database));
    const all: Array<[string | number, Fixture]> = [...Object.entries(fixtures), ...pagingPosts.entries()];
    for (const [index, [name, fixture]] of all.entries()) {
      const [row] = await database.db
        .insert(posts)
        .values({
          kind: fixture.kind ?? 'notice',
          category: fixture.category ?? null,
          title: fixture.title,
          content: fixture.content,
          status: fixture.status ?? 'published',
          createdAt: new Date(Date.UTC(2026, 5, 30) - index * 86_400_000),
        })
        .returning({ id: posts.id });
      if (typeof name === 'string') ids[name as keyof typeof fixtures] = row!.id;
      else pagingIds.push(row!.id);
      const translations = Object.entries(fixture.translations ?? {}).map(([lang, text]) => ({
        postId: row!.id,
        lang,
        ...text,
        sourceVersion: 1,
      }));
      if (translations.length) await database.db.insert(postTranslations).values(translations);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const search = (input: PostSearchInput, kind: 'notice' | 'library' = 'notice') => services.posts.search(kind, input);
  const idsOf = (page: PostSearchPage) => page.items.map((item) => item.id);
  const trpc = (path: string, input: unknown) => app.inject(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

  it('finds a Korean word inside a longer one (위임장 in 위임장양식) and through inline markup, never a draft', async () => {
    const found = await search({ q: '위임장' });
    expect(idsOf(found)).toEqual([ids.powerOfAttorney]);
    expect(found.items[0]).toMatchObject({ title: '위임장양식 안내', lang: 'ko', found_in: 'ko' });
    // The text's 위<strong>임</strong>장 is one word to search.
    expect(idsOf(await search({ q: '위임장을' }))).toEqual([ids.powerOfAttorney]);
    expect(idsOf(await search({ q: '초안' }))).toEqual([]);
  });

  it('finds partial Chinese and Japanese words, one and two characters long too', async () => {
    for (const q of ['委托', '签证', '签', '手续时']) {
      expect(idsOf(await search({ q, lang: 'zh' })), q).toEqual([ids.powerOfAttorney]);
    }
    for (const q of ['委任', 'ビザ', 'ビ', 'ご提出']) {
      expect(idsOf(await search({ q, lang: 'ja' })), q).toEqual([ids.powerOfAttorney]);
    }
    // In its language only (and Korean): the Chinese word is not in the Japanese or Korean text.
    expect(idsOf(await search({ q: '委托', lang: 'ja' }))).toEqual([]);
  });

  it('finds English and Russian words in any case, where a word starts, each word of the query', async () => {
    expect(idsOf(await search({ q: 'ATTORNEY', lang: 'en' }))).toEqual([ids.powerOfAttorney]);
    expect(idsOf(await search({ q: 'attorney Power', lang: 'en' }))).toEqual([ids.powerOfAttorney]);
    expect(idsOf(await search({ q: 'attorney nothing', lang: 'en' }))).toEqual([]);
    // The beginning of a word is a word; the inside of one is not (`owe` is not in `power`).
    expect(idsOf(await search({ q: 'attor', lang: 'en' }))).toEqual([ids.powerOfAttorney]);
    expect(idsOf(await search({ q: 'owe', lang: 'en' }))).toEqual([]);
    expect(idsOf(await search({ q: 'доверенност', lang: 'ru' }))).toEqual([ids.powerOfAttorney]);
    expect(idsOf(await search({ q: 'ДОВЕРЕННОСТЬ', lang: 'ru' }))).toEqual([ids.powerOfAttorney]);
  });

  it('finds a word only the Korean original has, shown in the visitor language, saying where it was found', async () => {
    const found = await search({ q: '고용허가', lang: 'en' });
    expect(found.items).toEqual([
      expect.objectContaining({ id: ids.employmentPermit, title: 'Employment permit system', lang: 'en', found_in: 'ko' }),
    ]);
    const inEnglish = await search({ q: 'permit', lang: 'en' });
    expect(inEnglish.items).toEqual([expect.objectContaining({ id: ids.employmentPermit, found_in: 'en' })]);
    // A post without an English version comes in Korean, found in Korean.
    expect((await search({ q: '외국인등록증', lang: 'en' })).items).toEqual([
      expect.objectContaining({ id: ids.koreanOnly, lang: 'ko', found_in: 'ko', title: fixtures.koreanOnly.title }),
    ]);
  });

  it('takes LIKE and regular-expression characters literally, and entities as the text shows them', async () => {
    expect(idsOf(await search({ q: '100%_d' }))).toEqual([ids.koreanOnly]);
    expect(idsOf(await search({ q: '100%xd' }))).toEqual([]);
    expect(idsOf(await search({ q: '100_%done' }))).toEqual([]);
    expect(idsOf(await search({ q: '1_0' }))).toEqual([]);
    // Checked against the text where a word starts: `visa!` is only inside `provisa!`.
    expect(idsOf(await search({ q: 'visa.' }))).toEqual([ids.koreanOnly, ids.visaInBody]);
    expect(idsOf(await search({ q: 'visa!' }))).toEqual([]);
    expect(idsOf(await search({ q: '%_done' }))).toEqual([ids.koreanOnly]);
    expect(idsOf(await search({ q: 'R&D' }))).toEqual([ids.koreanOnly]);
    expect(idsOf(await search({ q: 'amp' }))).toEqual([]);
    expect(idsOf(await search({ q: 'E-7' }))).toEqual([ids.visaInBody]);
    expect(idsOf(await search({ q: 'E.7' }))).toEqual([]);
    expect(idsOf(await search({ q: 'hikorea.go.kr', lang: 'en' }))).toEqual([ids.visaInBody]);
    expect(idsOf(await search({ q: 'hikorea.go.kr' }))).toEqual([]);
  });

  it('ranks words in a title first, a title mostly made of them first of those, then newest; pages like the lists', async () => {
    const found = await search({ q: '비자' });
    expect(idsOf(found)).toEqual([ids.visaShortTitle, ids.visaLongTitle, ids.visaInBody]);
    expect(found).toMatchObject({ total: 3, page: 1, pageSize: 12, terms: ['비자'] });
    // The excerpt starts near the first hit.
    expect(found.items[2]!.excerpt.startsWith('비자 상담')).toBe(true);

    const first = await search({ q: pagingTag, pageSize: 2 });
    const second = await search({ q: pagingTag, pageSize: 2, page: 2 });
    const third = await search({ q: pagingTag, pageSize: 2, page: 3 });
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(pagingIds);
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect(await search({ q: pagingTag, pageSize: 2, page: 4 })).toMatchObject({ items: [], total: 5 });
    expect(await search({ q: '없는낱말' })).toMatchObject({ items: [], total: 0 });
  });

  it('finds a Vietnamese translation by its words with or without their marks, in any case', async () => {
    for (const q of ['thị thực', 'thi thuc', 'THỊ THỰC', 'Thi Thực', 'thị thuc']) {
      const found = await search({ q, lang: 'vi' });
      // The title hit first, though older than the one with the words in its text only (split by markup there).
      expect(idsOf(found), q).toEqual([ids.vietnameseInTitle, ids.vietnameseInText]);
      expect(found.items[0], q).toMatchObject({ title: 'Hướng dẫn gia hạn thị thực', lang: 'vi', found_in: 'vi' });
      // The excerpt shows the text as written, around the hit.
      expect(found.items[1]!.excerpt, q).toContain('thị thực điện tử');
    }
    expect((await search({ q: 'thi thuc', lang: 'vi' })).terms).toEqual(['thi', 'thuc']);
    for (const q of ['dien tu', 'ĐIỆN TỬ', 'ho so', 'quay', 'huong dan', 'chuan bi ho chieu']) {
      expect((await search({ q, lang: 'vi' })).total, q).toBeGreaterThan(0);
    }
    // Still where a word starts (huc is inside thuc), every word, and the translation in its own language only.
    expect(idsOf(await search({ q: 'huc', lang: 'vi' }))).toEqual([]);
    expect(idsOf(await search({ q: 'thi thuc xyz', lang: 'vi' }))).toEqual([]);
    expect(idsOf(await search({ q: 'thi thuc' }))).toEqual([]);
    expect(idsOf(await search({ q: 'thi thuc', lang: 'en' }))).toEqual([]);
    // Folding is for Latin letters only: the Korean original is found by its own words from the Vietnamese list.
    expect(idsOf(await search({ q: '베트남어', lang: 'vi' }))).toEqual([ids.vietnameseInText, ids.vietnameseInTitle]);
  });

  it('finds a visa by its code or any of its names, in any language, and marks all of them', async () => {
    const e9Posts = [ids.employmentPermit, ids.e9InText, ids.e9KoreanName, ids.e9Code];
    const byCode = await search({ q: 'E-9' });
    // 고용허가제 (the employment permit system) is one of E-9's names too.
    expect([...idsOf(byCode)].sort()).toEqual([...e9Posts].sort());
    expect(idsOf(await search({ q: 'E-9', lang: 'ko' }))).toEqual(idsOf(byCode));
    // A name of several words is marked as the phrase it is, not word by word (lao alone is everywhere).
    expect(byCode.terms).toEqual(
      expect.arrayContaining(['e-9', '비전문취업', '고용허가제', 'non-professional employment', 'lao động không chuyên môn']),
    );
    expect(byCode.terms).not.toContain('lao');
    expect(idsOf(await search({ q: 'E-9', lang: 'vi' }))).not.toContain(ids.vietnameseScattered);
    expect(idsOf(await search({ q: 'lao động không chuyên môn', lang: 'vi' }))).not.toContain(ids.vietnameseScattered);
    // Its words typed as words (not the name) still find it, as any words do.
    expect(idsOf(await search({ q: 'lao thông', lang: 'vi' }))).toContain(ids.vietnameseScattered);
    const inText = byCode.items.find((item) => item.id === ids.e9InText)!;
    expect(inText.excerpt.startsWith('비전문취업')).toBe(true);

    // A post with only the code is found by the Korean name, and one with only the name by the code.
    const byName = await search({ q: '비전문취업' });
    expect(idsOf(byName)).toContain(ids.e9Code);
    expect(idsOf(byCode)).toContain(ids.e9KoreanName);
    expect([...idsOf(byName)].sort()).toEqual([...e9Posts].sort());
    expect(byName.terms).toEqual(expect.arrayContaining(['e-9', '비전문취업']));
    expect(idsOf(await search({ q: 'e-9' }))).toEqual(idsOf(byCode));

    // Names in other languages find the Korean originals, from any language's list.
    for (const [q, lang] of [
      ['non-professional employment', 'en'],
      ['NON-PROFESSIONAL EMPLOYMENT', 'en'],
      ['lao động không chuyên môn', 'vi'],
      ['lao dong khong chuyen mon', 'vi'],
      ['非专业就业', 'zh'],
      ['非専門就業', 'ja'],
    ] as const) {
      const found = await search({ q, lang });
      expect([...idsOf(found)].sort(), q).toEqual([...e9Posts].sort());
      expect(
        found.items.find((item) => item.id === ids.e9Code),
        q,
      ).toMatchObject({ found_in: 'ko', lang: 'ko' });
    }
    // A part of a name is not the name: "employment" alone is the English word.
    expect(idsOf(await search({ q: 'employment', lang: 'en' }))).toEqual([ids.employmentPermit]);
    expect(idsOf(await search({ q: 'E-8' }))).toEqual([]);
  });

  it('needs every other word of the query beside a visa name, and ranks a title with a name first', async () => {
    expect(idsOf(await search({ q: 'E-9 신청' }))).toEqual([ids.e9Code]);
    expect((await search({ q: 'E-9 신청' })).terms).toEqual(expect.arrayContaining(['e-9', '비전문취업', '신청']));
    expect(idsOf(await search({ q: '비전문취업 사업장 이동' }))).toEqual([ids.e9InText]);
    // The title with both (E-9 for the name) first, though older than the one with them in its text only.
    expect(idsOf(await search({ q: '비전문취업 사업장' }))).toEqual([ids.e9Code, ids.e9InText]);
    // Titles holding a name, those mostly made of it first (a group counts as its shortest name), then the text-only hit.
    expect(idsOf(await search({ q: 'E-9' }))).toEqual([ids.employmentPermit, ids.e9Code, ids.e9KoreanName, ids.e9InText]);
  });

  it('searches notices and library items apart, a library category alone when given', async () => {
    expect(idsOf(await search({ q: '비자' }, 'library'))).toEqual([ids.libraryItem, ids.otherCategory]);
    expect(idsOf(await search({ q: '비자', category: 'category3' }, 'library'))).toEqual([ids.otherCategory]);
    expect((await search({ q: 'checklist', lang: 'en' }, 'library')).items).toEqual([
      expect.objectContaining({ id: ids.libraryItem, category: 'category2', title: 'Visa extension checklist' }),
    ]);
  });

  it('answers on tRPC and REST, and refuses a bad query with a 400 naming it', async () => {
    const viaTrpc = await trpc('notices.search', { q: 'attorney', lang: 'en' });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data.items.map((i: { id: number }) => i.id)).toEqual([ids.powerOfAttorney]);
    const viaRest = await app.inject(`/api/common/library/search/?q=${encodeURIComponent('체크리스트')}&category=category2`);
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json()).toMatchObject({ total: 1, items: [{ id: ids.libraryItem }] });

    const refused = [
      ['null byte', { q: 'a\u0000b' }, /NUL/],
      ['lone surrogate', { q: 'a\ud800' }, /surrogates/],
      ['1,000 characters', { q: 'x'.repeat(1000) }, /at most 100/],
      ['empty', { q: '  ' }, /empty/],
      ['punctuation only', { q: '%_' }, /letter/],
      ['not text', { q: ['a'] }, /string/],
    ] as const;
    for (const [what, input, message] of refused) {
      const response = await trpc('notices.search', input);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().error.data.fields, what).toEqual([
        expect.objectContaining({ field: 'q', message: expect.stringMatching(message) }),
      ]);
    }
    for (const [query, field] of [
      ['q=a%00b', 'q'],
      [`q=${'x'.repeat(1000)}`, 'q'],
      ['', 'q'],
      ['q=visa&lang=de', 'lang'],
      ['q=visa&page=0', 'page'],
      ['q=visa&category=category9', 'category'],
    ]) {
      const response = await app.inject(`/api/common/library/search/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toEqual([expect.objectContaining({ field })]);
    }
  });
});

describe.each(testBackends)('migration 0008 on $name', (backend) => {
  it('keeps every post and translation of a database made before it, and makes them searchable', async () => {
    const folder = migrationsBefore('0008_post_search');
    const database = await backend.create({ migrated: false });
    try {
      await database.migrate(folder);
      const row = { id: await insertOldPost(database.db, { title: '기존 공지 위임장양식', content: '<p>이전 <b>본문</b></p>' }) };
      await insertOldTranslation(database.db, { postId: row.id, lang: 'ja', title: '既存のお知らせ', content: '<p>委任状</p>' });
      await database.migrate();
      const [kept] = await database.db.select().from(posts);
      expect(kept).toMatchObject({
        id: row.id,
        title: '기존 공지 위임장양식',
        content: '<p>이전 <b>본문</b></p>',
        searchText: '기존 공지 위임장양식\n 이전 본문 ',
      });
      const upgraded = await buildTestApp(database);
      const found = await upgraded.services.posts.search('notice', { q: '위임장' });
      const foundInJapanese = await upgraded.services.posts.search('notice', { q: '委任', lang: 'ja' });
      await upgraded.app.close();
      expect(found.items.map((item) => item.id)).toEqual([row.id]);
      expect(foundInJapanese.items).toEqual([expect.objectContaining({ id: row.id, title: '既存のお知らせ', found_in: 'ja' })]);
    } finally {
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/**
 * A notice as a database of an older migration holds it: only the columns every migration has had
 * (the schema's table names later ones, such as the schedule's, which that database lacks).
 */
async function insertOldPost(db: Db, post: { title: string; content: string }): Promise<number> {
  const result = await db.execute(
    sql`insert into posts (kind, title, content) values ('notice', ${post.title}, ${post.content}) returning id`,
  );
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
}

/** A translation as an older database holds it (see `insertOldPost`). */
async function insertOldTranslation(db: Db, translation: { postId: number; lang: string; title: string; content: string }): Promise<void> {
  await db.execute(
    sql`insert into post_translations (post_id, lang, title, content, source_version) values (${translation.postId}, ${translation.lang}, ${translation.title}, ${translation.content}, 1)`,
  );
}

/** Pages read beyond a scan of the table itself when each row's title is read: its TOAST pages. */
async function pagesReadForTitles(db: Db, table: 'posts' | 'post_translations'): Promise<number> {
  const hits = async (what: string) => {
    const result = await db.execute(sql.raw(`explain (analyze, buffers, format json) select ${what} from ${table}`));
    const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const plan = Object.values(row!)[0] as Array<{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }>;
    return plan[0]!.Plan['Shared Hit Blocks'] + plan[0]!.Plan['Shared Read Blocks'];
  };
  return (await hits('length(title::bytea)')) - (await hits('source_version'));
}

describe.each(testBackends)('migration 0009 on $name', (backend) => {
  it('brings every title back into its row, so ranking a large search reads no TOAST page, and keeps them as they were', async () => {
    const folder = migrationsBefore('0009_title_stored_inline');
    const database = await backend.create({ migrated: false });
    try {
      await database.migrate(folder);
      const written = seedNotices.slice(0, 8);
      const inserted: number[] = [];
      for (const post of written) inserted.push(await insertOldPost(database.db, post));
      for (const [i, postId] of inserted.entries())
        await insertOldTranslation(database.db, { postId, lang: 'en', title: `Notice ${i}`, content: written[i]!.content });
      // Before: long posts' titles were moved out of their rows.
      expect(await pagesReadForTitles(database.db, 'posts')).toBeGreaterThan(0);
      await database.migrate();
      expect(await pagesReadForTitles(database.db, 'posts')).toBe(0);
      expect(await pagesReadForTitles(database.db, 'post_translations')).toBe(0);
      const titles = await database.db.select({ title: posts.title }).from(posts).orderBy(posts.id);
      expect(titles.map((row) => row.title)).toEqual(written.map((post) => post.title));
      // A post written after the migration keeps its title in its row too.
      await database.db.insert(posts).values({ kind: 'notice', title: written[0]!.title, content: written[0]!.content });
      expect(await pagesReadForTitles(database.db, 'posts')).toBe(0);
    } finally {
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe.each(testBackends)('migration 0010 on $name', (backend) => {
  it('keeps a database made before it searchable by the same words (its indexes rebuilt by the new function)', async () => {
    const folder = migrationsBefore('0010_search_grams_linear');
    const database = await backend.create({ migrated: false });
    try {
      await database.migrate(folder);
      const { powerOfAttorney } = fixtures;
      const row = { id: await insertOldPost(database.db, powerOfAttorney) };
      await insertOldTranslation(database.db, { postId: row.id, lang: 'zh', ...powerOfAttorney.translations.zh });
      await database.migrate();
      const upgraded = await buildTestApp(database);
      const found = await Promise.all([
        upgraded.services.posts.search('notice', { q: '위임장' }),
        upgraded.services.posts.search('notice', { q: '签证', lang: 'zh' }),
      ]);
      await upgraded.app.close();
      expect(found.map((page) => page.items.map((item) => item.id))).toEqual([[row.id], [row.id]]);
    } finally {
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the grams function', () => {
  it('is in migration 0010 exactly as src/db/search-grams.ts writes it from the contracts rules', () => {
    const migration = readFileSync(join(migrationsFolder, '0010_search_grams_linear.sql'), 'utf8');
    expect(migration).toContain(`${searchGramsFunction};`);
  });
});

/** Migration 0008's grams function, under another name: the first version, quadratic in a run's length. */
const firstGramsFunction = () => {
  const migration = readFileSync(join(migrationsFolder, '0008_post_search.sql'), 'utf8');
  const definition = /CREATE OR REPLACE FUNCTION post_search_grams\([\s\S]*?\$grams\$(?=;)/.exec(migration)?.[0];
  expect(definition).toBeDefined();
  return definition!.replace('FUNCTION post_search_grams(', 'FUNCTION post_search_grams_0008(');
};

describe.each(testBackends)('the grams function on $name (decision 0032)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.create();
    await database.db.execute(sql.raw(firstGramsFunction()));
  });
  afterAll(() => database.drop());

  const gramsOf = async (fn: 'post_search_grams' | 'post_search_grams_0008', document: string) => {
    const result = await database.db.execute(
      sql`select array(select distinct gram from unnest(${sql.raw(fn)}(${document})) as gram) as grams`,
    );
    const [row] = (result as unknown as { rows: Array<{ grams: string[] }> }).rows;
    return row!.grams;
  };
  const sorted = (grams: string[]) => [...grams].sort();

  it("gives the first version's grams, each once, for every seed post and translation and odd tokens", async () => {
    const texts = [
      ...[...seedNotices, ...seedLibraryItems].map((post) => `${post.title}\n${post.content}`),
      ...Object.values(seedPostTranslations).flatMap((byTitle) => Object.values(byTitle).map((t) => `${t.title}\n${t.content}`)),
      ...Object.values(fixtures).map((fixture) => `${fixture.title}\n${fixture.content}`),
      'e-7-1 e-visa www.hikorea.go.kr/main 10:00 010-1234-5678 a--b ＡＢＣ１２３ straße ñandú',
      `${'가나다라마바사아자차카타파하'.repeat(20)} 签证手续办理${'ビザ申請'.repeat(30)} ${'a-'.repeat(100)}z`,
      '',
    ];
    for (const text of texts) {
      const document = text.toLowerCase();
      const grams = await gramsOf('post_search_grams', document);
      expect(grams.length, text.slice(0, 40)).toBe(new Set(grams).size);
      expect(sorted(grams), text.slice(0, 40)).toEqual(sorted(await gramsOf('post_search_grams_0008', document)));
    }
  });

  it('takes a long run without spaces in linear time, and keeps the shortest grams of a text that has too many', async () => {
    const run = '외국인등록신청안내준비서류확인'.repeat(700);
    const started = performance.now();
    const grams = await gramsOf('post_search_grams', run);
    // The first version took 45 s for this on PGlite (quadratic); this takes well under a second.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(grams).toContain('등록신청');

    // Random two-letter words joined by dashes: seven new grams per character.
    let random = 1;
    const letter = () => String.fromCharCode(97 + ((random = (random * 48271) % 2147483647) % 26));
    const madeUp = Array.from({ length: 20_000 }, () => letter() + letter()).join('-');
    const capped = await gramsOf('post_search_grams', madeUp);
    // Every gram of it (one token: a word starts every three characters), the shortest first, then by code point.
    const every = new Set<string>();
    for (let start = 0; start < madeUp.length; start += 3) {
      for (let n = 1; n <= 24 && start + n <= madeUp.length; n++) every.add(madeUp.slice(start, start + n));
    }
    expect(every.size).toBeGreaterThan(5 * searchGramsPerText);
    const shortest = [...every].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, searchGramsPerText);
    expect(sorted(capped)).toEqual(sorted(shortest));
  });
});
