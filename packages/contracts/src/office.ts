/**
 * The fictional office the seed content and the site's structured data (JSON-LD, map) describe. Every seed text that names the office, its
 * address, phone or people takes the facts from here, so all five languages agree.
 * Nothing here is a real business or person.
 */
export const office = {
  name: {
    ko: '한빛 행정사사무소',
    zh: '韩光行政士事务所',
    ja: 'ハンビット行政書士事務所',
    en: 'Hanbit Administrative Agency',
    ru: 'Административное бюро «Ханбит»',
  },
  representative: { ko: '김서연', en: 'Kim Seoyeon', zh: '金瑞妍', ja: 'キム・ソヨン', ru: 'Ким Со Ён' },
  /** Fictional registration number. */
  businessNumber: '312-86-04127',
  /** 행정사 licence number (fictional). */
  licenceNumber: '제2019-충남-0412호',
  address: {
    ko: '충청남도 당진시 당진중앙2로 148, 3층 (읍내동)',
    postalCode: '31776',
    en: '3F, 148 Dangjinjungang 2-ro, Dangjin-si, Chungcheongnam-do 31776, Republic of Korea',
  },
  /** The map is centred here, zoom 15 (docs/product.md#pages). */
  geo: { lat: 36.89, lng: 126.63 },
  mapZoom: 15,
  locality: { ko: '당진시', en: 'Dangjin-si' },
  region: { ko: '충청남도', en: 'Chungcheongnam-do' },
  streetAddress: { ko: '당진중앙2로 148, 3층', en: '3F, 148 Dangjinjungang 2-ro' },
  phone: '041-357-2480',
  phoneInternational: '+82-41-357-2480',
  fax: '041-357-2481',
  email: 'contact@hanbit-office.kr',
  privacyOfficer: { title: 'CEO', email: 'privacy@hanbit-office.kr', phone: '041-357-2480' },
  /** schema.org openingHours, for the JSON-LD of home and contact. */
  openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-14:00'],
  hours: {
    weekdays: '09:00–18:00',
    lunch: '12:00–13:00',
    saturday: '10:00–14:00 (by appointment)',
    closed: 'Sundays and public holidays',
  },
  /** How long an inquiry is kept after it is closed; the consent text states the same. */
  inquiryRetentionDays: 365,
  founded: 2019,
} as const;
