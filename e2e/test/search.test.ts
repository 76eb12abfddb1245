import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { postTranslations } from '@office/db/schema';
import { axeViolations, localeFor, posts, readWindowMarker, seedText, setWindowMarker, useSite, waitForHydration } from './support';

const site = useSite();

// A notice of the test's own, newer than the seed's: its Korean text has a word its English one lacks.
const notice = {
  title: '위임장양식 제출 안내',
  content: '<p>대리인이 신청할 때에는 <strong>위임장</strong>과 신분증 사본을 함께 제출해 주십시오.</p>',
  en: { title: 'Applying by proxy', content: '<p>When a proxy applies for you, they bring a power of attorney and a copy of your ID.</p>' },
};
let noticeId: number;

beforeAll(async () => {
  const [row] = await site.database.db
    .insert(posts)
    .values({ kind: 'notice', title: notice.title, content: notice.content, createdAt: new Date('2030-01-01T00:00:00Z') })
    .returning({ id: posts.id });
  noticeId = row!.id;
  await site.database.db.insert(postTranslations).values({ postId: noticeId, lang: 'en', ...notice.en, sourceVersion: 1 });
  site.services.cache.invalidate();
});

const searchBox = (page: Page, lang: 'ko' | 'en' | 'ja') =>
  page.getByRole('searchbox', { name: seedText('공지사항', 'search.label', lang) });
const marks = (page: Page) => page.locator('main mark, ul mark').allInnerTexts();
const cardTitles = (page: Page) => page.locator('ul h2').allInnerTexts();

describe('searching notices', () => {
  it('works without JavaScript: the form sends a GET, the server renders the results with the words marked', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false, locale: localeFor.en });
    await page.goto(site.url('/notice?lang=en'));
    await searchBox(page, 'en').fill('PROXY');
    await page.getByRole('button', { name: seedText('공지사항', 'search.button', 'en') }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'PROXY');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    expect(await cardTitles(page)).toEqual([notice.en.title]);
    expect(await marks(page)).toEqual(['proxy', 'proxy']);
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe(seedText('공지사항', 'search.results', 'en').replace('{count}', '1'));
    // Results are no page for search engines.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await searchBox(page, 'en').inputValue()).toBe('PROXY');
  });

  it('finds a Korean word inside a longer one, on the Korean page and, in English, from the Korean original', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(site.url(`/notice?q=${encodeURIComponent('위임장')}`));
    expect(await cardTitles(page)).toEqual([notice.title]);
    expect(await marks(page)).toEqual(['위임장', '위임장']);

    await page.goto(site.url(`/notice?q=${encodeURIComponent('위임장')}&lang=en`));
    expect(await cardTitles(page)).toEqual([notice.en.title]);
    await page.getByText(seedText('공지사항', 'search.foundInKorean', 'en')).waitFor();
  });

  it('with JavaScript, searches in place, and the clear link goes back to the whole list', async () => {
    const { page } = await site.newPage();
    await page.goto(site.url('/notice'));
    await waitForHydration(page);
    await setWindowMarker(page);
    await searchBox(page, 'ko').fill('신분증');
    await searchBox(page, 'ko').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === '신분증');
    await expect.poll(() => marks(page)).toContain('신분증');
    expect(await cardTitles(page)).toContain(notice.title);
    expect(await readWindowMarker(page), 'the search reloaded the page').not.toBeNull();
    // The box keeps the focus of whoever searched from it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('q');

    await page.getByRole('link', { name: seedText('공지사항', 'search.clear', 'ko') }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => searchBox(page, 'ko').inputValue()).toBe('');
    expect((await cardTitles(page)).length).toBeGreaterThan(1);
    expect(await marks(page)).toEqual([]);
  });

  it('says so, in the page language, when nothing matches; a query that cannot be searched shows the list', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false, locale: localeFor.ja });
    const response = await page.goto(site.url(`/notice?q=${encodeURIComponent('該当なしの言葉')}&lang=ja`));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('status').innerText()).toBe(seedText('공지사항', 'search.empty', 'ja'));
    expect(await cardTitles(page)).toEqual([]);

    await page.goto(site.url('/notice?q=%25%25&lang=ja'));
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect((await cardTitles(page)).length).toBeGreaterThan(1);
  });

  it('on the library, searches within the chosen category (kept by the form) and the tabs keep the search', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false, locale: localeFor.en });
    await page.goto(site.url('/library?category=category2&lang=en'));
    const box = page.getByRole('searchbox', { name: seedText('자료실', 'search.label', 'en') });
    await box.fill('naturalization');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'naturalization');
    expect(new URL(page.url()).searchParams.get('category')).toBe('category2');
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    // Every result is in the category: the tab for it is the selected one, and the cards carry no category badge.
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(seedText('자료실', 'category2', 'en'));
    const allTab = page.getByRole('tab', { name: seedText('자료실', 'category0', 'en') });
    expect(new URL((await allTab.getAttribute('href'))!, site.origin).searchParams.get('q')).toBe('naturalization');
  });
});

describe('search pages on the server', () => {
  it('are rendered on each request and never kept in the page cache, unlike the list', async () => {
    const get = async (path: string) => (await fetch(site.url(path))).text();
    const before = site.pageCache.size;
    for (let n = 0; n < 3; n++) expect(await get(`/notice?q=proxy&lang=en`)).toContain('<mark');
    expect(site.pageCache.size).toBe(before);
    // A new notice shows in a search at once, without a change notification.
    await site.database.db.insert(posts).values({ kind: 'notice', title: 'Quokkaform rules', content: '<p>x</p>' });
    expect(await get(`/notice?q=quokkaform&lang=ko`)).toContain('Quokkaform rules');
    await get('/notice?lang=ru');
    await get('/notice?lang=ru');
    expect(site.pageCache.size).toBe(before + 1);
  });
});

describe.each(['desktop', 'mobile'] as const)('search pages pass axe, WCAG 2.2 A/AA (%s)', (viewport) => {
  it.each([
    ['results, en', `/notice?q=proxy&lang=en`],
    ['no results, ja', `/notice?q=${encodeURIComponent('該当なし')}&lang=ja`],
    ['library results, ko', `/library?q=${encodeURIComponent('신청')}`],
  ])('%s', async (_name, path) => {
    const { page } = await site.newPage({ viewport, reducedMotion: 'reduce' });
    await page.goto(site.url(path));
    await waitForHydration(page);
    const violations = await axeViolations(page);
    expect(violations, `axe on ${path} (${viewport}):\n${violations.join('\n')}`).toEqual([]);
  });
});
