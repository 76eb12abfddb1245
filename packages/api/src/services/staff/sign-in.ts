import type { AuditLogService } from './audit-log.js';
import type { StaffAccountsService } from './accounts.js';
import { hashForUnknownAccounts, needsRehash, verifyPassword } from './password-hashing.js';
import type { SignedInStaff, StaffSessionsService } from './sessions.js';
import { type SignInThrottle, type ThrottleKey, throttleKeys } from './sign-in-throttle.js';

/** The one answer to every failed sign-in, whatever the reason. */
export const neutralSignInMessage = 'Email or password is incorrect.';

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (request.ip), throttled separately from the account. */
  address: string;
  /** The session token the browser sent along, if any: it ends, the new session gets a new id. */
  previousToken?: string | undefined;
}

export type SignInResult =
  | { ok: true; staff: SignedInStaff; token: string; csrfToken: string }
  /** retryAfterSeconds > 0: blocked for that long by the throttle. */
  | { ok: false; retryAfterSeconds: number };

type FailureReason = 'unknown_account' | 'wrong_password' | 'disabled' | 'throttled';

interface Dependencies {
  accounts: StaffAccountsService;
  sessions: StaffSessionsService;
  throttle: SignInThrottle;
  audit: AuditLogService;
}

/** Signing in and out: the throttle, the password check, the new session and the audit entries. */
export function createStaffAuthService({ accounts, sessions, throttle, audit }: Dependencies) {
  const failed = async (reason: FailureReason, staffId: number | undefined, retryAfterSeconds: number): Promise<SignInResult> => {
    // No actor (nobody is signed in) and never the typed email of an unknown account: people
    // type their password into the email field.
    await audit.record(null, 'auth.sign_in_failed', staffId === undefined ? null : { type: 'staff', id: staffId }, { reason });
    return { ok: false, retryAfterSeconds };
  };

  /** The throttled check itself: counted on the shared limiter before the password is checked. */
  const checkedSignIn = async (attempt: SignInAttempt, accountKey: ThrottleKey, keys: ThrottleKey[]): Promise<SignInResult> => {
    const account = await accounts.findByEmail(attempt.email);

    const begun = await throttle.begin(keys);
    // While blocked, the password is not even checked: guessing gains nothing.
    if (!begun.ok) return failed('throttled', account?.id, begun.retryAfterSeconds);

    // An unknown email costs the same hashing time as a wrong password.
    const valid = await verifyPassword(account?.passwordHash ?? (await hashForUnknownAccounts()), attempt.password);
    if (!account || !valid || account.disabledAt) {
      const reason = !account ? 'unknown_account' : !valid ? 'wrong_password' : 'disabled';
      return failed(reason, account?.id, begun.attempt.delayIfFailed);
    }

    await throttle.succeeded(begun.attempt, accountKey);
    if (needsRehash(account.passwordHash)) await accounts.rehash(account.id, attempt.password);
    const { token, csrfToken } = await sessions.start(account.id);
    const staff: SignedInStaff = { id: account.id, email: account.email, displayName: account.displayName, role: account.role };
    await audit.record(staff, 'auth.signed_in', { type: 'staff', id: staff.id });
    return { ok: true, staff, token, csrfToken };
  };

  return {
    async signIn(attempt: SignInAttempt): Promise<SignInResult> {
      if (attempt.previousToken) await sessions.end(attempt.previousToken);
      const accountKey = throttleKeys.account(attempt.email);
      return checkedSignIn(attempt, accountKey, [accountKey, throttleKeys.address(attempt.address)]);
    },

    async signOut(token: string, staff: SignedInStaff): Promise<void> {
      await sessions.end(token);
      await audit.record(staff, 'auth.signed_out', { type: 'staff', id: staff.id });
    },

    /**
     * The signed-in staff member's own new password, after checking the current one (throttled
     * like a sign-in, so a borrowed session cannot be used to guess it). Every session of the
     * account ends; the caller gets a new one. Null: the current password is wrong.
     */
    async changeOwnPassword(staff: SignedInStaff, currentPassword: string, newPassword: string) {
      const begun = await throttle.begin([throttleKeys.account(staff.email)]);
      if (!begun.ok) return null;
      const account = await accounts.findByEmail(staff.email);
      // A wrong password keeps its count (a failure); a right one gives it back.
      if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) return null;
      await throttle.succeeded(begun.attempt, null);
      await accounts.changePassword(staff.id, newPassword, staff);
      return sessions.start(staff.id);
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
