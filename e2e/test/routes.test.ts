import { type LanguageCode, languageTags, templatePage } from '@office/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localeFor, routeExpectation, routeNames, seedText, useSite, waitForHydration, withLang } from './support';

const site = useSite();

/**
 * Records, from the first byte of the document, whether the loading overlay (the dimmed backdrop
 * with the spinner: a role=status block holding an svg) is ever shown.
 */
const overlayProbe = () => {
  const w = window as unknown as { __overlaySeen?: string[] };
  w.__overlaySeen = [];
  const check = () => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      if (!element.querySelector('svg')) continue;
      const style = getComputedStyle(element);
      if (style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0') w.__overlaySeen!.push(location.href);
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
};

/** Uncaught exceptions and console errors, leaving out the log line of a 404 response. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

async function overlaySightings(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __overlaySeen?: string[] }).__overlaySeen ?? ['probe missing']);
}

/** Korean by the bare URL (Korean browser, nothing stored), the others by `?lang=`. */
const languages: Array<{ lang: LanguageCode; viaUrl: boolean }> = [
  { lang: 'ko', viaUrl: false },
  { lang: 'en', viaUrl: true },
  { lang: 'ru', viaUrl: true },
  { lang: 'vi', viaUrl: true },
];

describe.each(languages)('every route in $lang', ({ lang, viaUrl }) => {
  it.each(routeNames)('%s: status, <html lang>, h1 and title from the page texts; no loading overlay', async (name) => {
    const route = await routeExpectation(site, name);
    const { context, page } = await site.newPage({ locale: localeFor.ko });
    await context.addInitScript(overlayProbe);
    const errors = collectErrors(page);
    const url = site.url(withLang(route.path, viaUrl ? lang : null));

    const response = await page.goto(url);
    expect(response?.status(), `HTTP status of ${url}`).toBe(route.status);
    await waitForHydration(page);
    // Whatever the page fetches after hydrating has come back (the overlay would show meanwhile).
    await page.waitForLoadState('networkidle');

    expect(await page.locator('html').getAttribute('lang')).toBe(languageTags[lang]);
    const h1 = page.locator('h1');
    expect(await h1.count(), 'one h1 per page').toBe(1);
    expect((await h1.innerText()).trim()).toBe(route.h1(lang));
    expect(await page.title()).toBe(route.title(lang));
    expect(await overlaySightings(page), 'the loading overlay showed during a full page load').toEqual([]);
    expect(errors, 'script errors (e.g. a hydration mismatch) on the page').toEqual([]);
  });
});

describe('not found', () => {
  it.each(['/notice/999999', '/library/999999', '/no/such/page', '/notice/abc'])('%s answers 404 with the not-found page', async (path) => {
    const response = await fetch(site.url(path));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const { page } = await site.newPage();
    const pageResponse = await page.goto(site.url(path));
    expect(pageResponse?.status()).toBe(404);
    expect((await page.locator('h1').innerText()).trim()).toBe(seedText('404', 'title', 'ko'));
    expect(await page.getByText(seedText('404', 'text', 'ko')).count()).toBe(1);
  });

  it.each(['ko', 'en'] as const)('the not-found page (%s) has a button back to the home page', async (lang) => {
    const { page } = await site.newPage();
    await page.goto(site.url(withLang('/notice/999999', lang === 'ko' ? null : lang)));
    await waitForHydration(page);
    expect(await page.getByText(seedText('404', 'text', lang)).count()).toBe(1);
    const button = page.getByRole('main').getByRole('link', { name: seedText('404', 'button', lang) });
    await button.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.locator('h1').innerText()).trim()).toBe(seedText('홈', 'hero.title1', lang));
    expect(await page.locator('html').getAttribute('lang')).toBe(languageTags[lang]);
  });
});

/** Undoes the escaping React applies to text in HTML. */
const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('server-rendered HTML', () => {
  it('holds the page texts and the newest notice title before any script runs (raw HTML)', async () => {
    const [newest] = await site.publishedPosts('notice');
    const home = decodeHtml(await (await fetch(site.url('/'))).text());
    expect(home).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(seedText('홈', 'hero.title1', 'ko'))}</h1>`));
    expect(home).toContain(seedText('홈', 'section1.slide1.title', 'ko'));
    const english = decodeHtml(await (await fetch(site.url('/about?lang=en'))).text());
    expect(english).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(seedText('회사소개', 'hero.title', 'en'))}</h1>`));
    const notices = decodeHtml(await (await fetch(site.url('/notice'))).text());
    expect(notices).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(seedText('공지사항', 'title', 'ko'))}</h1>`));
    expect(notices).toContain(newest!.title);
  });

  it('shows the texts, the notice cards and a notice with JavaScript disabled', async () => {
    const [newest] = await site.publishedPosts('notice');
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(site.url('/notice'));
    expect((await page.locator('h1').innerText()).trim()).toBe(seedText('공지사항', 'title', 'ko'));
    const card = page.getByRole('link', { name: newest!.title, exact: true });
    expect(await card.isVisible()).toBe(true);
    // Without scripts the card is a plain link: it still leads to the notice.
    await card.click();
    await page.waitForURL((url) => url.pathname === `/notice/${newest!.id}`);
    expect((await page.locator('h1').innerText()).trim()).toBe(newest!.title);
    // The footer (which fades in with scripts) is readable without them.
    expect(
      await page
        .locator('footer')
        .getByText(seedText(templatePage, 'footer.copyright', 'ko'))
        .isVisible(),
    ).toBe(true);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
