import { describe, expect, it } from 'vitest';
import { layoutShifts, localeFor, routeExpectation, routeNames, useSite, waitForHydration, watchLayoutShifts, withLang } from './support';

const site = useSite();

/**
 * Nothing on any page moves while it loads, is marked shown and hydrates (CLS 0, not only the
 * Lighthouse figure rounded to it). A phone in Russian (the longest texts) and a desktop in Korean.
 * A sweep of every route in five languages at 390, 768, 1024, 1280 and 1440 px found one shift, on
 * desktops only: the home carousel shrank when its off-screen images came.
 */
describe('layout shifts while a page loads', () => {
  it.each([
    ['mobile', 'ru'],
    ['desktop', 'ko'],
  ] as const)('none on any route (%s, %s)', async (viewport, lang) => {
    for (const name of routeNames) {
      const route = await routeExpectation(site, name);
      const { page, context } = await site.newPage({ viewport, locale: localeFor[lang] });
      await watchLayoutShifts(page);
      const response = await page.goto(site.url(withLang(route.path, lang)));
      expect(response?.status(), name).toBe(route.status);
      await waitForHydration(page);
      // Past the moment the page is marked shown (its held-back images come then).
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-painted'));
      expect(await layoutShifts(page), name).toEqual([]);
      await context.close();
    }
  });
});
