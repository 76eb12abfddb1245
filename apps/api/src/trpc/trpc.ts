import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { fieldErrors } from '../http/problems.js';
import type { Services } from '../services/index.js';

export interface TrpcContext {
  services: Services;
  /** The HTTP request's id (absent when pages call procedures in-process). */
  requestId?: string;
}

/**
 * Bad input carries the same per-field list as the REST facade's 400 body. An unexpected error
 * says nothing of itself (its message may hold SQL and the values it ran with): the client gets
 * one sentence and the request id, the log gets the cause (see `logTrpcFailure`).
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
  const fields = error.cause instanceof ZodError ? fieldErrors(error.cause) : undefined;
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : shape.message;
  return { ...shape, message, data: { ...shape.data, stack: undefined, fields, requestId: ctx?.requestId } };
}

export const internalErrorMessage = 'Something went wrong on our side.';

/** Logs a failed procedure once, with its cause, when it is the server's fault (HTTP 5xx). */
export function logTrpcFailure({ error, path, req }: { error: TRPCError; path: string | undefined; req: { log: FastifyBaseLogger } }) {
  if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
    req.log.error({ err: error.cause ?? error, path, code: error.code }, 'tRPC procedure failed');
  }
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
