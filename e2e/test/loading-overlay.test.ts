import { describe, expect, it } from 'vitest';
import { holdDataRequests, seedText, useSite, waitForHydration } from './support';
import { templatePage } from '@office/contracts';

const site = useSite();

/** The declaration blocks of a stylesheet that set a property (not its prefixed form). */
const blocksSetting = (css: string, property: string) =>
  (css.match(/\{[^{}]*\}/g) ?? []).filter((block) => new RegExp(`[{;]${property}:`).test(block));

describe('loading overlay', () => {
  it('blurs the page behind it in Chromium while an in-app navigation loads', async () => {
    const { page } = await site.newPage();
    await page.goto(site.url('/about'));
    await waitForHydration(page);
    const release = await holdDataRequests(page);
    await page
      .locator('footer')
      .getByRole('link', { name: seedText(templatePage, 'footer.terms', 'ko'), exact: true })
      .click();
    const overlay = page.getByRole('status').filter({ hasText: seedText(templatePage, 'loading', 'ko') });
    await overlay.waitFor();
    const style = await overlay.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { backdropFilter: computed.backdropFilter, background: computed.backgroundColor };
    });
    release();
    expect(style.backdropFilter).toBe('blur(3px)');
    expect(style.background).toBe('rgba(17, 34, 59, 0.35)');
    await overlay.waitFor({ state: 'detached' });
  });

  it('the built stylesheet keeps the standard backdrop-filter beside the -webkit- one Safari before 18 reads', async () => {
    const { page } = await site.newPage();
    await page.goto(site.url('/'));
    // A page inlines the rules it uses and links the whole stylesheet once loaded, before its
    // scripts (decision 0023): the overlay, shown only by the app, is styled by the linked one.
    await waitForHydration(page);
    const inline = await page.locator('head style').evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
    const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const sheets = [...inline, ...(await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text())))];
    const blocks = sheets.flatMap((css) => blocksSetting(css, '-webkit-backdrop-filter'));
    expect(blocks.length, 'no rule sets -webkit-backdrop-filter').toBeGreaterThan(0);
    for (const block of blocks) expect(blocksSetting(block, 'backdrop-filter'), block).toHaveLength(1);
  });
});
