import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, signInToConsole, useSite, viewports } from './support';

const site = useSite();

const editor = {
  email: 'preview-editor@office.example',
  displayName: '미리보기 편집자',
  role: 'editor',
  password: 'amber-quarry-violet-48',
} as const;

/** The previewed page in the preview screen's frame, once it has loaded (it is made again for each width and language). */
async function previewFrame(screen: Page): Promise<Frame> {
  await screen.frameLocator('iframe').locator('#office-preview').waitFor();
  const frame = screen.frames().find((f) => f.parentFrame() !== null && f.url().includes('/preview/'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The preview screen a click on an editor's 미리보기 opens in a new tab. */
async function openPreview(page: Page): Promise<Page> {
  const [screen] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /^미리보기/ }).click()]);
  await screen.waitForURL(/\/admin\/preview\/[0-9a-f-]{36}$/);
  await screen.getByRole('heading', { name: '미리보기', exact: true }).waitFor();
  return screen;
}

/** Issue 28, item 3: a draft seen in its real page, at a phone's and a desktop's width, in two languages, and by a colleague's link. */
describe('previews from the editor', () => {
  it('shows a draft notice, unsaved, at 390 and 1280 px in Korean and English, never on the public site, and to a colleague by its link', async () => {
    await createServices(site.database.db).staff.accounts.create(editor, null, 'test');
    const page = await signInToConsole(site, editor);
    const stamp = Date.now();
    const title = `임시 휴무 안내 ${stamp}`;
    const englishTitle = `Temporary closure ${stamp}`;

    // A draft with its Korean and English versions.
    await page.goto(site.url('/admin/posts/new?kind=notice'));
    await page.getByLabel('제목', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.keyboard.type('사무소는 다음 주 월요일에 쉽니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    const id = Number(/\/admin\/posts\/(\d+)$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    await page.goto(site.url(`/admin/posts/${id}?lang=en`));
    await page.getByLabel('제목', { exact: true }).fill(englishTitle);
    await page.getByRole('textbox', { name: '영어 (English) 본문' }).click();
    await page.keyboard.type('The office is closed next Monday.');
    await page.getByRole('button', { name: '번역 저장' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('번역을 저장했습니다');

    // The Korean, changed and not saved, previewed from the editor.
    await page.goto(site.url(`/admin/posts/${id}`));
    const unsavedTitle = `${title} (고치는 중)`;
    await page.getByLabel('제목', { exact: true }).fill(unsavedTitle);
    const screen = await openPreview(page);
    expect(await screen.getByText(/만료/).first().innerText()).toBeTruthy();

    for (const [lang, label, shown, body] of [
      ['ko', '한국어 (ko)', unsavedTitle, '사무소는 다음 주 월요일에 쉽니다.'],
      ['en', 'English (en)', englishTitle, 'The office is closed next Monday.'],
    ] as const) {
      await screen.getByRole('combobox', { name: '언어' }).selectOption({ label });
      for (const width of [390, 1280] as const) {
        await screen.getByRole('radio', { name: new RegExp(`${width}px`) }).check();
        const frame = await previewFrame(screen);
        expect(frame.url()).toContain(`lang=${lang}`);
        const banner = frame.getByRole('region', { name: '미리보기 안내 (Preview)' });
        expect(await banner.innerText()).toMatch(/아직 공개되지 않은 내용입니다[\s\S]*not public/);
        expect(await frame.locator('h1, h2').allInnerTexts()).toContain(shown);
        expect(await frame.locator('body').innerText()).toContain(body);
        expect(await frame.evaluate(() => document.documentElement.lang)).toBe(lang);
        // The page at the frame's width: a phone's page never scrolls sideways.
        expect(await frame.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([width, width]);
        if (lang === 'ko') await screen.screenshot({ path: `/tmp/preview-console-${width}-frame.png` });
      }
    }

    // Nowhere on the public site: not its page in either language, not the list.
    for (const path of [`/notice/${id}`, `/notice/${id}?lang=en`]) expect((await fetch(site.url(path))).status, path).toBe(404);
    for (const path of ['/notice', '/notice?lang=en']) {
      const list = await (await fetch(site.url(path))).text();
      expect(list).not.toContain(title);
      expect(list).not.toContain(englishTitle);
    }

    // The link for a colleague: opened in a browser that has never signed in, at a phone's width.
    await screen.getByRole('combobox', { name: '언어' }).selectOption({ label: '한국어 (ko)' });
    await screen.getByRole('button', { name: '링크 복사' }).click();
    await expect
      .poll(() =>
        screen
          .getByRole('status')
          .filter({ hasText: /링크를 복사했습니다|직접 복사하세요/ })
          .count(),
      )
      .toBe(1);
    const link = await screen.getByLabel(/동료에게 보낼 링크/).inputValue();
    expect(link).toMatch(new RegExp(`^${site.origin}/preview/[0-9a-f-]{36}\\?lang=ko&token=[A-Za-z0-9_-]{43}$`));
    const { page: colleague } = await site.newPage({ viewport: 'mobile' });
    const answer = await colleague.goto(link);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await colleague.getByRole('region', { name: '미리보기 안내 (Preview)' }).innerText()).toContain('미리보기');
    expect(await colleague.locator('h1, h2').allInnerTexts()).toContain(unsavedTitle);
    expect(await colleague.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.mobile.width);
    await colleague.screenshot({ path: '/tmp/preview-page-390.png' });
    // The banner pushes the page down: the site's top bar starts below it.
    const [bannerBottom, headerTop] = await colleague.evaluate(() => [
      document.getElementById('office-preview')!.getBoundingClientRect().bottom,
      document.querySelector('body header')!.getBoundingClientRect().top,
    ]);
    expect(headerTop).toBeGreaterThanOrEqual(bannerBottom - 0.5);
    // Without the token, the same browser sees nothing of it.
    const withoutToken = await colleague.goto(link.replace(/&token=.*$/, ''));
    expect(withoutToken?.status()).toBe(404);
    expect(await colleague.locator('body').innerText()).not.toContain(title);

    // The console's preview screen: accessible, and whole at a phone's width.
    await screen.getByRole('radio', { name: /1280px/ }).check();
    await previewFrame(screen);
    expect(await axeViolations(screen)).toEqual([]);
    await screen.screenshot({ path: '/tmp/preview-console-1280.png', fullPage: true });
    await screen.setViewportSize(viewports.mobile);
    await screen.getByRole('radio', { name: /390px/ }).check();
    await previewFrame(screen);
    expect(await axeViolations(screen)).toEqual([]);
    expect(await screen.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.mobile.width);
    await screen.screenshot({ path: '/tmp/preview-console-390.png', fullPage: true });
    const { page: desktopColleague } = await site.newPage({ viewport: 'desktop' });
    await desktopColleague.goto(link.replace('lang=ko', 'lang=en'));
    await desktopColleague.screenshot({ path: '/tmp/preview-page-1280.png' });
    expect(await desktopColleague.locator('h1, h2').allInnerTexts()).toContain(englishTitle);
  }, 180_000);

  it("previews a translation's unsaved text from its form", async () => {
    const translator = { ...editor, email: 'preview-translator@office.example', displayName: '미리보기 번역자' };
    const services = createServices(site.database.db);
    const member = await services.staff.accounts.create(translator, null, 'test');
    const post = await services.content.posts.create({ kind: 'notice', title: '번역 미리보기 초안', content: '<p>초안 본문</p>' }, member);
    const page = await signInToConsole(site, translator);
    await page.goto(site.url(`/admin/posts/${post.id}?lang=en`));
    await page.getByRole('textbox', { name: '영어 (English) 본문' }).click();
    await page.keyboard.type('A body typed and not saved.');
    await page.getByLabel('제목', { exact: true }).fill('An English title not saved');
    const screen = await openPreview(page);
    const frame = await previewFrame(screen);
    expect(await frame.locator('h1, h2').allInnerTexts()).toContain('An English title not saved');
    expect(await frame.locator('body').innerText()).toContain('A body typed and not saved.');
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('en');
  }, 60_000);
});
