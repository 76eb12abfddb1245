import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { signInToConsole, useSite } from './support';

const site = useSite();
const editor = {
  email: 'console-editor@office.example',
  displayName: '박지훈',
  role: 'editor',
  password: 'maple-harbor-violet-38',
} as const;

/** A small PNG, made here, for the thumbnail upload. */
const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 11, g: 110, b: 116 } } })
    .png()
    .toBuffer();

/** The console's content screens, driven by an editor (decision 0010). */
describe('staff console: content', () => {
  it('publishes a notice with a thumbnail and edits a Russian text; an editor never sees the inbox', async () => {
    await createServices(site.database.db).staff.accounts.create(editor, null, 'test');
    const page = await signInToConsole(site, editor);

    // Editors work on content only: no inbox, no staff accounts.
    const nav = page.getByRole('navigation', { name: '콘솔 메뉴' });
    await nav.getByRole('link', { name: '공지사항' }).waitFor();
    expect(await nav.innerText()).not.toContain('문의함');
    expect(await nav.innerText()).not.toContain('직원 계정');

    // A new notice: a title, a bold word, a thumbnail.
    await nav.getByRole('link', { name: '공지사항' }).click();
    await page.getByRole('heading', { name: '공지사항' }).waitFor();
    await page.getByRole('link', { name: '새 글' }).click();
    await page.getByRole('heading', { name: '새 공지사항 글' }).waitFor();
    const title = `브라우저 시험 공지 ${Date.now()}`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    expect(await page.getByLabel('글쓴이').getAttribute('placeholder')).toBe(editor.displayName);
    const body = page.getByRole('textbox', { name: '본문' });
    await body.click();
    await page.keyboard.type('이번 주 ');
    const bold = page.getByRole('button', { name: '굵게' });
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('중요');
    await bold.click();
    await page.keyboard.type(' 안내입니다.');
    expect(await body.innerHTML()).toContain('<strong>중요</strong>');

    await page.getByLabel(/썸네일 이미지/).setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: await png() });
    const preview = page.getByRole('img', { name: '썸네일 미리보기' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]+\/w400\.webp$/);
    // Without its text alternative, publishing would ask first (the accessibility check).
    await page.getByLabel('썸네일 대체 텍스트').fill('붉은 사각형 시험 그림');

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('초안으로 저장했습니다');
    const id = Number(/\/admin\/posts\/(\d+)$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    // A draft is not public yet.
    expect((await fetch(site.url(`/notice/${id}`))).status).toBe(404);

    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('게시했습니다');
    await page.getByRole('button', { name: '게시 취소' }).waitFor();
    expect(await page.getByRole('link', { name: /누리집에서 보기/ }).getAttribute('href')).toBe(`/notice/${id}`);

    // The public list and the notice itself show it, with its thumbnail under /files/.
    await expect.poll(async () => (await fetch(site.url('/notice'))).text()).toContain(title);
    const list = await (await fetch(site.url('/notice'))).text();
    expect(list).toMatch(/\/files\/[0-9a-f-]+\/w(400|800)\.webp/);
    const detail = await (await fetch(site.url(`/notice/${id}`))).text();
    expect(detail).toContain(title);
    expect(detail).toContain('<strong>중요</strong>');

    // The Russian text of the home page's first hero line, edited in the grid, is on /?lang=ru.
    await nav.getByRole('link', { name: '문구' }).click();
    await page.getByRole('heading', { name: /문구/ }).waitFor();
    await page.getByRole('combobox', { name: '페이지', exact: true }).selectOption('홈');
    await page.getByRole('combobox', { name: '언어', exact: true }).selectOption('ru');
    const cell = page.getByLabel('hero.title1 (ru)', { exact: true });
    await cell.waitFor();
    const russian = `Проверка перевода ${Date.now()}`;
    await cell.fill(russian);
    await page.getByRole('button', { name: 'hero.title1 저장' }).click();
    await expect.poll(() => page.locator('tr', { has: cell }).getByRole('status').innerText()).toContain('저장했습니다');
    await expect.poll(async () => (await fetch(site.url('/?lang=ru'))).text()).toContain(russian);
  });
});
