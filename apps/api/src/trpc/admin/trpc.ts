import { initTRPC, TRPCError } from '@trpc/server';
import { changesState, csrfTokenMatches, isForeignRequest } from '../../services/staff/request-checks.js';
import { clientErrorOf, formatError } from '../trpc.js';
import type { AdminContext } from './context.js';

/** Who may call a procedure; every console procedure says it, and the tests check each one. */
export interface AdminMeta {
  access: 'anyone' | 'staff' | 'admin';
}

/** The cause of a refused sign-in while the throttle blocks: the client may say when to retry. */
export class RetryLater extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`retry after ${retryAfterSeconds} s`);
  }
}

const t = initTRPC
  .context<AdminContext>()
  .meta<AdminMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const formatted = formatError({ shape, error, ctx });
      const { cause } = error;
      const retryAfterSeconds = cause instanceof RetryLater && cause.retryAfterSeconds > 0 ? cause.retryAfterSeconds : undefined;
      return { ...formatted, data: { ...formatted.data, retryAfterSeconds } };
    },
  });

export const adminRouterOf = t.router;
export const createAdminCallerFactory = t.createCallerFactory;

/**
 * Every console procedure: a state-changing request from another site is refused (Origin, or
 * Sec-Fetch-Site when a browser sends no Origin); refused changes and an unreachable database
 * become their HTTP statuses (`clientErrorOf`).
 */
const consoleProcedure = t.procedure.use(async ({ ctx, type, next }) => {
  if (changesState(type, ctx.request.method) && isForeignRequest(ctx.request, ctx.publicOrigin))
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Requests from other sites are refused.' });
  const result = await next();
  if (!result.ok) throw clientErrorOf(result.error);
  return result;
});

/** Open to anyone (signing in). */
export const anyoneProcedure = consoleProcedure.meta({ access: 'anyone' });

/**
 * A signed-in staff member (401 otherwise); a state-changing request must also carry the
 * session's CSRF token in x-csrf-token (403 otherwise).
 */
export const staffProcedure = consoleProcedure.meta({ access: 'staff' }).use(async ({ ctx, type, next }) => {
  const session = await ctx.services.staff.sessions.resolve(ctx.request.sessionToken);
  if (!session) {
    if (ctx.request.sessionToken) ctx.clearSessionCookie();
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  }
  if (changesState(type, ctx.request.method) && !csrfTokenMatches(ctx.request.csrfToken, session.csrfToken)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Missing or wrong CSRF token; reload the page.' });
  }
  return next({ ctx: { session, sessionToken: ctx.request.sessionToken! } });
});

/** An admin (403 for editors). */
export const adminProcedure = staffProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (ctx.session.staff.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only admins may do this.' });
  return next();
});
