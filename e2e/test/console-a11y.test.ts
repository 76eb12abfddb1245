import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, prepareConsoleScreens, signInToConsole, useSite, viewports, type ViewportName } from './support';

const site = useSite();
const admin = { email: 'a11y-admin@office.example', displayName: '한예린', role: 'admin', password: 'juniper-canal-sparrow-19' } as const;

/** Every console screen an admin reaches (the editors' screens included), filled in beforeAll. */
const screens: string[] = [];

beforeAll(async () => {
  screens.push(...(await prepareConsoleScreens(site, admin)));
});

/** WCAG 2.2 A/AA (axe) on every console screen, at both widths. */
describe('staff console accessibility', () => {
  it.each(['desktop', 'mobile'] as ViewportName[])(
    'every screen has no axe violations and no sideways scroll (%s)',
    async (viewport) => {
      const page = await signInToConsole(site, admin);
      await page.setViewportSize(viewports[viewport]);
      const problems: string[] = [];
      for (const path of screens) {
        await page.goto(site.url(path));
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`);
        // Finished at the width of a phone: a wide table scrolls in its own region, the page never sideways.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewports[viewport].width) problems.push(`${path}: the page is ${width} px wide at ${viewports[viewport].width}`);
      }
      expect(problems).toEqual([]);
      // Twenty screens, each loaded and swept by axe: about 50 s alone, more beside another test file.
    },
    180_000,
  );
});
