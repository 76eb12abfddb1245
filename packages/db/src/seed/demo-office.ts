import type { OfficeDetails } from '@office/contracts';

/**
 * The fictional office of the demo content (SEED_DEMO_CONTENT, the tests and `pnpm start`): what the
 * seed's `{office.…}` placeholders and the demo posts show. Nothing here is a real business or person.
 */
export const demoOffice = {
  name: {
    ko: '한빛 행정사사무소',
    zh: '韩光行政士事务所',
    ja: 'ハンビット行政書士事務所',
    en: 'Hanbit Administrative Agency',
    ru: 'Административное бюро «Ханбит»',
    vi: 'Văn phòng Hành chính sư Hanbit',
  },
  representative: { ko: '김서연', en: 'Kim Seoyeon', zh: '金瑞妍', ja: 'キム・ソヨン', ru: 'Ким Со Ён', vi: 'Kim Seoyeon' },
  businessNumber: '312-86-04127',
  licenceNumber: {
    ko: '제2019-충남-0412호',
    zh: '第2019-忠南-0412号',
    ja: '第2019-忠南-0412号',
    en: '2019-Chungnam-0412',
    ru: '2019-Чхуннам-0412',
    vi: 'Số 2019-Chungnam-0412',
  },
  address: {
    ko: '충청남도 당진시 당진중앙2로 148, 3층 (읍내동)',
    zh: '韩国忠清南道唐津市唐津中央2路148号3层（邑内洞），邮编 31776',
    ja: '韓国忠清南道唐津市唐津中央2路148 3階（邑内洞） 郵便番号 31776',
    en: '3F, 148 Dangjinjungang 2-ro, Dangjin-si, Chungcheongnam-do 31776, Republic of Korea',
    ru: 'Республика Корея, 31776, провинция Чхунчхон-Намдо, г. Танджин, Танджинджунъан 2-ро, 148, 3-й этаж',
    vi: 'Tầng 3, số 148 Dangjinjungang 2-ro, thành phố Dangjin, tỉnh Chungcheongnam-do 31776, Hàn Quốc',
  },
  postalCode: '31776',
  postalAddress: {
    streetAddress: { ko: '당진중앙2로 148, 3층', en: '3F, 148 Dangjinjungang 2-ro' },
    locality: { ko: '당진시', en: 'Dangjin-si' },
    region: { ko: '충청남도', en: 'Chungcheongnam-do' },
  },
  phone: '041-357-2480',
  fax: '041-357-2481',
  email: 'contact@hanbit-office.kr',
  hours: {
    ko: '평일 09:00–18:00 (점심시간 12:00–13:00) · 토요일 10:00–14:00 (예약제) · 일요일·공휴일 휴무',
    zh: '工作日 09:00–18:00（午休 12:00–13:00）· 周六 10:00–14:00（需预约）· 周日及法定节假日休息',
    ja: '平日 9:00〜18:00（昼休み 12:00〜13:00）・土曜 10:00〜14:00（予約制）・日曜・祝日休業',
    en: 'Mon–Fri 09:00–18:00 (lunch break 12:00–13:00) · Sat 10:00–14:00 (by appointment) · Closed on Sundays and public holidays',
    ru: 'Пн–Пт 09:00–18:00 (обед 12:00–13:00) · Сб 10:00–14:00 (по предварительной записи) · Вс и праздничные дни — выходной',
    vi: 'Thứ Hai–Thứ Sáu 09:00–18:00 (nghỉ trưa 12:00–13:00) · Thứ Bảy 10:00–14:00 (cần đặt lịch trước) · Nghỉ Chủ nhật và ngày lễ',
  },
  openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-14:00'],
  closures: [],
  messengers: [{ kind: 'kakao', url: 'https://pf.kakao.com/_hanbitoffice' }],
  geo: { lat: 36.89, lng: 126.63 },
  privacyOfficer: {
    name: { ko: '김서연', en: 'Kim Seoyeon', zh: '金瑞妍', ja: 'キム・ソヨン', ru: 'Ким Со Ён', vi: 'Kim Seoyeon' },
    position: { ko: '대표', zh: '代表', ja: '代表', en: 'CEO', ru: 'руководитель бюро', vi: 'Giám đốc' },
    email: 'privacy@hanbit-office.kr',
    phone: '041-357-2480',
  },
} as const satisfies OfficeDetails;
