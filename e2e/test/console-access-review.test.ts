import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, useSite } from './support';

const site = useSite();
const admin = { email: 'review-admin@office.example', displayName: '오민재', role: 'admin', password: 'harbor-sequoia-violet-27' } as const;

/** Access records (decision 0039): an export asks why, and the monthly review lists it with the reason. */
describe('staff console: access records', () => {
  it('an export asks for a reason in a dialog; the review screen lists it with the reason, the chain intact, and records the review', async () => {
    const services = createServices(site.database.db);
    await services.staff.accounts.create(admin, null, 'test');
    for (const name of ['강하늘', '윤서아']) {
      await services.inquiries.submit({ name, phone: '01024681357', email: 'review@example.com', content: '체류 자격 변경 문의' });
    }

    const { page } = await site.newPage({ viewport: 'desktop' });
    await page.goto(site.url('/admin/'));
    await page.getByLabel('이메일').fill(admin.email);
    await page.getByLabel('비밀번호').fill(admin.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('heading', { name: `안녕하세요, ${admin.displayName}님` }).waitFor();
    const menu = page.getByRole('navigation', { name: '콘솔 메뉴' });
    await menu.getByRole('link', { name: '문의함' }).click();
    await page.getByRole('heading', { name: '문의함' }).waitFor();

    // The dialog opens with the focus in the reason's box; Escape closes it and the focus goes back.
    const opener = page.getByRole('button', { name: 'CSV 내려받기' });
    const dialog = page.getByRole('dialog', { name: '문의 내려받기 (CSV)' });
    const reason = dialog.getByRole('textbox', { name: /사유/ });
    await opener.click();
    await dialog.waitFor();
    await expect.poll(() => reason.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await dialog.innerText()).toContain('모든 상태 · 모든 기간 · 2건');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    // The page behind is inert while it is open: Tab stays in the dialog.
    await opener.press('Enter');
    await dialog.waitFor();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    // A reason too short once trimmed is refused beside the box, in Korean; nothing is downloaded.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await reason.fill('  가  ');
    await dialog.getByRole('button', { name: '내려받기' }).click();
    expect(await reason.evaluate((box: HTMLTextAreaElement) => box.validationMessage)).toBe(
      '사유는 앞뒤 공백을 빼고 2자 이상 500자 이하로 적어 주세요.',
    );
    expect(await dialog.isVisible()).toBe(true);

    const stated = '출입국 서류 검토 회의 자료 준비';
    await reason.fill(stated);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '내려받기' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^문의-\d{4}-\d{2}-\d{2}\.csv$/);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'CSV 파일을 내려받았습니다' }).count()).toBe(1);
    expect(downloads).toBe(1);

    // The review screen of this month lists the export, who made it, from where and why.
    await menu.getByRole('link', { name: '접속기록 점검' }).click();
    await page.getByRole('heading', { name: '접속기록 점검', level: 1 }).waitFor();
    const exportsTable = page.getByRole('region', { name: '내려받기 기록 표' });
    await expect.poll(() => exportsTable.innerText()).toContain(stated);
    const row = exportsTable.locator('tbody tr', { hasText: stated });
    expect(await row.innerText()).toContain(admin.email);
    expect(await row.innerText()).toContain('127.0.0.1');
    expect(await row.innerText()).toContain('모든 상태 · 모든 기간');
    const accounts = page.getByRole('region', { name: '계정별 개인정보 접근 표' });
    const mine = accounts.getByRole('row', { name: new RegExp(admin.email) });
    // Columns: accesses, inquiries shown, opened, changed, deleted, exports, off-hours.
    expect(await mine.getByRole('cell').nth(1).innerText()).toBe('2');
    expect(await mine.getByRole('cell').nth(5).innerText()).toBe('1회 · 2건');
    const chain = page.getByRole('region', { name: '기록 무결성' });
    await expect.poll(() => chain.innerText()).toContain('이상 없음');

    // "이 달 검토 완료": recorded with who and when.
    await page.getByRole('button', { name: '이 달 검토 완료' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '점검을 완료로 기록했습니다' }).count()).toBe(1);
    const reviewCard = page.getByRole('region', { name: /점검$/ });
    expect(await reviewCard.innerText()).toContain('점검 완료');
    expect(await reviewCard.innerText()).toContain(admin.email);
    expect(await axeViolations(page)).toEqual([]);

    // The audit log names the new actions in Korean.
    await menu.getByRole('link', { name: '감사 기록' }).click();
    await expect.poll(() => page.locator('table').innerText()).toContain('접속기록 월간 점검 완료');
    expect(await page.locator('table').innerText()).toContain('문의 목록 조회');
  });
});
