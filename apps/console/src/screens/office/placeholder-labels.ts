import type { OfficePlaceholder } from '@office/contracts';

/**
 * What each `{office.…}` placeholder of the page texts becomes, in the staff's words. Typed by the
 * contracts' list: a new placeholder does not compile until the office screen can explain it.
 */
export const placeholderLabels: Record<OfficePlaceholder, string> = {
  name: '사무소 이름 (페이지의 언어로)',
  representative: '대표자',
  businessNumber: '사업자등록번호',
  licenceNumber: '행정사 업무신고번호 (페이지의 언어로)',
  address: '주소 (페이지의 언어로)',
  addressKo: '한국어 주소 (외국어 페이지에서도 한국어로)',
  postalCode: '우편번호',
  phone: '전화번호',
  fax: '팩스 번호 (없으면 빈칸)',
  email: '이메일',
  hours: '업무 시간 안내',
  'privacyOfficer.name': '개인정보 보호책임자 이름',
  'privacyOfficer.position': '개인정보 보호책임자 직위',
  'privacyOfficer.email': '개인정보 보호책임자 이메일',
  'privacyOfficer.phone': '개인정보 보호책임자 전화번호',
};
