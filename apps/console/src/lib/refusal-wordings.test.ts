import { contentSizeLimitNames, domainErrorCodes, staffPasswordProblems } from '@office/contracts/browser';
import { describe, expect, it } from 'vitest';
import { contentSizeLimitWordings, passwordProblemWordings, refusalWording, refusalWordings } from './refusal-wordings';

const hangul = /[\uac00-\ud7a3]/;

describe('refusal wordings', () => {
  it.each(domainErrorCodes)('word %s in Korean', (code) => {
    expect(refusalWordings[code]).toMatch(hangul);
    expect(refusalWording(code)).toBe(refusalWordings[code]);
  });

  it('have no wording for a code the contracts do not declare', () => {
    expect(Object.keys(refusalWordings).sort()).toEqual([...domainErrorCodes].sort());
    expect(refusalWording('no_such_code')).toBeUndefined();
    expect(refusalWording(undefined)).toBeUndefined();
  });

  it.each(staffPasswordProblems)('word a weak password (%s) by its reason', (reason) => {
    expect(passwordProblemWordings[reason]).toMatch(hangul);
    expect(refusalWording('weak_password', reason)).toBe(passwordProblemWordings[reason]);
  });

  it.each(contentSizeLimitNames)('word a text over its size limit (%s) by the limit it broke', (limit) => {
    expect(contentSizeLimitWordings[limit]).toMatch(hangul);
    expect(refusalWording('text_too_large', limit)).toBe(contentSizeLimitWordings[limit]);
  });

  it('say how long a body may be: 64 KB with its markup, about twenty thousand Korean characters', () => {
    expect(refusalWording('text_too_large', 'htmlBytes')).toContain('본문이 너무 깁니다. 본문은 서식을 포함해 64 KB(한글 약 2만 자)까지');
    expect(refusalWording('text_too_large', 'pageTextCharacters')).toContain('20,000자까지');
  });

  it('fall back to the code for a reason they do not know', () => {
    expect(refusalWording('weak_password', 'something_new')).toBe(refusalWordings.weak_password);
    expect(refusalWording('text_too_large', 'something_new')).toBe(refusalWordings.text_too_large);
  });
});
