import { type LanguageCode, languageCodes, languageKoreanNames, officeListLimits, officeTextLimits } from '@office/contracts/browser';

/** The schema's limits, from the contracts (the inputs' `maxLength`, the wording of a refusal over one). */
export { officeListLimits, officeTextLimits };

/**
 * The office's details (사무소 정보) in Korean: what each field is called and why the server refused
 * it. The server checks the form with its schema (`officeDetailsInput`) and answers a 400 naming
 * every bad field by its path (`phone`, `address.en`, `closures.2.to`) and zod's issue code, with an
 * English sentence that the console does not show (decision 0014): the Korean here is by field and
 * code, so it can say what the field must look like.
 */

/** Each language as a field's label names it. */
export const officeLanguageLabels: Record<LanguageCode, string> = languageKoreanNames;

const localizedGroups = {
  name: '사무소 이름',
  representative: '대표자',
  licenceNumber: '행정사 업무신고번호',
  address: '주소',
  hours: '업무 시간 안내',
  'privacyOfficer.name': '개인정보 보호책임자 이름',
  'privacyOfficer.position': '개인정보 보호책임자 직위',
} as const;

const plainFields: Record<string, string> = {
  businessNumber: '사업자등록번호',
  postalCode: '우편번호',
  'postalAddress.streetAddress': '도로명 주소',
  'postalAddress.locality': '시·군·구',
  'postalAddress.region': '시·도',
  phone: '전화번호',
  fax: '팩스 번호',
  email: '이메일',
  openingHours: '검색 엔진용 업무 시간',
  closures: '휴무일',
  messengers: '메신저',
  geo: '지도 위치',
  'geo.lat': '위도',
  'geo.lng': '경도',
  'privacyOfficer.email': '개인정보 보호책임자 이메일',
  'privacyOfficer.phone': '개인정보 보호책임자 전화번호',
};

const rowParts: Record<string, string> = { from: '첫날', to: '마지막 날', note: '메모', kind: '종류', url: '링크' };

const isLanguage = (part: string | undefined): part is LanguageCode => languageCodes.includes(part as LanguageCode);

/** The field's path without its language (`address.en` → `address`, `en`). */
function splitLanguage(field: string): { base: string; lang: LanguageCode | undefined } {
  const parts = field.split('.');
  const last = parts.at(-1);
  return isLanguage(last) ? { base: parts.slice(0, -1).join('.'), lang: last } : { base: field, lang: undefined };
}

/** The field's name as the form shows it ("주소 (영어)", "휴무 3: 마지막 날", "메신저 1: 링크"). */
export function officeFieldLabel(field: string): string {
  const { base, lang } = splitLanguage(field);
  const inLanguage = (label: string) => (lang ? `${label} (${officeLanguageLabels[lang]})` : label);
  const row = /^(closures|messengers|openingHours)\.(\d+)(?:\.(\w+))?/.exec(base);
  if (row) {
    const [, list, index, part] = row;
    const n = Number(index) + 1;
    if (list === 'openingHours') return `검색 엔진용 업무 시간 ${n}번째 줄`;
    const head = `${list === 'closures' ? '휴무' : '메신저'} ${n}`;
    return part ? inLanguage(`${head}: ${rowParts[part] ?? part}`) : head;
  }
  const group = (localizedGroups as Record<string, string>)[base];
  if (group) return inLanguage(group);
  return inLanguage(plainFields[base] ?? field);
}

const phoneWording = '041-357-2480, 010-1234-5678, 1588-1234처럼 하이픈(-)을 넣은 국내 전화번호를 입력해 주세요.';
const emailWording = 'office@example.kr처럼 이메일 주소를 입력해 주세요.';
const dateWording = '날짜를 고르거나 2026-09-24처럼 입력해 주세요.';

/** What a field must look like, by its path with row numbers as `#`: the wording of a format refusal. */
const formatWordings: Record<string, string> = {
  phone: phoneWording,
  fax: `${phoneWording} 팩스가 없으면 비워 두세요.`,
  'privacyOfficer.phone': `${phoneWording} 없으면 비워 두세요.`,
  email: emailWording,
  'privacyOfficer.email': `${emailWording} 없으면 비워 두세요.`,
  businessNumber: '사업자등록번호는 312-86-04127처럼 숫자 3자리-2자리-5자리로 입력해 주세요.',
  postalCode: '우편번호는 숫자 다섯 자리입니다 (예: 31776).',
  'openingHours.#':
    '한 줄에 하나씩 Mo-Fr 09:00-18:00처럼 입력해 주세요. 요일은 Mo Tu We Th Fr Sa Su, 여러 요일은 Mo-Fr 또는 Mo,We, 시각은 24시간제입니다.',
  'closures.#.from': dateWording,
  'closures.#.to': dateWording,
  'messengers.#.url': 'https://로 시작하는 링크를 입력해 주세요 (예: https://pf.kakao.com/_office).',
  'messengers.#.kind': '목록에서 메신저를 골라 주세요.',
  'geo.lat': '위도는 33과 39 사이의 숫자입니다 (대한민국 안, 예: 36.89).',
  'geo.lng': '경도는 124와 132 사이의 숫자입니다 (대한민국 안, 예: 126.63).',
};

/** The text limit of a field by its path (languages and row numbers left out). */
const textLimitOf: Record<string, number> = {
  name: officeTextLimits.name,
  representative: officeTextLimits.representative,
  licenceNumber: officeTextLimits.licenceNumber,
  address: officeTextLimits.address,
  'postalAddress.streetAddress': officeTextLimits.streetAddress,
  'postalAddress.locality': officeTextLimits.locality,
  'postalAddress.region': officeTextLimits.region,
  hours: officeTextLimits.hours,
  'closures.#.note': officeTextLimits.closureNote,
  'messengers.#.url': officeTextLimits.messengerUrl,
  email: officeTextLimits.email,
  'privacyOfficer.name': officeTextLimits.privacyOfficerName,
  'privacyOfficer.position': officeTextLimits.privacyOfficerPosition,
  'privacyOfficer.email': officeTextLimits.email,
};

const requiredWordings: Record<string, string> = {
  'name.ko': '한국어 사무소 이름을 입력해 주세요. 다른 언어가 비어 있을 때 이 이름이 보입니다.',
  'address.ko': '한국어 주소를 입력해 주세요. 외국인 방문자도 택시 기사에게 이 주소를 보여 줍니다.',
};

/**
 * Why the server refused `field` (zod's issue `code`: `invalid_format`, `too_big`, `too_small`,
 * `custom`, …), in Korean: what the field must hold, worded by the field, so an unknown code
 * still says something useful.
 */
export function officeFieldProblem(field: string, code: string | undefined): string {
  const rule = field.replace(/\.\d+(?=\.|$)/g, '.#');
  const { base } = splitLanguage(rule);
  if (code === 'too_small' && requiredWordings[field]) return requiredWordings[field];
  if (code === 'too_big') {
    const list = (Object.keys(officeListLimits) as Array<keyof typeof officeListLimits>).find((name) => name === rule);
    if (list) return `${officeListLimits[list]}개까지 넣을 수 있습니다. 필요 없는 줄을 지워 주세요.`;
    const limit = textLimitOf[base];
    if (limit) return `${limit}자까지 쓸 수 있습니다. 줄여 주세요.`;
  }
  if (rule === 'closures.#.to' && code === 'custom') return '마지막 날은 첫날과 같거나 그 뒤여야 합니다 (1900년부터 2999년 사이).';
  if (rule === 'closures.#.from' && code === 'custom') return '1900년부터 2999년 사이의 날짜를 입력해 주세요.';
  // A text's only `custom` check: characters a database cannot store (a NUL, half of an emoji).
  if (code === 'custom' && textLimitOf[base])
    return '저장할 수 없는 문자가 들어 있습니다. 다른 곳에서 붙여 넣은 글이면 직접 다시 입력해 주세요.';
  return formatWordings[rule] ?? formatWordings[base] ?? '이 값은 받아들일 수 없습니다. 형식을 확인해 주세요.';
}
