import { categoryKeys, templatePage } from '@office/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdDataRequests, readWindowMarker, seedText, setWindowMarker, useSite, waitForHydration } from './support';

const site = useSite();

const h1Text = async (page: Page) => (await page.locator('h1').innerText()).trim();

describe('header menu', () => {
  const entries = [
    ['menu1', '/about', () => seedText('회사소개', 'hero.title', 'ko')],
    ['menu2', '/mainTask', () => seedText('주요업무', 'hero.title', 'ko')],
    ['menu3', '/notice', () => seedText('공지사항', 'title', 'ko')],
    ['menu4', '/library', () => seedText('자료실', 'title', 'ko')],
    ['menu5', '/contact', () => seedText('문의하기', 'title', 'ko')],
  ] as const;

  it.each(['desktop', 'mobile'] as const)('each entry opens its page by a full page load (%s)', async (viewport) => {
    const { page } = await site.newPage({ viewport });
    await page.goto(site.url('/'));
    for (const [key, path, h1] of entries) {
      await waitForHydration(page);
      await setWindowMarker(page);
      const menu = page.getByRole('navigation', { name: seedText(templatePage, 'nav.mainMenu', 'ko') });
      // On a phone the entries are behind the menu button (decision 0021).
      if (viewport === 'mobile') await menu.locator('summary').click();
      await menu.getByRole('link', { name: seedText(templatePage, key, 'ko'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, h1());
      expect(await readWindowMarker(page), `${path} was reached in-app, not by a full page load`).toBeNull();
      expect(await menu.locator('a[aria-current="page"]').textContent()).toBe(seedText(templatePage, key, 'ko'));
    }
  });

  it('keeps ?lang= on the English pages', async () => {
    const { page } = await site.newPage();
    await page.goto(site.url('/?lang=en'));
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: seedText(templatePage, 'nav.mainMenu', 'en') })
      .getByRole('link', { name: seedText(templatePage, 'menu3', 'en'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/notice' && url.searchParams.get('lang') === 'en');
    expect(await h1Text(page)).toBe(seedText('공지사항', 'title', 'en'));
  });
});

describe('footer', () => {
  it.each(['ko', 'en'] as const)('terms and privacy open in-app (%s)', async (lang) => {
    const { page } = await site.newPage();
    // From a page with a parameter of its own: the footer links carry the language only.
    await page.goto(site.url(lang === 'ko' ? '/mainTask?tab=category3' : '/mainTask?tab=category3&lang=en'));
    await waitForHydration(page);
    await setWindowMarker(page);
    const footer = page.locator('footer');
    const termsHref = await footer
      .getByRole('link', { name: seedText(templatePage, 'footer.terms', lang), exact: true })
      .getAttribute('href');
    expect(termsHref).toBe(lang === 'ko' ? '/terms' : '/terms?lang=en');

    await footer.getByRole('link', { name: seedText(templatePage, 'footer.terms', lang), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, seedText('이용약관', 'title', lang));
    expect(await readWindowMarker(page), '/terms was a full page load').not.toBeNull();
    expect(new URL(page.url()).searchParams.get('lang')).toBe(lang === 'ko' ? null : lang);

    await footer.getByRole('link', { name: seedText(templatePage, 'footer.privacy', lang), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.waitForFunction(
      (text) => document.querySelector('h1')?.textContent?.trim() === text,
      seedText('개인정보처리방침', 'title', lang),
    );
    expect(await readWindowMarker(page), '/privacy was a full page load').not.toBeNull();
    expect(await page.title()).toBe(`${seedText(templatePage, 'siteName', lang)} | ${seedText('개인정보처리방침', 'seo.title', lang)}`);
  });
});

describe('posts', () => {
  it('notice list → card → detail, in-app, and back to the list', async () => {
    const notices = await site.publishedPosts('notice');
    const target = notices[2]!;
    const { page } = await site.newPage();
    await page.goto(site.url('/notice'));
    await waitForHydration(page);
    // The first page shows the newest twelve, newest first.
    const titles = await page.locator('#main article h2').allInnerTexts();
    expect(titles.map((t) => t.trim())).toEqual(notices.slice(0, 12).map((n) => n.title));

    await setWindowMarker(page);
    await page.getByRole('link', { name: target.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/notice/${target.id}`);
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, target.title);
    expect(await readWindowMarker(page), 'the detail page was a full page load').not.toBeNull();
    expect(await page.title()).toBe(`${seedText(templatePage, 'siteName', 'ko')} | ${target.title}`);
    expect(await page.getByText(target.author ?? seedText('공지사항', 'author.default', 'ko'), { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: seedText('공지사항', 'backToList', 'ko') }).click();
    await page.waitForURL((url) => url.pathname === '/notice');
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, seedText('공지사항', 'title', 'ko'));
    expect(await readWindowMarker(page)).not.toBeNull();
  });

  it('an in-app navigation asks only for what the page lacks: the texts it came with are not fetched again', async () => {
    const target = (await site.publishedPosts('notice'))[0]!;
    const { page } = await site.newPage();
    await page.goto(site.url('/notice'));
    await waitForHydration(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/')) asked.push(`${url.pathname} ${url.searchParams.get('input') ?? ''}`);
    });
    await page.getByRole('link', { name: target.title, exact: true }).click();
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, target.title);
    // The post itself went over the network; the template's and the notices' texts were in the
    // page's data and went into the query cache when it was made (decision 0025).
    expect(asked.join('\n')).toContain('notices.byId');
    expect(asked.join('\n')).not.toContain('texts.page');
  });

  it.each([
    ['', 0],
    // On a slow phone the code for the query cache can arrive after the router shows the next page
    // as pending: the texts must still be those the list page came with, not asked for again.
    [', also when the code for data arrives after the pending page shows', 2500],
  ])("a detail page that takes long shows its page's loading text until it arrives%s", async (_, codeDelayMs) => {
    const target = (await site.publishedPosts('notice'))[1]!;
    const { page } = await site.newPage();
    await page.goto(site.url('/notice'));
    await waitForHydration(page);
    if (codeDelayMs > 0)
      await page.route('**/assets/browser-data-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, codeDelayMs));
        await route.continue();
      });
    const release = await holdDataRequests(page);
    await page.getByRole('link', { name: target.title, exact: true }).click();
    const loading = page
      .locator('#main')
      .getByRole('status')
      .filter({ hasText: seedText('공지사항', 'loading', 'ko') });
    await loading.waitFor();
    release();
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, target.title);
    expect(await loading.count()).toBe(0);
  });

  it('notice list pages with ?page=', async () => {
    const notices = await site.publishedPosts('notice');
    expect(notices.length, 'the seed has more than one page of notices').toBeGreaterThan(12);
    const { page } = await site.newPage();
    await page.goto(site.url('/notice?page=2'));
    const titles = await page.locator('#main article h2').allInnerTexts();
    expect(titles.map((t) => t.trim())).toEqual(notices.slice(12, 24).map((n) => n.title));
  });

  it('library list → card → detail, in-app', async () => {
    const items = await site.publishedPosts('library');
    const target = items[1]!;
    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.goto(site.url('/library'));
    await waitForHydration(page);
    await setWindowMarker(page);
    await page.getByRole('link', { name: target.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/library/${target.id}`);
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, target.title);
    expect(await readWindowMarker(page), 'the detail page was a full page load').not.toBeNull();
    expect(await page.getByText(target.author ?? seedText('자료실', 'author.default', 'ko'), { exact: true }).count()).toBeGreaterThan(0);
  });
});

/** Each card of the library panel: its id (from the link) and its category badge, if any. */
async function libraryCards(page: Page) {
  return page.locator('#library-panel article').evaluateAll((articles) =>
    articles.map((article) => {
      const link = article.querySelector('h2 a');
      const badge = article.querySelector('h2')?.previousElementSibling;
      return {
        id: Number(link?.getAttribute('href')?.match(/\/library\/(\d+)/)?.[1]),
        badge: badge?.tagName === 'SPAN' ? (badge.textContent ?? '').trim() : null,
      };
    }),
  );
}

describe('library tabs', () => {
  it('each tab shows only its category; the all tab shows every category with its badge', async () => {
    const items = await site.publishedPosts('library');
    const { page } = await site.newPage();
    await page.goto(site.url('/library'));
    await waitForHydration(page);
    await setWindowMarker(page);
    const tablist = page.getByRole('tablist', { name: seedText('자료실', 'tabs.label', 'ko') });

    // "All" (no param): newest twelve, of several categories, each badge naming its item's category.
    const allTab = tablist.getByRole('tab', { name: seedText('자료실', 'category0', 'ko'), exact: true });
    expect(await allTab.getAttribute('aria-selected')).toBe('true');
    const all = await libraryCards(page);
    expect(all.map((c) => c.id)).toEqual(items.slice(0, 12).map((i) => i.id));
    for (const card of all) {
      const category = items.find((i) => i.id === card.id)!.category!;
      expect(card.badge, `badge of library item ${card.id}`).toBe(seedText('자료실', category as 'category1', 'ko'));
    }
    expect(new Set(all.map((c) => c.badge)).size, 'the all tab shows several categories').toBeGreaterThan(2);

    for (const category of categoryKeys) {
      const tab = tablist.getByRole('tab', { name: seedText('자료실', category, 'ko'), exact: true });
      await tab.click();
      await page.waitForURL((url) => url.searchParams.get('category') === category);
      await page.waitForFunction(
        (id) => document.querySelector('#library-panel')?.getAttribute('aria-labelledby') === `tab-${id}`,
        category,
      );
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      expect(await tablist.locator('[role="tab"][aria-selected="true"]').count()).toBe(1);
      const expected = items
        .filter((i) => i.category === category)
        .slice(0, 12)
        .map((i) => i.id);
      expect(expected.length, `seeded items of ${category}`).toBeGreaterThan(0);
      const cards = await libraryCards(page);
      expect(
        cards.map((c) => c.id),
        `cards under ${category}`,
      ).toEqual(expected);
      for (const card of cards)
        expect(card.badge === null || card.badge === seedText('자료실', category, 'ko'), `badge of ${card.id}`).toBe(true);
    }
    expect(await readWindowMarker(page), 'a tab change reloaded the page').not.toBeNull();

    await allTab.click();
    await page.waitForURL((url) => !url.searchParams.has('category'));
    await page.waitForFunction(() => document.querySelector('#library-panel')?.getAttribute('aria-labelledby') === 'tab-category0');
    expect((await libraryCards(page)).map((c) => c.id)).toEqual(items.slice(0, 12).map((i) => i.id));
  });

  it('a tab URL (?category=) renders that category on the server', async () => {
    const items = await site.publishedPosts('library');
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(site.url('/library?category=category4&lang=en'));
    expect(await page.getByRole('tab', { name: seedText('자료실', 'category4', 'en'), exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((await libraryCards(page)).map((c) => c.id)).toEqual(items.filter((i) => i.category === 'category4').map((i) => i.id));
  });
});
