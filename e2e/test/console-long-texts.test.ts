import { contentSizeLimits } from '@office/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { largestPostBodies } from '@office/testing/long-texts';
import { signInToConsole, useSite } from './support';

const site = useSite();

/** What the console says of a body over its size limit (decision 0032), in the screen's alert and beside the body. */
const tooLong = '본문이 너무 깁니다. 본문은 서식을 포함해 64 KB(한글 약 2만 자)까지 저장할 수 있습니다.';

/** HTML pasted into an editor, as a browser pastes it from another program (typing 64 KB would take minutes). */
async function paste(editor: Locator, html: string): Promise<void> {
  await editor.click();
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ' '));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** The body is marked as refused and described by the sentence beside it. */
async function expectRefusedBeside(page: Page, editor: Locator) {
  await expect.poll(() => page.getByRole('alert').first().innerText()).toContain(tooLong);
  expect(await editor.getAttribute('aria-invalid')).toBe('true');
  const describedBy = await editor.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain(tooLong);
}

describe('staff console: a body over its size limit', () => {
  it('is refused by the server and said so in Korean beside the body, on the Korean source and on a translation', async () => {
    const account = {
      email: 'long-texts-editor@office.example',
      displayName: '긴글편집자',
      role: 'editor',
      password: 'willow-ember-tundra-84',
    } as const;
    const services = createServices(site.database.db);
    const staff = await services.staff.accounts.create(account, null, 'test');
    const post = await services.content.posts.create({ kind: 'notice', title: '크기 시험 공지', content: '<p>짧은 본문</p>' }, staff);
    const page = await signInToConsole(site, account);
    // A little over the limit, as the editor writes it back (it keeps the paragraphs as they are).
    const over = largestPostBodies['many short paragraphs'](contentSizeLimits.htmlBytes + 2_000);

    await page.goto(site.url(`/admin/posts/${post.id}`));
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    const body = page.getByRole('textbox', { name: '본문', exact: true });
    await paste(body, over);
    const saved = page.waitForResponse((response) => response.url().includes('/admin/trpc/posts.update'));
    await page.getByRole('button', { name: '저장', exact: true }).click();
    expect((await saved).status()).toBe(413);
    await expectRefusedBeside(page, body);
    expect(await page.getByRole('alert').first().innerText()).toContain('저장하지 못했습니다');
    expect((await services.content.posts.get(post.id)).content).toBe('<p>짧은 본문</p>');

    await page.goto(site.url(`/admin/posts/${post.id}?lang=en`));
    await page.getByRole('heading', { name: '영어 (English) 번역', exact: true }).waitFor();
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('Size test notice');
    const translation = page.getByRole('textbox', { name: '영어 (English) 본문', exact: true });
    await paste(translation, over);
    const savedTranslation = page.waitForResponse((response) => response.url().includes('/admin/trpc/posts.setTranslation'));
    await page.getByRole('button', { name: '번역 저장' }).click();
    expect((await savedTranslation).status()).toBe(413);
    await expectRefusedBeside(page, translation);
  });
});
