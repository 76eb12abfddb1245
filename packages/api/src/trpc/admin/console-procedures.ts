import { initTRPC } from '@trpc/server';
import { ConsoleRefused } from '../../errors/index.js';
import { clientErrorOf, formatError } from '../refusals.js';
import type { AdminContext } from './context.js';

/** Who may call a procedure; every console procedure says it, and the tests check each one. */
export interface AdminMeta {
  access: 'anyone' | 'staff' | 'admin';
}

/** Errors are answered as on the public router (`formatError`): a throttled sign-in's refusal says when to retry. */
const t = initTRPC.context<AdminContext>().meta<AdminMeta>().create({ errorFormatter: formatError });

export const adminRouterOf = t.router;
export const createAdminCallerFactory = t.createCallerFactory;

/**
 * Every console procedure: a state-changing request from another site is refused (the hook found
 * it: Origin, or Sec-Fetch-Site when a browser sends no Origin); refused changes and an
 * unreachable database become their HTTP statuses (`clientErrorOf`).
 */
const consoleProcedure = t.procedure
  .use(async ({ next }) => {
    const result = await next();
    if (!result.ok) throw clientErrorOf(result.error);
    return result;
  })
  .use(({ ctx, next }) => {
    if (ctx.refusal?.step === 'origin') throw ctx.refusal.error;
    return next();
  });

/** Open to anyone (signing in). */
export const anyoneProcedure = consoleProcedure.meta({ access: 'anyone' });

/**
 * A signed-in staff member (401 otherwise); a state-changing request must also have carried the
 * session's CSRF token in x-csrf-token (403 otherwise). The hook looked both up.
 */
export const staffProcedure = consoleProcedure.meta({ access: 'staff' }).use(async ({ ctx, next }) => {
  if (ctx.refusal) throw ctx.refusal.error;
  const session = ctx.staffSession;
  if (!session) {
    if (ctx.request.sessionToken) ctx.clearSessionCookie();
    throw new ConsoleRefused('noSession');
  }
  return next({ ctx: { session, sessionToken: ctx.request.sessionToken! } });
});

/** An admin (403 for editors). */
export const adminProcedure = staffProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (ctx.session.staff.role !== 'admin') throw new ConsoleRefused('notAdmin');
  return next();
});
