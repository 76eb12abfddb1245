import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LanguageCode, languageCodes, templatePage } from '@office/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  layoutShifts,
  localeFor,
  openForAudit,
  seedText,
  useSite,
  waitForHydration,
  watchLayoutShifts,
  withLang,
} from './support';

const site = useSite();

const menuKeys = ['menu1', 'menu2', 'menu3', 'menu4', 'menu5'] as const;
const menuLabels = (lang: LanguageCode) => menuKeys.map((key) => seedText(templatePage, key, lang));

/** The main menu the visitor sees: the inline one on a desktop, the one behind the button on a phone. */
const mainMenu = (page: Page, lang: LanguageCode) => page.getByRole('navigation', { name: seedText(templatePage, 'nav.mainMenu', lang) });
const menuButton = (page: Page, lang: LanguageCode) => mainMenu(page, lang).locator('summary');
const languageButton = (page: Page) => page.locator('header details:has([hreflang]) > summary');
const headerHeight = async (page: Page) => (await page.locator('header').boundingBox())!.height;
const isOpen = async (page: Page, lang: LanguageCode) => (await mainMenu(page, lang).locator('details').getAttribute('open')) !== null;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const isFocused = (page: Page, lang: LanguageCode) => menuButton(page, lang).evaluate((summary) => summary === document.activeElement);

/**
 * The site behind a proxy that sends each page's HTML in two pieces, cut where `cutAt` says, the
 * second 600 ms after the first, as a slow connection can (a page `cutAt` finds no place in is
 * sent whole). Everything else passes through as is.
 */
async function serveHtmlInPieces(target: string, cutAt: (html: string) => number | undefined) {
  let cutPages = 0;
  const server = createServer((request, response) => {
    const headers = { ...request.headers, host: new URL(target).host, 'accept-encoding': 'identity' };
    const upstream = httpRequest(new URL(request.url!, target), { method: request.method, headers }, (answer) => {
      const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isPage) {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const cut = cutAt(html);
        const { 'content-length': _length, ...rest } = answer.headers;
        response.writeHead(answer.statusCode!, rest);
        if (cut === undefined) return response.end(html);
        response.write(html.slice(0, cut));
        cutPages++;
        setTimeout(() => response.end(html.slice(cut)), 600);
      });
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cutPages: () => cutPages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What Chromium tells screen readers about an element: its role, name and expanded state. */
async function accessibilityOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId!, fetchRelatives: false });
  const node = nodes[0]!;
  const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  return { role: node.role?.value as string, name: node.name?.value as string, expanded };
}

describe('header on a phone (390 × 844)', () => {
  it.each(languageCodes)('is one row at most 72 px tall, with the language selector and the menu button (%s)', async (lang) => {
    const { page } = await site.newPage({ viewport: 'mobile', locale: localeFor[lang] });
    for (const path of ['/', '/about', '/notice', '/contact']) {
      await page.goto(site.url(withLang(path, lang)));
      await waitForHydration(page);
      expect(await headerHeight(page), `${path} (${lang})`).toBeLessThanOrEqual(72);
      expect(await menuButton(page, lang).isVisible(), path).toBe(true);
      expect(await languageButton(page).isVisible(), path).toBe(true);
      // Closed: no entry shows; the page does not scroll sideways.
      expect(await mainMenu(page, lang).getByRole('link').count(), path).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
      const button = (await menuButton(page, lang).boundingBox())!;
      expect(Math.min(button.width, button.height), `${path}: the menu button's size`).toBeGreaterThanOrEqual(44);
    }
  });

  it('the menu button is named in the page language and says whether it is open', async () => {
    for (const lang of ['ko', 'ru'] as const) {
      const { page } = await site.newPage({ viewport: 'mobile', locale: localeFor[lang] });
      await page.goto(site.url(withLang('/about', lang)));
      await waitForHydration(page);
      const selector = 'header nav details > summary';
      expect(await accessibilityOf(page, selector)).toMatchObject({ name: seedText(templatePage, 'nav.menu', lang), expanded: false });
      await menuButton(page, lang).click();
      expect(await accessibilityOf(page, selector)).toMatchObject({ name: seedText(templatePage, 'nav.menu', lang), expanded: true });
    }
  });

  it('opens by keyboard, lists the entries with the current page marked, and Escape closes it', async () => {
    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.goto(site.url('/notice'));
    await waitForHydration(page);

    // Tab from the top of the page reaches the button after the skip link, the logo and the languages.
    for (let presses = 0; presses < 6 && !(await isFocused(page, 'ko')); presses++) await page.keyboard.press('Tab');
    expect(await isFocused(page, 'ko'), 'Tab did not reach the menu button').toBe(true);
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'ko')).toBe(true);

    const links = mainMenu(page, 'ko').getByRole('link');
    expect(await links.allInnerTexts()).toEqual(menuLabels('ko'));
    expect(await mainMenu(page, 'ko').locator('[aria-current="page"]').innerText()).toBe(seedText(templatePage, 'menu3', 'ko'));
    // A vertical list of rows at least 44 px tall (WCAG 2.2 asks 24), inside the screen.
    const boxes = await Promise.all(menuLabels('ko').map((_, index) => links.nth(index).boundingBox()));
    for (const [index, box] of boxes.entries()) {
      expect(box!.height, `row ${index + 1}`).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      if (index > 0)
        expect(box!.y, `row ${index + 1} under row ${index}`).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);
    }

    // Tab walks the entries in order, each with a visible focus outline.
    for (const label of menuLabels('ko')) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(label);
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    }

    // Escape closes the menu from an entry and gives the focus back to the button.
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'ko')).toBe(false);
    expect(await isFocused(page, 'ko')).toBe(true);

    // Space opens it too; Enter on an entry opens that page, where the menu is closed.
    await page.keyboard.press('Space');
    expect(await isOpen(page, 'ko')).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(seedText(templatePage, 'menu2', 'ko'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/mainTask');
    await waitForHydration(page);
    expect(await isOpen(page, 'ko')).toBe(false);
    await menuButton(page, 'ko').click();
    expect(await mainMenu(page, 'ko').locator('[aria-current="page"]').innerText()).toBe(seedText(templatePage, 'menu2', 'ko'));
  });

  it('closes on an in-app navigation, on a tap outside it, and when the languages open', async () => {
    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.goto(site.url('/about'));
    await waitForHydration(page);

    // An in-app page change (the footer's links are in-app), chosen by keyboard: no tap involved.
    await menuButton(page, 'ko').click();
    expect(await isOpen(page, 'ko')).toBe(true);
    await page
      .locator('footer')
      .getByRole('link', { name: seedText(templatePage, 'footer.terms', 'ko'), exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/terms');
    await expect.poll(() => isOpen(page, 'ko')).toBe(false);

    // A tap on the page below the open list.
    await menuButton(page, 'ko').click();
    await page.touchscreen.tap(195, 800);
    expect(await isOpen(page, 'ko')).toBe(false);

    await menuButton(page, 'ko').click();
    await languageButton(page).click();
    expect(await isOpen(page, 'ko')).toBe(false);
    expect(await page.getByRole('list', { name: seedText(templatePage, 'nav.language', 'ko') }).isVisible()).toBe(true);
  });

  it('works without JavaScript: the menu opens and its entries are links', async () => {
    const { page } = await site.newPage({ viewport: 'mobile', locale: localeFor.ru, javaScriptEnabled: false });
    await page.goto(site.url('/about?lang=ru'));
    expect(await headerHeight(page)).toBeLessThanOrEqual(72);
    await menuButton(page, 'ru').click();
    expect(await mainMenu(page, 'ru').getByRole('link').allInnerTexts()).toEqual(menuLabels('ru'));
    await mainMenu(page, 'ru')
      .getByRole('link', { name: seedText(templatePage, 'menu4', 'ru'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/library' && url.searchParams.get('lang') === 'ru');
    expect((await page.locator('h1').innerText()).trim()).toBe(seedText('자료실', 'title', 'ru'));
    expect(await isOpen(page, 'ru')).toBe(false);
  });

  it('does not move when the page hydrates: the same height without JavaScript, no layout shift', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const { page: plain } = await site.newPage({ viewport: 'mobile', locale: localeFor[lang], javaScriptEnabled: false });
      await plain.goto(site.url(withLang('/about', lang)));
      const serverHeight = await headerHeight(plain);

      const { page } = await site.newPage({ viewport: 'mobile', locale: localeFor[lang] });
      await watchLayoutShifts(page);
      await page.goto(site.url(withLang('/about', lang)));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await headerHeight(page), lang).toBe(serverHeight);
      expect(await layoutShifts(page), lang).toEqual([]);
    }
  });

  // On a slow connection the HTML comes in pieces, and Chromium paints what it has parsed when the
  // next piece is late. A header shown half parsed moved when its end came: the language button
  // sat at the right edge, without its code, until the menu button arrived beside it (CI saw
  // 0.0013 from the parser pausing there). The page holds its first frame until the header is
  // parsed whole (`<link rel="expect">`), so wherever the HTML is cut, nothing moves.
  it.each([0.25, 0.5, 0.75])('does not move when its HTML arrives cut at %s of the header, the rest 600 ms later', async (fraction) => {
    const proxy = await serveHtmlInPieces(site.origin, (html) => {
      const start = html.indexOf('<header');
      const end = html.indexOf('</header>');
      return start < 0 || end < start ? undefined : Math.round(start + (end - start) * fraction);
    });
    try {
      const { page } = await site.newPage({ viewport: 'mobile', locale: localeFor.en });
      await watchLayoutShifts(page);
      await page.goto(`${proxy.origin}/about?lang=en`);
      await waitForHydration(page);
      expect(proxy.cutPages(), 'the page was sent in two pieces').toBe(1);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it.each(['ko', 'ru'] as const)('axe finds nothing with the menu closed and open (%s)', async (lang) => {
    const page = await openForAudit(site, 'about', lang, 'mobile');
    const closed = await axeViolations(page);
    expect(closed, `closed:\n${closed.join('\n')}`).toEqual([]);
    await menuButton(page, lang).click();
    const open = await axeViolations(page);
    expect(open, `open:\n${open.join('\n')}`).toEqual([]);
  });
});

describe('header on a desktop', () => {
  it.each(languageCodes)('shows the five entries inline in one row, no menu button (%s, 1280 px)', async (lang) => {
    const { page } = await site.newPage({ viewport: 'desktop', locale: localeFor[lang] });
    await page.goto(site.url(withLang('/about', lang)));
    await waitForHydration(page);
    const links = mainMenu(page, lang).getByRole('link');
    expect(await links.allInnerTexts()).toEqual(menuLabels(lang));
    const tops = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    expect(new Set(tops).size, 'the entries are not in one row').toBe(1);
    expect(await page.locator('header summary').filter({ visible: true }).count(), 'only the language selector is a button').toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  });

  it('in Russian at 1024 px too: one row of entries, nothing overlaps', async () => {
    const { page } = await site.newPage({ viewport: 'desktop', locale: localeFor.ru });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(site.url('/about?lang=ru'));
    await waitForHydration(page);
    const boxes = await page.evaluate(() => {
      const box = (element: Element | null) => element!.getBoundingClientRect().toJSON() as DOMRect;
      return {
        brand: box(document.querySelector('header a[href^="/"]')),
        links: [...document.querySelectorAll('header nav:first-of-type a')].map(box),
        languages: box(document.querySelector('header details:has([hreflang]) > summary')),
      };
    });
    expect(new Set(boxes.links.map((link) => link.top)).size).toBe(1);
    expect(boxes.brand.right).toBeLessThanOrEqual(boxes.links[0]!.left);
    expect(boxes.links.at(-1)!.right).toBeLessThanOrEqual(boxes.languages.left);
    expect(boxes.languages.right).toBeLessThanOrEqual(1024);
  });
});
