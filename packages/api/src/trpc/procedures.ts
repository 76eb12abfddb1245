import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '@office/db/unavailable';
import { fieldErrors } from '../errors/problem.js';
import { DomainError, fieldsOf } from '../services/domain-error.js';
import type { Services } from '../services/index.js';
import { InquiryRefused } from '../services/inquiry-guard.js';
import { refusalOf } from './domain-errors.js';

export interface TrpcContext {
  services: Services;
  /** The HTTP request's id (absent when pages call procedures in-process). */
  requestId?: string;
  /** The client's address (request.ip), for the inquiry limits; absent in-process (page rendering). */
  address?: string;
}

/**
 * Bad input carries the same per-field list as the REST facade's 400 body; a refused inquiry
 * names its field or says when to try again; a refused change (DomainError) always carries its
 * code as `problem` and `fields` (the field it names, or none). An unexpected error says nothing of itself (its
 * message may hold SQL and the values it ran with): the client gets one sentence and the request
 * id, the log gets the cause (see `logTrpcFailure`).
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
  const refusal = cause instanceof InquiryRefused ? cause : undefined;
  const domain = cause instanceof DomainError ? cause : undefined;
  const fields = domain
    ? fieldsOf(domain)
    : cause instanceof ZodError
      ? fieldErrors(cause)
      : refusal?.field
        ? [{ field: refusal.field, code: refusal.reason, message: refusal.message }]
        : undefined;
  // An inquiry over a limit: the form says when to try again (and the phone number).
  const limited = refusal?.retryAfterSeconds !== undefined ? { retryAfterSeconds: refusal.retryAfterSeconds, reason: refusal.reason } : {};
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : shape.message;
  return {
    ...shape,
    message,
    data: { ...shape.data, stack: undefined, problem: domain?.code, fields, requestId: ctx?.requestId, ...limited },
  };
}

export const internalErrorMessage = 'Something went wrong on our side.';

/** Logs a failed procedure once, with its cause, when it is the server's fault (HTTP 5xx). */
export function logTrpcFailure({ error, path, req }: { error: TRPCError; path: string | undefined; req: { log: FastifyBaseLogger } }) {
  if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
    req.log.error({ err: error.cause ?? error, path, code: error.code }, 'tRPC procedure failed');
  }
}

/** Seconds to send as Retry-After when a procedure refused an inquiry over a limit; undefined otherwise. */
export function retryAfterOf(errors: readonly TRPCError[]): number | undefined {
  const seconds = errors.flatMap((error) =>
    error.cause instanceof InquiryRefused && error.cause.retryAfterSeconds !== undefined ? [error.cause.retryAfterSeconds] : [],
  );
  return seconds.length ? Math.max(...seconds) : undefined;
}

/** "Database unreachable" as SERVICE_UNAVAILABLE (HTTP 503) instead of a 500; null for other errors. */
function serviceUnavailable(error: TRPCError): TRPCError | null {
  return isDatabaseUnavailable(error.cause ?? error)
    ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.', cause: error })
    : null;
}

/**
 * A failed procedure as its client sees it, for the public and the console routers alike: a
 * refused change with its status, "database unreachable" as a 503, anything else as it is.
 */
export const clientErrorOf = (error: TRPCError): TRPCError => refusalOf(error) ?? serviceUnavailable(error) ?? error;

const t = initTRPC.context<TrpcContext>().create({ errorFormatter: formatError });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Refusals and "database unreachable" get their statuses (`clientErrorOf`). */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw clientErrorOf(result.error);
  return result;
});
