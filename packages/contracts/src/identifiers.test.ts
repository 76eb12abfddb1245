import { describe, expect, it } from 'vitest';
import { containsIdentifier, maskIdentifiers } from './identifiers.js';

/** [what, text, masked]: each registration number down to its date of birth, each passport number starred out. */
const masked: Array<[string, string, string]> = [
  // Registration numbers: resident (1–4) and alien (5–8), by what stands between the halves.
  ['resident, hyphen', '900101-1234567', '900101-*******'],
  ['resident born in the 2000s', '050228-4123456', '050228-*******'],
  ['alien, 1900s', '851231-5123456', '851231-*******'],
  ['alien, 2000s', '010615-8123456', '010615-*******'],
  ['no separator', '9001011234567', '900101*******'],
  ['a space', '900101 1234567', '900101 *******'],
  ['a dot', '900101.1234567', '900101.*******'],
  ['spaces around the hyphen', '900101 - 1234567', '900101 - *******'],
  ['an en dash', '900101–1234567', '900101–*******'],
  ['a minus sign', '900101−1234567', '900101−*******'],
  ['fullwidth digits and hyphen', '９００１０１－１２３４５６７', '９００１０１－*******'],
  ['the Japanese IME’s long vowel mark', '９００１０１ー１２３４５６７', '９００１０１ー*******'],
  ['ideographic space', '900101\u30001234567', '900101\u3000*******'],
  ['29 February', '000229-3123456', '000229-*******'],
  ['30 April', '900430-2123456', '900430-*******'],
  ['31 December', '991231-1123456', '991231-*******'],
  ['in a Korean sentence, no spaces', '제 외국인등록번호는900101-5234567입니다.', '제 외국인등록번호는900101-*******입니다.'],
  ['after a letter', 'ARC900101-5234567', 'ARC900101-*******'],
  ['before a letter', '900101-1234567a', '900101-*******a'],
  ['in brackets', '(900101-1234567)', '(900101-*******)'],
  ['on a line of its own', '주민번호:\n900101-1234567\n감사합니다', '주민번호:\n900101-*******\n감사합니다'],
  ['two of them', '900101-1234567, 950505-2345678', '900101-*******, 950505-*******'],

  // Passport numbers: Korean, then the shapes of our visitors' countries.
  ['Korea, old', 'M12345678', '*********'],
  ['Korea, new', 'M123A4567', '*********'],
  ['Korea, official and diplomatic', 'S12345678 R123B4567 G12345678 D123C4567', '********* ********* ********* *********'],
  ['China', 'E12345678', '*********'],
  ['China, two letters', 'EA1234567', '*********'],
  ['Vietnam', 'C1234567', '********'],
  ['Uzbekistan, Thailand', 'AA1234567', '*********'],
  ['the Philippines', 'P1234567A', '*********'],
  ['two letters, eight digits', 'AB12345678', '**********'],
  ['typed in lower case', 'm12345678', '*********'],
  ['fullwidth', 'ＴＫ１２３４５６７', '*********'],
  ['in a sentence', 'My passport number is E12345678.', 'My passport number is *********.'],
  ['after Hangul', '여권번호M12345678입니다', '여권번호*********입니다'],
  ['in brackets and after a colon', '护照号码：(EA1234567)', '护照号码：(*********)'],

  // Both in one text, and the name field's kind of text.
  [
    'both in one inquiry',
    'Passport: C1234567\nARC: 950505-6123456\nPhone 010-1234-5678',
    'Passport: ********\nARC: 950505-*******\nPhone 010-1234-5678',
  ],
  ['a name with a passport number', 'Nguyen Van A C1234567', 'Nguyen Van A ********'],
];

/** [what, text]: shapes near these that are not them, left as they are. */
const untouched: Array<[string, string]> = [
  // Phone numbers, as Korean and foreign visitors write them.
  ['mobile with hyphens', '010-1234-5678'],
  ['mobile, digits only', '01012345678'],
  ['mobile, international', '+82 10 1234 5678'],
  ['mobile, international, digits only', '+821012345678'],
  ['landline', '041-123-4567'],
  ['landline, Seoul', '02-1234-5678'],
  ['Uzbek mobile', '+998 90 123 45 67'],
  ['Chinese mobile', '13812345678'],
  // Dates, times and amounts.
  ['a date', '2024-01-15'],
  ['a date, digits only', '20240115'],
  ['a date of birth alone', '900101'],
  ['a date and a time', '2024.01.15 14:30'],
  ['an amount in won', '1,234,567원'],
  ['an amount without commas', '12345678원'],
  ['a postcode', '31789'],
  // Registration-number shapes that are not one.
  ['13th month', '901301-1234567'],
  ['month 00', '900001-1234567'],
  ['day 00', '900100-1234567'],
  ['32 January', '900132-1234567'],
  ['31 April', '900431-1234567'],
  ['30 February', '900230-1234567'],
  ['gender digit 9', '900101-9234567'],
  ['gender digit 0', '900101-0234567'],
  ['one digit short', '900101-123456'],
  ['part of a longer run', '19001011234567'],
  ['a 14-digit number', '90010112345678'],
  ['already masked', '900101-*******'],
  ['the first digit of the second half only', '900101-1'],
  ['two separators', '900101--1234567'],
  // Numbers people send that are not identifiers.
  ['a business registration number', '123-45-67890'],
  ['a bank account', '110-123-456789'],
  ['a card number', '1234-5678-9012-3456'],
  ['an ISBN', '9788901234567'],
  // Passport shapes that are not one.
  ['a visa type', 'E-9, F-2-7, D-10'],
  ['six digits', 'M123456'],
  ['nine digits', 'M123456789'],
  ['three letters', 'ABC1234567'],
  ['after a digit', '9M12345678'],
  ['inside a longer word', 'visaM12345678'],
  ['followed by more letters', 'P1234567AB'],
  ['an e-mail address', 'ab1234567@naver.com'],
  ['digits only', '123456789'],
  ['a flight number', 'KE1234'],
  ['an ordinary message', 'E-7 비자 연장 문의드립니다.\n서류 목록을 알고 싶습니다.'],
  ['empty', ''],
];

describe('maskIdentifiers', () => {
  it.each(masked)('masks %s', (_what, text, expected) => {
    expect(maskIdentifiers(text)).toBe(expected);
    expect(containsIdentifier(text)).toBe(true);
  });

  it.each(untouched)('leaves %s as it is', (_what, text) => {
    expect(maskIdentifiers(text)).toBe(text);
    expect(containsIdentifier(text)).toBe(false);
  });

  it('keeps the length, so the form’s and the database’s limits still hold', () => {
    for (const [, text] of masked) expect(maskIdentifiers(text)).toHaveLength(text.length);
  });

  it('leaves nothing to mask a second time', () => {
    for (const [, text] of masked) {
      const once = maskIdentifiers(text);
      expect(maskIdentifiers(once)).toBe(once);
      expect(containsIdentifier(once)).toBe(false);
    }
  });

  it('keeps no run of more than six digits (a registration number’s date of birth at most)', () => {
    for (const [, text] of masked) {
      for (const run of maskIdentifiers(text).match(/[0-9０-９]+/g) ?? []) expect(run.length, text).toBeLessThanOrEqual(6);
    }
  });

  it('answers the same whatever was asked before (the shared patterns keep no state)', () => {
    expect(containsIdentifier('M12345678')).toBe(true);
    expect(containsIdentifier('M12345678')).toBe(true);
    expect(maskIdentifiers('x M12345678 y M12345678')).toBe('x ********* y *********');
    expect(containsIdentifier('no number here')).toBe(false);
  });
});
