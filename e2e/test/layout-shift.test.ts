import { describe, expect, it } from 'vitest';
import {
  layoutShifts,
  localeFor,
  prepareConsoleScreens,
  routeExpectation,
  routeNames,
  signInToConsole,
  useSite,
  viewports,
  waitForHydration,
  watchLayoutShifts,
  withLang,
} from './support';

const site = useSite();
const admin = { email: 'shifts-admin@office.example', displayName: '한예린', role: 'admin', password: 'juniper-canal-sparrow-19' } as const;

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

/**
 * The console's screens appear whole: each route's loader fetches what the screen shows first
 * (apps/console/src/routes/loaders.ts), where they used to grow as each answer came (0.57 on the texts screen on a
 * phone, its add-key form pushed off screen). The screens with the rich-text editor (a post, a new
 * post, a translation, the main-task contents) load its code in their loader too, and render it at
 * once: a lazy component shows its fallback for a frame even when its code is in, and the fields
 * below it moved when the editor replaced that box (0.04-0.10).
 */
describe('layout shifts while a console screen opens', () => {
  it.each(['desktop', 'mobile'] as const)(
    'none on any screen (%s)',
    async (viewport) => {
      const withEditor = /^\/admin\/(posts\/(new|\d+)|main-task)/;
      const screens = await prepareConsoleScreens(site, { ...admin, email: `${viewport}-${admin.email}` });
      expect(screens.filter((path) => withEditor.test(path)).length).toBeGreaterThanOrEqual(4);
      const page = await signInToConsole(site, { ...admin, email: `${viewport}-${admin.email}` });
      await page.setViewportSize(viewports[viewport]);
      await watchLayoutShifts(page);
      for (const path of screens) {
        await page.goto(site.url(path));
        await page.locator('main h1').first().waitFor();
        // The editing area itself (Tiptap's), not the box that says it is loading.
        if (withEditor.test(path)) await page.locator('main [role="textbox"][aria-multiline="true"]').first().waitFor();
        expect(await layoutShifts(page), path).toEqual([]);
      }
    },
    180_000,
  );
});
