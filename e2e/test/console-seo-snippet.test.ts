import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { displayWidth, seoTitleLimit, seoTitleMaxLength } from '@office/contracts';
import { signInToConsole, useSite } from './support';

const site = useSite();
const editor = {
  email: 'seo-snippet-editor@office.example',
  displayName: '한서윤',
  role: 'editor',
  password: 'lantern-orchard-copper-61',
} as const;

/** The content of a page's `<meta name="description">`, its entities decoded. */
async function metaDescription(path: string): Promise<string | undefined> {
  const html = await (await fetch(site.url(path))).text();
  const tag = /<meta\b[^>]*\bname="description"[^>]*>/.exec(html)?.[0];
  const content = tag && /\bcontent="([^"]*)"/.exec(tag)?.[1];
  return content
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * A page's title and description for search results, per language (issue 28): the texts screen
 * measures them against what a result shows, previews the result, and the saved text is the page's.
 */
describe('staff console: search result preview of a page', () => {
  it("warns of a title a result cuts, previews it cut, and a saved description is the page's in that language only", async () => {
    await createServices(site.database.db).staff.accounts.create(editor, null, 'test');
    const korean = await metaDescription('/about?lang=ko');
    expect(korean).toContain('2019년');

    const page = await signInToConsole(site, editor);
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '문구' }).click();
    await page.getByRole('heading', { name: /문구/ }).waitFor();
    await page.getByRole('combobox', { name: '페이지', exact: true }).selectOption('회사소개');
    await page.getByRole('combobox', { name: '언어', exact: true }).selectOption('en');

    const title = page.getByLabel('seo.title (en)', { exact: true });
    await title.waitFor();
    const preview = page.getByRole('figure', { name: '검색 결과 미리보기: English (en)' });
    await preview.waitFor();
    // The seeded title fits: counted with the site's name, no warning.
    const titleHint = page.locator(`[id="${await title.getAttribute('aria-describedby')}"]`);
    expect(await titleHint.innerText()).toMatch(/^제목 \d+\/60 \(사이트 이름 포함\)$/);
    expect(await preview.innerText()).toContain('| About Us');

    // A title longer than a result shows: a warning in words, and the preview cuts it with "…".
    const longTitle = 'Visa, residence and work permits for foreign residents and their employers in Dangjin';
    expect(displayWidth(longTitle)).toBeGreaterThan(seoTitleLimit);
    await title.fill(longTitle);
    await expect.poll(() => titleHint.innerText()).toContain('경고: 검색 결과에서 제목이 잘립니다.');
    const shownTitle = await preview.locator('p').nth(1).innerText();
    expect(shownTitle.endsWith('…')).toBe(true);
    expect(displayWidth(shownTitle)).toBeLessThanOrEqual(seoTitleLimit);
    expect(await preview.locator('[lang="en"]').first().count()).toBe(1);

    // Past what is stored: an error beside the field, and it is not sent.
    await title.fill('x'.repeat(seoTitleMaxLength + 1));
    await expect.poll(() => titleHint.innerText()).toContain(`저장할 수 없습니다: 제목은 ${seoTitleMaxLength}자까지`);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'seo.title 저장' }).click();
    await expect.poll(() => page.locator('tr', { has: title }).getByRole('alert').innerText()).toContain('저장하지 못했습니다');

    // The long title within the limit is saved (it is allowed, only warned of).
    await title.fill(longTitle);
    await page.getByRole('button', { name: 'seo.title 저장' }).click();
    await expect.poll(() => page.locator('tr', { has: title }).getByRole('status').innerText()).toContain('저장했습니다');

    // A new English description: the preview follows the typing, and once saved it is the English page's.
    const description = page.getByLabel('seo.description (en)', { exact: true });
    const english = `Visa and residence help in Dangjin, in six languages (${Date.now()}).`;
    await description.fill(english);
    await expect.poll(() => preview.innerText()).toContain(english);
    await page.getByRole('button', { name: 'seo.description 저장' }).click();
    await expect.poll(() => page.locator('tr', { has: description }).getByRole('status').innerText()).toContain('저장했습니다');
    await expect.poll(() => metaDescription('/about?lang=en')).toBe(english);
    const englishPage = await (await fetch(site.url('/about?lang=en'))).text();
    expect(englishPage).toContain(`| ${longTitle}</title>`);
    // The Korean page keeps its own.
    expect(await metaDescription('/about?lang=ko')).toBe(korean);

    // The other languages' results, as saved, in the fold: the Korean one has its own description.
    await page.getByText(/다른 언어 미리보기/).click();
    const koreanPreview = page.getByRole('figure', { name: '검색 결과 미리보기: 한국어 (ko)' });
    expect(await koreanPreview.innerText()).toContain('2019년');
    expect(await koreanPreview.innerText()).not.toContain(english);
  });
});
