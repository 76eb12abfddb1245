import { staffPasswordRules } from '@office/contracts/browser';
import { TRPCClientError } from '@trpc/client';
import { UploadError } from './api';

/** The server's account refusals (`data.problem`), in the console's Korean. */
const accountProblems: Record<string, string> = {
  email_taken: '이 이메일로 된 계정이 이미 있습니다.',
  not_found: '그 계정이 없습니다. 목록을 새로 고쳐 보세요.',
  last_admin: '사용 중인 관리자가 이 계정 하나뿐입니다. 먼저 다른 관리자를 만드세요.',
  own_account: '본인 계정의 역할과 사용 여부는 다른 관리자가 바꿉니다.',
};

/** Why the server refused a password (`fields[].reason`). */
const passwordReasons: Record<string, string> = {
  too_short: `비밀번호는 ${staffPasswordRules.minLength}자 이상이어야 합니다.`,
  too_long: `비밀번호는 ${staffPasswordRules.maxLength}자를 넘을 수 없습니다.`,
  contains_email: '비밀번호에 이메일 주소를 넣을 수 없습니다.',
  too_common: '너무 흔하거나 짐작하기 쉬운 비밀번호입니다. 서로 상관없는 낱말 몇 개를 이은 긴 문구를 쓰세요.',
};

interface RefusalData {
  code?: string;
  problem?: string;
  fields?: Array<{ reason?: string }>;
}

/**
 * What to tell staff about a failed request: the refusals the server names by code in Korean, any
 * other refusal in the server's own words, and a lost connection as such.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as RefusalData;
    if (data.code === 'UNAUTHORIZED') return '로그인이 끝났습니다. 페이지를 새로 고쳐 다시 로그인해 주세요.';
    const reason = data.fields?.find((field) => field.reason)?.reason;
    return (reason && passwordReasons[reason]) || (data.problem && accountProblems[data.problem]) || error.message;
  }
  if (error instanceof UploadError) return error.message;
  return '서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}
