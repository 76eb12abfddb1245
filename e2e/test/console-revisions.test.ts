import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { signInToConsole, useSite } from './support';

const site = useSite();

/** Answers the next `window.confirm` with yes and resolves with its message. */
function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve, reject) => {
    page.once('dialog', async (dialog) => {
      try {
        if (dialog.type() !== 'confirm') throw new Error(`expected a confirm, got ${dialog.type()}: ${dialog.message()}`);
        await dialog.accept();
        resolve(dialog.message());
      } catch (error) {
        reject(error);
      }
    });
  });
}

const publicPage = async (path: string) => (await fetch(site.url(path))).text();
/** The 404 page's title in English, as the site's API gives it. */
const englishTitleOf404 = async () =>
  ((await (await fetch(site.url('/api/translation/page?page_name=404'))).json()) as Array<Record<string, string | null>>).find(
    (entry) => entry.key === 'title',
  )?.english;

/** Every save keeps a revision; the editor compares two as text and restores one (decision 0049). */
describe('staff console: revisions', () => {
  it("undoes a notice's edit from its revision, and a page text's from the texts screen", async () => {
    const account = {
      email: 'revisions-editor@office.example',
      displayName: '이력편집자',
      role: 'editor',
      password: 'cedar-lantern-orbit-52',
    } as const;
    const services = createServices(site.database.db);
    const staff = await services.staff.accounts.create(account, null, 'test');
    const signedIn = { id: staff.id, email: staff.email, displayName: staff.displayName, role: staff.role };
    const title = `서류 마감 안내 ${Date.now()}`;
    const post = await services.content.posts.create(
      { kind: 'notice', title, content: '<p>첫 번째 본문: 서류는 월요일까지 냅니다.</p>' },
      signedIn,
    );
    await services.content.posts.publish(post.id, signedIn);

    const page = await signInToConsole(site, account);
    await page.goto(site.url(`/admin/posts/${post.id}`));
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();

    // Two edits of the body, each saved.
    const editBody = async (text: string) => {
      const body = page.getByRole('textbox', { name: '본문', exact: true });
      await body.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect.poll(() => page.getByRole('status').first().innerText()).toContain('저장했습니다');
    };
    await editBody('두 번째 본문: 서류는 화요일까지 냅니다.');
    await expect.poll(() => publicPage(`/notice/${post.id}`)).toContain('화요일까지');
    await editBody('세 번째 본문: 서류는 금요일 오후까지 냅니다.');

    // The history lists the three saves, newest first, with who; the comparison shows the last change as text.
    const history = page.getByRole('region', { name: '수정 이력' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    const items = await history.getByRole('listitem').allInnerTexts();
    expect(items[0]).toContain('3번째 판');
    expect(items[0]).toContain('이력편집자');
    expect(items[0]).toContain('지금 내용');
    expect(items[2]).toContain('1번째 판');
    expect(await history.getByRole('combobox', { name: '이전 판' }).inputValue()).not.toBe(
      await history.getByRole('combobox', { name: '이후 판' }).inputValue(),
    );
    await history.getByRole('heading', { name: '본문' }).waitFor();
    const removed = await history.locator('del:has(.visually-hidden)').allInnerTexts();
    const added = await history.locator('ins:has(.visually-hidden)').allInnerTexts();
    expect(removed.join(' ')).toContain('두');
    expect(removed.join(' ')).toContain('화요일까지');
    expect(added.join(' ')).toContain('세');
    expect(added.join(' ')).toContain('금요일');
    // Said in words, not by colour alone; no markup in the text compared.
    expect(await history.locator('del:has(.visually-hidden)').first().innerText()).toContain('[삭제 시작]');
    expect(await history.innerText()).not.toContain('<p>');
    expect(await history.innerText()).toContain('바뀌지 않은 항목: 제목');

    await history.scrollIntoViewIfNeeded();
    await history.screenshot({ path: '/tmp/revisions-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await history.screenshot({ path: '/tmp/revisions-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The first version restored: after a confirmation, the editor shows it, and so does the public page.
    const asked = acceptNextConfirm(page);
    await history.getByRole('button', { name: '1번째 판으로 되돌리기' }).click();
    expect(await asked).toContain('1번째 판');
    await expect
      .poll(() => page.getByRole('region', { name: '수정 이력' }).getByRole('status').first().innerText())
      .toContain('되돌렸습니다');
    await expect
      .poll(() => page.getByRole('textbox', { name: '본문', exact: true }).innerText())
      .toContain('첫 번째 본문: 서류는 월요일까지 냅니다.');
    const after = await page.getByRole('region', { name: '수정 이력' }).getByRole('listitem').allInnerTexts();
    expect(after).toHaveLength(4);
    expect(after[0]).toContain('되돌림 (1번째 판에서)');
    await expect.poll(() => publicPage(`/notice/${post.id}`)).toContain('첫 번째 본문: 서류는 월요일까지 냅니다.');
    expect(await publicPage(`/notice/${post.id}`)).not.toContain('금요일 오후까지');

    // A page text: the 404 page's title changed twice in the grid, the first change restored from its history.
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '문구' }).click();
    await page.getByRole('heading', { name: /문구/ }).waitFor();
    await page.getByRole('combobox', { name: '페이지', exact: true }).selectOption('404');
    await page.getByRole('combobox', { name: '언어', exact: true }).selectOption('en');
    const cell = page.getByLabel('title (en)', { exact: true });
    await cell.waitFor();
    const row = page.locator('tr', { has: cell });
    const saveText = async (text: string) => {
      await cell.fill(text);
      await row.getByRole('button', { name: 'title 저장' }).click();
      await expect.poll(() => row.getByRole('status').innerText()).toContain('저장했습니다');
    };
    await saveText('Page not found (first)');
    await saveText('Page not found (second)');
    await expect.poll(() => englishTitleOf404()).toBe('Page not found (second)');

    await row.getByRole('button', { name: 'title (en) 수정 이력' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /title \(English\) 수정 이력/ }).waitFor();
    await expect.poll(async () => (await dialog.locator('ins:has(.visually-hidden)').allInnerTexts()).join(' ')).toContain('second');
    expect((await dialog.locator('del:has(.visually-hidden)').allInnerTexts()).join(' ')).toContain('first');
    const items404 = await dialog.getByRole('listitem').allInnerTexts();
    // The two saves, newest first, then the seeded text (kept before the first change, by nobody known).
    expect(items404).toHaveLength(3);
    expect(items404[2]).toContain('이력 기록 이전의 내용');
    const asked404 = acceptNextConfirm(page);
    await dialog.getByRole('button', { name: '2번째 판으로 되돌리기' }).click();
    await asked404;
    await expect.poll(() => dialog.getByRole('status').first().innerText()).toContain('되돌렸습니다');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => cell.inputValue()).toBe('Page not found (first)');
    await expect.poll(() => englishTitleOf404()).toBe('Page not found (first)');
  });
});
