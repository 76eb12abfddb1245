import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '@office/db/schema';
import { createServices } from '@office/api/services';
import { axeViolations, type ConsoleAccount, signInToConsole, useSite } from './support';

const site = useSite();

/** The admin who manages accounts, reads the outbox and the audit log. */
const admin = { email: 'seoyeon.kim@office.example', displayName: '김서연', role: 'admin', password: 'plum-orbit-canvas-71' } as const;
/** A second admin who changes their own password (so the other tests keep theirs). */
const owner = { email: 'haneul.jung@office.example', displayName: '정하늘', role: 'admin', password: 'quiet-harbor-violet-38' } as const;
/** The editor created from the form. */
const editor = { email: 'jihoon.park@office.example', displayName: '박지훈', password: 'tide-lantern-orchard-5' } as const;

const neutralRefusal = '이메일 또는 비밀번호가 올바르지 않습니다';

async function signIn(page: Page, email: string, password: string) {
  await page.goto(site.url('/admin/'));
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

const signedInAs = (account: ConsoleAccount) => signInToConsole(site, account);

const text = (page: Page, selector: string) => page.locator(selector).innerText();
const status = (page: Page) => page.getByRole('status').first().innerText();

/** The staff console's admin screens, driven in Chromium as the office's admin would. */
describe('staff console: admin screens', () => {
  beforeAll(async () => {
    const services = createServices(site.database.db);
    await services.staff.accounts.create(admin, null, 'test');
    await services.staff.accounts.create(owner, null, 'test');
  });

  it('creates an editor from the form, changes its role, disables it after a confirmation; it can no longer sign in', async () => {
    const page = await signedInAs(admin);
    await page.getByRole('link', { name: '직원 계정' }).click();
    await page.getByRole('heading', { name: '직원 계정' }).waitFor();
    await expect.poll(() => text(page, 'table')).toContain(admin.email);
    // No button disables or demotes the signed-in admin's own account.
    expect(await page.getByRole('button', { name: `${admin.displayName} 사용 중지` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `${admin.displayName} 편집자로 변경` }).count()).toBe(0);

    const form = page.getByRole('form', { name: '새 계정' });
    await form.getByLabel('이메일').fill(editor.email);
    await form.getByLabel('표시 이름').fill(editor.displayName);
    await form.getByLabel('역할').selectOption('editor');
    // The server's refusal of a common password is shown as an alert; nothing is created.
    await form.getByLabel('처음 비밀번호').fill('password1234');
    await form.getByRole('button', { name: '만들기' }).click();
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toContain('계정을 만들지 못했습니다: 너무 흔하거나 짐작하기 쉬운 비밀번호입니다.');
    await form.getByLabel('처음 비밀번호').fill(editor.password);
    await form.getByRole('button', { name: '만들기' }).click();
    await expect
      .poll(() => form.getByRole('status').innerText())
      .toBe(`${editor.displayName}(${editor.email}) 계정을 편집자로 만들었습니다.`);
    const row = page.getByRole('row', { name: new RegExp(editor.displayName) });
    const roleCell = row.locator('td').nth(1);
    await expect.poll(() => roleCell.innerText()).toBe('편집자');
    expect(await row.locator('td').nth(3).innerText()).toBe('사용 중');

    // The editor signs in elsewhere: the sidebar offers "내 계정" but none of the admin screens.
    const { page: editorPage } = await site.newPage();
    await signIn(editorPage, editor.email, editor.password);
    await editorPage.getByRole('heading', { name: `안녕하세요, ${editor.displayName}님` }).waitFor();
    await editorPage.getByRole('link', { name: '내 계정 · 비밀번호' }).waitFor();
    expect(await editorPage.getByRole('link', { name: '알림 메일 대기열' }).count()).toBe(0);
    expect(await editorPage.getByRole('link', { name: '직원 계정' }).count()).toBe(0);

    // Role: editor → admin → editor, each said in the status line and shown in the refreshed list.
    await page.getByRole('button', { name: `${editor.displayName} 관리자로 변경` }).click();
    await expect.poll(() => status(page)).toBe(`${editor.displayName} 님의 역할을 관리자로 바꿨습니다.`);
    await expect.poll(() => roleCell.innerText()).toBe('관리자');
    const roleOf = async () => (await site.database.db.select().from(staffAccounts)).find((a) => a.email === editor.email)?.role;
    expect(await roleOf()).toBe('admin');
    await page.getByRole('button', { name: `${editor.displayName} 편집자로 변경` }).click();
    await expect.poll(() => status(page)).toBe(`${editor.displayName} 님의 역할을 편집자로 바꿨습니다.`);
    await expect.poll(() => roleCell.innerText()).toBe('편집자');
    expect(await roleOf()).toBe('editor');

    // Disabling asks first: "cancel" changes nothing, "OK" disables.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `${editor.displayName} 사용 중지` }).click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toContain(`${editor.displayName}(${editor.email}) 계정을 사용 중지할까요?`);
    expect(await row.locator('td').nth(3).innerText()).toBe('사용 중');
    expect((await site.database.db.select().from(staffAccounts)).find((a) => a.email === editor.email)?.disabledAt).toBeNull();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `${editor.displayName} 사용 중지` }).click();
    await expect.poll(() => status(page)).toContain(`${editor.displayName}(${editor.email}) 계정을 사용 중지했습니다.`);
    await expect.poll(() => row.locator('td').nth(3).innerText()).toMatch(/^사용 중지\s+\d{4}\. \d{1,2}\. \d{1,2}\. /);
    expect(await page.getByRole('button', { name: `${editor.displayName} 사용 중지` }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Its open session ended, and a new sign-in gets the same neutral refusal as a wrong password.
    await editorPage.reload();
    await editorPage.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    const { page: again } = await site.newPage();
    await signIn(again, editor.email, editor.password);
    await expect.poll(() => again.getByRole('alert').innerText()).toContain(neutralRefusal);
    expect(await again.getByRole('heading', { name: '관리자 로그인' }).isVisible()).toBe(true);

    // Enabled again, it signs in with its old password.
    await page.getByRole('button', { name: `${editor.displayName} 다시 사용` }).click();
    await expect.poll(() => status(page)).toContain(`${editor.displayName}(${editor.email}) 계정을 다시 사용할 수 있습니다.`);
    await expect.poll(() => row.locator('td').nth(3).innerText()).toBe('사용 중');
    await signInToConsole(site, editor);

    // The server itself refuses an admin disabling or demoting their own account (not only the UI).
    const ownId = (await site.database.db.select().from(staffAccounts)).find((a) => a.email === admin.email)!.id;
    const refused = await page.evaluate(async (id) => {
      const me = (await (await fetch('/admin/trpc/auth.me')).json()) as { result: { data: { csrfToken: string } } };
      const headers = { 'content-type': 'application/json', 'x-csrf-token': me.result.data.csrfToken };
      const call = async (path: string, input: unknown) => {
        const response = await fetch(`/admin/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
        return { status: response.status, message: ((await response.json()) as { error: { message: string } }).error.message };
      };
      return [await call('staff.disable', { id }), await call('staff.setRole', { id, role: 'editor' })];
    }, ownId);
    expect(refused).toEqual([
      { status: 412, message: 'You cannot disable your own account; another admin must do it.' },
      { status: 412, message: 'You cannot change your own role; another admin must do it.' },
    ]);
  });

  it('changes the own password: a mismatch and a wrong current password are refused with a message, then it works', async () => {
    const newPassword = 'copper-meadow-kettle-64';
    const page = await signedInAs(owner);
    const { page: elsewhere } = await site.newPage();
    await signIn(elsewhere, owner.email, owner.password);
    await elsewhere.getByRole('heading', { name: `안녕하세요, ${owner.displayName}님` }).waitFor();

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('auth.changePassword')) calls.push(request.url());
    });
    await page.getByRole('link', { name: '내 계정 · 비밀번호' }).click();
    await page.getByRole('heading', { name: '내 계정', exact: true }).waitFor();
    const facts = await text(page, 'dl');
    expect(facts).toContain(owner.displayName);
    expect(facts).toContain(owner.email);
    expect(facts).toContain('관리자');
    const form = page.getByRole('form', { name: '비밀번호 바꾸기' });
    expect(await form.getByLabel('새 비밀번호', { exact: true }).getAttribute('aria-describedby')).toBeTruthy();
    expect(await text(page, `#${await form.getByLabel('새 비밀번호', { exact: true }).getAttribute('aria-describedby')}`)).toContain(
      '12자 이상',
    );

    const submit = async (current: string, next: string, confirm: string) => {
      await form.getByLabel('현재 비밀번호').fill(current);
      await form.getByLabel('새 비밀번호', { exact: true }).fill(next);
      await form.getByLabel('새 비밀번호 확인').fill(confirm);
      await form.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    };

    // The confirmation is checked in the browser: nothing is sent.
    await submit(owner.password, newPassword, `${newPassword}x`);
    await expect.poll(() => form.getByRole('alert').innerText()).toContain('새 비밀번호와 확인이 다릅니다');
    expect(await form.getByLabel('새 비밀번호 확인').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    // A wrong current password: the server refuses, and the screen says so.
    await submit('not-my-password-9', newPassword, newPassword);
    await expect.poll(() => form.getByRole('alert').innerText()).toBe('현재 비밀번호가 맞지 않습니다.');
    expect(await form.getByLabel('현재 비밀번호').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    // A common new password: the server's reason.
    await submit(owner.password, 'password1234', 'password1234');
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toContain('새 비밀번호로 쓸 수 없습니다: 너무 흔하거나 짐작하기 쉬운 비밀번호입니다.');

    await submit(owner.password, newPassword, newPassword);
    await expect.poll(() => form.getByRole('status').innerText()).toContain('비밀번호를 바꿨습니다.');
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await form.getByLabel('현재 비밀번호').inputValue()).toBe('');

    // The other browser's session ended; this one goes on (sign-out is a mutation: the new CSRF token works).
    await elsewhere.reload();
    await elsewhere.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();

    await signIn(page, owner.email, owner.password);
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(neutralRefusal);
    await page.getByLabel('비밀번호').fill(newPassword);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('heading', { name: `안녕하세요, ${owner.displayName}님` }).waitFor();
  });

  it('lists the notification of an inquiry sent through the public API as waiting, and says mail is not sent', async () => {
    const inquiry = {
      name: '대기 홍길동',
      phone: '01055501234',
      email: 'waiting.visitor@example.com',
      content: '비자 연장 문의입니다.',
      consent: true,
      lang: 'ko',
    };
    const response = await fetch(site.url('/api/common/inquiry/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(inquiry),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const page = await signedInAs(admin);
    await page.getByRole('link', { name: '알림 메일 대기열' }).click();
    await page.getByRole('heading', { name: '알림 메일 대기열' }).waitFor();
    await expect.poll(() => text(page, 'main')).toContain('알림 메일은 보내지 않습니다');
    expect(await text(page, 'main')).toContain('SMTP_URL');

    // Two messages wait for it: the office's notification (with the name) and the visitor's confirmation (with none).
    const rows = page.getByRole('row', { name: new RegExp(`문의 #${id}\\b`) });
    await expect.poll(() => rows.count()).toBe(2);
    const row = rows.filter({ hasText: '사무소 알림' });
    const cells = await row.locator('th, td').allInnerTexts();
    expect(cells[0]).toBe(`문의 #${id}`);
    expect(cells[1]).toBe('사무소 알림');
    expect(cells[2]).toBe(inquiry.name);
    expect(cells[3]).toMatch(/\d{4}\. \d{1,2}\. \d{1,2}\./);
    expect(cells[4]).toBe('0회');
    expect(cells[5]).toContain('보내지 않음');
    expect(cells[6]).toBe('없음');
    const confirmation = await rows.filter({ hasText: '방문자 접수 확인' }).locator('th, td').allInnerTexts();
    expect(confirmation.slice(0, 3)).toEqual([`문의 #${id}`, '방문자 접수 확인', '—']);
    expect(await text(page, 'caption')).toMatch(/기다리는 알림 [1-9]\d*건/);
    // Nothing of the inquiry beyond its number and name.
    const shown = await text(page, 'main');
    for (const secret of [inquiry.phone, inquiry.email, inquiry.content]) expect(shown).not.toContain(secret);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: `문의 #${id}` }).click();
    await page.getByRole('heading', { name: `문의 #${id} · ${inquiry.name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/inquiries/${id}`);
  });

  it('pages through the audit log 50 entries at a time with "더 보기"', async () => {
    const recorded = 150;
    const services = createServices(site.database.db);
    const adminId = (await site.database.db.select().from(staffAccounts)).find((a) => a.email === admin.email)!.id;
    for (let n = 0; n < recorded; n++) {
      await services.staff.audit.record({ id: adminId, email: admin.email }, 'text.updated', { type: 'text', id: `e2e-${n}` }, { seq: n });
    }
    const page = await signedInAs(admin);
    const total = (await site.database.db.select({ id: auditLog.id }).from(auditLog)).length;
    expect(total).toBeGreaterThan(recorded + 1);

    await page.getByRole('link', { name: '감사 기록' }).click();
    await page.getByRole('heading', { name: '감사 기록' }).waitFor();
    const rows = page.locator('tbody tr');
    /** The recorded entries' numbers, in the order the table shows them. */
    const shownSeqs = async () =>
      (await rows.allInnerTexts()).flatMap((row) => {
        const match = /문구 #e2e-(\d+)/.exec(row);
        return match ? [Number(match[1])] : [];
      });
    const countdown = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

    await expect.poll(() => rows.count()).toBe(50);
    // Newest first: this sign-in, then the recorded entries from the last one down.
    expect(await rows.nth(0).innerText()).toContain('auth.signed_in');
    expect(await shownSeqs()).toEqual(countdown(149, 101));
    expect(await rows.nth(49).innerText()).toContain('seq: 101');
    expect(await status(page)).toContain('최근 기록 50건');
    expect(await status(page)).toContain('더 오래된 기록이 있습니다');

    const more = page.getByRole('button', { name: /더 보기/ });
    await more.click();
    await expect.poll(() => rows.count()).toBe(100);
    expect(await shownSeqs()).toEqual(countdown(149, 51));
    // Keyboard focus continues at the first of the older entries.
    // Moved by an effect after the rows render.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('audit-row-50');
    expect(await rows.nth(50).innerText()).toContain('문구 #e2e-100');
    expect(await axeViolations(page)).toEqual([]);

    await more.click();
    await expect.poll(() => rows.count()).toBe(150);
    expect(await shownSeqs()).toEqual(countdown(149, 1));
    expect(await more.count()).toBe(1);
    // Until the oldest entry; then there is nothing more to ask for.
    for (let i = 0; i < 10 && (await more.count()) > 0; i++) {
      const before = await rows.count();
      await more.click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await expect.poll(() => more.count()).toBe(0);
    expect(await rows.count()).toBe(total);
    expect(await status(page)).toBe(`최근 기록 ${total}건을 보여 줍니다 (전부입니다).`);
    expect(await shownSeqs()).toEqual(countdown(149, 0));
  });
});
