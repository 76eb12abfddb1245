import { describe, expect, it } from 'vitest';
import { inquiryInput, inquiryRules, languageCodes, languageColumns, pageNames, pageTextKeys } from './index.js';

const valid = { name: '홍길동', phone: '01012345678', email: 'a@example.com', content: '문의' };
const failingFields = (patch: object) => {
  const result = inquiryInput.safeParse({ ...valid, ...patch });
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('inquiry rules', () => {
  it('accepts the original four-field body', () => {
    expect(inquiryInput.parse(valid)).toEqual(valid);
  });

  it('phone: digits only, 10 or 11', () => {
    expect(failingFields({ phone: '0101234567' })).toEqual([]);
    for (const phone of ['010123456', '010123456789', '010-1234-567', '+821012345678', '０１０１２３４５６７８', ''])
      expect(failingFields({ phone }), phone).toEqual(['phone']);
  });

  it('email: local part, @, domain, a top-level domain of 2+ letters', () => {
    for (const email of ['a@b.co', 'first.last+tag@sub.example.kr']) expect(failingFields({ email }), email).toEqual([]);
    for (const email of ['a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@b.c1', '']) expect(failingFields({ email }), email).toEqual(['email']);
  });

  it('name and content: required, blank is not enough, trimmed', () => {
    expect(failingFields({ name: ' \n ' })).toEqual(['name']);
    expect(failingFields({ content: '' })).toEqual(['content']);
    expect(inquiryInput.parse({ ...valid, name: '  Kim  ' }).name).toBe('Kim');
    expect(failingFields({ content: 'x'.repeat(inquiryRules.contentMaxLength + 1) })).toEqual(['content']);
  });

  it('consent, when sent, must be true; lang must be one of the five', () => {
    expect(failingFields({ consent: true, lang: 'ja' })).toEqual([]);
    expect(failingFields({ consent: false })).toEqual(['consent']);
    expect(failingFields({ lang: 'de' })).toEqual(['lang']);
  });
});

describe('catalogue', () => {
  it('maps each language code to its payload column: the office API’s five, then the languages added since (additively)', () => {
    expect(languageCodes.map((c) => languageColumns[c])).toEqual(['korean', 'chinese', 'japanese', 'english', 'russia', 'vietnamese']);
  });

  it('stores text in NFC: a decomposed Vietnamese word arrives composed', () => {
    const decomposed = 'Gia ha\u0323n thi\u0323 thư\u0323c'.normalize('NFD');
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    const parsed = inquiryInput.parse({ name: decomposed, phone: '01012345678', email: 'a@b.co', content: decomposed });
    expect(parsed.name).toBe('Gia hạn thị thực');
    expect(parsed.content).toBe('Gia hạn thị thực');
  });

  it('gives every page the template and SEO keys it needs, without duplicates', () => {
    for (const page of pageNames) {
      const keys = pageTextKeys[page];
      expect(new Set(keys).size, page).toBe(keys.length);
      if (page !== '템플릿') expect(keys, page).toEqual(expect.arrayContaining(['seo.title', 'seo.description']));
    }
    expect(pageTextKeys['템플릿']).toEqual(expect.arrayContaining(['title1', 'title2', 'menu5', 'footer.copyright']));
  });
});
