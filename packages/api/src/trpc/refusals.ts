import { oversizedText } from '@office/contracts';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '@office/db/unavailable';
import { DomainError, fieldErrors, Refusal, type RefusalStatus } from '../errors/index.js';

// How tRPC answers a failed procedure, for the public and the console routers alike (decision 0014):
// `clientErrorOf` gives a refusal its status, `formatError` its body (`data`).

/**
 * tRPC's code for each status a refusal can have (tRPC sends each as that same status), so a
 * refusal's status comes from its kind (errors/) on every transport.
 */
const trpcCodeOfStatus: Record<RefusalStatus, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * A procedure's refusal with its status, the refusal kept as the cause (the error formatter adds
 * `problem`, `fields` and `retryAfterSeconds` from it); null for other errors. Input with a text
 * over its size limit (decision 0032) is refused as `text_too_large` (413) naming that field, even
 * beside other bad fields: the size is what the client must change first, and it is refused before
 * anything else reads the text.
 */
export function refusalOf(error: TRPCError): TRPCError | null {
  const cause = error.cause instanceof ZodError ? oversizedInput(error.cause) : error.cause;
  return cause instanceof Refusal ? new TRPCError({ code: trpcCodeOfStatus[cause.status], message: cause.message, cause }) : null;
}

/** The refusal of a text over its size limit among the input's problems, if one is. */
function oversizedInput(error: ZodError): DomainError | undefined {
  const oversized = oversizedText(error.issues);
  return (
    oversized &&
    new DomainError('text_too_large', `${oversized.field}: ${oversized.message}`, { field: oversized.field, reason: oversized.limit })
  );
}

/** "Database unreachable" as SERVICE_UNAVAILABLE (HTTP 503) instead of a 500; null for other errors. */
function serviceUnavailable(error: TRPCError): TRPCError | null {
  return isDatabaseUnavailable(error.cause ?? error)
    ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.', cause: error })
    : null;
}

/**
 * A failed procedure as its client sees it, for the public and the console routers alike: a
 * refusal with its status, "database unreachable" as a 503, anything else as it is.
 */
export const clientErrorOf = (error: TRPCError): TRPCError => refusalOf(error) ?? serviceUnavailable(error) ?? error;

/**
 * Bad input carries the same per-field list as the REST facade's 400 body; a refusal carries its
 * `problem` (a DomainError's code), its `fields` and, when it says when to try again,
 * `retryAfterSeconds` and `reason`. An unexpected error says nothing of itself (its message may
 * hold SQL and the values it ran with): the client gets one sentence and the request id, the log
 * gets the cause (see `logTrpcFailure`).
 */
export function formatError<Shape extends { message: string; data: object }>({
  shape,
  error,
  ctx,
}: {
  shape: Shape;
  error: TRPCError;
  ctx?: { requestId?: string } | undefined;
}) {
  const { cause } = error;
  const refusal = cause instanceof Refusal ? cause : undefined;
  const fields = refusal ? refusal.fields : cause instanceof ZodError ? fieldErrors(cause) : undefined;
  // Over a limit (an inquiry; a throttled sign-in): the client says when to try again.
  const retry = refusal?.retryAfterSeconds !== undefined ? { retryAfterSeconds: refusal.retryAfterSeconds, reason: refusal.reason } : {};
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : shape.message;
  return {
    ...shape,
    message,
    data: { ...shape.data, stack: undefined, problem: refusal?.problem, fields, requestId: ctx?.requestId, ...retry },
  };
}

export const internalErrorMessage = 'Something went wrong on our side.';

/** Seconds to send as Retry-After when a procedure was refused over a limit; undefined otherwise. */
export function retryAfterOf(errors: readonly TRPCError[]): number | undefined {
  const seconds = errors.flatMap((error) =>
    error.cause instanceof Refusal && error.cause.retryAfterSeconds !== undefined ? [error.cause.retryAfterSeconds] : [],
  );
  return seconds.length ? Math.max(...seconds) : undefined;
}

/** Logs a failed procedure once, with its cause, when it is the server's fault (HTTP 5xx). */
export function logTrpcFailure({ error, path, req }: { error: TRPCError; path: string | undefined; req: { log: FastifyBaseLogger } }) {
  if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
    req.log.error({ err: error.cause ?? error, path, code: error.code }, 'tRPC procedure failed');
  }
}
