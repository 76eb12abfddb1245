import {
  categoryKeys,
  languageCodes,
  type MainTaskContent,
  pageNames,
  pageTextKeys,
  seoDescriptionMaxLength,
  seoTitleMaxLength,
  type TextGridRow,
  templatePage,
  translationLanguages,
} from '@office/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../support/console.js';
import { dataOf, useContentConsole } from '../support/content.js';
import { testBackends } from '@office/testing/databases';
import { problemsWith } from '@office/testing/xss-corpus';

describe.each(testBackends)('console texts on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);

  const grid = (input: object) => dataOf<TextGridRow[]>(staff.editor, 'texts.grid', 'query', input);
  const set = (pageName: string, key: string, lang: string, value: string | null) =>
    dataOf<TextGridRow>(staff.editor, 'texts.set', 'mutation', { pageName, key, lang, value });
  const pageTexts = async (pageName: string) =>
    (await ctx.app.inject(`/api/translation/page?page_name=${encodeURIComponent(pageName)}`)).json() as Array<
      Record<string, string | null>
    >;

  it('shows every page × key of the catalogue with the Korean and each translation and its time', async () => {
    const rows = await grid({});
    const expected = pageNames.flatMap((page) => pageTextKeys[page].map((key) => `${page}/${key}`));
    expect(rows.map((r) => `${r.pageName}/${r.key}`)).toEqual(expected);
    const [first] = rows;
    expect(first).toMatchObject({ pageName: templatePage, key: 'title1', inCatalogue: true, missing: [], outdated: [] });
    for (const lang of languageCodes) {
      expect(first!.values[lang]).toEqual({ value: expect.any(String), updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    }
    // The seed is complete: nothing missing, nothing outdated.
    expect(await grid({ filter: 'missing' })).toEqual([]);
    expect(await grid({ filter: 'outdated' })).toEqual([]);
    expect((await grid({ pageName: '404' })).map((r) => r.key)).toEqual([...pageTextKeys['404']]);
  });

  it('an edit is live on the public API at once; "missing" and "outdated" filter as the office reads them', async () => {
    await set('404', 'title', 'ru', 'Страница не найдена (новое)');
    expect((await pageTexts('404')).find((e) => e.key === 'title')?.russia).toBe('Страница не найдена (новое)');

    // A removed translation is missing (the site shows the Korean meanwhile).
    const removed = await set('404', 'text', 'ja', null);
    expect(removed.values.ja).toBeNull();
    expect(removed.missing).toEqual(['ja']);
    expect((await pageTexts('404')).find((e) => e.key === 'text')?.japanese).toBeNull();
    expect((await grid({ filter: 'missing' })).map((r) => `${r.pageName}/${r.key}`)).toEqual(['404/text']);
    expect(await grid({ filter: 'missing', lang: 'en' })).toEqual([]);
    expect((await grid({ filter: 'missing', lang: 'ja' })).map((r) => r.key)).toEqual(['text']);

    // The Korean changes after the translations were saved: every translation is outdated...
    const changed = await set('404', 'button', 'ko', '처음으로 돌아가기');
    expect(changed.outdated).toEqual(translationLanguages);
    expect((await grid({ filter: 'outdated' })).map((r) => `${r.pageName}/${r.key}`)).toEqual(['404/button']);
    // ...until each is saved again.
    const updated = await set('404', 'button', 'en', 'Back to the start');
    expect(updated.outdated).toEqual(translationLanguages.filter((lang) => lang !== 'en'));
    expect(await grid({ filter: 'outdated', lang: 'en' })).toEqual([]);
    expect((await grid({ filter: 'outdated', lang: 'zh', pageName: '404' })).map((r) => r.key)).toEqual(['button']);
    // Saving the same Korean again changes nothing (the translations do not look outdated again).
    await set('404', 'button', 'en', 'Back to the start');
    expect((await set('404', 'button', 'ko', '처음으로 돌아가기')).outdated).toEqual(translationLanguages.filter((lang) => lang !== 'en'));
  });

  it('the Korean source cannot be removed; unknown keys and pages are refused', async () => {
    const korean = await staff.editor.call('texts.set', 'mutation', { input: { pageName: '404', key: 'title', lang: 'ko', value: null } });
    expect(korean.statusCode).toBe(400);
    expect(errorOf(korean).message).toMatch(/Korean/);
    const unknown = await staff.editor.call('texts.set', 'mutation', {
      input: { pageName: '404', key: 'no.such.key', lang: 'en', value: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await staff.editor.call('texts.set', 'mutation', { input: { pageName: 'nowhere', key: 'title', lang: 'en', value: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await staff.editor.call('texts.set', 'mutation', { input: { pageName: '404', key: '../x', lang: 'en', value: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('keys are added and removed; a key the website reads cannot be removed (409)', async () => {
    const added = await dataOf<TextGridRow>(staff.editor, 'texts.addKey', 'mutation', {
      pageName: '홈',
      key: 'banner.extra',
      korean: '새 배너',
    });
    expect(added).toMatchObject({ inCatalogue: false, missing: translationLanguages, values: { ko: { value: '새 배너' } } });
    expect((await grid({ pageName: '홈' })).at(-1)?.key).toBe('banner.extra');
    expect((await pageTexts('홈')).find((e) => e.key === 'banner.extra')?.korean).toBe('새 배너');
    const twice = await staff.editor.call('texts.addKey', 'mutation', { input: { pageName: '홈', key: 'banner.extra' } });
    expect(twice.statusCode).toBe(409);

    expect(await dataOf(staff.editor, 'texts.removeKey', 'mutation', { pageName: '홈', key: 'banner.extra' })).toEqual({
      pageName: '홈',
      key: 'banner.extra',
    });
    expect((await pageTexts('홈')).some((e) => e.key === 'banner.extra')).toBe(false);
    expect((await staff.editor.call('texts.removeKey', 'mutation', { input: { pageName: '홈', key: 'banner.extra' } })).statusCode).toBe(
      404,
    );

    const catalogue = await staff.editor.call('texts.removeKey', 'mutation', { input: { pageName: templatePage, key: 'menu1' } });
    expect(catalogue.statusCode).toBe(409);
    expect(errorOf(catalogue).data.code).toBe('CONFLICT');
    expect(errorOf(catalogue).message).toMatch(/reads "menu1", so it cannot be removed/);
    expect((await pageTexts(templatePage)).some((e) => e.key === 'menu1')).toBe(true);
  });

  it('main-task contents: per category and language, sanitized on save, live on the public API', async () => {
    const before = await dataOf<MainTaskContent>(staff.editor, 'mainTask.get', 'query', { category: 'category3' });
    expect(before).toMatchObject({ category: 'category3', missing: [], outdated: [] });
    expect(before.values.ko?.value).toMatch(/<h\d|<p>/);

    const html =
      '<h3>비자 연장</h3><p onclick="alert(1)">안내 <a href="javascript:alert(2)">링크</a></p><script>alert(3)</script><img src=x onerror=alert(4)>';
    const saved = await dataOf<MainTaskContent>(staff.editor, 'mainTask.set', 'mutation', { category: 'category3', lang: 'en', html });
    expect(saved.values.en?.value).toBe('<h3>비자 연장</h3><p>안내 <a>링크</a></p><img src="x" />');
    expect(problemsWith(saved.values.en!.value)).toEqual([]);
    const entries = (await ctx.app.inject('/api/translation/main-task-contents')).json() as Array<Record<string, string | null>>;
    expect(entries.map((e) => e.key)).toEqual([...categoryKeys]);
    expect(entries[2]!.english).toBe(saved.values.en?.value);

    const korean = await dataOf<MainTaskContent>(staff.editor, 'mainTask.set', 'mutation', {
      category: 'category3',
      lang: 'ko',
      html: '<p>새 한국어</p>',
    });
    expect(korean.outdated).toEqual(translationLanguages);
    expect(
      (await dataOf<MainTaskContent>(staff.editor, 'mainTask.set', 'mutation', { category: 'category3', lang: 'ru', html: null })).missing,
    ).toEqual(['ru']);
    expect(
      (await staff.editor.call('mainTask.set', 'mutation', { input: { category: 'category7', lang: 'ko', html: 'x' } })).statusCode,
    ).toBe(400);
  });

  it("a page's search title and description are refused over their stored limit, naming the text; longer than shown is kept", async () => {
    const over = await staff.editor.call('texts.set', 'mutation', {
      input: { pageName: '회사소개', key: 'seo.title', lang: 'en', value: 'x'.repeat(seoTitleMaxLength + 1) },
    });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).data.fields).toEqual([
      expect.objectContaining({ field: 'value', message: `seo.title is at most ${seoTitleMaxLength} characters` }),
    ]);
    const description = await staff.editor.call('texts.set', 'mutation', {
      input: { pageName: '회사소개', key: 'seo.description', lang: 'ko', value: '가'.repeat(seoDescriptionMaxLength + 1) },
    });
    expect(errorOf(description).data.fields?.[0]).toMatchObject({ field: 'value', message: expect.stringMatching(/^seo\.description /) });
    const long = 'A title longer than a result shows, still within what is stored: kept as written';
    expect((await set('회사소개', 'seo.title', 'en', long)).values.en?.value).toBe(long);
  });

  it('audits text changes with page, key and language, never the text', async () => {
    await set('404', 'title', 'en', 'Secret wording 123');
    const { entries } = await dataOf<{ entries: Array<{ action: string; detail: Record<string, unknown> }> }>(
      staff.admin,
      'audit.list',
      'query',
      { limit: 200 },
    );
    expect(entries[0]).toMatchObject({ action: 'text.updated', detail: { page: '404', key: 'title', lang: 'en' } });
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['text.updated', 'text.key_added', 'text.key_removed', 'main_task.updated']) expect(actions).toContain(action);
    expect(JSON.stringify(entries)).not.toMatch(/Secret wording|새 배너|비자 연장/);
  });
});
