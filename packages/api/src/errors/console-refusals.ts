import { Refusal, type RefusalStatus } from './refusal.js';

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

/** The console's answers to a refused request, the same over tRPC and plain HTTP (the code follows from the status). */
export const consoleRefusals = {
  foreignSite: { status: 403, message: 'Requests from other sites are refused.' },
  csrfToken: { status: 403, message: 'Missing or wrong CSRF token; reload the page.' },
  noSession: { status: 401, message: 'Sign in first.' },
  notAdmin: { status: 403, message: 'Only admins may do this.' },
  /** Signed in with the password; the account's second factor is still due (decision 0040). */
  secondFactorDue: { status: 403, message: 'Confirm the sign-in with your second factor first.' },
  /** Signed in with the password; a second factor is required and the account has none yet. */
  enrolmentDue: { status: 403, message: 'Set up a second factor first.' },
} as const satisfies Record<string, { status: RefusalStatus; message: string }>;

/** A request the console scope refuses (`consoleRefusals` has its status and message): 401 or 403, no field. */
export class ConsoleRefused extends Refusal {
  readonly status: 401 | 403;

  constructor(readonly code: keyof typeof consoleRefusals) {
    super(consoleRefusals[code].message);
    this.name = 'ConsoleRefused';
    this.status = consoleRefusals[code].status;
  }
}

/**
 * A refused sign-in (401, the same sentence whatever failed); while the throttle blocks, it says
 * when to try again (`retryAfterSeconds`, sent as `data.retryAfterSeconds`).
 */
export class SignInRefused extends Refusal {
  readonly status = 401;
  readonly code = 'sign_in_refused';

  constructor(message: string, retryAfterSeconds: number) {
    super(message, { retryAfterSeconds: retryAfterSeconds > 0 ? retryAfterSeconds : undefined });
    this.name = 'SignInRefused';
  }
}
