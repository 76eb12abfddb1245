import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, signInToConsole, useSite } from './support';

const site = useSite();

const html = async (path: string) => (await fetch(site.url(path))).text();
const descriptionOf = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];

/** Whether the page scrolls sideways (its content wider than the window). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("a post's own search and share texts per language (issue 28)", () => {
  it('staff set a Korean and an English description with a live result preview; each reaches its own page head', async () => {
    const account = {
      email: 'seo-editor@office.example',
      displayName: '검색편집자',
      role: 'editor',
      password: 'cedar-lantern-orbit-52',
    } as const;
    await createServices(site.database.db).staff.accounts.create(account, null, 'test');
    const page = await signInToConsole(site, account);

    await page.goto(site.url('/admin/posts/new?kind=notice'));
    const title = `체류기간 연장 안내 ${Date.now()}`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.keyboard.type('체류기간 연장은 만료일 4개월 전부터 신청할 수 있습니다.');
    const korean = page.getByRole('region', { name: '검색·공유 (한국어)' });
    // Empty, the defaults show in the preview: the title and the start of the text.
    const preview = korean.getByRole('figure', { name: '검색 결과 미리보기' });
    await expect.poll(() => preview.innerText()).toContain(title);
    await expect.poll(() => preview.innerText()).toContain('체류기간 연장은 만료일 4개월 전부터');
    const ownDescription = '당진 한빛 행정사사무소가 체류기간 연장 신청 시기와 서류를 안내합니다.';
    await korean.getByLabel('검색 설명').fill(ownDescription);
    await expect.poll(() => preview.innerText()).toContain(ownDescription);
    // A title past what a result shows is warned of, in words.
    await korean.getByLabel('검색 제목').fill('체류기간 연장 신청 시기와 준비 서류, 수수료, 방문 예약까지 한 번에 정리한 안내');
    await expect.poll(() => korean.innerText()).toContain('검색 결과에서 제목이 잘립니다');
    await korean.getByLabel('검색 제목').fill('');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    const id = Number(/\/posts\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('게시했습니다');
    expect(await axeViolations(page)).toEqual([]);

    // The English translation with its own description.
    await page.goto(site.url(`/admin/posts/${id}?lang=en`));
    const form = page.getByRole('form', { name: '영어 (English) 번역' });
    await form.getByLabel('제목', { exact: true }).fill('Extending your stay');
    await form.getByRole('textbox', { name: '영어 (English) 본문' }).click();
    await page.keyboard.type('You can apply from four months before your stay expires.');
    const english = page.getByRole('region', { name: '검색·공유 (English)' });
    const englishDescription =
      'When and how to extend your stay in Korea: the documents, fees and visit booking, by Hanbit office in Dangjin.';
    await english.getByLabel('검색 설명').fill(englishDescription);
    await expect.poll(() => english.getByRole('figure').innerText()).toContain('Extending your stay');
    await form.getByRole('button', { name: '번역 저장' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('번역을 저장했습니다');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/post-seo-en-1280.png', fullPage: true });

    // Each page's head has its own language's description; a language without a translation has the Korean's.
    await expect.poll(async () => descriptionOf(await html(`/notice/${id}?lang=en`))).toBe(englishDescription);
    expect(descriptionOf(await html(`/notice/${id}?lang=ko`))).toBe(ownDescription);
    expect(descriptionOf(await html(`/notice/${id}?lang=vi`))).toBe(ownDescription);
    expect(await html(`/notice/${id}?lang=en`)).toContain(`<meta property="og:description" content="${englishDescription}"/>`);

    // At a phone's width the card fits.
    const { page: phone } = await site.newPage({ viewport: 'mobile' });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(site.url(`/admin/posts/${id}?lang=en`));
    await phone.getByRole('region', { name: '검색·공유 (English)' }).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await phone.getByRole('region', { name: '검색·공유 (English)' }).screenshot({ path: '/tmp/post-seo-en-390.png' });
  });
});
