import { describe, expect, it } from 'vitest';
import { glossarySynonymGroups } from './glossary.js';
import { normalPageUrl } from './page-urls.js';
import {
  foldForSearch,
  highlightSegments,
  planSearchTerm,
  searchExcerpt,
  searchFoldFrom,
  searchFoldTo,
  searchHangulCharacters,
  searchHanKanaCharacters,
  searchQueryOf,
  searchQueryProblem,
  searchTermGroups,
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

describe('folding Latin diacritics', () => {
  // Every Vietnamese vowel with every tone mark (grave, acute, hook above, tilde, dot below), in both cases.
  const vietnameseVowels: [vowel: string, base: string][] = [
    ['a', 'a'],
    ['ă', 'a'],
    ['â', 'a'],
    ['e', 'e'],
    ['ê', 'e'],
    ['i', 'i'],
    ['o', 'o'],
    ['ô', 'o'],
    ['ơ', 'o'],
    ['u', 'u'],
    ['ư', 'u'],
    ['y', 'y'],
  ];
  const toneMarks = ['\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];

  it('folds every Vietnamese vowel with every tone mark, in both cases, one character for one', () => {
    let count = 0;
    for (const [vowel, base] of vietnameseVowels) {
      for (const mark of ['', ...toneMarks]) {
        for (const letter of [vowel, vowel.toUpperCase()]) {
          const composed = `${letter}${mark}`.normalize('NFC');
          expect(composed.length, composed).toBe(1);
          expect(foldForSearch(composed).toLowerCase(), composed).toBe(base);
          count++;
        }
      }
    }
    expect(count).toBe(12 * 6 * 2);
  });

  it('folds đ and Đ to d, and whole Vietnamese phrases keep their length', () => {
    expect(foldForSearch('đ')).toBe('d');
    expect(foldForSearch('Đ')).toBe('d');
    for (const [text, folded] of [
      ['thị thực', 'thi thuc'],
      ['Thị thực điện tử', 'thi thuc dien tu'],
      ['THỊ THỰC', 'thi thuc'],
      ['lao động không chuyên môn', 'lao dong khong chuyen mon'],
      ['Đăng ký cư trú', 'dang ky cu tru'],
      ['hành chính sư', 'hanh chinh su'],
      ['người nước ngoài', 'nguoi nuoc ngoai'],
    ] as const) {
      expect(foldForSearch(text).toLowerCase(), text).toBe(folded);
      expect(foldForSearch(text).length, text).toBe(text.length);
    }
  });

  it('folds the accents of other Latin-script languages too', () => {
    expect(foldForSearch('café naïve façade').toLowerCase()).toBe('cafe naive facade');
    expect(foldForSearch('Ångström Łódź Øresund İstanbul şişli ñandú').toLowerCase()).toBe('angstrom lodz oresund istanbul sisli nandu');
  });

  it('leaves plain ASCII as it is (its case too) and every other script unchanged', () => {
    expect(foldForSearch('Visa E-9 hikorea.go.kr 10:00')).toBe('Visa E-9 hikorea.go.kr 10:00');
    for (const text of ['비전문취업 체류자격', 'が ぎ ぐ げ ご ぱ ガ パ', '签证 在留資格', 'й ё Й Ё мой ёлка', 'Ωμέγα', 'ß æ œ']) {
      expect(foldForSearch(text), text).toBe(text);
    }
  });

  it('is a pair of strings of the same length, each letter folding to its base (a-z) as foldForSearch does', () => {
    expect(searchFoldFrom.length).toBeGreaterThan(0);
    expect(searchFoldFrom.length).toBe(searchFoldTo.length);
    expect([...searchFoldFrom].length).toBe(searchFoldFrom.length);
    expect(new Set(searchFoldFrom).size).toBe(searchFoldFrom.length);
    for (let i = 0; i < searchFoldFrom.length; i++) {
      const from = searchFoldFrom[i]!;
      const to = searchFoldTo[i]!;
      expect(to, from).toMatch(/^[a-z]$/);
      expect(from, from).not.toBe(to);
      expect(foldForSearch(from), from).toBe(to);
    }
    for (const char of ['ị', 'ự', 'đ', 'Đ', 'ơ', 'ư', 'Ơ', 'Ư', 'é', 'ñ', 'ø', 'ł']) expect(searchFoldFrom, char).toContain(char);
    for (const char of ['が', 'й', 'ё', '가', 'a', 'Z']) expect(searchFoldFrom, char).not.toContain(char);
  });
});

describe('query groups with synonyms', () => {
  const e9 = glossarySynonymGroups.find((group) => group.includes('e-9'))!;

  it('read a visa code as one group: the code, its Korean name and its names in every language', () => {
    const groups = searchTermGroups('E-9', glossarySynonymGroups);
    expect(groups).toHaveLength(1);
    const alternatives = groups[0]!;
    expect(alternatives).toContainEqual(['e-9']);
    expect(alternatives).toContainEqual(['비전문취업']);
    expect(alternatives).toContainEqual(['non-professional', 'employment']);
    expect(alternatives).toContainEqual(['非专业就业']);
    expect(alternatives).toContainEqual(['lao', 'động', 'không', 'chuyên', 'môn']);
    expect(alternatives).toHaveLength(e9.length);
  });

  it('read a name of the visa as the same group, by its Korean name and by any case', () => {
    expect(searchTermGroups('비전문취업', glossarySynonymGroups)).toEqual(searchTermGroups('E-9', glossarySynonymGroups));
    expect(searchTermGroups('e-9', glossarySynonymGroups)).toEqual(searchTermGroups('E-9', glossarySynonymGroups));
    expect(searchTermGroups('Non-Professional Employment', glossarySynonymGroups)).toEqual(searchTermGroups('E-9', glossarySynonymGroups));
  });

  it('take the longest phrase: a five-word Vietnamese name is one group, typed with or without its marks', () => {
    const groups = searchTermGroups('lao động không chuyên môn', glossarySynonymGroups);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toContainEqual(['e-9']);
    expect(searchTermGroups('lao dong khong chuyen mon', glossarySynonymGroups)).toEqual(groups);
    // "permanent residence" (F-5) wins over "residence" (F-2) alone.
    const f5 = searchTermGroups('permanent residence', glossarySynonymGroups);
    expect(f5).toHaveLength(1);
    expect(f5[0]).toContainEqual(['f-5']);
    expect(searchTermGroups('residence', glossarySynonymGroups)[0]).toContainEqual(['f-2']);
  });

  it('keep the other words of the query as their own groups', () => {
    const groups = searchTermGroups('e-9 신청', glossarySynonymGroups);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toContainEqual(['비전문취업']);
    expect(groups[1]).toEqual([['신청']]);
    // A part of a phrase is not the phrase: "lao động" alone is two words.
    expect(searchTermGroups('lao động', glossarySynonymGroups)).toEqual([[['lao']], [['động']]]);
  });

  it('are one single-alternative group per term, as typed, for a query without synonyms (or without the glossary)', () => {
    expect(searchTermGroups('위임장 Visa 연장', glossarySynonymGroups)).toEqual([[['위임장']], [['Visa']], [['연장']]]);
    expect(searchTermGroups('E-9 신청')).toEqual([[['E-9']], [['신청']]]);
    expect(searchTermGroups('!!!', glossarySynonymGroups)).toEqual([]);
  });

  it('come from the visa types of the glossary only, each group in lower case without repeats', () => {
    expect(e9).toEqual(expect.arrayContaining(['e-9', '비전문취업', 'non-professional employment', 'lao động không chuyên môn']));
    for (const group of glossarySynonymGroups) {
      expect(new Set(group).size).toBe(group.length);
      for (const word of group) expect(word).toBe(word.toLowerCase());
    }
    expect(glossarySynonymGroups.some((group) => group.includes('행정사'))).toBe(false);
  });
});

describe('highlighting and excerpts without diacritics', () => {
  it('mark the accented original where the folded term is found, and the unaccented text for an accented term', () => {
    expect(marked('Thị thực điện tử (e-visa) và THỊ THỰC', ['thi', 'thuc'])).toBe('[Thị] [thực] điện tử (e-visa) và [THỊ] [THỰC]');
    expect(marked('Thị thực điện tử', ['thi thuc'])).toBe('[Thị thực] điện tử');
    expect(marked('Đăng ký cư trú', ['dang'])).toBe('[Đăng] ký cư trú');
    expect(marked('thi thuc dien tu', ['thực', 'ĐIỆN'])).toBe('thi [thuc] [dien] tu');
    // Still where a word starts: 'thu' is not marked inside 'nhthu'.
    expect(marked('nhthư thư', ['thu'])).toBe('nhthư [thư]');
  });

  it('find a folded hit for the excerpt', () => {
    const text = `${'Phần đầu của văn bản. '.repeat(20)}Hồ sơ xin thị thực lao động. ${'Phần cuối của văn bản. '.repeat(20)}`;
    const result = searchExcerpt(text, ['thi thuc'], { maxLength: 60, lead: 10 });
    expect(result.startsWith('…')).toBe(true);
    expect(result).toContain('thị thực');
    expect(result.indexOf('thị thực')).toBeLessThan(15);
    expect(searchExcerpt(text, ['khong co'], { maxLength: 20 }).startsWith('Phần')).toBe(true);
  });
});
