import { currentConsentVersion } from '@office/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../../api/src/services/index.js';
import { axeViolations, posts, signInToConsole, useSite, viewports, type ViewportName } from './support';

const site = useSite();
const admin = { email: 'a11y-admin@office.example', displayName: '한예린', role: 'admin', password: 'juniper-canal-sparrow-19' } as const;

/** Every console screen an admin reaches (the editors' screens included), filled in beforeAll. */
const screens: string[] = [];

beforeAll(async () => {
  const services = createServices(site.database.db);
  await services.staff.accounts.create(admin, null, 'test');
  const inquiry = await services.inquiries.submit({
    name: '접근성 시험',
    phone: '01012341234',
    email: 'a11y@example.com',
    content: '화면 점검용 문의입니다.',
    lang: 'ko',
    consent: true,
    consent_version: currentConsentVersion,
  });
  const rows = await site.database.db.select().from(posts);
  const withTable = rows.find((row) => row.kind === 'notice' && row.content.includes('<table>'))!;
  const libraryItem = rows.find((row) => row.kind === 'library')!;
  screens.push(
    '/admin/',
    '/admin/posts/notice',
    '/admin/posts/library',
    '/admin/posts/new?kind=notice',
    `/admin/posts/${withTable.id}`,
    `/admin/posts/${libraryItem.id}`,
    '/admin/texts',
    '/admin/main-task',
    '/admin/inquiries',
    `/admin/inquiries/${inquiry.id}`,
    '/admin/outbox',
    '/admin/staff',
    '/admin/audit',
    '/admin/account',
  );
});

/** WCAG 2.2 A/AA (axe) on every console screen, at both widths. */
describe('staff console accessibility', () => {
  it.each(['desktop', 'mobile'] as ViewportName[])('every screen has no axe violations (%s)', async (viewport) => {
    const page = await signInToConsole(site, admin);
    await page.setViewportSize(viewports[viewport]);
    const problems: string[] = [];
    for (const path of screens) {
      await page.goto(site.url(path));
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`);
    }
    expect(problems).toEqual([]);
    // Fourteen screens, each loaded and swept by axe: about 40 s alone, more beside another test file.
  }, 180_000);
});
