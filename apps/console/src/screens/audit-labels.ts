import type { InquiryStatus } from '@office/contracts';

/** The inquiry statuses in Korean: the inbox's tabs, and the filters the access review shows. */
export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: '새 문의',
  in_progress: '처리 중',
  answered: '답변 완료',
  closed: '종결',
};

/** Korean names of the audit log's actions; an action not listed here shows its code. */
export const auditActionLabels: Record<string, string> = {
  'auth.signed_in': '로그인',
  'auth.signed_out': '로그아웃',
  'auth.sign_in_failed': '로그인 실패',
  'staff.created': '계정 생성',
  'staff.disabled': '계정 사용 중지',
  'staff.enabled': '계정 다시 사용',
  'staff.role_changed': '역할 변경',
  'staff.password_changed': '비밀번호 변경',
  'post.created': '글 작성',
  'post.updated': '글 수정',
  'post.published': '글 게시',
  'post.unpublished': '게시 취소',
  'post.deleted': '글 삭제',
  'post.translation_saved': '번역 저장',
  'post.translation_confirmed': '번역을 현재 원문에 맞음으로 표시',
  'post.translation_removed': '번역 삭제',
  'post.restored': '글을 수정 이력에서 되돌림',
  'post.attachment_added': '첨부 파일 추가',
  'post.attachment_removed': '첨부 파일 삭제',
  'file.uploaded': '파일 업로드',
  'text.updated': '문구 수정',
  'text.key_added': '문구 키 추가',
  'text.key_removed': '문구 키 삭제',
  'text.restored': '문구를 수정 이력에서 되돌림',
  'main_task.updated': '주요업무 내용 수정',
  'main_task.restored': '주요업무 내용을 수정 이력에서 되돌림',
  'inquiry.listed': '문의 목록 조회',
  'inquiry.viewed': '문의 열람',
  'inquiry.outbox_viewed': '알림 메일 대기열 조회 (방문자 이름)',
  'inquiry.status_changed': '문의 상태 변경',
  'inquiry.note_changed': '문의 메모 변경',
  'inquiry.exported': '문의 내보내기(CSV)',
  'inquiry.deleted': '문의 삭제',
  'inquiry.purged': '보관 기간 지난 문의 파기',
  'audit.purged': '보관 기간 지난 접속기록 파기',
  'access.reviewed': '접속기록 월간 점검 완료',
  'office.update': '사무소 정보 수정',
  'language.offer': '언어 켜기 (방문자에게 보이게)',
  'language.withdraw': '언어 끄기',
  'redirect.created': '리다이렉트 추가',
  'redirect.updated': '리다이렉트 수정',
  'redirect.deleted': '리다이렉트 삭제',
};

export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action;

const targetTypeLabels: Record<string, string> = {
  staff: '직원 계정',
  inquiry: '문의',
  post: '글',
  file: '파일',
  text: '문구',
  month: '점검한 달',
  office: '사무소 정보',
  language: '언어',
  redirect: '리다이렉트',
};

/** "직원 계정 #3", "문의 #12"; a type not listed shows its code. */
export const auditTargetLabel = (type: string | null, id: string | null) => {
  if (!type) return '—';
  const label = targetTypeLabels[type] ?? type;
  if (!id) return label;
  return type === 'month' ? `${label} ${id}` : `${label} #${id}`;
};

/** The detail's facts in this order first (the database keeps JSON keys in its own order). */
const detailKeyLabels: Record<string, string> = {
  email: '이메일',
  role: '역할',
  from: '이전',
  to: '이후',
  reason: '사유',
  via: '경로',
  count: '건수',
  closed: '종결 후 보관 기간 지남',
  inactive: '처리 없이 보관 기간 지남',
  retentionDays: '보관 일수',
  status: '상태',
  page: '쪽',
  throughSeq: '파기한 마지막 순번',
  flags: '주의 표시',
  exports: '내려받기',
  chainIntact: '기록 연결 이상 없음',
  headSeq: '점검 때 마지막 순번',
  permanent: '영구 이동(301)',
};
const detailValueLabels: Record<string, string> = {
  admin: '관리자',
  editor: '편집자',
  unknown_account: '없는 계정',
  wrong_password: '비밀번호 틀림',
  disabled: '사용 중지된 계정',
  throttled: '잠시 차단 중',
  true: '예',
  false: '아니요',
};
const keyOrder = Object.keys(detailKeyLabels);
const rank = (key: string) => (keyOrder.includes(key) ? keyOrder.indexOf(key) : keyOrder.length);

/** The small facts of an entry on one line ("이메일: a@b.kr · 이전: 편집자 · 이후: 관리자"). */
export const auditDetailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => {
      const shown = typeof value === 'string' ? value : JSON.stringify(value);
      return `${detailKeyLabels[key] ?? key}: ${detailValueLabels[shown] ?? shown}`;
    })
    .join(' · ');

/**
 * Whose data an access touched and why, on one line ("문의 3건 (번호 12, 14, 15) · 사유: …"):
 * the access record's subjects and reason (decision 0039), never more of the inquiries than their ids.
 */
export function auditAccessText(subjects: Record<string, unknown> | null, reason: string | null): string {
  const parts: string[] = [];
  if (subjects && typeof subjects.count === 'number') {
    const ids = Array.isArray(subjects.inquiryIds) ? subjects.inquiryIds.filter((id): id is number => typeof id === 'number') : [];
    const shown = ids.length > 10 ? `${ids.slice(0, 10).join(', ')} 외 ${ids.length - 10}건` : ids.join(', ');
    parts.push(`문의 ${subjects.count}건${shown ? ` (번호 ${shown})` : ''}`);
  }
  if (reason) parts.push(`사유: ${reason}`);
  return parts.join(' · ');
}
