import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, signInToConsole, useSite } from './support';

const site = useSite();
const admin = { email: 'console-admin@office.example', displayName: '김서연', role: 'admin', password: 'plum-orbit-canvas-71' } as const;

/** The staff console at /admin, driven as a staff member would (decision 0008). */
describe('staff console', () => {
  it('is kept out of search engines and out of the public bundle', async () => {
    const response = await fetch(site.url('/admin/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"');
    // The public home page links no console asset.
    expect(await (await fetch(site.url('/'))).text()).not.toContain('/admin/assets/');
  });

  it('signs in (after a neutral refusal of a wrong password), lists staff and the audit log, signs out', async () => {
    await createServices(site.database.db).staff.accounts.create(admin, null, 'test');
    const { page } = await site.newPage({ viewport: 'desktop' });
    await page.goto(site.url('/admin/'));
    await page.getByLabel('이메일').fill(admin.email);
    await page.getByLabel('비밀번호').fill('not-the-password-1');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('이메일 또는 비밀번호가 올바르지 않습니다');

    await page.getByLabel('비밀번호').fill(admin.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('heading', { name: `안녕하세요, ${admin.displayName}님` }).waitFor();

    await page.getByRole('link', { name: '직원 계정' }).click();
    await expect.poll(() => page.locator('table').innerText()).toContain(admin.email);
    await page.getByRole('link', { name: '감사 기록' }).click();
    await expect.poll(() => page.locator('table').innerText()).toContain('auth.signed_in');

    // A reload keeps the session (the cookie); sign-out ends it on the server.
    await page.reload();
    await page.getByRole('heading', { name: '감사 기록' }).waitFor();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    await page.goto(site.url('/admin/staff'));
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
  });

  it('a server that cannot answer is said so, with a retry, not shown as the sign-in screen', async () => {
    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.route('**/admin/trpc/auth.me**', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'down for maintenance' }),
    );
    await page.goto(site.url('/admin/'));
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('서버에 연결하지 못했습니다');
    expect(await page.getByLabel('이메일').count()).toBe(0);
    await page.unroute('**/admin/trpc/auth.me**');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
  });

  it('a screen that fails to render says so in Korean, keeps the menu, and opens again on a retry', async () => {
    const account = { ...admin, email: 'render-failure-admin@office.example' };
    await createServices(site.database.db).staff.accounts.create(account, null, 'test');
    const page = await signInToConsole(site, account);
    // An answer of a shape this console does not know (a server of another version): the staff
    // list is not a list, and the screen cannot render it.
    const staffList = '**/admin/trpc/staff.list**';
    await page.route(staffList, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([{ result: { data: { unexpected: true } } }]) }),
    );
    const nav = page.getByRole('navigation', { name: '콘솔 메뉴' });
    await nav.getByRole('link', { name: '직원 계정' }).click();
    const failed = page.getByRole('alert').filter({ hasText: '이 화면을 열지 못했습니다' });
    await failed.waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Something went wrong|TypeError/);
    expect(await nav.getByRole('link', { name: '처음' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(staffList);
    await failed.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('cell', { name: account.email }).waitFor();
    expect(await failed.count()).toBe(0);
  });
});
