import { trpcErrorOf, UploadError } from './api';
import { refusalWording } from './refusal-wordings';

/** A failure the server explained: its HTTP status, and for a refused change its code (and reason). */
interface Refusal {
  status: number;
  problem?: string | undefined;
  fields?: Array<{ field?: string | undefined; code?: string | undefined; reason?: string | undefined }> | undefined;
}

const unreachable = '서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Failures without a code the console knows (access, malformed requests, server faults), by HTTP status. */
const statusWordings: Record<number, string> = {
  400: '보낸 내용을 서버가 받아들이지 않았습니다. 입력을 확인해 주세요.',
  401: '로그인이 끝났습니다. 페이지를 새로 고쳐 다시 로그인해 주세요.',
  403: '권한이 없거나 보안 토큰이 맞지 않습니다. 페이지를 새로 고쳐 주세요.',
  413: '보낸 파일이나 글이 너무 큽니다.',
  415: '지원하지 않는 파일 형식입니다.',
  500: '서버에서 오류가 났습니다. 잠시 후 다시 시도해 주세요.',
};

/** The status and code of a failure the server answered; undefined when it did not (or not in its own words). */
function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof UploadError)
    return error.status ? { status: error.status, problem: error.body.problem, fields: error.body.fields } : undefined;
  const trpcError = trpcErrorOf(error);
  const data = trpcError?.data;
  if (data) return { status: data.httpStatus, problem: data.problem, fields: data.fields };
  // An answer that is not tRPC's (a body over the server's own limit, refused before tRPC saw it): its status.
  const response = trpcError?.meta?.response;
  return response instanceof Response && response.status >= 400 ? { status: response.status } : undefined;
}

/**
 * What to tell staff about a failed request, always in Korean (decision 0014): a refused change by
 * its code, any other failure by its status, and a lost connection as such. The server's English
 * sentence is for logs and API clients, never shown here.
 */
export function serverMessage(error: unknown): string {
  const refusal = refusalOf(error);
  if (!refusal) return unreachable;
  const reason = refusal.fields?.find((field) => field.reason)?.reason;
  return refusalWording(refusal.problem, reason) ?? statusWordings[refusal.status] ?? unreachable;
}

/**
 * The input a refused change names (`fields`), with its Korean: the screen marks that field and says
 * why beside it (the whole refusal is in the screen's message line too). Undefined when the failure
 * names no field.
 */
export function refusedField(error: unknown): { field: string; text: string } | undefined {
  const field = refusalOf(error)?.fields?.find((named) => named.field)?.field;
  return field ? { field, text: serverMessage(error) } : undefined;
}

/**
 * Every input a refused change names, with zod's issue code (`invalid_format`, `too_big`, …): a form
 * checked by a schema (the office's details) gets one entry per bad field, and the screen words
 * each beside its field. Empty when the failure names no field.
 */
export function refusedFields(error: unknown): Array<{ field: string; code: string | undefined }> {
  return (refusalOf(error)?.fields ?? []).flatMap(({ field, code }) => (field ? [{ field, code }] : []));
}
