import { type ConsolePost, type ConsolePostPage, notice } from '@office/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf, testStaff } from '../support/console.js';
import { dataOf, eventually, useContentConsole, useOtherApp } from '../support/content.js';
import { testBackends } from '@office/testing/databases';

/** The console translates posts (decision 0019); each language is missing, current or outdated. */
describe.each(testBackends)('console post translations on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);

  const createPublished = async (title: string) => {
    const post = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
      kind: 'notice',
      title,
      content: '<p>방문 예약은 전화로 해 주세요.</p>',
    });
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
    return post.id;
  };
  const restNotice = async (id: number, lang?: string) =>
    notice.parse((await ctx.app.inject(`/api/common/notices/${id}/${lang ? `?lang=${lang}` : ''}`)).json());
  const listed = async (input: object) =>
    (await dataOf<ConsolePostPage>(staff.editor, 'posts.list', 'query', { kind: 'notice', pageSize: 100, ...input })).items;
  const english = { title: 'Visits by appointment', content: '<p>Please call us to book a visit.</p>', author: 'Office staff' };

  it('publishes before any translation: every language missing, visitors see the Korean, marked so', async () => {
    const id = await createPublished('예약 방문 안내');
    const [summary] = (await listed({ search: '예약 방문 안내' })).filter((item) => item.id === id);
    expect(summary?.translations).toEqual({ zh: 'missing', ja: 'missing', en: 'missing', ru: 'missing', vi: 'missing' });
    expect((await restNotice(id, 'en')).title).toBe('예약 방문 안내');
    const page = (await ctx.app.inject(`/notice/${id}?lang=en`)).body;
    expect(page).toMatch(/<h1[^>]*lang="ko"[^>]*>예약 방문 안내<\/h1>/);
  });

  it('saves a translation (sanitized) that the public site then shows; the Korean stays the default', async () => {
    const id = await createPublished('번역 저장 시험');
    const saved = await dataOf<ConsolePost>(staff.editor, 'posts.setTranslation', 'mutation', {
      postId: id,
      lang: 'en',
      ...english,
      content: `${english.content}<script>alert(1)</script><img src=x onerror=alert(1)>`,
      thumbnailAlt: ' A desk with forms ',
    });
    expect(saved.translations).toEqual({ zh: 'missing', ja: 'missing', en: 'current', ru: 'missing', vi: 'missing' });
    expect(saved.translationTexts.en).toMatchObject({
      title: english.title,
      author: english.author,
      thumbnailAlt: 'A desk with forms',
      state: 'current',
    });
    expect(saved.translationTexts.en?.content).not.toMatch(/script|onerror/);
    expect(saved.translationTexts.zh).toBeUndefined();

    expect(await restNotice(id, 'en')).toMatchObject({ title: english.title, author: english.author });
    expect((await restNotice(id)).title).toBe('번역 저장 시험');
    const page = (await ctx.app.inject(`/notice/${id}?lang=en`)).body;
    expect(page).toContain('>Visits by appointment</h1>');
    expect(page).not.toContain('alert(1)');
  });

  it('a change to the Korean title, body, author or alt text makes the saved translations outdated; other changes do not', async () => {
    const id = await createPublished('원문 변경 시험');
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: id, lang: 'en', ...english });
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: id, lang: 'ru', ...english, title: 'Визит по записи' });
    const stateIn = async (lang: 'en' | 'ru') => (await dataOf<ConsolePost>(staff.editor, 'posts.get', 'query', { id })).translations[lang];

    // Publishing again, saving the same Korean text: nothing a translation renders changed.
    await dataOf(staff.editor, 'posts.unpublish', 'mutation', { id });
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id });
    await dataOf(staff.editor, 'posts.update', 'mutation', { id, title: '원문 변경 시험' });
    expect(await stateIn('en')).toBe('current');

    for (const change of [
      { content: '<p>바뀐 본문</p>' },
      { title: '원문 변경 시험 2' },
      { author: '새 글쓴이' },
      { thumbnailAlt: '서류' },
    ]) {
      await dataOf(staff.editor, 'posts.confirmTranslation', 'mutation', { postId: id, lang: 'en' });
      expect(await stateIn('en')).toBe('current');
      await dataOf(staff.editor, 'posts.update', 'mutation', { id, ...change });
      expect(await stateIn('en'), JSON.stringify(change)).toBe('outdated');
    }
    expect(await stateIn('ru')).toBe('outdated');
    // Outdated is still shown: a slightly old translation beats none.
    expect((await restNotice(id, 'en')).title).toBe(english.title);
  });

  it('"needs translation in X" lists the posts whose X translation is missing or outdated', async () => {
    const current = await createPublished('필터 시험 최신');
    const outdated = await createPublished('필터 시험 원문 바뀜');
    const missing = await createPublished('필터 시험 번역 없음');
    for (const postId of [current, outdated])
      await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId, lang: 'ja', ...english });
    await dataOf(staff.editor, 'posts.update', 'mutation', { id: outdated, content: '<p>바뀜</p>' });

    const needJapanese = (await listed({ search: '필터 시험', needsTranslation: 'ja' })).map((item) => item.id);
    expect(needJapanese.sort()).toEqual([outdated, missing].sort());
    const needChinese = (await listed({ search: '필터 시험', needsTranslation: 'zh' })).map((item) => item.id);
    expect(needChinese.sort()).toEqual([current, outdated, missing].sort());
    const states = Object.fromEntries((await listed({ search: '필터 시험' })).map((item) => [item.id, item.translations.ja]));
    expect(states).toEqual({ [current]: 'current', [outdated]: 'outdated', [missing]: 'missing' });

    const refused = await staff.editor.call('posts.list', 'query', { input: { kind: 'notice', needsTranslation: 'ko' } });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(refused))).toContain('needsTranslation');
  });

  it('"mark as still current" confirms an outdated translation, once; a missing one cannot be confirmed', async () => {
    const id = await createPublished('확인 시험');
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: id, lang: 'zh', ...english, title: '预约来访' });
    await dataOf(staff.editor, 'posts.update', 'mutation', { id, content: '<p>오타 수정</p>' });
    const confirmed = await dataOf<ConsolePost>(staff.editor, 'posts.confirmTranslation', 'mutation', { postId: id, lang: 'zh' });
    expect(confirmed.translations.zh).toBe('current');
    // Its text did not change.
    expect(confirmed.translationTexts.zh?.title).toBe('预约来访');

    const none = await staff.editor.call('posts.confirmTranslation', 'mutation', { input: { postId: id, lang: 'ru' } });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).data).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('removing a translation shows the Korean again; removing none changes nothing', async () => {
    const id = await createPublished('삭제 시험');
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: id, lang: 'en', ...english });
    expect((await restNotice(id, 'en')).title).toBe(english.title);
    const removed = await dataOf<ConsolePost>(staff.editor, 'posts.removeTranslation', 'mutation', { postId: id, lang: 'en' });
    expect(removed.translations.en).toBe('missing');
    expect((await restNotice(id, 'en')).title).toBe('삭제 시험');
    expect(
      (await dataOf<ConsolePost>(staff.editor, 'posts.removeTranslation', 'mutation', { postId: id, lang: 'en' })).translations.en,
    ).toBe('missing');
  });

  it('audits saving, confirming and removing with the language, never the text', async () => {
    const id = await createPublished('번역 감사 기록');
    const secret = `Secret body ${Date.now()}`;
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', {
      postId: id,
      lang: 'ru',
      title: 'Запись',
      content: `<p>${secret}</p>`,
    });
    await dataOf(staff.editor, 'posts.update', 'mutation', { id, content: '<p>새 본문</p>' });
    await dataOf(staff.editor, 'posts.confirmTranslation', 'mutation', { postId: id, lang: 'ru' });
    await dataOf(staff.editor, 'posts.confirmTranslation', 'mutation', { postId: id, lang: 'ru' });
    await dataOf(staff.editor, 'posts.removeTranslation', 'mutation', { postId: id, lang: 'ru' });
    const { entries } = await dataOf<{ entries: Array<{ action: string; actorEmail: string; targetId: string; detail: object }> }>(
      staff.admin,
      'audit.list',
      'query',
      { limit: 200 },
    );
    const mine = entries.filter((e) => e.targetId === String(id) && e.action.startsWith('post.translation')).reverse();
    // Confirming what is current changes nothing, so it is not logged.
    expect(mine.map((e) => e.action)).toEqual(['post.translation_saved', 'post.translation_confirmed', 'post.translation_removed']);
    for (const entry of mine) {
      expect(entry.actorEmail).toBe(testStaff.editor.email);
      expect(entry.detail).toEqual({ kind: 'notice', title: '번역 감사 기록', lang: 'ru' });
    }
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('refuses bad input naming the field: Korean is not a translation, text must be storable, the post must exist', async () => {
    const id = await createPublished('입력 검사');
    const cases: Array<[object, number, string]> = [
      [{ postId: id, lang: 'ko', ...english }, 400, 'lang'],
      [{ postId: id, lang: 'en', ...english, title: '  ' }, 400, 'title'],
      [{ postId: id, lang: 'en', ...english, title: 'a\u0000b' }, 400, 'title'],
      [{ postId: id, lang: 'en', ...english, content: '\ud800' }, 400, 'content'],
      [{ postId: id, lang: 'en', ...english, thumbnailAlt: 'x'.repeat(301) }, 400, 'thumbnailAlt'],
      [{ postId: 2 ** 31, lang: 'en', ...english }, 400, 'postId'],
      [{ postId: 999_999, lang: 'en', ...english }, 404, 'id'],
    ];
    for (const [input, status, field] of cases) {
      const response = await staff.editor.call('posts.setTranslation', 'mutation', { input });
      expect(response.statusCode, JSON.stringify(input)).toBe(status);
      expect(response.body, JSON.stringify(input)).toContain(field);
      expect(response.body).not.toMatch(/at \w+ \(|select |insert /i);
    }
  });

  describe('another app process on the same database', () => {
    const other = useOtherApp(ctx);

    it('shows a saved translation on its English pages within a second (LISTEN/NOTIFY clears its cache)', async () => {
      const id = await createPublished('다른 프로세스 번역');
      const englishTitle = `Seen elsewhere ${Date.now()}`;
      const page = async () => (await other.app.inject(`/notice?lang=en`)).body;
      // Filled into its cache in Korean first.
      expect(await page()).toContain('다른 프로세스 번역');
      await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: id, lang: 'en', ...english, title: englishTitle });
      await eventually(async () => (await page()).includes(englishTitle), 1000);
      await eventually(async () => (await other.app.inject(`/notice/${id}?lang=en`)).body.includes(englishTitle), 1000);
    });
  });
});
