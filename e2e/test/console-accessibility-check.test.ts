import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, signInToConsole, useSite } from './support';

const site = useSite();

/** A small PNG, made here. */
const png = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 30, g: 110, b: 116 } } })
    .png()
    .toBuffer();

/** What the focused element and the selection are: where 이동 moved to. */
const focusAndSelection = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const selection = window.getSelection();
    const anchor = selection?.anchorNode;
    const anchorElement = anchor instanceof Element ? anchor : (anchor?.parentElement ?? null);
    return {
      focused: active?.getAttribute('aria-label') ?? active?.id ?? active?.tagName ?? null,
      text: selection?.toString() ?? '',
      selectedImages: active?.querySelectorAll('img.ProseMirror-selectednode').length ?? 0,
      inCell: anchorElement?.closest('td, th')?.textContent ?? null,
    };
  });

/** The issue-28 check before publishing (item 6): each kind of finding, 이동 to it, and the question on 게시. */
describe('staff console: the accessibility check before publishing', () => {
  it('finds each kind of problem in Korean and in a translation, moves to each, and asks before publishing', async () => {
    const account = {
      email: 'a11y-check@office.example',
      displayName: '점검자',
      role: 'editor',
      password: 'cedar-lantern-orbit-52',
    } as const;
    const services = createServices(site.database.db);
    const staff = await services.staff.accounts.create(account, null, 'test');
    const { posts, files } = services.content;
    const thumbnail = await files.saveThumbnail(await png(), { id: staff.id, email: staff.email });
    const title = `접근성 점검 공지 ${Date.now()}`;
    // The editor cannot insert images (they arrive with pasted or older texts): the body is saved as such.
    const created = await posts.create(
      {
        kind: 'notice',
        title,
        thumbnailId: thumbnail.id,
        content: [
          '<p>체류 기간 연장 안내입니다.</p>',
          `<p><img src="${thumbnail.url}"></p>`,
          `<p>장식: <img src="${thumbnail.url}" alt=""></p>`,
          '<h2>신청 방법</h2>',
          '<h4>준비물</h4>',
          '<p>신청서는 <a href="https://www.hikorea.go.kr/">여기</a>에서 받습니다. E-9, F-5 체류자격은 KIIP 안내를 보세요.</p>',
          '<table><tbody><tr><td>구분</td><td>기간</td></tr><tr><td>E-9</td><td>3년</td></tr></tbody></table>',
        ].join(''),
      },
      staff,
    );
    await posts.setTranslation(
      {
        postId: created.id,
        lang: 'en',
        title: 'Extending your stay',
        author: null,
        thumbnailAlt: null,
        content: `<p>Bring this form: <img src="${thumbnail.url}"></p><h1>How to apply</h1><p>The form is <a href="https://www.hikorea.go.kr/">click here</a>.</p>`,
      },
      staff,
    );

    const page = await signInToConsole(site, account);
    await page.goto(site.url(`/admin/posts/${created.id}`));
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    const panel = page.getByRole('region', { name: /^접근성 점검/ });
    const body = page.getByRole('textbox', { name: '본문', exact: true });
    await body.waitFor();

    // Korean: the thumbnail and four kinds in the body; English (saved): an image, an h1, a vague link.
    await expect.poll(() => panel.getByRole('heading', { level: 2 }).innerText()).toBe('접근성 점검: 8건');
    const item = (text: string | RegExp) => panel.getByRole('listitem').filter({ hasText: text });
    expect(await panel.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['한국어: 5건', '영어 (저장된 번역): 3건']);
    const texts = await panel.getByRole('listitem').allInnerTexts();
    expect(texts).toEqual([
      expect.stringMatching(/^썸네일 대체 텍스트: 비어 있습니다. 장식용 그림이 아니라면/),
      expect.stringMatching(/^본문: 1번째 그림에 대체 텍스트가 없습니다/),
      expect.stringContaining("본문: 제목 수준을 건너뛰었습니다: '준비물'은(는) 제목 4(h4)인데 앞 제목은 h2입니다"),
      expect.stringContaining("본문: 링크 텍스트 '여기'은(는) 어디로 가는지 알려 주지 않습니다"),
      expect.stringContaining('본문: 1번째 표에 제목 칸(th)이 없습니다'),
      expect.stringMatching(/^본문: 1번째 그림에 대체 텍스트가 없습니다/),
      expect.stringContaining("본문: 제목 1(h1) 'How to apply'"),
      expect.stringContaining("링크 텍스트 'click here'"),
    ]);
    // Only the screen's own language moves; a translation's findings link to its screen.
    expect(await panel.getByRole('button', { name: '이동' }).count()).toBe(5);
    expect(await panel.getByRole('link', { name: '영어 번역 화면에서 고치기' }).count()).toBe(1);

    // Text in capitals typed into the body shows up once typing pauses.
    await body.getByText('체류 기간 연장 안내입니다.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' PLEASE BRING YOUR PASSPORT.');
    await expect.poll(() => panel.getByRole('heading', { level: 2 }).innerText()).toBe('접근성 점검: 9건');
    expect(await item(/대문자로만 쓴 글 'PLEASE BRING YOUR PASSPORT'/).count()).toBe(1);
    expect(await panel.innerText()).not.toContain('E-9');

    // 이동 selects each in the editor: the image (a node selection), the heading's and link's words, the run of capitals, a cell.
    await item('1번째 그림').first().getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: '본문', selectedImages: 1 });
    await item('준비물').getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: '본문', text: '준비물', selectedImages: 0 });
    await item("'여기'").getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: '본문', text: '여기' });
    await item('대문자').getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: '본문', text: 'PLEASE BRING YOUR PASSPORT' });
    await item('표에 제목 칸').getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: '본문', inCell: '구분' });
    await item('썸네일 대체 텍스트: 비어 있습니다').getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: 'post-thumbnail-alt' });

    // The image's description, given through the editor's '그림 설명', clears its finding.
    await item('1번째 그림').first().getByRole('button', { name: '이동' }).click();
    const prompt = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept('여권 사본 예시');
      }),
    );
    await page.getByRole('toolbar', { name: '본문 서식' }).getByRole('button', { name: '그림 설명' }).click();
    expect(await prompt).toContain('장식용 그림이면 비워 두고');
    await expect.poll(() => panel.getByRole('heading', { level: 2 }).innerText()).toBe('접근성 점검: 8건');
    expect(await body.innerHTML()).toContain('alt="여권 사본 예시"');
    expect(await axeViolations(page)).toEqual([]);

    // Saving a draft never asks.
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('저장했습니다');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect((await posts.get(created.id)).content).toContain('alt="여권 사본 예시"');

    // Publishing asks; 취소 keeps the draft and returns to the button.
    const publish = page.getByRole('button', { name: '게시', exact: true });
    await publish.click();
    const dialog = page.getByRole('dialog', { name: '접근성 점검 결과가 있습니다' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('접근성 점검에서 8건이 나왔습니다. 점검 결과를 무시하고 게시할까요?');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await publish.evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await posts.get(created.id)).status).toBe('draft');

    // Asked again, publishing anyway publishes.
    await publish.click();
    await dialog.getByRole('button', { name: '무시하고 게시' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('게시했습니다');
    expect((await posts.get(created.id)).status).toBe('published');

    // The translation's screen lists its own findings, each with 이동 into its editor.
    await panel.getByRole('link', { name: '영어 번역 화면에서 고치기' }).click();
    await page.waitForURL(/\?lang=en$/);
    await expect.poll(() => panel.getByRole('heading', { level: 2 }).innerText()).toBe('접근성 점검: 3건');
    expect(await panel.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['영어: 3건']);
    await item('1번째 그림').getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: '영어 (English) 본문', selectedImages: 1 });
    await item('How to apply').getByRole('button', { name: '이동' }).click();
    await expect.poll(() => focusAndSelection(page)).toMatchObject({ focused: '영어 (English) 본문', text: 'How to apply' });
    // Its image described (the content itself would fail axe, not the screen), the screen passes axe.
    await item('1번째 그림').getByRole('button', { name: '이동' }).click();
    page.once('dialog', (prompt) => void prompt.accept('A sample passport copy'));
    await page.getByRole('toolbar', { name: '영어 (English) 본문 서식' }).getByRole('button', { name: '그림 설명' }).click();
    await expect.poll(() => panel.getByRole('heading', { level: 2 }).innerText()).toBe('접근성 점검: 2건');
    expect(await axeViolations(page)).toEqual([]);

    // At 390 px the panel wraps rather than scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
