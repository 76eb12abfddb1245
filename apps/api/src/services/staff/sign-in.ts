import type { AuditLogService } from './audit-log.js';
import type { StaffAccountsService } from './accounts.js';
import { hashForUnknownAccounts, needsRehash, verifyPassword } from './password-hashing.js';
import type { SignedInStaff, StaffSessionsService } from './sessions.js';
import { type SignInThrottle, throttleKeys } from './sign-in-throttle.js';

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

/**
 * Runs work for some keys after every earlier work for any of those keys has finished (in this
 * process). The throttle reads, then hashes for ~75 ms, then counts the failure: without this,
 * guesses sent all at once would each pass the check before the first one is counted.
 */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(keys: string[], work: () => Promise<T>): Promise<T> => {
    // Read and replace the tails in one synchronous step: callers queue in arrival order, so two
    // callers can never wait on each other.
    const earlier = keys.map((key) => tails.get(key));
    const mine = Promise.allSettled(earlier).then(work);
    for (const key of keys) tails.set(key, mine);
    try {
      return await mine;
    } finally {
      for (const key of keys) if (tails.get(key) === mine) tails.delete(key);
    }
  };
}

/** Signing in and out: the throttle, the password check, the new session and the audit entries. */
export function createStaffAuthService({ accounts, sessions, throttle, audit }: Dependencies) {
  const oneAtATime = keyedQueue();
  const failed = async (reason: FailureReason, staffId: number | undefined, retryAfterSeconds: number): Promise<SignInResult> => {
    // No actor (nobody is signed in) and never the typed email of an unknown account: people
    // type their password into the email field.
    await audit.record(null, 'auth.sign_in_failed', staffId === undefined ? null : { type: 'staff', id: staffId }, { reason });
    return { ok: false, retryAfterSeconds };
  };

  /** The throttled check itself; `signIn` runs it one at a time per account and per address. */
  const checkedSignIn = async (attempt: SignInAttempt, accountKey: string, keys: string[]): Promise<SignInResult> => {
    const account = await accounts.findByEmail(attempt.email);

    const blocked = await throttle.blockedFor(keys);
    // While blocked, the password is not even checked: guessing gains nothing.
    if (blocked > 0) return failed('throttled', account?.id, blocked);

    // An unknown email costs the same hashing time as a wrong password.
    const valid = await verifyPassword(account?.passwordHash ?? (await hashForUnknownAccounts()), attempt.password);
    if (!account || !valid || account.disabledAt) {
      const retryAfterSeconds = await throttle.recordFailure(keys);
      const reason = !account ? 'unknown_account' : !valid ? 'wrong_password' : 'disabled';
      return failed(reason, account?.id, retryAfterSeconds);
    }

    await throttle.clear(accountKey);
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
      const keys = [accountKey, throttleKeys.address(attempt.address)];
      return oneAtATime(keys, () => checkedSignIn(attempt, accountKey, keys));
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
      const keys = [throttleKeys.account(staff.email)];
      if ((await throttle.blockedFor(keys)) > 0) return null;
      const account = await accounts.findByEmail(staff.email);
      if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
        await throttle.recordFailure(keys);
        return null;
      }
      await accounts.changePassword(staff.id, newPassword, staff);
      return sessions.start(staff.id);
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
