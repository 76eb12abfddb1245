import { domainErrorCodes, staffPasswordProblems } from '@office/contracts/browser';
import { describe, expect, it } from 'vitest';
import { passwordProblemWordings, refusalWording, refusalWordings } from './refusal-wordings';

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

  it('fall back to the code for a reason they do not know', () => {
    expect(refusalWording('weak_password', 'something_new')).toBe(refusalWordings.weak_password);
  });
});
