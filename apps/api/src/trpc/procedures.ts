import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { fieldErrors } from '../http/problems.js';
import type { Services } from '../services/index.js';
import { InquiryRefused } from '../services/inquiry-guard.js';

export interface TrpcContext {
  services: Services;
  /** The HTTP request's id (absent when pages call procedures in-process). */
  requestId?: string;
  /** The client's address (request.ip), for the inquiry limits; absent in-process (page rendering). */
  address?: string;
}

/**
 * Bad input carries the same per-field list as the REST facade's 400 body; a refused inquiry
 * names its field or says when to try again. An unexpected error says nothing of itself (its
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
  const fields =
    cause instanceof ZodError
      ? fieldErrors(cause)
      : refusal?.field
        ? [{ field: refusal.field, code: refusal.reason, message: refusal.message }]
        : undefined;
  // An inquiry over a limit: the form says when to try again (and the phone number).
  const limited = refusal?.retryAfterSeconds !== undefined ? { retryAfterSeconds: refusal.retryAfterSeconds, reason: refusal.reason } : {};
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : shape.message;
  return { ...shape, message, data: { ...shape.data, stack: undefined, fields, requestId: ctx?.requestId, ...limited } };
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
export function serviceUnavailable(error: TRPCError): TRPCError | null {
  return isDatabaseUnavailable(error.cause ?? error)
    ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.', cause: error })
    : null;
}

const t = initTRPC.context<TrpcContext>().create({ errorFormatter: formatError });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Maps "database unreachable" to SERVICE_UNAVAILABLE (HTTP 503) instead of a 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  const unavailable = result.ok ? null : serviceUnavailable(result.error);
  if (unavailable) throw unavailable;
  return result;
});
