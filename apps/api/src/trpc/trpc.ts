import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { fieldErrors } from '../http/problems.js';
import type { Services } from '../services/index.js';

export interface TrpcContext {
  services: Services;
}

/** Bad input carries the same per-field list as the REST facade's 400 body; stacks never leave. */
export function formatError<Shape extends { data: object }>({ shape, error }: { shape: Shape; error: TRPCError }) {
  const fields = error.cause instanceof ZodError ? fieldErrors(error.cause) : undefined;
  return { ...shape, data: { ...shape.data, stack: undefined, fields } };
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
