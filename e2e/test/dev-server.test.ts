import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, measureStyleReload, openForHotReload, startDevServer } from '@office/testing/dev-server';
import { chromiumArgs, chromiumPath } from '@office/testing/local-browser';
import { waitForHydration } from './support';

// `pnpm dev` as a newcomer runs it: one port, the website and the console from source through
// Vite, hot module reload. (How fast a style change arrives is measured by `pnpm bench`.)
describe('pnpm dev', () => {
  let server: DevServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startDevServer();
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Errors thrown in the pages (a hydration mismatch among them), per page.
  const pageErrors = new Map<Page, string[]>();
  const open = async (path: string, { forHotReload = false } = {}): Promise<Page> => {
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    pageErrors.set(page, []);
    page.on('pageerror', (error) => pageErrors.get(page)!.push(error.message));
    if (forHotReload) await openForHotReload(page, `${server.origin}${path}`);
    else await page.goto(`${server.origin}${path}`);
    return page;
  };

  it("renders the website from source with Vite's client, and the page hydrates", async () => {
    const response = await fetch(`${server.origin}/?lang=en`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="/@vite/client"');
    expect(html).toContain('src="/src/entry-client.tsx"');
    expect(html).toContain('<html lang="en"');
    const page = await open('/?lang=en');
    await waitForHydration(page);
    // The server's HTML, with what Vite adds, is what the browser renders: no mismatch.
    await page.waitForTimeout(500);
    expect(pageErrors.get(page)).toEqual([]);
    // The root's loader runs here too, with no files to load: it marks the page as shown, which
    // lets the off-screen slides' images come (decision 0028).
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-painted'));
    await page.close();
    // The first request transforms the whole page's source on demand: slow on a busy machine.
  }, 180_000);

  it('a style edit reaches the open page by hot module reload, without a page load', async () => {
    const page = await open('/', { forHotReload: true });
    await waitForHydration(page);
    const { reloaded } = await measureStyleReload(page, 'rgb(1, 2, 3)');
    expect(reloaded, 'the page was loaded again').toBe(false);
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  });

  it('serves the console from source under /admin, and its sign-in screen runs', async () => {
    const html = await (await fetch(`${server.origin}/admin`)).text();
    expect(html).toContain('/admin/@vite/client');
    const page = await open('/admin');
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    await page.close();
  });

  it('keeps the API on the same port', async () => {
    const response = await fetch(`${server.origin}/api/common/notices/`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
