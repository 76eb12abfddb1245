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
  'post.attachment_added': '첨부 파일 추가',
  'post.attachment_removed': '첨부 파일 삭제',
  'file.uploaded': '파일 업로드',
  'text.updated': '문구 수정',
  'text.key_added': '문구 키 추가',
  'text.key_removed': '문구 키 삭제',
  'main_task.updated': '주요업무 내용 수정',
  'inquiry.viewed': '문의 열람',
  'inquiry.status_changed': '문의 상태 변경',
  'inquiry.note_changed': '문의 메모 변경',
  'inquiry.exported': '문의 내보내기(CSV)',
  'inquiry.deleted': '문의 삭제',
  'inquiry.purged': '보관 기간 지난 문의 파기',
};

export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action;

const targetTypeLabels: Record<string, string> = {
  staff: '직원 계정',
  inquiry: '문의',
  post: '글',
  file: '파일',
  text: '문구',
};

/** "직원 계정 #3", "문의 #12"; a type not listed shows its code. */
export const auditTargetLabel = (type: string | null, id: string | null) => {
  if (!type) return '—';
  const label = targetTypeLabels[type] ?? type;
  return id ? `${label} #${id}` : label;
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
  retentionDays: '보관 일수',
  status: '상태',
};
const detailValueLabels: Record<string, string> = {
  admin: '관리자',
  editor: '편집자',
  unknown_account: '없는 계정',
  wrong_password: '비밀번호 틀림',
  disabled: '사용 중지된 계정',
  throttled: '잠시 차단 중',
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
