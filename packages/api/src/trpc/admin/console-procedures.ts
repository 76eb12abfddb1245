import { initTRPC } from '@trpc/server';
import { ConsoleRefused } from '../../errors/index.js';
import { clientErrorOf, formatError } from '../refusals.js';
import type { AdminContext } from './context.js';

/** Who may call a procedure; every console procedure says it, and the tests check each one. */
export interface AdminMeta {
  /**
   * anyone: signing in. session: a signed-in session at any stage (who am I, sign out, the second
   * step). enrolment: a complete session, or one whose account must first set up a second factor.
   * staff: a complete session. admin: a complete session of an admin (decision 0040).
   */
  access: 'anyone' | 'session' | 'enrolment' | 'staff' | 'admin';
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
 * A signed-in session at any stage (401 otherwise); a state-changing request must also have carried
 * the session's CSRF token in x-csrf-token (403 otherwise). The hook looked both up.
 */
export const sessionProcedure = consoleProcedure.meta({ access: 'session' }).use(async ({ ctx, next }) => {
  if (ctx.refusal) throw ctx.refusal.error;
  const session = ctx.staffSession;
  if (!session) {
    if (ctx.request.sessionToken) ctx.clearSessionCookie();
    throw new ConsoleRefused('noSession');
  }
  // The staff member carries the request's address, so every audit entry made for them records where from.
  const staff = { ...session.staff, address: ctx.request.address };
  return next({ ctx: { session: { ...session, staff }, sessionToken: ctx.request.sessionToken! } });
});

/** The refusal for a session that has not reached `complete`: its due step. */
export const stageRefusal = (stage: 'secondFactor' | 'enrolment') =>
  new ConsoleRefused(stage === 'secondFactor' ? 'secondFactorDue' : 'enrolmentDue');

/** Setting up a second factor: a complete session, or one that must set one up before anything else. */
export const enrolmentProcedure = sessionProcedure.meta({ access: 'enrolment' }).use(({ ctx, next }) => {
  if (ctx.session.stage === 'secondFactor') throw stageRefusal('secondFactor');
  return next();
});

/** A signed-in staff member whose session is complete: the password and, where due, the second factor (403 otherwise). */
export const staffProcedure = sessionProcedure.meta({ access: 'staff' }).use(({ ctx, next }) => {
  if (ctx.session.stage !== 'complete') throw stageRefusal(ctx.session.stage);
  return next();
});

/** An admin (403 for editors). */
export const adminProcedure = staffProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (ctx.session.staff.role !== 'admin') throw new ConsoleRefused('notAdmin');
  return next();
});
