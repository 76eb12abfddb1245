import type { ApiErrorCode, FieldError } from '@office/contracts';
import type { ZodError } from 'zod';

// The error body's parts, shared by the REST facade (http/) and the tRPC procedures (trpc/),
// outside both so neither imports the other for them.

/**
 * A problem with the request itself, answered by the host over plain HTTP with its status and the
 * body's code as given (a malformed URL, a wrong method or body, an unknown route or id, the
 * database unreachable). What the API understood and refuses is a `Refusal` (refusal.ts); anything
 * else that is thrown is a 500 (or a 503).
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

/** A zod failure as the error body's field list. */
export function fieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    code: issue.code,
    message: issue.message,
  }));
}

/** A 400 naming each field of a zod failure and why. */
export function validationProblem(error: ZodError, what = 'request'): HttpProblem {
  const fields = fieldErrors(error);
  return new HttpProblem(400, 'VALIDATION_FAILED', `Invalid ${what}: ${fields.map((f) => f.field).join(', ')}`, fields);
}
