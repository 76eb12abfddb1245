import { describe, expect, it } from 'vitest';
import {
  emptyOfficeDetails,
  fillOfficePlaceholders,
  internationalPhone,
  localized,
  officeDetailsComplete,
  officePlaceholderNames,
  officeView,
  unknownOfficePlaceholders,
} from './office.js';
import { officeDetailsInput } from './office-schema.js';

const details = {
  ...emptyOfficeDetails,
  name: { ko: '한빛 행정사사무소', en: 'Hanbit Agency' },
  address: { ko: '충청남도 당진시 당진중앙2로 148', en: '148 Dangjinjungang 2-ro, Dangjin' },
  phone: '041-357-2480',
  email: 'desk@office.example',
  privacyOfficer: { name: { ko: '김서연' }, position: { ko: '대표', en: 'CEO' }, email: 'p@office.example', phone: '' },
};

describe('office details', () => {
  it('fall back from a missing language to English, then Korean', () => {
    expect(localized(details.name, 'ru')).toBe('Hanbit Agency');
    expect(localized(details.name, 'ko')).toBe('한빛 행정사사무소');
    expect(localized({ ko: '대표' }, 'zh')).toBe('대표');
  });

  it('write Korean numbers in +82 notation', () => {
    expect(internationalPhone('041-357-2480')).toBe('+82-41-357-2480');
    expect(internationalPhone('010-1234-5678')).toBe('+82-10-1234-5678');
    expect(internationalPhone('1588-1234')).toBe('+82-1588-1234');
    expect(internationalPhone('')).toBe('');
  });

  it('fill every placeholder in the view language and leave other braces alone', () => {
    const view = officeView(details, 'en');
    expect(fillOfficePlaceholders('Call {office.phone} or write {office.email} {not.office}', view)).toBe(
      'Call 041-357-2480 or write desk@office.example {not.office}',
    );
    expect(fillOfficePlaceholders('{office.privacyOfficer.name}, {office.privacyOfficer.position}', view)).toBe('김서연, CEO');
    expect(fillOfficePlaceholders('{office.addressKo}', view)).toBe('충청남도 당진시 당진중앙2로 148');
    for (const name of officePlaceholderNames) expect(fillOfficePlaceholders(`{office.${name}}`, view)).not.toContain('{office.');
  });

  it('name the placeholders that do not exist', () => {
    expect(unknownOfficePlaceholders('Tel {office.phon} / {office.phone} / {office.__proto__}')).toEqual(['phon', '__proto__']);
    expect(unknownOfficePlaceholders('no placeholders {here}')).toEqual([]);
  });

  it('are complete once name, address, phone and e-mail are entered', () => {
    expect(officeDetailsComplete(emptyOfficeDetails)).toBe(false);
    expect(officeDetailsComplete(details)).toBe(true);
  });

  it('are checked whole as an admin enters them, each refusal naming its field', () => {
    expect(officeDetailsInput.safeParse(details).success).toBe(true);
    const refused = officeDetailsInput.safeParse({ ...details, phone: '0413572480', geo: { lat: 200, lng: 126 }, extra: 1 });
    expect(refused.success).toBe(false);
    const paths = refused.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['phone', 'geo.lat', '']));
  });
});
