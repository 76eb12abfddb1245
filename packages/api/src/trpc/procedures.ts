import { initTRPC } from '@trpc/server';
import type { Services } from '../services/index.js';
import { clientErrorOf, formatError } from './refusals.js';

export interface TrpcContext {
  services: Services;
  /** The HTTP request's id (absent when pages call procedures in-process). */
  requestId?: string;
  /** The client's address (request.ip), for the inquiry limits; absent in-process (page rendering). */
  address?: string;
}

/** Errors are answered by `formatError` (refusals.ts), the same for the console's router. */
const t = initTRPC.context<TrpcContext>().create({ errorFormatter: formatError });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Refusals and "database unreachable" get their statuses (`clientErrorOf`). */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw clientErrorOf(result.error);
  return result;
});
