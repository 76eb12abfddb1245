import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { fieldErrors } from '../http/problems.js';
import type { Services } from '../services/index.js';
import { InquiryRefused } from '../services/inquiry-guard.js';

export interface TrpcContext {
  services: Services;
  /** The client's address (request.ip), for the inquiry limits; absent in-process (page rendering). */
  address?: string;
}

/** Bad input carries the same per-field list as the REST facade's 400 body; stacks never leave. */
export function formatError<Shape extends { data: object }>({ shape, error }: { shape: Shape; error: TRPCError }) {
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
  return { ...shape, data: { ...shape.data, stack: undefined, fields, ...limited } };
}

/** Seconds to send as Retry-After when a procedure refused an inquiry over a limit; undefined otherwise. */
export function retryAfterOf(errors: readonly TRPCError[]): number | undefined {
  const seconds = errors.flatMap((error) => (error.cause instanceof InquiryRefused && error.cause.retryAfterSeconds !== undefined ? [error.cause.retryAfterSeconds] : []));
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
