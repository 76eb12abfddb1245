import { languageCodes, languageNames, languageTags, templatePage } from '@office/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localeFor, posts, readWindowMarker, seedText, setWindowMarker, useSite, waitForHydration } from './support';

const site = useSite();

const h1Text = async (page: Page) => (await page.locator('h1').innerText()).trim();
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const storedLang = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));
const langCookie = async (context: BrowserContext) => (await context.cookies(site.origin)).find((c) => c.name === 'lang')?.value ?? null;

describe('language selector', () => {
  it.each(['desktop', 'mobile'] as const)('choosing English stores it, reloads the same page in English (%s)', async (viewport) => {
    const { context, page } = await site.newPage({ viewport });
    await page.goto(site.url('/about'));
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe('ko');
    expect(await storedLang(page)).toBeNull();
    await setWindowMarker(page);

    const selector = page.locator('header details:has([hreflang])');
    await selector.locator('summary').click();
    const list = page.getByRole('list', { name: seedText(templatePage, 'nav.language', 'ko') });
    expect(await list.getByRole('link').allInnerTexts()).toEqual(languageCodes.map((code) => languageNames[code]));
    await list.getByRole('link', { name: 'English', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/about' && url.searchParams.get('lang') === 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await readWindowMarker(page), 'the language change did not reload the page').toBeNull();
    expect(await h1Text(page)).toBe(seedText('회사소개', 'hero.title', 'en'));
    expect(await storedLang(page)).toBe('en');
    expect(await langCookie(context)).toBe('en');

    // The bare URLs now render English from the stored choice, though the browser says Korean.
    for (const [path, h1] of [
      ['/about', seedText('회사소개', 'hero.title', 'en')],
      ['/notice', seedText('공지사항', 'title', 'en')],
      ['/', seedText('홈', 'hero.title1', 'en')],
    ] as const) {
      const response = await page.goto(site.url(path));
      expect(response?.headers().vary ?? '', `Vary of ${path}`).toMatch(/cookie/i);
      expect(await htmlLang(page), path).toBe('en');
      expect(await h1Text(page), path).toBe(h1);
    }

    // The URL's language still wins over the stored one.
    await page.goto(site.url('/about?lang=ja'));
    expect(await htmlLang(page)).toBe('ja');
    expect(await h1Text(page)).toBe(seedText('회사소개', 'hero.title', 'ja'));
  });

  it('choosing Korean on an English page switches back and stores ko', async () => {
    const { context, page } = await site.newPage({ locale: localeFor.en });
    await page.goto(site.url('/notice'));
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe('en');
    await page.locator('header details:has([hreflang]) > summary').click();
    await page
      .getByRole('list', { name: seedText(templatePage, 'nav.language', 'en') })
      .getByRole('link', { name: '한국어', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/notice' && url.searchParams.get('lang') === 'ko');
    expect(await htmlLang(page)).toBe('ko');
    expect(await storedLang(page)).toBe('ko');
    expect(await langCookie(context)).toBe('ko');
    await page.goto(site.url('/notice'));
    expect(await htmlLang(page)).toBe('ko');
    expect(await h1Text(page)).toBe(seedText('공지사항', 'title', 'ko'));
  });
});

describe('language from the URL and the browser', () => {
  it('?lang=ru renders Russian with no stored preference, and stores none', async () => {
    const { context, page } = await site.newPage();
    await page.goto(site.url('/contact?lang=ru'));
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe('ru');
    expect(await h1Text(page)).toBe(seedText('문의하기', 'title', 'ru'));
    expect(await page.title()).toBe(`${seedText(templatePage, 'siteName', 'ru')} | ${seedText('문의하기', 'seo.title', 'ru')}`);
    expect(await page.getByRole('navigation', { name: seedText(templatePage, 'nav.mainMenu', 'ru') }).innerText()).toContain(
      seedText(templatePage, 'menu1', 'ru'),
    );
    expect(await storedLang(page)).toBeNull();
    expect(await langCookie(context)).toBeNull();
    // The bare URL is Korean again (the Korean browser's language).
    await page.goto(site.url('/contact'));
    expect(await htmlLang(page)).toBe('ko');
  });

  it('a first visit with Accept-Language: ja renders Japanese', async () => {
    const { context, page } = await site.newPage({ locale: 'ja' });
    const response = await page.goto(site.url('/'));
    expect(await response?.request().headerValue('accept-language')).toBe('ja');
    expect(response?.headers().vary ?? '').toMatch(/accept-language/i);
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe('ja');
    expect(await h1Text(page)).toBe(seedText('홈', 'hero.title1', 'ja'));
    expect(await page.title()).toBe(`${seedText(templatePage, 'siteName', 'ja')} | ${seedText('홈', 'seo.title', 'ja')}`);
    expect(await langCookie(context)).toBeNull();
  });

  it("an Accept-Language outside the site's languages falls back to Korean", async () => {
    const { page } = await site.newPage({ locale: 'fr-FR' });
    const response = await page.goto(site.url('/about'));
    expect(await response?.request().headerValue('accept-language')).toMatch(/^fr/);
    expect(await htmlLang(page)).toBe('ko');
    expect(await h1Text(page)).toBe(seedText('회사소개', 'hero.title', 'ko'));
  });
});

describe('language menu links', () => {
  it('keep what the page shows (list page, category) and drop tracking tags', async () => {
    const html = await (await fetch(site.url('/library?page=2&category=category1&utm_source=newsletter&lang=en'))).text();
    const links = [...html.matchAll(/<a[^>]*hrefLang="([\w-]+)"[^>]*>/g)].map((match) =>
      /href="([^"]+)"/.exec(match[0])![1]!.replace(/&amp;/g, '&'),
    );
    expect(links).toHaveLength(languageCodes.length);
    for (const link of links) {
      const url = new URL(link, site.origin);
      expect([...url.searchParams.keys()].sort()).toEqual(['category', 'lang', 'page']);
      expect(url.searchParams.get('page')).toBe('2');
    }
  });
});

describe('language of parts', () => {
  it('a notice saved only in Korean is marked lang="ko" on the English page (title, body, list card); a translated one is not', async () => {
    const [translated] = await site.publishedPosts('notice');
    const [korean] = await site.database.db
      .insert(posts)
      .values({
        kind: 'notice',
        title: '한국어로만 쓴 공지 (언어 표시 확인)',
        content: '<p>번역이 아직 없습니다.</p>',
        createdAt: new Date('2031-01-01T00:00:00Z'),
      })
      .returning();
    site.services.cache.invalidate();
    const { page } = await site.newPage({ locale: 'en-US' });
    await page.goto(site.url(`/notice/${korean!.id}?lang=en`));
    expect(await htmlLang(page)).toBe('en');
    expect(await page.locator('h1').getAttribute('lang')).toBe('ko');
    // The body: the article's HTML block.
    expect(await page.locator('article > div[lang="ko"]').count()).toBe(1);
    // It says so in the page's language, and is not offered to search engines as an English page.
    await page.getByText(seedText('공지사항', 'koreanOnly', 'en')).waitFor();
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(site.url(`/notice/${korean!.id}?lang=ko`));
    expect(
      await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang'))),
    ).toEqual(['ko', 'x-default']);
    await page.goto(site.url('/notice?lang=en'));
    expect(await page.getByRole('heading', { level: 2, name: korean!.title }).getAttribute('lang')).toBe('ko');
    expect(await page.getByText(seedText('공지사항', 'koreanOnly', 'en')).count()).toBe(1);
    // The seeded notice is in English on the English page: nothing in it is marked as another language.
    await page.goto(site.url(`/notice/${translated!.id}?lang=en`));
    expect(await page.locator('h1').getAttribute('lang')).toBeNull();
    expect(await page.locator('article [lang]').count()).toBe(0);
    expect(await page.getByText(seedText('공지사항', 'koreanOnly', 'en')).count()).toBe(0);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(site.url(`/notice/${translated!.id}?lang=en`));
    await page.goto(site.url(`/notice/${korean!.id}?lang=ko`));
    expect(await page.locator('h1').getAttribute('lang')).toBeNull();
    expect(await page.locator('article [lang]').count()).toBe(0);
  });
});

describe('alternate and canonical links', () => {
  const cases = [
    { path: '/notice?lang=en', bare: '/notice', lang: 'en' },
    { path: '/library?category=category2&lang=ru', bare: '/library?category=category2', lang: 'ru' },
    { path: '/about', bare: '/about', lang: 'ko' },
    // Tracking tags and the first page's number are not part of a page's address.
    { path: '/notice?page=1&utm_source=newsletter&lang=ja', bare: '/notice', lang: 'ja' },
    { path: '/mainTask?tab=category3&fbclid=abc', bare: '/mainTask?tab=category3', lang: 'ko' },
    // (A page past the last one is the not-found page, so this is a page that exists.)
    { path: '/library?page=2&lang=zh', bare: '/library?page=2', lang: 'zh' },
  ] as const;

  it.each(cases)('$path: canonical, one hreflang alternate per language and x-default', async ({ path, bare, lang }) => {
    const { page } = await site.newPage();
    await page.goto(site.url(path));
    await waitForHydration(page);
    const withLang = (code: string) => {
      const url = new URL(bare, site.origin);
      url.searchParams.set('lang', code);
      return url.href;
    };
    const canonical = await page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(canonical).toEqual([withLang(lang)]);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(alternates).toHaveLength(languageCodes.length + 1);
    // hreflang names the script where a language has more than one (zh-Hans); the URL keeps the code.
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(languageCodes.map((code) => [languageTags[code], withLang(code)])),
      'x-default': new URL(bare, site.origin).href,
    });
  });
});
