import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { consoleRefusals } from '../../errors/console-refusals.js';
import { HttpProblem } from '../../errors/problem.js';
import { clientErrorOf, formatError } from '../procedures.js';
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

/** A refusal of the console scope's hook, said in tRPC's envelope (the same status and message as on its plain routes). */
function refusedWith(error: unknown): unknown {
  return error instanceof HttpProblem ? new TRPCError({ code: error.code as TRPC_ERROR_CODE_KEY, message: error.message }) : error;
}
const refusal = ({ code, message }: { code: TRPC_ERROR_CODE_KEY; message: string }) => new TRPCError({ code, message });

/**
 * Every console procedure: a state-changing request from another site is refused (the hook found
 * it: Origin, or Sec-Fetch-Site when a browser sends no Origin); refused changes and an
 * unreachable database become their HTTP statuses (`clientErrorOf`).
 */
const consoleProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (ctx.refusal?.step === 'origin') throw refusedWith(ctx.refusal.error);
  const result = await next();
  if (!result.ok) throw clientErrorOf(result.error);
  return result;
});

/** Open to anyone (signing in). */
export const anyoneProcedure = consoleProcedure.meta({ access: 'anyone' });

/**
 * A signed-in staff member (401 otherwise); a state-changing request must also have carried the
 * session's CSRF token in x-csrf-token (403 otherwise). The hook looked both up.
 */
export const staffProcedure = consoleProcedure.meta({ access: 'staff' }).use(async ({ ctx, next }) => {
  if (ctx.refusal) throw refusedWith(ctx.refusal.error);
  const session = ctx.staffSession;
  if (!session) {
    if (ctx.request.sessionToken) ctx.clearSessionCookie();
    throw refusal(consoleRefusals.noSession);
  }
  return next({ ctx: { session, sessionToken: ctx.request.sessionToken! } });
});

/** An admin (403 for editors). */
export const adminProcedure = staffProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (ctx.session.staff.role !== 'admin') throw refusal(consoleRefusals.notAdmin);
  return next();
});
