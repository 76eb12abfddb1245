import type { Page } from 'playwright-core';
import { languageKoreanNames, languageNames, translationLanguages } from '@office/contracts';
import { describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, signInToConsole, useSite } from './support';

const site = useSite();

async function signInAsEditor(): Promise<Page> {
  const account = {
    email: 'translator@office.example',
    displayName: '번역자',
    role: 'editor',
    password: 'cedar-lantern-orbit-52',
  } as const;
  await createServices(site.database.db).staff.accounts.create(account, null, 'test');
  return signInToConsole(site, account);
}

const html = async (url: string) => (await fetch(site.url(url))).text();

/** A notice is published in Korean (decision 0019), translated in the console, then its Korean changes. */
describe('staff console: translating a notice', () => {
  it('publishes in Korean, translates into English, sees the English page; a Korean change marks it outdated until confirmed', async () => {
    const page = await signInAsEditor();
    const stamp = Date.now();
    const koreanTitle = `번역 시험 공지 ${stamp}`;
    const englishTitle = `Translation test notice ${stamp}`;

    // A Korean notice, published before any translation exists.
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '공지사항' }).click();
    await page.getByRole('link', { name: '새 글' }).click();
    await page.getByLabel('제목', { exact: true }).fill(koreanTitle);
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.keyboard.type('외국인등록증 재발급 신청 방법을 안내합니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('게시했습니다');
    const id = Number(/\/admin\/posts\/(\d+)/.exec(page.url())?.[1]);

    // The English page shows it in Korean, marked so.
    const fallback = await html(`/notice/${id}?lang=en`);
    expect(fallback).toMatch(new RegExp(`<h1[^>]*lang="ko"[^>]*>${koreanTitle}</h1>`));
    // Not offered to search engines as an English page: no English alternate, canonical and og:locale Korean.
    expect(fallback).not.toMatch(/<link rel="alternate" hreflang="en"/i);
    expect(fallback).toMatch(new RegExp(`rel="canonical" href="[^"]*/notice/${id}\\?lang=ko"`));
    expect(fallback).toContain('<meta property="og:locale" content="ko_KR"/>');
    // A post in Korean only has no other locale to offer.
    expect(fallback).not.toContain('og:locale:alternate');

    // The language tabs: every translation missing.
    const tabs = page.getByRole('navigation', { name: '언어' });
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      '한국어 (원문)',
      ...translationLanguages.map((lang) => expect.stringContaining(`${languageKoreanNames[lang]} (${languageNames[lang]})\n번역 없음`)),
    ]);
    expect(await tabs.getByRole('link', { name: '한국어 (원문)' }).getAttribute('aria-current')).toBe('page');

    // Translate into English beside the read-only Korean source.
    await tabs.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(/\?lang=en$/);
    expect(await tabs.getByRole('link', { name: /English/ }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: '한국어 (원문)' }).getAttribute('aria-current')).toBeNull();
    const source = page.getByRole('textbox', { name: '한국어 원문 본문' });
    await expect.poll(() => source.innerText()).toContain('외국인등록증 재발급');
    expect(await source.getAttribute('aria-readonly')).toBe('true');
    expect(await source.getAttribute('contenteditable')).toBe('false');
    const form = page.getByRole('form', { name: '영어 (English) 번역' });
    await form.getByLabel('제목', { exact: true }).fill(englishTitle);
    await form.getByLabel('글쓴이').fill('Office staff');
    const body = form.getByRole('textbox', { name: '영어 (English) 본문' });
    expect(await body.getAttribute('lang')).toBe('en');
    await body.click();
    await page.keyboard.type('How to apply for a new residence card.');
    await form.getByRole('button', { name: '번역 저장' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('번역을 저장했습니다');
    await expect.poll(() => tabs.getByRole('link', { name: /English/ }).innerText()).toContain('번역 최신');
    expect(await axeViolations(page)).toEqual([]);

    // The public English pages show it now (the write cleared the page cache).
    const list = await html('/notice?lang=en');
    expect(list).toContain(englishTitle);
    expect(list).not.toContain(koreanTitle);
    const detail = await html(`/notice/${id}?lang=en`);
    expect(detail).toContain('How to apply for a new residence card.');
    expect(detail).toMatch(new RegExp(`<h1[^>]*>${englishTitle}</h1>`));
    expect(detail).toMatch(/<link rel="alternate" hreflang="en"/i);
    expect(detail).toContain('<meta property="og:locale" content="en_US"/>');
    expect(detail.match(/og:locale:alternate" content="([a-z_A-Z]+)"/g)).toEqual(['og:locale:alternate" content="ko_KR"']);

    // Search on the English list finds it by an English word and by a Korean word of its source, shown in English.
    for (const q of ['residence', '재발급']) {
      const found = await html(`/notice?lang=en&q=${encodeURIComponent(q)}`);
      expect(found, q).toContain(String(stamp));
      expect(found, q).not.toContain(koreanTitle);
    }

    // The Korean body changes: the English badge says outdated, here and in the list.
    await tabs.getByRole('link', { name: '한국어 (원문)' }).click();
    await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 수수료는 3만 원입니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('저장했습니다');
    await expect.poll(() => tabs.getByRole('link', { name: /English/ }).innerText()).toContain('원문이 바뀜');

    await page.getByRole('link', { name: '← 공지사항 목록' }).click();
    const row = page.getByRole('row').filter({ hasText: koreanTitle });
    await expect.poll(() => row.getByTitle('영어 (English): 원문이 바뀜').count()).toBe(1);
    expect(await row.getByTitle(`중국어 (${languageNames.zh}): 번역 없음`).count()).toBe(1);

    // "Needs translation in English" lists it; a seeded notice (all current) is not listed.
    await page.getByRole('combobox', { name: '번역 필요' }).selectOption('en');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL(/need=en/);
    // The notice list stays shown until the filtered one is in: wait for that one (a header row and the notice).
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: koreanTitle }).count()).toBe(1);

    // Mark it as still current: it leaves the filtered list.
    await page.getByRole('link', { name: koreanTitle }).click();
    await page
      .getByRole('navigation', { name: '언어' })
      .getByRole('link', { name: /English/ })
      .click();
    const warning = page.getByRole('note');
    await expect.poll(() => warning.innerText()).toContain('한국어 원문이 이 번역을 저장한 뒤에 바뀌었습니다');
    await warning.getByRole('button', { name: '여전히 맞는 번역으로 표시' }).click();
    await expect.poll(() => tabs.getByRole('link', { name: /English/ }).innerText()).toContain('번역 최신');
    expect(await page.getByRole('note').count()).toBe(0);
  });
});
