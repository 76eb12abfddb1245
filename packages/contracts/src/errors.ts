import { z } from 'zod';
import { domainErrorCodes } from './domain-errors.js';

/**
 * Every 4xx/5xx answer of the API has this body: a stable code, a sentence for humans, and for
 * validation failures one entry per bad field saying why.
 */
export const apiErrorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  // The console's plain HTTP routes (uploads): not signed in, refused (CSRF, role), a conflict.
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'NOT_FOUND',
  // A deleted post: its id is remembered (decision 0047).
  'GONE',
  'METHOD_NOT_ALLOWED',
  // The request itself is unreadable: a malformed URL or request line, headers too large, too slow.
  'BAD_REQUEST',
  'HEADERS_TOO_LARGE',
  'URI_TOO_LONG',
  'REQUEST_TIMEOUT',
  // Over a limit (inquiries per address or in all); Retry-After says when to try again.
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const fieldError = z.object({
  field: z.string(),
  code: z.string(),
  /** A finer reason under the code (which password rule a `weak_password` broke). */
  reason: z.string().optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

export const apiError = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(apiErrorCodes),
    message: z.string(),
    /** For a refusal the API understood (the console's routes): which one, for the console to word (decision 0014). */
    problem: z.enum(domainErrorCodes).optional(),
    fields: z.array(fieldError).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiError>;
