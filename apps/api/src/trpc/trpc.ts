import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { fieldErrors } from '../http/problems.js';
import type { Services } from '../services/index.js';

export interface TrpcContext {
  services: Services;
}

const t = initTRPC.context<TrpcContext>().create({
  // Bad input carries the same per-field list as the REST facade's 400 body.
  errorFormatter({ shape, error }) {
    const fields = error.cause instanceof ZodError ? fieldErrors(error.cause) : undefined;
    return { ...shape, data: { ...shape.data, stack: undefined, fields } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Maps "database unreachable" to SERVICE_UNAVAILABLE (HTTP 503) instead of a 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.', cause: result.error });
  }
  return result;
});
