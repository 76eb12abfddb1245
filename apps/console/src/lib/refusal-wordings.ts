import {
  type ContentSizeLimit,
  contentSizeLimitNames,
  contentSizeLimits,
  type DomainErrorCode,
  domainErrorCodes,
  maxScheduleAheadDays,
  type ScheduleProblem,
  scheduleProblems,
  staffPasswordRules,
  type StaffPasswordProblem,
  staffPasswordProblems,
  uploadLimits,
} from '@office/contracts/browser';

const megabytes = (bytes: number) => bytes / 1024 / 1024;
/** The HTML limit in KB, and about how many Korean characters (three bytes each) that is, in 만. */
const htmlKilobytes = contentSizeLimits.htmlBytes / 1024;
const htmlKoreanTenThousands = Math.floor(contentSizeLimits.htmlBytes / 3 / 10_000);

/**
 * Every refusal the server names by code (`problem`), in the console's Korean. Typed by the
 * contracts' list: a new code does not compile until it has its sentence here.
 */
export const refusalWordings: Record<DomainErrorCode, string> = {
  not_found: '찾는 항목이 없습니다. 이미 지워졌을 수 있으니 목록을 새로 고쳐 보세요.',
  email_taken: '이 이메일로 된 계정이 이미 있습니다.',
  weak_password: '비밀번호 규칙에 맞지 않습니다.',
  wrong_current_password: '현재 비밀번호가 맞지 않습니다.',
  wrong_code: '코드가 맞지 않거나 이미 사용되었습니다. 앱에 표시된 새 코드를 입력하세요.',
  passkey_refused: '패스키를 확인하지 못했습니다. 다시 시도하세요.',
  factor_exists: '인증 앱이 이미 등록되어 있습니다. 다시 등록하려면 먼저 삭제하세요.',
  no_own_factor: '모든 직원에게 2단계 인증을 요구하기 전에 먼저 본인의 인증 앱이나 패스키를 등록하세요.',
  last_factor: '2단계 인증이 필수이므로 마지막 인증 수단은 삭제할 수 없습니다. 다른 수단을 먼저 등록하세요.',
  last_admin: '사용 중인 관리자가 이 계정 하나뿐입니다. 먼저 다른 관리자를 만드세요.',
  own_account: '본인 계정의 역할과 사용 여부는 다른 관리자가 바꿉니다.',
  category_on_notice: '공지사항에는 분류가 없습니다.',
  thumbnail_gone: '올린 썸네일이 없어졌거나 다른 글의 것입니다. 썸네일을 다시 올려 주세요.',
  not_a_library_item: '파일은 자료실 글에만 첨부할 수 있습니다.',
  too_many_attachments: `자료실 글 하나에는 파일을 ${uploadLimits.attachmentsPerPost}개까지 첨부할 수 있습니다.`,
  unsupported_type:
    '지원하지 않는 파일 형식입니다. 파일 이름이 아니라 내용으로 판단합니다 (썸네일: JPEG·PNG·WebP, 첨부 파일: PDF·HWP·HWPX·DOCX·XLSX·ZIP).',
  unreadable: '이미지를 읽을 수 없습니다. 파일이 손상되었거나 덜 받아졌거나 픽셀 수가 너무 많습니다.',
  too_large: `파일이 너무 큽니다 (썸네일 ${megabytes(uploadLimits.thumbnailBytes)} MB, 첨부 파일 ${megabytes(uploadLimits.attachmentBytes)} MB까지).`,
  text_too_large: '내용이 너무 깁니다. 줄여서 다시 저장해 주세요.',
  text_key_exists: '이 페이지에 같은 키가 이미 있습니다.',
  text_key_in_use: '누리집 페이지가 읽는 키라서 지울 수 없습니다. 문구만 고칠 수 있습니다 (페이지에서 키를 빼는 일은 개발자가 합니다).',
  korean_text_required: '한국어 문구는 번역의 원문이라 지울 수 없습니다. 필요 없으면 키를 지우세요.',
  source_language: '한국어는 모든 번역의 원문이라 끌 수 없습니다.',
  invalid_schedule: '예약할 수 없는 시각입니다.',
  post_deleted: '삭제된 글입니다.',
  redirect_exists: '이 주소에서 옮기는 리다이렉트가 이미 있습니다. 목록에서 그 리다이렉트를 고치세요.',
  redirect_chain: '다른 리다이렉트와 이어지는 주소입니다. 방문자가 두 번 이상 옮겨 가거나 되돌아오지 않게, 최종 주소로 바로 보내세요.',
  revision_of_another_subject: '이 수정 이력은 다른 글이나 문구의 것입니다. 페이지를 새로 고친 뒤 다시 고르세요.',
  too_many_previews: '한 시간에 만들 수 있는 미리보기 수를 넘었습니다. 잠시 뒤에 다시 시도하세요.',
  invalid_transition: '이 문의는 지금 상태에서 그 상태로 바꿀 수 없습니다. 페이지를 새로 고쳐 보세요.',
};

/** Why the server refused a password (a `weak_password`'s `reason`). */
export const passwordProblemWordings: Record<StaffPasswordProblem, string> = {
  too_short: `비밀번호는 ${staffPasswordRules.minLength}자 이상이어야 합니다.`,
  too_long: `비밀번호는 ${staffPasswordRules.maxLength}자를 넘을 수 없습니다.`,
  contains_email: '비밀번호에 이메일 주소를 넣을 수 없습니다.',
  too_common: '너무 흔하거나 짐작하기 쉬운 비밀번호입니다. 서로 상관없는 낱말 몇 개를 이은 긴 문구를 쓰세요.',
};

/** Which limit a too-long text broke (a `text_too_large`'s `reason`): what it allows, and what to do. */
export const contentSizeLimitWordings: Record<ContentSizeLimit, string> = {
  htmlBytes:
    `본문이 너무 깁니다. 본문은 서식을 포함해 ${htmlKilobytes} KB(한글 약 ${htmlKoreanTenThousands}만 자)까지 저장할 수 있습니다. ` +
    '내용을 나누어 여러 글로 올리거나, 긴 문서는 파일로 만들어 자료실에 첨부해 주세요.',
  pageTextCharacters: `문구가 너무 깁니다. 문구 하나는 ${contentSizeLimits.pageTextCharacters.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`,
};

/** Why a schedule was refused (an `invalid_schedule`'s `reason`). */
export const scheduleProblemWordings: Record<ScheduleProblem, string> = {
  passed: '이미 지난 시각입니다. 앞으로의 시각을 고르세요.',
  too_far: `너무 먼 시각입니다. ${maxScheduleAheadDays}일 안의 시각을 고르세요.`,
  published: '이미 게시된 글입니다. 게시 예약은 임시 저장 글에만 할 수 있습니다.',
  draft_unpublish: '임시 저장 글은 사이트에 없어 내릴 수 없습니다. 게시 예약을 함께 정하세요.',
};

/** How a redirect would chain (a `redirect_chain`'s `reason`). */
const redirectChainWordings: Record<string, string> = {
  to_redirected: '옮겨 갈 주소가 다른 리다이렉트로 다시 옮겨지는 주소입니다. 그 리다이렉트의 최종 주소를 바로 넣으세요.',
  from_is_target: '다른 리다이렉트가 이 주소로 방문자를 보내고 있습니다. 그 리다이렉트를 먼저 고치거나 지우세요.',
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

/** The Korean for a refusal the server named; undefined for a code this console does not know (an older bundle). */
export function refusalWording(problem: unknown, reason?: unknown): string | undefined {
  if (!isOneOf(domainErrorCodes, problem)) return undefined;
  if (problem === 'weak_password' && isOneOf(staffPasswordProblems, reason)) return passwordProblemWordings[reason];
  if (problem === 'text_too_large' && isOneOf(contentSizeLimitNames, reason)) return contentSizeLimitWordings[reason];
  if (problem === 'invalid_schedule' && isOneOf(scheduleProblems, reason)) return scheduleProblemWordings[reason];
  if (problem === 'redirect_chain' && typeof reason === 'string' && reason in redirectChainWordings) return redirectChainWordings[reason];
  return refusalWordings[problem];
}
