import { describe, expect, it } from 'vitest';
import {
  auditListInput,
  createPostInput,
  inquiryFilterQuery,
  inquiryIdInput,
  inquiryInput,
  isFilterDate,
  isStorableText,
  setInquiryNoteInput,
  setTextInput,
  staffIdInput,
} from './index.js';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('what Postgres cannot hold is refused where input enters', () => {
  it('tells storable text from NUL and unpaired surrogates, keeping paired ones (emoji)', () => {
    expect(isStorableText('홍길동 😀 Ёлка')).toBe(true);
    for (const bad of ['a\u0000b', 'abc\ud83d', '\udc00x', '\ud83d\ud83d']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('an inquiry with a NUL or a lone surrogate names the field', () => {
    const valid = { name: '홍길동', phone: '01012345678', email: 'a@example.com', content: '문의' };
    expect(issuesOf(inquiryInput.safeParse({ ...valid, name: 'abc\ud83d' }))).toEqual([
      'name: must not contain NUL characters or unpaired UTF-16 surrogates',
    ]);
    expect(issuesOf(inquiryInput.safeParse({ ...valid, content: '\u0000' }))).toEqual([
      'content: must not contain NUL characters or unpaired UTF-16 surrogates',
    ]);
    expect(inquiryInput.parse({ ...valid, content: '감사합니다 🙏' }).content).toBe('감사합니다 🙏');
  });

  it('console texts, notes and posts refuse them too', () => {
    expect(issuesOf(setTextInput.safeParse({ pageName: '홈', key: 'title', lang: 'en', value: 'x\u0000' }))).toHaveLength(1);
    expect(issuesOf(setInquiryNoteInput.safeParse({ id: 1, note: '\udfff' }))).toHaveLength(1);
    expect(issuesOf(createPostInput.safeParse({ kind: 'notice', title: 't\u0000', content: '<p>x</p>' }))).toEqual([
      'title: must not contain NUL characters or unpaired UTF-16 surrogates',
    ]);
  });

  it('ids beyond an integer column and days outside 1900–2999 are refused', () => {
    expect(issuesOf(inquiryIdInput.safeParse({ id: 2 ** 31 }))).toEqual(['id: is not a known id']);
    expect(inquiryIdInput.parse({ id: 2 ** 31 - 1 }).id).toBe(2 ** 31 - 1);
    expect(issuesOf(staffIdInput.safeParse({ id: 2 ** 53 })).every((issue) => issue.startsWith('id: '))).toBe(true);
    expect(staffIdInput.safeParse({ id: 2 ** 53 }).success).toBe(false);
    expect(issuesOf(auditListInput.safeParse({ before: 2 ** 31 }))).toHaveLength(1);
    expect(issuesOf(inquiryFilterQuery.safeParse({ from: '0000-01-01' }))).toEqual([
      'from: from must be a date (YYYY-MM-DD), between 1900 and 2999',
    ]);
    expect(inquiryFilterQuery.parse({ from: '2026-01-01', to: '' })).toEqual({ from: '2026-01-01' });
  });

  it('a day that is not on the calendar is refused with one message, by the schema and by the console alike', () => {
    for (const day of ['2025-02-30', '2025-13-01', '2023-02-29', '2025-1-01', 'abc', '2025-03-10\u0000']) {
      expect(issuesOf(inquiryFilterQuery.safeParse({ from: day })), day).toEqual(['from: from must be a date (YYYY-MM-DD)']);
      expect(isFilterDate(day), day).toBe(false);
    }
    for (const day of ['2024-02-29', '1900-01-01', '2999-12-31']) {
      expect(inquiryFilterQuery.parse({ to: day })).toEqual({ to: day });
      expect(isFilterDate(day), day).toBe(true);
    }
    expect(isFilterDate('1899-12-31')).toBe(false);
  });
});
