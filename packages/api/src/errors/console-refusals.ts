import { HttpProblem } from './problem.js';

// What the console scope's hook (http/console-session.ts) refuses, and how, read by the console's
// tRPC procedures too (trpc/admin): outside both folders so neither imports the other for it.

/**
 * Why the hook will not let a request act, and at which step: every console procedure answers an
 * `origin` refusal; a `session` one (a wrong CSRF token, or a session that could not be looked
 * up) only the procedures that act with the session, so signing in needs no token.
 */
export interface ConsoleRefusal {
  step: 'origin' | 'session';
  error: unknown;
}

/** The console's answers to a refused request, the same over tRPC and plain HTTP. */
export const consoleRefusals = {
  foreignSite: { status: 403, code: 'FORBIDDEN', message: 'Requests from other sites are refused.' },
  csrfToken: { status: 403, code: 'FORBIDDEN', message: 'Missing or wrong CSRF token; reload the page.' },
  noSession: { status: 401, code: 'UNAUTHORIZED', message: 'Sign in first.' },
  notAdmin: { status: 403, code: 'FORBIDDEN', message: 'Only admins may do this.' },
} as const;

type RefusalAnswer = (typeof consoleRefusals)[keyof typeof consoleRefusals];
export const problemOf = ({ status, code, message }: RefusalAnswer) => new HttpProblem(status, code, message);
