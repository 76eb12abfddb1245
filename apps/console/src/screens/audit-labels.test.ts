import { describe, expect, it } from 'vitest';
import { auditAccessText } from './audit-labels';

describe('the access part of an audit entry', () => {
  it('names how many inquiries, their numbers (ten at most) and the reason', () => {
    expect(auditAccessText({ count: 3, inquiryIds: [12, 14, 15] }, '비자 연장 회신')).toBe(
      '문의 3건 (번호 12, 14, 15) · 사유: 비자 연장 회신',
    );
    const many = Array.from({ length: 13 }, (_, i) => i + 1);
    expect(auditAccessText({ count: 13, inquiryIds: many, filter: { status: 'new' } }, null)).toBe(
      '문의 13건 (번호 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 외 3건)',
    );
    expect(auditAccessText({ count: 0 }, null)).toBe('문의 0건');
  });

  it('says nothing for an entry that touched no inquiry', () => {
    expect(auditAccessText(null, null)).toBe('');
    expect(auditAccessText({ reason: 'x' }, null)).toBe('');
  });
});
