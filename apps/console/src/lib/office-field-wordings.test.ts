import { describe, expect, it } from 'vitest';
import { officeFieldLabel, officeFieldProblem } from './office-field-wordings';

const hangul = /[\uac00-\ud7a3]/;

describe('office field wordings', () => {
  it.each([
    ['phone', '전화번호'],
    ['address.en', '주소 (영어)'],
    ['name.ko', '사무소 이름 (한국어)'],
    ['closures.2.to', '휴무 3: 마지막 날'],
    ['closures.0.note.ru', '휴무 1: 메모 (러시아어)'],
    ['messengers.1.url', '메신저 2: 링크'],
    ['openingHours.3', '검색 엔진용 업무 시간 4번째 줄'],
    ['geo.lat', '위도'],
    ['privacyOfficer.position.en', '개인정보 보호책임자 직위 (영어)'],
    ['postalAddress.locality.ko', '시·군·구 (한국어)'],
  ])('name %s as the form does', (field, label) => {
    expect(officeFieldLabel(field)).toBe(label);
  });

  it('say what a phone number must look like, whichever phone it is', () => {
    for (const field of ['phone', 'fax', 'privacyOfficer.phone']) {
      expect(officeFieldProblem(field, 'invalid_format')).toContain('041-357-2480');
    }
  });

  it('word the refusals by field and code', () => {
    expect(officeFieldProblem('name.ko', 'too_small')).toContain('한국어 사무소 이름을 입력해 주세요');
    expect(officeFieldProblem('address.en', 'too_big')).toBe('200자까지 쓸 수 있습니다. 줄여 주세요.');
    expect(officeFieldProblem('closures.4.note.en', 'too_big')).toBe('80자까지 쓸 수 있습니다. 줄여 주세요.');
    expect(officeFieldProblem('openingHours', 'too_big')).toContain('14개까지');
    expect(officeFieldProblem('openingHours.0', 'invalid_format')).toContain('Mo-Fr 09:00-18:00');
    expect(officeFieldProblem('closures.2.to', 'custom')).toContain('첫날과 같거나 그 뒤');
    expect(officeFieldProblem('closures.2.from', 'invalid_format')).toContain('날짜');
    expect(officeFieldProblem('messengers.0.url', 'invalid_format')).toContain('https://');
    expect(officeFieldProblem('geo.lng', 'invalid_type')).toContain('124와 132 사이');
    expect(officeFieldProblem('hours.ja', 'custom')).toContain('저장할 수 없는 문자');
  });

  it('say something in Korean for a field or code it does not know', () => {
    expect(officeFieldProblem('somethingNew', 'invalid_format')).toMatch(hangul);
    expect(officeFieldLabel('somethingNew')).toBe('somethingNew');
  });
});
