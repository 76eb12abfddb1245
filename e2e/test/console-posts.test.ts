import { readFile } from 'node:fs/promises';
import type { StaffMember } from '@office/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { sampleAttachments } from '@office/testing/sample-files';
import { axeViolations, holdDataRequests, posts as postsTable, signInToConsole, useSite } from './support';

const site = useSite();

/** A fresh editor account per test, signed in to the console in Chromium at 1280×800. */
let accountCount = 0;
async function signInAsEditor(): Promise<{ page: Page; staff: StaffMember }> {
  accountCount += 1;
  const account = {
    email: `posts-editor-${accountCount}@office.example`,
    displayName: `편집자${accountCount}`,
    role: 'editor',
    password: 'cedar-lantern-orbit-52',
  } as const;
  const staff = await createServices(site.database.db).staff.accounts.create(account, null, 'test');
  return { page: await signInToConsole(site, account), staff };
}

/**
 * Answers the next `window.confirm` (accepting or dismissing it) and resolves with its message;
 * fails when the next dialog is not a confirm.
 */
function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    page.once('dialog', async (dialog) => {
      try {
        if (dialog.type() !== 'confirm') throw new Error(`expected a confirm, got ${dialog.type()}: ${dialog.message()}`);
        await (accept ? dialog.accept() : dialog.dismiss());
        resolve(dialog.message());
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A small PNG, made here. */
const png = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

const status = async (url: string) => (await fetch(site.url(url))).status;
const html = async (url: string) => (await fetch(site.url(url))).text();

/** The decoded RFC 5987 / 8187 `filename*` of a Content-Disposition header. */
function extendedFileName(disposition: string | null): string | null {
  const match = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The console's content screens that console-content.test.ts does not drive (decision 0010). */
describe('staff console: posts, main-task contents and the texts grid', () => {
  it('attaches files to a library item (refusing a disguised one), publishes it with one of them, then unpublishes it', async () => {
    const { page } = await signInAsEditor();
    const nav = page.getByRole('navigation', { name: '콘솔 메뉴' });
    await nav.getByRole('link', { name: '자료실' }).click();
    await page.getByRole('heading', { name: '자료실', exact: true }).waitFor();
    await page.getByRole('link', { name: '새 글' }).click();
    await page.getByRole('heading', { name: '새 자료실 글' }).waitFor();

    // Files can be attached only once the item exists.
    const files = page.getByRole('region', { name: '첨부 파일' });
    expect(await files.innerText()).toContain('먼저 저장하면 파일을 첨부할 수 있습니다');

    const title = `체류자격 서식 모음 ${Date.now()}`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    await page.getByRole('combobox', { name: '분류', exact: true }).selectOption({ label: '외국인 고용' });
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.keyboard.type('고용허가 신청에 필요한 서식입니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByRole('heading', { name: '자료실 글 수정' }).waitFor();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('초안으로 저장했습니다');
    const id = Number(/\/admin\/posts\/(\d+)$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: '분류', exact: true }).inputValue()).toBe('category3');
    expect(await files.innerText()).toContain('첨부 파일이 없습니다');

    // Two attachments: a PDF with a Korean name and a Word document.
    const pdfName = '체류자격 안내.pdf';
    const pdf = sampleAttachments.pdf();
    const docxName = '고용허가 신청서.docx';
    const docx = sampleAttachments.docx();
    const fileInput = files.getByLabel(/파일 첨부/);
    await fileInput.setInputFiles({ name: pdfName, mimeType: 'application/pdf', buffer: pdf });
    await files.getByRole('link', { name: pdfName, exact: true }).waitFor();
    await files
      .getByRole('status')
      .filter({ hasText: `'${pdfName}'을(를) 첨부했습니다.` })
      .waitFor();
    await fileInput.setInputFiles({
      name: docxName,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await files.getByRole('link', { name: docxName, exact: true }).waitFor();
    await files
      .getByRole('status')
      .filter({ hasText: `'${docxName}'을(를) 첨부했습니다.` })
      .waitFor();
    expect(await files.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining(pdfName),
      expect.stringContaining(docxName),
    ]);

    // A PNG named .pdf is refused by its content, with the reason in Korean on the page; nothing is added.
    await fileInput.setInputFiles({ name: '위장 문서.pdf', mimeType: 'application/pdf', buffer: await png() });
    await expect.poll(() => files.getByRole('alert').innerText()).toContain('지원하지 않는 파일 형식입니다');
    expect(await files.getByRole('alert').innerText()).toContain('파일 이름이 아니라 내용으로 판단합니다');
    expect(await files.getByRole('listitem').count()).toBe(2);

    // Removing the Word document asks first; dismissing keeps it, accepting removes it.
    const docxUrl = (await files.getByRole('link', { name: docxName, exact: true }).getAttribute('href'))!;
    let confirmed = answerNextConfirm(page, false);
    await files.getByRole('button', { name: `${docxName} 지우기` }).click();
    expect(await confirmed).toContain(docxName);
    expect(await files.getByRole('listitem').count()).toBe(2);
    confirmed = answerNextConfirm(page, true);
    await files.getByRole('button', { name: `${docxName} 지우기` }).click();
    await confirmed;
    await files
      .getByRole('status')
      .filter({ hasText: `'${docxName}'을(를) 지웠습니다.` })
      .waitFor();
    await expect.poll(() => files.getByRole('listitem').count()).toBe(1);
    expect(await files.getByRole('listitem').innerText()).toContain(pdfName);

    // A draft's files are not public.
    const pdfUrl = (await files.getByRole('link', { name: pdfName, exact: true }).getAttribute('href'))!;
    expect(await status(pdfUrl)).toBe(404);
    expect(await status(`/library/${id}`)).toBe(404);

    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('게시했습니다');
    await page.getByRole('button', { name: '게시 취소' }).waitFor();

    // The public list (all, and its category) and the item itself.
    await expect.poll(() => html('/library')).toContain(title);
    expect(await html('/library?category=category3')).toContain(title);
    expect(await html('/library?category=category1')).not.toContain(title);
    const visitor = (await site.newPage({ viewport: 'desktop' })).page;
    const response = await visitor.goto(site.url(`/library/${id}`));
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    const offered = visitor.getByRole('region', { name: '첨부 파일' }).getByRole('link');
    expect(await offered.count()).toBe(1);
    expect(await offered.innerText()).toBe(pdfName);
    const href = (await offered.getAttribute('href'))!;
    expect(href).toBe(pdfUrl);

    // Fetching the link: the Korean name in filename*, an ASCII fallback, the same bytes.
    const download = await fetch(site.url(href));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const disposition = download.headers.get('content-disposition');
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    expect(extendedFileName(disposition)).toBe(pdfName);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // The removed file is gone for good.
    expect(await status(docxUrl)).toBe(404);

    // Clicking it in the browser saves it under its Korean name, with the same bytes.
    const [saved] = await Promise.all([visitor.waitForEvent('download'), offered.click()]);
    expect(saved.suggestedFilename()).toBe(pdfName);
    expect((await readFile(await saved.path())).equals(pdf)).toBe(true);

    // Unpublished: the page is 404, the list no longer has it, its file is private again.
    await page.getByRole('button', { name: '게시 취소' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('게시를 취소했습니다');
    await page.getByRole('button', { name: '게시', exact: true }).waitFor();
    await expect.poll(() => status(`/library/${id}`)).toBe(404);
    await expect.poll(() => html('/library')).not.toContain(title);
    expect(await html('/library?category=category3')).not.toContain(title);
    expect(await status(pdfUrl)).toBe(404);
    // The console still lists it, as a draft.
    await page.getByRole('link', { name: '← 자료실 목록' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect.poll(() => row.innerText()).toContain('초안');
    expect(await row.innerText()).toContain('외국인 고용');
  });

  it('deletes a notice after its confirmation: gone from the console list and from /notice/:id', async () => {
    const { page, staff } = await signInAsEditor();
    const { posts, files } = createServices(site.database.db).content;
    const title = `삭제할 공지 ${Date.now()}`;
    const thumbnail = await files.saveThumbnail(await png(), { id: staff.id, email: staff.email });
    const created = await posts.create(
      { kind: 'notice', title, content: '<p>곧 지워질 공지입니다.</p>', thumbnailId: thumbnail.id },
      staff,
    );
    await posts.publish(created.id, staff);
    await expect.poll(() => status(`/notice/${created.id}`)).toBe(200);
    expect(await status(thumbnail.url)).toBe(200);
    await expect.poll(() => html('/notice')).toContain(title);

    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '공지사항' }).click();
    await page.getByRole('heading', { name: '공지사항', exact: true }).waitFor();
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();

    // Dismissing the confirmation keeps the notice.
    let confirmed = answerNextConfirm(page, false);
    await page.getByRole('button', { name: '글 삭제' }).click();
    expect(await confirmed).toBe(`'${title}' 글을 삭제할까요? 첨부 파일도 함께 지워지며 되돌릴 수 없습니다.`);
    expect(page.url()).toBe(site.url(`/admin/posts/${created.id}`));
    expect((await posts.get(created.id)).title).toBe(title);

    confirmed = answerNextConfirm(page, true);
    await page.getByRole('button', { name: '글 삭제' }).click();
    await confirmed;
    await page.getByRole('heading', { name: '공지사항', exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/posts/notice');
    await page.getByRole('searchbox', { name: '검색어' }).fill(title);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => page.locator('tbody').innerText()).toContain('조건에 맞는 글이 없습니다.');
    expect(await page.getByRole('search', { name: '공지사항 검색' }).innerText()).toContain('총 0건');

    // Gone for good (decision 0047): 410, so search engines drop it at once.
    await expect.poll(() => status(`/notice/${created.id}`)).toBe(410);
    await expect.poll(() => html('/notice')).not.toContain(title);
    // Its thumbnail went with it.
    expect(await status(thumbnail.url)).toBe(404);
  });

  it('searches the notice list by a title word, filters by status and pages through the matches', async () => {
    const { page, staff } = await signInAsEditor();
    const posts = createServices(site.database.db).content.posts;
    const word = `분기점검${Date.now() % 100_000}`;
    const matching: string[] = [];
    for (let i = 1; i <= 23; i += 1) {
      const title = `${word} 안내 ${String(i).padStart(2, '0')}호`;
      const created = await posts.create({ kind: 'notice', title, content: `<p>${i}번째 안내입니다.</p>` }, staff);
      if (i % 2 === 0) await posts.publish(created.id, staff);
      matching.push(title);
    }
    const other = `다른 공지 ${Date.now()}`;
    // Its text reads "R&D 지원 사업과 <사업주> 설명회 안내입니다. 분기보고서철 정리", stored with entities and tags.
    const otherContent = '<p>R&amp;D 지원 사업과 &lt;사업주&gt; <em>설명회</em> 안내입니다.</p><p><strong>분기</strong>보고서철 정리</p>';
    await posts.create({ kind: 'notice', title: other, content: otherContent }, staff);

    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '공지사항' }).click();
    await page.getByRole('heading', { name: '공지사항', exact: true }).waitFor();
    const search = page.getByRole('search', { name: '공지사항 검색' });
    const titles = () => page.locator('tbody tr').getByRole('link').allInnerTexts();
    const pager = page.getByRole('navigation', { name: '페이지' });
    await expect.poll(titles).toContain(other);

    await search.getByRole('searchbox', { name: '검색어' }).fill(word);
    await search.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => search.innerText()).toContain('총 23건');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
    const first = await titles();
    expect(first).toHaveLength(20);
    expect(first.every((title) => title.includes(word))).toBe(true);
    expect(first).not.toContain(other);
    // Newest first.
    expect(first[0]).toBe(matching[22]);

    expect(await pager.getByRole('button').allInnerTexts()).toEqual(['1', '2']);
    expect(await pager.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    await pager.getByRole('button', { name: '2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(async () => (await titles()).length).toBe(3);
    const second = await titles();
    expect(await pager.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(new Set([...first, ...second])).toEqual(new Set(matching));

    // The status filter keeps the search: 12 of the 23 (the odd ones) are drafts.
    await search.getByRole('combobox', { name: '상태' }).selectOption({ label: '초안' });
    await search.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => search.innerText()).toContain('총 12건');
    const drafts = page.locator('tbody tr');
    await expect.poll(() => drafts.count()).toBe(12);
    for (const text of await drafts.allInnerTexts()) {
      expect(text).toContain(word);
      expect(text).toContain('초안');
      expect(text).not.toContain('게시됨');
    }
    expect(await pager.count()).toBe(0);

    // Clearing the conditions lists every notice again.
    await search.getByRole('button', { name: '조건 지우기' }).click();
    const total = (await site.database.db.select().from(postsTable)).filter((row) => row.kind === 'notice').length;
    await expect.poll(() => search.innerText()).toContain(`총 ${total}건`);
    expect(await search.getByRole('searchbox', { name: '검색어' }).inputValue()).toBe('');
    await expect.poll(titles).toContain(other);

    // The body is searched as a reader sees it: by its characters, not by its markup or entities.
    for (const [query, expected] of [
      ['R&D 지원', [other]],
      ['<사업주> 설명회', [other]],
      ['분기보고서철', [other]],
      ['안내입니다. 분기보고서철', [other]],
      ['&amp;', []],
      ['<em>', []],
    ] as const) {
      await search.getByRole('searchbox', { name: '검색어' }).fill(query);
      await search.getByRole('button', { name: '검색', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
      await expect.poll(() => search.innerText()).toContain(`총 ${expected.length}건`);
      expect(await titles()).toEqual(expected);
    }
  });

  it('a search keeps what was typed while its list loads: the form is not reset when the list arrives', async () => {
    const { page } = await signInAsEditor();
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '공지사항' }).click();
    const search = page.getByRole('search', { name: '공지사항 검색' });
    await expect.poll(() => search.innerText()).toMatch(/총 \d+건/);
    const table = page.getByRole('region', { name: '글 목록' }).locator('table');
    expect(await table.getAttribute('aria-busy')).toBe('false');

    // The list's answers are held until released: the route keeps the shown list meanwhile.
    const release = await holdDataRequests(page, '**/admin/trpc/posts.list**');
    const box = search.getByRole('searchbox', { name: '검색어' });
    await box.fill('안내');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === '안내');
    // Asked and loading: the words stay in the box, the count says it is searching, the table is busy.
    await expect.poll(() => search.getByRole('status').innerText()).toBe('찾는 중…');
    expect(await box.inputValue()).toBe('안내');
    expect(await table.getAttribute('aria-busy')).toBe('true');

    // The staff types on while it loads, slowly: the screen stays (it is not swapped for the
    // router's loading line after a second), and the list's arrival keeps what is typed.
    await box.fill('안내 자료');
    await page.waitForTimeout(1_500);
    expect(await box.inputValue()).toBe('안내 자료');
    expect(await search.getByRole('status').innerText()).toBe('찾는 중…');
    release();
    await expect.poll(() => search.innerText()).toMatch(/총 \d+건/);
    expect(await table.getAttribute('aria-busy')).toBe('false');
    expect(await box.inputValue()).toBe('안내 자료');
    expect(new URL(page.url()).searchParams.get('q')).toBe('안내');
    // The form was not remade: the focus is still in the box where Enter was pressed.
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);

    // Back: the box shows the URL's words again (none). Clearing the conditions leaves the focus in the box.
    await page.goBack();
    await expect.poll(() => box.inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => box.inputValue()).toBe('안내');
    await search.getByRole('button', { name: '조건 지우기' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => box.inputValue()).toBe('');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('edits one category of the main-task contents in English and the public page shows it', async () => {
    const { page } = await signInAsEditor();
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '주요업무 내용' }).click();
    await page.getByRole('heading', { name: '주요업무 내용' }).waitFor();
    await page.getByRole('combobox', { name: '업무 분류' }).selectOption('category3');
    await page.getByRole('combobox', { name: '언어', exact: true }).selectOption('en');
    const editor = page.getByRole('textbox', { name: '외국인 고용 (English)' });
    await editor.waitFor();
    const before = await html('/mainTask?tab=category3&lang=en');
    const visitor = (await site.newPage({ viewport: 'desktop' })).page;
    const panelOf = async (path: string) => {
      await visitor.goto(site.url(path));
      return visitor.getByRole('tabpanel').innerHTML();
    };
    const koreanBefore = await panelOf('/mainTask?tab=category3&lang=ko');
    expect(koreanBefore.length).toBeGreaterThan(100);
    const save = page.getByRole('form', { name: '주요업무 내용' }).getByRole('button', { name: '저장', exact: true });
    expect(await save.isDisabled()).toBe(true);

    const marker = `Work permits checked ${Date.now()}`;
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('We help employers with ');
    const bold = page.getByRole('toolbar', { name: '외국인 고용 (English) 서식' }).getByRole('button', { name: '굵게' });
    await bold.click();
    await page.keyboard.type(marker);
    await bold.click();
    await page.keyboard.type('.');
    expect(await editor.innerHTML()).toBe(`<p>We help employers with <strong>${marker}</strong>.</p>`);
    expect(before).not.toContain(marker);

    await save.click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('외국인 고용 · English 내용을 저장했습니다.');
    expect(await save.isDisabled()).toBe(true);

    await expect.poll(() => html('/mainTask?tab=category3&lang=en')).toContain(`<strong>${marker}</strong>`);
    // Only that category and language changed.
    expect(await panelOf('/mainTask?tab=category3&lang=en')).toBe(`<p>We help employers with <strong>${marker}</strong>.</p>`);
    expect(await panelOf('/mainTask?tab=category3&lang=ko')).toBe(koreanBefore);
    expect(await html('/mainTask?tab=category2&lang=en')).not.toContain(marker);

    // Reopened, the editor holds the saved text.
    await page.reload();
    await page.getByRole('combobox', { name: '업무 분류' }).selectOption('category3');
    await page.getByRole('combobox', { name: '언어', exact: true }).selectOption('en');
    await expect
      .poll(() => page.getByRole('textbox', { name: '외국인 고용 (English)' }).innerHTML())
      .toContain(`<strong>${marker}</strong>`);
  });

  it('adds a text key and removes it; a key the website reads cannot be removed, and says why', async () => {
    const { page } = await signInAsEditor();
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '문구' }).click();
    await page.getByRole('heading', { name: /문구/ }).waitFor();
    await page.getByRole('combobox', { name: '페이지', exact: true }).selectOption('자료실');
    await page.getByRole('combobox', { name: '언어', exact: true }).selectOption('en');
    await page.getByLabel('title (en)', { exact: true }).waitFor();
    const countText = page.getByRole('group', { name: '표 조건' });
    const keyCount = async () => Number(/(\d+)개 키/.exec(await countText.innerText())?.[1]);
    const keysBefore = await keyCount();
    expect(keysBefore).toBeGreaterThan(0);

    const key = `e2e.banner-${Date.now()}`;
    const korean = `시험용 배너 문구 ${Date.now()}`;
    const form = page.getByRole('form', { name: "'자료실' 페이지에 키 추가" });
    await form.getByLabel('키 (영문·숫자·점·밑줄·하이픈)').fill(key);
    await form.getByLabel('한국어 문구').fill(korean);
    await form.getByRole('button', { name: '키 추가' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe(`'${key}' 키를 추가했습니다.`);
    const cell = page.getByLabel(`${key} (en)`, { exact: true });
    await cell.waitFor();
    const row = page.getByRole('row').filter({ has: cell });
    expect(await row.innerText()).toContain('추가한 키');
    expect(await row.innerText()).toContain(korean);
    expect(await row.innerText()).toContain('번역 없음');
    await expect.poll(keyCount).toBe(keysBefore + 1);
    expect(await form.getByLabel('키 (영문·숫자·점·밑줄·하이픈)').inputValue()).toBe('');

    // The same key again: the server's 409, on the page in Korean.
    await form.getByLabel('키 (영문·숫자·점·밑줄·하이픈)').fill(key);
    await form.getByRole('button', { name: '키 추가' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('키를 추가하지 못했습니다');
    expect(await page.getByRole('alert').first().innerText()).toBe('키를 추가하지 못했습니다: 이 페이지에 같은 키가 이미 있습니다.');
    await form.getByLabel('키 (영문·숫자·점·밑줄·하이픈)').fill('');

    // A key the website reads ('title' of the library page): refused (409) with the reason.
    let confirmed = answerNextConfirm(page, true);
    await page.getByRole('button', { name: 'title 키 지우기', exact: true }).click();
    expect(await confirmed).toContain("'title'");
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('키를 지우지 못했습니다');
    expect(await page.getByRole('alert').first().innerText()).toBe(
      '키를 지우지 못했습니다: 누리집 페이지가 읽는 키라서 지울 수 없습니다. 문구만 고칠 수 있습니다 (페이지에서 키를 빼는 일은 개발자가 합니다).',
    );
    expect(await page.getByLabel('title (en)', { exact: true }).count()).toBe(1);

    // The added key: dismissing keeps it, accepting removes it with all its texts.
    confirmed = answerNextConfirm(page, false);
    await page.getByRole('button', { name: `${key} 키 지우기` }).click();
    expect(await confirmed).toBe(`'자료실' 페이지의 '${key}' 키와 모든 언어의 문구를 지울까요?`);
    expect(await cell.count()).toBe(1);
    confirmed = answerNextConfirm(page, true);
    await page.getByRole('button', { name: `${key} 키 지우기` }).click();
    await confirmed;
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe(`'${key}' 키를 지웠습니다.`);
    await expect.poll(() => cell.count()).toBe(0);
    await expect.poll(keyCount).toBe(keysBefore);
    const grid = await createServices(site.database.db).content.texts.grid({ pageName: '자료실' });
    expect(grid.map((r) => r.key)).not.toContain(key);
  });
});

/**
 * The editor's code is a file of its own, loaded by the screens that edit HTML. When it cannot come
 * (the connection dropped, or a new build replaced the file under an open console), the screen
 * still opens with its other fields, the editor's box says so, and a second try loads it.
 */
describe('staff console: the editor when its code cannot be loaded', () => {
  it('opens the screen anyway, says so in the editor box, and loads it on a second try, keeping what was typed', async () => {
    const { page } = await signInAsEditor();
    let failing = true;
    const requests: string[] = [];
    await page.route('**/admin/assets/editor-*.js', async (route) => {
      requests.push(failing ? 'refused' : 'served');
      await (failing ? route.abort('internetdisconnected') : route.continue());
    });

    await page.goto(site.url('/admin/posts/new?kind=notice'));
    await page.getByRole('heading', { level: 1, name: '새 공지사항 글' }).waitFor();
    const failed = page.getByRole('alert').filter({ hasText: '편집기를 불러오지 못했습니다' });
    await failed.waitFor();
    expect(requests[0]).toBe('refused');
    expect(await axeViolations(page)).toEqual([]);
    // The rest of the screen works: the menu, the title field.
    expect(await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '공지사항' }).isVisible()).toBe(true);
    const title = `편집기 재시도 공지 ${Date.now()}`;
    // The box is not made anew as the title is typed (a new alert may be read out again each time).
    await failed.evaluate((box) => box.setAttribute('data-probe', 'same box'));
    await page.getByLabel('제목', { exact: true }).fill(title);
    expect(await failed.getAttribute('data-probe')).toBe('same box');

    failing = false;
    await failed.getByRole('button', { name: '편집기 다시 불러오기' }).click();
    const body = page.getByRole('textbox', { name: '본문' });
    await body.waitFor();
    expect(requests.at(-1), 'the second try fetched the file again').toBe('served');
    expect(await failed.count()).toBe(0);
    expect(await page.getByLabel('제목', { exact: true }).inputValue()).toBe(title);
    await body.click();
    await page.keyboard.type('다시 불러온 편집기로 쓴 본문입니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();

    const saved = (await site.database.db.select().from(postsTable)).filter((row) => row.title === title);
    expect(saved.map(({ kind, status, content }) => ({ kind, status, content }))).toEqual([
      { kind: 'notice', status: 'draft', content: '<p>다시 불러온 편집기로 쓴 본문입니다.</p>' },
    ]);
  });
});
