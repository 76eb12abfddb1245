import { describe, expect, it } from 'vitest';
import { setTextInput } from './console-content.js';
import { pageTextKeys } from './page-text-keys.js';
import { pageNames } from './pages.js';
import {
  displayWidth,
  isPageSeoTextKey,
  pagePublicPath,
  pageSeoTextProblem,
  seoDescription,
  seoDescriptionLimit,
  seoDescriptionMaxLength,
  seoTextState,
  seoTitle,
  seoTitleLimit,
  seoTitleMaxLength,
  shownPageTitle,
  truncateForSnippet,
} from './seo.js';

describe('displayWidth', () => {
  it('counts Latin, Cyrillic and Vietnamese letters 1 and CJK, Hangul and kana 2', () => {
    expect(displayWidth('About Us')).toBe(8);
    expect(displayWidth('О нас')).toBe(5);
    expect(displayWidth('사무소 소개')).toBe(11);
    expect(displayWidth('事务所简介')).toBe(10);
    expect(displayWidth('事務所紹介・ビザ')).toBe(16);
    expect(displayWidth('ＡＢ')).toBe(4);
  });

  it('counts a grapheme once: a letter with combining marks, a joined emoji', () => {
    // "thực" typed with combining marks (t h ư ◌̣ c) is four characters wide, as in NFC.
    expect(displayWidth('thu\u031B\u0323c')).toBe(4);
    expect(displayWidth('thực')).toBe(4);
    expect(displayWidth('👩‍👩‍👧')).toBe(2);
    expect(displayWidth('a\u200Bb')).toBe(2);
  });

  it('reads runs of white space as one space, as a results page shows them', () => {
    expect(displayWidth('  a \n\n b  ')).toBe(3);
    expect(displayWidth('')).toBe(0);
  });
});

describe('truncateForSnippet', () => {
  it('leaves a text that fits as it is (white space collapsed)', () => {
    expect(truncateForSnippet('About Us', seoTitleLimit)).toBe('About Us');
    expect(truncateForSnippet('a\n b', 10)).toBe('a b');
    expect(truncateForSnippet('x'.repeat(60), 60)).toBe('x'.repeat(60));
  });

  it('cuts a long text within the limit, the ellipsis counted, without a space before it', () => {
    const cut = truncateForSnippet('word '.repeat(30), seoTitleLimit);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    expect(displayWidth(cut)).toBeLessThanOrEqual(seoTitleLimit);
    expect(truncateForSnippet('abcdefghij', 5)).toBe('abcd…');
  });

  it('cuts Korean at half the Latin length, and never inside a grapheme', () => {
    const korean = '외국인 비자와 체류 상담을 6개 언어로 돕는 당진의 행정사사무소입니다';
    const cut = truncateForSnippet(korean, 20);
    expect(displayWidth(cut)).toBeLessThanOrEqual(20);
    expect(cut).toBe('외국인 비자와 체류…');
    const vietnamese = 'thu\u031B\u0323c'.repeat(10);
    const vietnameseCut = truncateForSnippet(vietnamese, 7);
    // Six letters and the ellipsis; the last kept letter keeps both its marks.
    expect(vietnameseCut).toBe('thu\u031B\u0323cth…');
    expect(truncateForSnippet('👩‍👩‍👧👩‍👩‍👧', 3)).toBe('👩‍👩‍👧…');
  });
});

describe('the shown and stored limits', () => {
  it('says whether a text fits, is cut on the results page or is too long to store', () => {
    expect(seoTextState('title', 'x'.repeat(seoTitleLimit))).toBe('fits');
    expect(seoTextState('title', 'x'.repeat(seoTitleLimit + 1))).toBe('cut');
    expect(seoTextState('title', '가'.repeat(31))).toBe('cut');
    expect(seoTextState('title', 'x'.repeat(seoTitleMaxLength + 1))).toBe('too-long');
    expect(seoTextState('description', 'x'.repeat(seoDescriptionLimit))).toBe('fits');
    expect(seoTextState('description', 'x'.repeat(seoDescriptionMaxLength + 1))).toBe('too-long');
    // The shown title is the site's name and the page's: the stored one alone counts for storing.
    expect(seoTextState('title', `${'s'.repeat(50)} | ${'t'.repeat(20)}`, 't'.repeat(20))).toBe('cut');
  });

  it('shows a page title as the website does', () => {
    expect(shownPageTitle('한빛 행정사사무소', '사무소 소개')).toBe('한빛 행정사사무소 | 사무소 소개');
    expect(shownPageTitle('한빛 행정사사무소', '  ')).toBe('한빛 행정사사무소');
  });

  it('has a public path for every page with search texts except the not-found page', () => {
    for (const name of pageNames) {
      const hasSeo = (pageTextKeys[name] as readonly string[]).includes('seo.title');
      expect(pagePublicPath(name) !== undefined, name).toBe(hasSeo && name !== '404');
    }
    expect(pagePublicPath('회사소개')).toBe('/about');
  });
});

describe('seoTitle and seoDescription', () => {
  it('are optional, trimmed and stored in NFC', () => {
    expect(seoTitle.parse(undefined)).toBeUndefined();
    expect(seoTitle.parse('  About  ')).toBe('About');
    expect(seoDescription.parse('thu\u031B\u0323c')).toBe('thực');
  });

  it('allow more than is shown, refuse more than is stored, naming the field', () => {
    expect(seoTitle.safeParse('x'.repeat(seoTitleMaxLength)).success).toBe(true);
    const title = seoTitle.safeParse('x'.repeat(seoTitleMaxLength + 1));
    expect(title.error?.issues[0]?.message).toBe(`seoTitle is at most ${seoTitleMaxLength} characters`);
    const description = seoDescription.safeParse('x'.repeat(seoDescriptionMaxLength + 1));
    expect(description.error?.issues[0]?.message).toBe(`seoDescription is at most ${seoDescriptionMaxLength} characters`);
    expect(seoDescription.safeParse('a\u0000').success).toBe(false);
  });
});

describe("a page's seo.title and seo.description texts", () => {
  const input = (key: string, value: string | null) => ({ pageName: '회사소개', key, lang: 'en', value });

  it('are refused over their stored limit, the issue naming the text', () => {
    expect(isPageSeoTextKey('seo.title')).toBe(true);
    expect(isPageSeoTextKey('seo.keywords')).toBe(false);
    const result = setTextInput.safeParse(input('seo.title', 'x'.repeat(seoTitleMaxLength + 1)));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['value'], message: `seo.title is at most ${seoTitleMaxLength} characters` }),
    ]);
    expect(setTextInput.safeParse(input('seo.description', 'x'.repeat(seoDescriptionMaxLength + 1))).success).toBe(false);
    expect(pageSeoTextProblem('seo.description', 'x'.repeat(seoDescriptionMaxLength + 1))).toBe(
      `seo.description is at most ${seoDescriptionMaxLength} characters`,
    );
  });

  it('are taken within it, longer than shown too; other keys keep the general limit; removing is allowed', () => {
    expect(setTextInput.safeParse(input('seo.title', 'x'.repeat(seoTitleMaxLength))).success).toBe(true);
    expect(setTextInput.safeParse(input('seo.keywords', 'x'.repeat(seoDescriptionMaxLength + 1))).success).toBe(true);
    expect(setTextInput.safeParse(input('hero.title', 'x'.repeat(seoDescriptionMaxLength + 1))).success).toBe(true);
    expect(setTextInput.safeParse(input('seo.title', null)).success).toBe(true);
  });
});
