import { describe, expect, it } from 'vitest';
import { normalPageUrl } from './page-urls.js';
import {
  highlightSegments,
  planSearchTerm,
  searchExcerpt,
  searchHangulCharacters,
  searchHanKanaCharacters,
  searchQueryOf,
  searchQueryProblem,
  searchTerms,
  searchWordCharacters,
} from './post-search-rules.js';
import { postSearchInput, searchQuery } from './posts.js';

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .map((segment) => (segment.hit ? `[${segment.text}]` : segment.text))
    .join('');

describe('search terms', () => {
  it('are the space-separated words of the query, each once in any case, without bare punctuation', () => {
    expect(searchTerms('  Visa\u3000visa  위임장\n-  E-7 ')).toEqual(['Visa', '위임장', 'E-7']);
    expect(searchTerms('!!! ... %')).toEqual([]);
  });

  it('are read in Unicode NFC, so a decomposed Hangul query is the same word', () => {
    expect(searchTerms('위임장'.normalize('NFD'))).toEqual(['위임장']);
  });
});

describe('a query that can be searched', () => {
  it('is storable, 1 to 100 characters once white space is collapsed, with a letter, digit or CJK character', () => {
    expect(searchQueryProblem('위임장')).toBeNull();
    expect(searchQueryProblem('   ')).toBe('must not be empty');
    expect(searchQueryProblem('a'.repeat(101))).toBe('must be at most 100 characters');
    expect(searchQueryProblem(`${'a '.repeat(50)}     `)).toBeNull();
    expect(searchQueryProblem('a\u0000b')).toMatch(/NUL/);
    expect(searchQueryProblem('a\ud800')).toMatch(/surrogates/);
    expect(searchQueryProblem('%_%')).toMatch(/letter/);
  });

  it('is parsed into its normal form by the API schema, a bad one refused with its reason', () => {
    expect(searchQuery.parse('  비자   연장 ')).toBe('비자 연장');
    const refused = postSearchInput.safeParse({ q: 'x'.repeat(1000) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['q', 'must be at most 100 characters']]);
  });

  it('is kept in a page URL as given; one that cannot be searched is dropped (the list is shown)', () => {
    expect(searchQueryOf('E-7 비자')).toBe('E-7 비자');
    expect(searchQueryOf('')).toBeUndefined();
    expect(normalPageUrl('/notice?lang=en&q=visa').url).toBe('/notice?q=visa&lang=en');
    expect(normalPageUrl('/library?q=%00&category=category2')).toEqual({ url: '/library?category=category2', changed: true });
    expect(normalPageUrl(`/notice?q=${'a'.repeat(101)}`)).toEqual({ url: '/notice', changed: true });
  });
});

describe('the kinds of characters', () => {
  const kindOf = (char: string) =>
    (
      [
        ['hangul', searchHangulCharacters],
        ['han-kana', searchHanKanaCharacters],
        ['word', searchWordCharacters],
      ] as const
    )
      .filter(([, characters]) => new RegExp(`^[${characters}]$`, 'iu').test(char))
      .map(([kind]) => kind);

  it('put each script in one class only, and punctuation in none', () => {
    for (const char of ['가', '힣', 'ㄱ']) expect(kindOf(char), char).toEqual(['hangul']);
    for (const char of ['签', '韓', '\uf900', 'ひ', 'カ', 'ー', 'ｶ', '々']) expect(kindOf(char), char).toEqual(['han-kana']);
    for (const char of ['a', 'Z', '7', 'é', 'Ё', 'ж', 'Ω', 'ｖ']) expect(kindOf(char), char).toEqual(['word']);
    for (const char of [' ', '-', '.', '・', '、', '。', '「', '（', '%', '×', '\u00a0']) expect(kindOf(char), char).toEqual([]);
  });
});

describe('how a term is found', () => {
  it('short CJK terms and single words are one stored gram: exact', () => {
    expect(planSearchTerm('위임장')).toEqual({ term: '위임장', grams: ['위임장'], exact: true, wordStart: false });
    expect(planSearchTerm('签')).toMatchObject({ grams: ['签'], exact: true });
    expect(planSearchTerm('Visa')).toEqual({ term: 'Visa', grams: ['Visa'], exact: true, wordStart: true });
    expect(planSearchTerm('E-7')).toMatchObject({ grams: ['E-7'], exact: true, wordStart: true });
    expect(planSearchTerm('hikorea.go.kr')).toMatchObject({ grams: ['hikorea.go.kr'], exact: true });
  });

  it('Korean words up to 8 syllables are one gram too; longer Chinese and Japanese ones are found by trigrams, then checked', () => {
    expect(planSearchTerm('외국인등록증을')).toEqual({ term: '외국인등록증을', grams: ['외국인등록증을'], exact: true, wordStart: false });
    expect(planSearchTerm('外国人登録')).toEqual({
      term: '外国人登録',
      grams: ['外国人', '国人登', '人登録'],
      exact: false,
      wordStart: false,
    });
    expect(planSearchTerm('출입국관리사무소민원')).toMatchObject({
      grams: ['출입국관리사무소', '입국관리사무소민', '국관리사무소민원'],
      exact: false,
    });
  });

  it('mixed and punctuated terms by their parts: checked against the text', () => {
    expect(planSearchTerm('韓國語사전')).toEqual({ term: '韓國語사전', grams: ['韓國語', '사전'], exact: false, wordStart: false });
    expect(planSearchTerm('F4비자')).toEqual({ term: 'F4비자', grams: ['F4', '비자'], exact: false, wordStart: true });
    expect(planSearchTerm('100%')).toMatchObject({ grams: ['100'], exact: false });
    expect(planSearchTerm('(주)')).toMatchObject({ grams: ['주'], exact: false, wordStart: false });
    expect(planSearchTerm('e-')).toMatchObject({ grams: ['e'], exact: false });
    const long = 'internationalization-readiness';
    expect(planSearchTerm(long)).toMatchObject({ grams: [long.slice(0, 24)], exact: false });
  });
});

describe('highlighting', () => {
  it('marks every hit in any case; CJK terms inside words, others where a word starts', () => {
    expect(marked('위임장양식과 위임장', ['위임장'])).toBe('[위임장]양식과 [위임장]');
    expect(marked('VISA visas, e-visa and provisa', ['visa'])).toBe('[VISA] [visa]s, e-[visa] and provisa');
    expect(marked('비자visa', ['visa'])).toBe('비자[visa]');
    expect(marked('Работа и РАБОТНИКИ', ['работ'])).toBe('[Работ]а и [РАБОТ]НИКИ');
  });

  it('prefers the longer of two overlapping terms and takes regular-expression characters literally', () => {
    expect(marked('E-7 visa (E-7-1)', ['E-7', 'E-7-1'])).toBe('[E-7] visa ([E-7-1])');
    expect(marked('a.b axb 100%', ['a.b', '100%'])).toBe('[a.b] axb [100%]');
  });

  it('leaves a text without hits, or without terms, in one plain segment', () => {
    expect(highlightSegments('nothing here', ['visa'])).toEqual([{ text: 'nothing here', hit: false }]);
    expect(highlightSegments('', [])).toEqual([{ text: '', hit: false }]);
  });
});

describe('a search excerpt', () => {
  const text = `${'앞부분 문장입니다. '.repeat(20)}여기에 위임장양식이 있습니다. ${'뒷부분 문장입니다. '.repeat(20)}`;

  it('starts shortly before the first hit, at a word, and is cut with an ellipsis', () => {
    const result = searchExcerpt(text, ['위임장'], { maxLength: 60, lead: 10 });
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result.indexOf('위임장')).toBeLessThan(15);
    expect(result.length).toBeLessThanOrEqual(62);
  });

  it('is the text from its start when the hit is near it, or when nothing is found in it', () => {
    expect(searchExcerpt('위임장양식 안내', ['위임장'])).toBe('위임장양식 안내');
    expect(searchExcerpt(text, ['없는말'], { maxLength: 20 }).startsWith('앞부분')).toBe(true);
  });
});
