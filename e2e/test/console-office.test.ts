import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { demoOffice } from '@office/db/seed';
import {
  axeViolations,
  layoutShifts,
  signInToConsole,
  useSite,
  viewports,
  type ViewportName,
  waitForHydration,
  watchLayoutShifts,
} from './support';

const site = useSite();

/** The office's admin, who enters the details and works through the checklist. */
const admin = { email: 'office-admin@office.example', displayName: '오하은', role: 'admin', password: 'saffron-ledger-quiver-27' } as const;
/** An editor, who may read the details only. */
const editor = {
  email: 'office-editor@office.example',
  displayName: '남도윤',
  role: 'editor',
  password: 'pebble-garnet-willow-83',
} as const;

const newPhone = '041-731-5502';
const wrongPassword = '이메일 또는 비밀번호가 올바르지 않습니다';

/** The go-live checklist's item whose title is `title`. */
const checklistItem = (page: Page, title: string) =>
  page
    .getByRole('region', { name: '운영 시작 전 점검' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Opens 사무소 정보 from the sidebar. */
async function openOffice(page: Page) {
  await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '사무소 정보' }).click();
  await page.getByRole('heading', { name: '사무소 정보', level: 1 }).waitFor();
  await page.getByRole('form', { name: '사무소 정보' }).waitFor();
}

/** The office's phone input (its label reads "전화번호 (필수)" for an admin). */
const phoneInput = (page: Page) => page.getByLabel(/^전화번호/);

/** The office's card for search engines (schema.org JSON-LD) on a public page. */
async function officeJsonLd(page: Page): Promise<{ telephone?: string } | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map((text) => JSON.parse(text) as { '@type'?: string; telephone?: string })
    .find((data) => data['@type'] === 'LegalService');
}

beforeAll(async () => {
  const services = createServices(site.database.db);
  await services.staff.accounts.create(admin, null, 'test');
  await services.staff.accounts.create(editor, null, 'test');
});

/** 사무소 정보 and the go-live checklist (issue 25), driven in Chromium as the office's staff would. */
describe('staff console: the office details and going live', () => {
  it("an admin's first screen holds the checklist; the demo items are not done, and the demo posts go after a confirmation", async () => {
    const page = await signInToConsole(site, admin);
    await page.getByRole('heading', { name: '운영 시작 전 점검' }).waitFor();

    // The fictional office and the demo posts are still there: not done, said in words and not by colour.
    const office = checklistItem(page, '사무소 정보');
    expect(await office.innerText()).toContain('할 일');
    expect(await office.innerText()).toContain('가상의 예시 사무소 정보');
    expect(await office.getByRole('link', { name: '사무소 정보 입력하기' }).getAttribute('href')).toBe('/admin/office');
    const origin = checklistItem(page, '누리집 주소 (PUBLIC_ORIGIN)');
    expect(await origin.innerText()).toContain(site.origin);
    expect(await origin.innerText()).toContain('할 일');
    const demo = checklistItem(page, '예시 글');
    expect(await demo.innerText()).toContain('할 일');
    expect(await checklistItem(page, '백업').innerText()).toContain('node cli.js backup FILE');
    // Second factors (issue 26): not required here, no account has one, the secrets key is not set.
    const staffSecurity = await checklistItem(page, '직원 로그인 2단계 인증').innerText();
    expect(staffSecurity).toContain('2단계 인증이 필수가 아닙니다');
    expect(staffSecurity).toContain('STAFF_SECRETS_KEY');

    // The server runs without SMTP_URL: the test e-mail says why it did not go, in Korean.
    const mail = checklistItem(page, '알림 메일');
    await mail.getByRole('button', { name: '테스트 메일 보내기' }).click();
    await expect.poll(() => mail.getByRole('alert').innerText()).toContain('SMTP_URL이 설정되지 않아');

    const before = (await (await fetch(site.url('/api/common/notices/'))).json()) as unknown[];
    expect(before.length).toBeGreaterThan(0);

    // "Cancel" removes nothing; "OK" removes the demo posts.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await demo.getByRole('button', { name: '예시 글 지우기' }).click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toMatch(/공지사항·자료실 글 \d+개를 지울까요\?/);
    expect(await demo.innerText()).toContain('할 일');

    page.once('dialog', (dialog) => void dialog.accept());
    await demo.getByRole('button', { name: '예시 글 지우기' }).click();
    await expect.poll(() => demo.getByRole('status').innerText()).toMatch(/^예시 글 \d+개를 지웠습니다\.$/);
    await expect.poll(() => demo.innerText()).toContain('완료');
    expect(await demo.getByRole('button', { name: '예시 글 지우기' }).count()).toBe(0);
    // The focus went to what happened, not to the page's top (the button is gone).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/예시 글 \d+개를 지웠습니다/);
    await expect.poll(async () => (await (await fetch(site.url('/api/common/notices/'))).json()) as unknown[]).toEqual([]);
  });

  it('an admin changes the phone: a bad number is refused beside its field, a good one reaches the public footer and JSON-LD', async () => {
    const page = await signInToConsole(site, admin);
    await openOffice(page);
    expect(await page.getByText('아직 저장하지 않았습니다').isVisible()).toBe(true);
    expect(await phoneInput(page).inputValue()).toBe(demoOffice.phone);
    // Every detail has its input: the texts per language, the lists' rows, the map position and its link.
    expect(await page.getByLabel('사무소 이름 영어').inputValue()).toBe(demoOffice.name.en);
    expect(await page.getByLabel('주소 러시아어').inputValue()).toBe(demoOffice.address.ru);
    expect(await page.getByLabel('검색 엔진용 업무 시간').inputValue()).toBe(demoOffice.openingHours.join('\n'));
    expect(await page.getByLabel('메신저 1 링크').inputValue()).toBe(demoOffice.messengers[0].url);
    expect(await page.getByRole('link', { name: /지도에서 확인/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${demoOffice.geo.lat},${demoOffice.geo.lng}`,
    );
    expect(await page.getByRole('region', { name: '문구에서 사무소 정보 쓰기' }).innerText()).toContain('{office.phone}');

    // A number without its hyphens: the server refuses it, the form says so beside the field and at the top.
    await phoneInput(page).fill('0417315502');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: '저장하지 못했습니다' });
    await expect.poll(() => summary.innerText()).toContain('전화번호');
    expect(await summary.innerText()).toContain('고쳐 주세요');
    const problem = page.locator('#office-phone-problem');
    expect(await problem.isVisible()).toBe(true);
    expect(await problem.innerText()).toContain('041-357-2480');
    expect(await phoneInput(page).getAttribute('aria-invalid')).toBe('true');
    expect((await phoneInput(page).getAttribute('aria-describedby'))?.split(' ')).toContain('office-phone-problem');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('office-phone');
    // The server's English is not shown.
    expect(await page.locator('main').innerText()).not.toMatch(/must be a Korean phone number/);
    expect(await axeViolations(page)).toEqual([]);

    await phoneInput(page).fill(newPhone);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('사무소 정보를 저장했습니다');
    expect(await phoneInput(page).getAttribute('aria-invalid')).toBeNull();
    expect(await summary.count()).toBe(0);
    await expect.poll(() => page.locator('main').innerText()).toContain(`(${admin.email})`);
    expect(await page.locator('main').innerText()).toMatch(/마지막 저장: \d{4}\. \d{1,2}\. \d{1,2}\./);

    // The same browser opens the public pages: the footer and the search engines' card carry the new number.
    await page.goto(site.url('/contact?lang=en'));
    await waitForHydration(page);
    await expect.poll(async () => (await page.locator('footer').textContent()) ?? '').toContain(newPhone);
    expect((await officeJsonLd(page))?.telephone).toBe(`+82-${newPhone.slice(1)}`);
    await page.goto(site.url('/?lang=ru'));
    await expect.poll(async () => (await page.locator('footer').textContent()) ?? '').toContain(newPhone);
    expect(await page.locator('footer').textContent()).not.toContain(demoOffice.phone);
  });

  it('an editor reads the details without being able to change them', async () => {
    const page = await signInToConsole(site, editor);
    // Editors have no checklist: it is the admins' to work through.
    expect(await page.getByRole('heading', { name: '운영 시작 전 점검' }).count()).toBe(0);
    await openOffice(page);
    expect(await page.locator('main').innerText()).toContain('사무소 정보는 관리자만 바꿀 수 있습니다');
    expect(await phoneInput(page).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('사무소 이름 한국어').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('메신저 1 종류').inputValue()).toBe('KakaoTalk');
    expect(await page.getByRole('button', { name: '저장', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /추가|지우기/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(['desktop', 'mobile'] as ViewportName[])(
    'the office screen and the checklist pass axe and open without shifts (%s)',
    async (viewport) => {
      const page = await signInToConsole(site, admin);
      await page.setViewportSize(viewports[viewport]);
      await watchLayoutShifts(page);
      for (const [path, heading] of [
        ['/admin/', '운영 시작 전 점검'],
        ['/admin/office', '사무소 정보'],
      ] as const) {
        await page.goto(site.url(path));
        await page.getByRole('heading', { name: heading }).first().waitFor();
        expect(await layoutShifts(page), path).toEqual([]);
        expect(await axeViolations(page), path).toEqual([]);
      }
    },
  );

  it('a console opened at another address than PUBLIC_ORIGIN says so before and after a sign-in, never "wrong password"', async () => {
    // The server listens on 127.0.0.1 and is configured for it; localhost reaches the same server.
    const foreign = site.url('/admin/').replace('//127.0.0.1:', '//localhost:');
    expect(foreign).not.toBe(site.url('/admin/'));
    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.goto(foreign);
    const notice = page.getByRole('alert');
    await expect.poll(() => notice.innerText()).toContain('이 주소에서는 로그인할 수 없습니다');
    expect(await notice.innerText()).toContain(site.origin);
    expect(await notice.getByRole('link', { name: `${site.origin}/admin/` }).getAttribute('href')).toBe(`${site.origin}/admin/`);
    expect(await notice.innerText()).toContain('PUBLIC_ORIGIN');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('이메일').fill(admin.email);
    await page.getByLabel('비밀번호').fill(admin.password);
    const refused = page.waitForResponse((response) => response.url().includes('auth.signIn'));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    expect((await refused).status()).toBe(403);
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    await expect.poll(() => notice.innerText()).toContain(site.origin);
    expect(await notice.count()).toBe(1);
    expect(await page.locator('main').innerText()).not.toContain(wrongPassword);

    // Without the server's address (its answer lost), the refused sign-in still says what is wrong.
    const { page: blind } = await site.newPage();
    await blind.route('**/admin/trpc/goLive.site**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await blind.goto(foreign);
    await blind.getByLabel('이메일').fill(admin.email);
    await blind.getByLabel('비밀번호').fill(admin.password);
    await blind.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => blind.getByRole('alert').innerText()).toContain('이 주소에서는 로그인할 수 없습니다');
    expect(await blind.getByRole('alert').innerText()).toContain('PUBLIC_ORIGIN');
    expect(await blind.locator('main').innerText()).not.toContain(wrongPassword);

    // At the configured address there is no such notice, and a wrong password is the neutral refusal.
    const { page: right } = await site.newPage();
    await right.goto(site.url('/admin/'));
    await right.getByLabel('이메일').fill(admin.email);
    await right.getByLabel('비밀번호').fill('not-the-password-9');
    await right.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => right.getByRole('alert').innerText()).toContain(wrongPassword);
    expect(await right.getByText('이 주소에서는 로그인할 수 없습니다').count()).toBe(0);
  });
});
