import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { holdDataRequests, inquiries, officeMailbox, posts, seedText, signInToConsole, useSite, waitForHydration } from './support';

// The server runs as in production with SMTP_URL set: the outbox worker mails the office.
const site = useSite({ mail: true });
const admin = { email: 'inbox-admin@office.example', displayName: '이수진', role: 'admin', password: 'cedar-lantern-ripple-64' } as const;

/** How many rows the first table of some HTML has. */
const tableRows = (html: string) => (/<table>[\s\S]*?<\/table>/.exec(html)?.[0].match(/<tr>/g) ?? []).length;

/** An inquiry from the public form (decision 0009), through the inbox, the mailbox and the CSV. */
describe('staff console: inquiries', () => {
  it('an inquiry sent from the public form is in the inbox and the office mailbox; the admin handles it, exports CSV and signs out', async () => {
    await createServices(site.database.db).staff.accounts.create(admin, null, 'test');

    // A visitor writes in Russian from the contact page.
    const visitor = {
      name: `Иван Петров ${Date.now()}`,
      phone: '01055501234',
      email: 'ivan.petrov@example.com',
      content: 'Нужна помощь с продлением визы E-9.',
    };
    const { page: contact } = await site.newPage({ viewport: 'mobile', locale: 'ru-RU' });
    await contact.goto(site.url('/contact?lang=ru'));
    await waitForHydration(contact);
    const text = (key: Parameters<typeof seedText<'문의하기'>>[1]) => seedText('문의하기', key, 'ru');
    await contact.getByRole('textbox', { name: text('form.name.label') }).fill(visitor.name);
    await contact.getByRole('textbox', { name: text('form.phone.label') }).fill(visitor.phone);
    await contact.getByRole('textbox', { name: text('form.email.label') }).fill(visitor.email);
    await contact.getByRole('textbox', { name: text('form.content.label') }).fill(visitor.content);
    await contact.getByRole('checkbox', { name: text('form.check') }).check();
    await contact.getByRole('button', { name: text('form.button') }).click();
    await contact
      .getByRole('alert')
      .filter({ hasText: text('alert.success') })
      .waitFor({ timeout: 60_000 }); // after the proof of work

    // The office is told by e-mail: the number, the name and a link; not the visitor's contact details or message.
    const [mail] = await site.mailbox.waitFor(1, 15_000);
    expect(mail!.envelopeTo).toEqual([officeMailbox]);
    const id = Number(/^새 문의 #(\d+)$/.exec(mail!.subject)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(mail!.text).toContain(visitor.name);
    expect(mail!.text).toContain(`${site.origin}/admin/inquiries/${id}`);
    for (const personal of [visitor.phone, visitor.email, visitor.content]) expect(mail!.text).not.toContain(personal);

    // The admin finds it at the top of the inbox, opens it from there and sees the consent record.
    const page = await signInToConsole(site, admin);
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '문의함' }).click();
    await page.getByRole('heading', { name: '문의함' }).waitFor();
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.innerText()).toContain(visitor.name);
    expect(await firstRow.innerText()).toContain('새 문의');
    await firstRow.getByRole('link', { name: visitor.name }).click();
    await page.getByRole('heading', { name: `문의 #${id} · ${visitor.name}` }).waitFor();
    expect(page.url()).toBe(site.url(`/admin/inquiries/${id}`));
    const consent = page.locator('section', { has: page.getByRole('heading', { name: '동의 기록' }) });
    expect(await consent.innerText()).toContain('동의함');
    expect(await consent.innerText()).toContain('ru');
    expect(await page.locator('main').innerText()).toContain(visitor.content);

    // Status and note.
    await page.getByRole('button', { name: '처리 중', exact: true }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain("'처리 중'");
    await page.getByRole('textbox', { name: '메모' }).fill('러시아어 가능 직원 배정');
    await page.getByRole('button', { name: '메모 저장' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain('메모를 저장했습니다');

    // The inbox's "in progress" tab now has it; its CSV opens in Excel (UTF-8 with BOM) with the note.
    await page.getByRole('link', { name: '← 문의함' }).click();
    await page
      .getByRole('group', { name: '상태' })
      .getByRole('button', { name: /^처리 중/ })
      .click();
    await expect.poll(() => page.locator('tbody').innerText()).toContain(visitor.name);
    // The export asks why first (사유), in a dialog.
    await page.getByRole('button', { name: 'CSV 내려받기' }).click();
    const exportDialog = page.getByRole('dialog', { name: '문의 내려받기 (CSV)' });
    await exportDialog.getByRole('textbox', { name: /사유/ }).fill('러시아어 상담 건 회신 준비');
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: '내려받기' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = csv.toString('utf8');
    expect(csvText).toContain(visitor.name);
    expect(csvText).toContain('러시아어 가능 직원 배정');
    expect(csvText.split('\r\n').filter((line) => line.includes(visitor.name))).toHaveLength(1);

    // Viewing and exporting are in the audit log.
    await page.getByRole('link', { name: '감사 기록' }).click();
    await expect.poll(() => page.locator('table').innerText()).toContain('inquiry.exported');
    expect(await page.locator('table').innerText()).toContain('inquiry.viewed');
    // Where from and why: the export's row names the address and the reason typed (decision 0039).
    const exported = page.locator('tr', { hasText: 'inquiry.exported' }).first();
    expect(await exported.innerText()).toContain('사유: 러시아어 상담 건 회신 준비');
    expect(await exported.innerText()).toContain('127.0.0.1');

    // Sign-out ends the session: the inbox asks for a sign-in again.
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    await page.goto(site.url(`/admin/inquiries/${id}`));
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(visitor.name);
  });

  it('the tabs and dates show what was asked from the click on, while its list loads, and follow back and forward', async () => {
    const filterAdmin = { ...admin, email: 'inbox-filter-admin@office.example', displayName: '한지민' };
    await createServices(site.database.db).staff.accounts.create(filterAdmin, null, 'test');
    // Three inquiries of March and April 2025: no other test writes inquiries with those dates.
    const at = (day: string) => new Date(`${day}T03:00:00Z`);
    const row = (name: string, createdAt: Date, status: 'new' | 'in_progress') =>
      ({ name, phone: '0413570000', email: 'filter@example.com', content: '기간 검색 확인', lang: 'ko', status, createdAt }) as const;
    await site.database.db
      .insert(inquiries)
      .values([
        row('삼월 새 문의', at('2025-03-10'), 'new'),
        row('삼월 처리 중', at('2025-03-20'), 'in_progress'),
        row('사월 처리 중', at('2025-04-15'), 'in_progress'),
      ]);

    const page = await signInToConsole(site, filterAdmin);
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '문의함' }).click();
    await page.getByRole('heading', { name: '문의함' }).waitFor();
    const dates = page.getByRole('form', { name: '기간' });
    const from = dates.getByLabel('시작일');
    const to = dates.getByLabel('종료일');
    const main = page.locator('main');
    const names = () => page.getByRole('region', { name: '문의 목록' }).locator('tbody a').allInnerTexts();
    const applyDates = async (start: string, end: string, total: number) => {
      await from.fill(start);
      await to.fill(end);
      await dates.getByRole('button', { name: '적용' }).click();
      await page.waitForURL((url) => url.searchParams.get('from') === start);
      await expect.poll(() => main.innerText()).toContain(`총 ${total}건`);
    };
    await applyDates('2025-03-01', '2025-03-31', 2);
    expect(await names()).toEqual(['삼월 처리 중', '삼월 새 문의']);
    // Applied with Enter from the end date's box: the focus stays in that box.
    await from.fill('2025-04-01');
    await to.fill('2025-04-30');
    await to.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('from') === '2025-04-01');
    await expect.poll(() => main.innerText()).toContain('총 1건');
    expect(await to.evaluate((box) => box === document.activeElement)).toBe(true);

    // Back and forward: the date boxes show the URL's range, not the last one typed.
    await page.goBack();
    await expect.poll(() => from.inputValue()).toBe('2025-03-01');
    expect(await to.inputValue()).toBe('2025-03-31');
    await expect.poll(names).toEqual(['삼월 처리 중', '삼월 새 문의']);
    await page.goForward();
    await expect.poll(() => from.inputValue()).toBe('2025-04-01');
    expect(await to.inputValue()).toBe('2025-04-30');
    await expect.poll(() => main.innerText()).toContain('총 1건');

    // The list's answers are held: the tab asked for is pressed at once, the list says it is busy.
    const release = await holdDataRequests(page, '**/admin/trpc/inquiries.list**');
    const tabs = page.getByRole('group', { name: '상태' });
    const table = page.getByRole('region', { name: '문의 목록' }).locator('table');
    await tabs.getByRole('button', { name: /^새 문의/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'new');
    const whileLoading = () =>
      page.evaluate(() => {
        const pressed = (name: string) =>
          [...document.querySelectorAll('[aria-label="상태"] button')]
            .find((b) => b.textContent?.startsWith(name))
            ?.getAttribute('aria-pressed');
        return {
          pressed: [pressed('전체'), pressed('새 문의')],
          status: [...document.querySelectorAll('main [role="status"]')].map((s) => s.textContent),
          busy: document.querySelector('[aria-label="문의 목록"] table')?.getAttribute('aria-busy'),
          // What the export dialog's form would send (the reason aside).
          csv: new URLSearchParams([...new FormData(document.querySelector<HTMLFormElement>('dialog form')!)] as [
            string,
            string,
          ][]).toString(),
          from: document.querySelector<HTMLInputElement>('input[name="from"]')?.value,
          // The shown list is the one before.
          names: [...document.querySelectorAll('[aria-label="문의 목록"] tbody a')].map((a) => a.textContent),
        };
      });
    const loadingScreen = {
      pressed: ['false', 'true'],
      // The list's count, and the export's message line (empty until a file is downloaded).
      status: ['찾는 중…', ''],
      busy: 'true',
      csv: 'status=new&from=2025-04-01&to=2025-04-30&reason=',
      from: '2025-04-01',
      names: ['사월 처리 중'],
    };
    await expect.poll(whileLoading).toEqual(loadingScreen);
    // A slow answer changes nothing: the screen is not swapped for the router's loading line after a second.
    await page.waitForTimeout(1_500);
    expect(await whileLoading()).toEqual(loadingScreen);

    release();
    await expect.poll(() => main.innerText()).toContain('총 0건');
    expect(await table.getAttribute('aria-busy')).toBe('false');
    expect(await main.innerText()).toContain('조건에 맞는 문의가 없습니다.');

    // A range that ends before it starts is not sent: the end date's box says why, in Korean.
    const before = page.url();
    await from.fill('2025-05-01');
    await to.fill('2025-04-01');
    await dates.getByRole('button', { name: '적용' }).click();
    expect(await to.evaluate((box: HTMLInputElement) => box.validationMessage)).toBe('종료일은 시작일과 같거나 그 뒤여야 합니다.');
    expect(page.url()).toBe(before);
    await to.fill('2025-05-31');
    expect(await to.evaluate((box: HTMLInputElement) => box.validationMessage)).toBe('');
    await dates.getByRole('button', { name: '적용' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === '2025-05-01' && url.searchParams.get('to') === '2025-05-31');
    // Made-up dates in the URL are dropped, and a range ending before it starts keeps its start,
    // instead of being sent to the server (which refuses them).
    const exportFilter = () =>
      page.evaluate(() =>
        new URLSearchParams([...new FormData(document.querySelector<HTMLFormElement>('dialog form')!)] as [string, string][]).toString(),
      );
    await page.goto(site.url('/admin/inquiries?from=2025-02-30&to=2025-13-01'));
    await expect.poll(() => main.innerText()).toMatch(/총 \d+건/);
    expect(await exportFilter()).toBe('reason=');
    await page.goto(site.url('/admin/inquiries?from=2025-04-01&to=2025-03-01'));
    await expect.poll(() => main.innerText()).toMatch(/총 \d+건/);
    expect(await exportFilter()).toBe('from=2025-04-01&reason=');
    expect(await to.inputValue()).toBe('');
  });

  it('a notice with a table keeps it, header row and all, when its body is edited in the console', async () => {
    const rows = await site.database.db.select().from(posts);
    const withTable = rows.find((row) => row.kind === 'notice' && row.status === 'published' && row.content.includes('<thead>'));
    expect(withTable, 'a seeded notice with a table').toBeDefined();
    const headers = [...withTable!.content.matchAll(/<th>([^<]+)<\/th>/g)].map((match) => match[1]!);
    expect(headers.length).toBeGreaterThan(1);

    const page = await signInToConsole(site, admin);
    await page.goto(site.url(`/admin/posts/${withTable!.id}`));
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    const body = page.getByRole('textbox', { name: '본문' });
    await body.locator('table').waitFor();
    // A line added at the end of the first paragraph.
    const added = `표 보존 시험 ${Date.now()}`;
    await body.locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(` ${added}`);
    // The table tools appear inside a cell, and a row added there is saved too.
    await body.locator('td').last().click();
    await page.getByRole('button', { name: '아래에 행 추가' }).click();
    await expect.poll(() => body.locator('tr').count()).toBe(tableRows(withTable!.content) + 1);
    await body.locator('tr').last().locator('td').first().click();
    await page.keyboard.type('새 행');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('저장했습니다');

    const html = await (await fetch(site.url(`/notice/${withTable!.id}`))).text();
    expect(html).toContain(added);
    // (the page makes the table reachable by keyboard: tabindex="0")
    const table = /<table tabindex="0">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    expect(table).toContain('<thead><tr>');
    for (const header of headers) expect(table).toContain(`<th scope="col">${header}</th>`);
    expect(table).toContain('<tr><td>새 행</td><td></td><td></td></tr></tbody>');
    expect(table).not.toMatch(/<p>|colgroup|style=/);
  });
});
