import { mkdirSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, type ConsoleAccount, useSite, type ViewportName } from './support';

// Passkeys need a host name, not an IP address, as the site's name: the site is http://localhost:<port>.
const site = useSite({ localhost: true, config: { STAFF_SECOND_FACTOR: 'required' } });
const admin = { email: 'mfa-admin@office.example', displayName: '정보안', role: 'admin', password: 'lantern-quartz-meadow-58' } as const;
const editor = { email: 'mfa-editor@office.example', displayName: '한편집', role: 'editor', password: 'copper-violet-harbor-27' } as const;

/** With SCREENSHOT_DIR set, the screens are saved there to be looked at (desktop 1280 px, phone 390 px). */
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shoot = async (page: Page, name: string, viewport: ViewportName) => {
  if (shots) await page.screenshot({ path: `${shots}/2fa-${name}-${viewport === 'desktop' ? 1280 : 390}.png`, fullPage: true });
};

/** What the admin's authenticator app holds, and the recovery codes it was given, once set up (test b). */
const enrolled = { secret: '', recoveryCodes: [] as string[] };

/** The code an authenticator app shows for `secret`, `stepsLater` 30-second steps from now. */
const appCode = (secret: string, stepsLater = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsLater * 30_000,
  });

/** The console's sign-in form, filled and sent: the step it leads to is the test's to check. */
async function passwordSignIn(page: Page, account: ConsoleAccount) {
  await page.goto(site.url('/admin/'));
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const welcome = (account: ConsoleAccount) => ({ name: `안녕하세요, ${account.displayName}님` });

/** From the enrolment's first step: an authenticator app set up, its secret read off the page as a person types it. */
async function enrolApp(page: Page) {
  await page.getByRole('button', { name: '인증 앱 등록' }).click();
  await page.getByRole('heading', { name: '인증 앱 등록' }).waitFor();
  expect(await focusedText(page)).toBe('인증 앱 등록');
  const secret = (await page.locator('#totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The server's QR code is an image that loaded (the policy allows data: images; nothing of it is in the page).
  const qr = page.getByRole('img', { name: '인증 앱으로 찍을 QR 코드' });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.locator('svg').count()).toBe(0);
  const code = page.getByLabel('앱에 표시된 6자리 코드');
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await code.getAttribute('inputmode')).toBe('numeric');
  return { secret, code };
}

/** The recovery codes shown once, read off the sheet. */
async function readRecoveryCodes(page: Page) {
  await page.getByRole('heading', { name: '복구 코드' }).waitFor();
  const codes = await page.getByRole('list', { name: '복구 코드 10개' }).getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  return codes;
}

/** The console's sign-out, back to the sign-in screen. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
}

/** Staff sign-in with a second factor (decision 0040), where the server requires one of everyone. */
describe('console second factor (STAFF_SECOND_FACTOR=required)', () => {
  it('a password alone leads to setting up a factor: every console URL shows that step, never data', async () => {
    const services = createServices(site.database.db);
    await services.staff.accounts.create(admin, null, 'test');
    await services.staff.accounts.create(editor, null, 'test');
    const { page } = await site.newPage({ viewport: 'desktop' });
    const consoleRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/trpc/')) consoleRequests.push(new URL(request.url()).pathname);
    });
    await passwordSignIn(page, admin);
    await page.getByRole('heading', { name: '2단계 인증 설정' }).waitFor();
    expect(await focusedText(page)).toBe('2단계 인증 설정');
    expect(await page.locator('main').innerText()).toContain('2단계 인증이 필요합니다');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'enrolment', 'desktop');

    for (const path of ['/admin/inquiries', '/admin/staff', '/admin/posts/notice', '/admin/account', '/admin/audit']) {
      consoleRequests.length = 0;
      await page.goto(site.url(path));
      await page.getByRole('heading', { name: '2단계 인증 설정' }).waitFor();
      expect(await page.getByRole('navigation', { name: '콘솔 메뉴' }).count(), path).toBe(0);
      expect(await page.locator('table').count(), path).toBe(0);
      // Only who is signed in was asked: no screen's data.
      expect(
        consoleRequests.every((request) => request.endsWith('/auth.me')),
        `${path}: ${consoleRequests.join()}`,
      ).toBe(true);
    }
  });

  it('sets up an authenticator app (a wrong code refused), shows the recovery codes once, then signs in with password and code', async () => {
    const { page } = await site.newPage({ viewport: 'desktop' });
    await passwordSignIn(page, admin);
    await page.getByRole('heading', { name: '2단계 인증 설정' }).waitFor();
    const { secret, code } = await enrolApp(page);
    await shoot(page, 'enrolment-app', 'desktop');
    await code.fill(appCode(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '확인하고 등록' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('코드가 맞지 않거나 이미 사용되었습니다');
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    await code.fill(appCode(secret).replace(/^(\d{3})/, '$1 '));
    await page.getByRole('button', { name: '확인하고 등록' }).click();
    const recoveryCodes = await readRecoveryCodes(page);
    expect(await focusedText(page)).toBe('복구 코드');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'recovery-codes', 'desktop');
    // Not on before they are kept.
    await page.getByRole('button', { name: '콘솔로 이동' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('안전한 곳에 보관했습니다');
    await page.getByLabel('안전한 곳에 보관했습니다').check();
    await page.getByRole('button', { name: '콘솔로 이동' }).click();
    await page.getByRole('heading', welcome(admin)).waitFor();
    Object.assign(enrolled, { secret, recoveryCodes });

    // The URL's screen opens once the step is done.
    await page.goto(site.url('/admin/staff'));
    await page.getByRole('heading', { name: '직원 계정' }).waitFor();
    await signOut(page);

    await passwordSignIn(page, admin);
    await page.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    expect(await focusedText(page)).toBe('2단계 인증');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'second-step', 'desktop');
    // The enrolment's code is spent; the app's next one (one step of skew is allowed) is not.
    await page.getByLabel('인증 코드 (6자리)').fill(appCode(secret, 1));
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByRole('heading', welcome(admin)).waitFor();
    await signOut(page);
  });

  it('a recovery code signs in once; used again it is refused with a message', async () => {
    const { page } = await site.newPage({ viewport: 'desktop' });
    const [first, second] = enrolled.recoveryCodes;
    const withRecoveryCode = async (code: string) => {
      await page.getByRole('button', { name: '복구 코드 사용' }).click();
      // The field is relabelled, and takes the focus.
      const field = page.getByLabel('복구 코드', { exact: true });
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
      await field.fill(code);
      await page.getByRole('button', { name: '확인', exact: true }).click();
    };
    await passwordSignIn(page, admin);
    await page.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    await withRecoveryCode(first!.toUpperCase());
    await page.getByRole('heading', welcome(admin)).waitFor();
    await signOut(page);

    await passwordSignIn(page, admin);
    await page.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    await withRecoveryCode(first!);
    await expect.poll(() => page.locator('main').innerText()).toContain('복구 코드가 맞지 않거나 이미 사용한 코드입니다');
    expect(await page.getByLabel('복구 코드', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('복구 코드', { exact: true }).fill(second!);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByRole('heading', welcome(admin)).waitFor();
    await page.goto(site.url('/admin/account'));
    await page.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: '복구 코드' }).innerText()).toContain('8개 남음');
  });

  it('adds a passkey on the account screen, signs in with the passkey alone, renames and removes it', async () => {
    const { context, page } = await site.newPage({ viewport: 'desktop' });
    // Chromium's virtual authenticator: a platform passkey that verifies its user.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    // The server offers the classic algorithms only (Ed25519, ES256, RS256): never the ML-DSA the
    // library would offer first on Node 24, which this authenticator would take.
    let offered: number[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/admin/trpc/secondFactor.passkeyOptions')) return;
      type Answer = { result?: { data?: { options?: { pubKeyCredParams?: Array<{ alg: number }> } } } };
      // One answer, or a list of them when the client batched its calls.
      const body = (await response.json().catch(() => null)) as Answer | Answer[] | null;
      for (const answer of [body ?? []].flat()) offered = answer.result?.data?.options?.pubKeyCredParams?.map(({ alg }) => alg) ?? offered;
    });
    await passwordSignIn(page, admin);
    await page.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    await page.getByRole('button', { name: '복구 코드 사용' }).click();
    await page.getByLabel('복구 코드', { exact: true }).fill(enrolled.recoveryCodes[2]!);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByRole('heading', welcome(admin)).waitFor();

    await page.goto(site.url('/admin/account'));
    const passkeys = page.getByRole('region', { name: '패스키' });
    await passkeys.getByRole('button', { name: '패스키 추가' }).click();
    await page.getByRole('heading', { name: '패스키 등록' }).waitFor();
    expect(await focusedText(page)).toBe('패스키 등록');
    const name = page.getByLabel('패스키 이름');
    expect(await name.inputValue()).toBe('이 기기의 패스키');
    await name.fill('시험용 패스키');
    await page.getByRole('button', { name: '패스키 등록' }).click();
    await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain('패스키를 등록했습니다.');
    await expect.poll(() => passkeys.innerText()).toContain('시험용 패스키');
    expect(offered.sort((a, b) => a - b)).toEqual([-257, -8, -7]);
    expect(await passkeys.innerText()).toContain('마지막 사용 없음');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'account', 'desktop');
    await signOut(page);

    await page.getByRole('button', { name: '패스키로 로그인' }).click();
    await page.getByRole('heading', welcome(admin)).waitFor();

    await page.goto(site.url('/admin/account'));
    await passkeys.getByRole('button', { name: '시험용 패스키 이름 변경' }).click();
    await passkeys.getByLabel('“시험용 패스키”의 새 이름').fill('사무실 PC');
    await passkeys.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => passkeys.innerText()).toContain('사무실 PC');
    // Used to sign in just now.
    expect(await passkeys.innerText()).not.toContain('마지막 사용 없음');

    page.once('dialog', (dialog) => void dialog.accept());
    await passkeys.getByRole('button', { name: '사무실 PC 삭제' }).click();
    await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain('"사무실 PC" 패스키를 삭제했습니다.');
    await expect.poll(() => passkeys.innerText()).toContain('등록한 패스키가 없습니다');
    // The device still holds it, but the server no longer takes it.
    await signOut(page);
    await page.getByRole('button', { name: '패스키로 로그인' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('패스키로 로그인하지 못했습니다');
    expect(await page.getByRole('heading', { name: '관리자 로그인' }).isVisible()).toBe(true);
  });

  it('on a phone: an editor sets up an app; an admin sees it on the staff screen, the switch locked on, and resets it', async () => {
    const { page } = await site.newPage({ viewport: 'mobile' });
    await passwordSignIn(page, editor);
    await page.getByRole('heading', { name: '2단계 인증 설정' }).waitFor();
    await shoot(page, 'enrolment', 'mobile');
    const { secret, code } = await enrolApp(page);
    await shoot(page, 'enrolment-app', 'mobile');
    await code.fill(appCode(secret));
    await page.getByRole('button', { name: '확인하고 등록' }).click();
    await readRecoveryCodes(page);
    await shoot(page, 'recovery-codes', 'mobile');
    await page.getByLabel('안전한 곳에 보관했습니다').check();
    await page.getByRole('button', { name: '콘솔로 이동' }).click();
    await page.getByRole('heading', welcome(editor)).waitFor();
    await page.goto(site.url('/admin/account'));
    await page.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: '인증 앱' }).innerText()).toContain('등록됨');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'account', 'mobile');

    // The second step on a phone (another browser of the admin's: the password only).
    const phone = (await site.newPage({ viewport: 'mobile' })).page;
    await passwordSignIn(phone, admin);
    await phone.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    await shoot(phone, 'second-step', 'mobile');

    const { page: desk } = await site.newPage({ viewport: 'desktop' });
    await passwordSignIn(desk, admin);
    await desk.getByRole('heading', { name: '2단계 인증', exact: true }).waitFor();
    await desk.getByRole('button', { name: '복구 코드 사용' }).click();
    await desk.getByLabel('복구 코드', { exact: true }).fill(enrolled.recoveryCodes[3]!);
    await desk.getByRole('button', { name: '확인', exact: true }).click();
    await desk.getByRole('heading', welcome(admin)).waitFor();
    await desk.goto(site.url('/admin/staff'));
    const settings = desk.getByRole('switch', { name: '모든 직원에게 2단계 인증 요구' });
    expect(await settings.isChecked()).toBe(true);
    expect(await settings.isDisabled()).toBe(true);
    expect(await desk.getByRole('region', { name: '로그인 보안' }).innerText()).toContain('STAFF_SECOND_FACTOR=required');
    const editorRow = desk.getByRole('row').filter({ hasText: editor.email });
    const adminRow = desk.getByRole('row').filter({ hasText: admin.email });
    expect(await editorRow.innerText()).toContain('앱');
    expect(await adminRow.innerText()).toContain('앱');
    // Not for one's own account.
    expect(await adminRow.getByRole('button', { name: /2단계 인증 초기화/ }).count()).toBe(0);
    expect(await axeViolations(desk)).toEqual([]);
    await shoot(desk, 'staff', 'desktop');

    let question = '';
    desk.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await editorRow.getByRole('button', { name: `${editor.displayName} 2단계 인증 초기화` }).click();
    await expect
      .poll(() => desk.getByRole('status').allInnerTexts())
      .toContain(`${editor.displayName} 님의 2단계 인증을 초기화했습니다. 다음 로그인 때 새 인증 수단을 등록합니다.`);
    expect(question).toContain('로그아웃');
    await expect.poll(() => editorRow.innerText()).toContain('없음');

    // The editor's session ended with it; the next sign-in sets up a factor again.
    await page.reload();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    await passwordSignIn(page, editor);
    await page.getByRole('heading', { name: '2단계 인증 설정' }).waitFor();
  });
});
