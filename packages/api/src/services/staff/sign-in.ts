import { recoveryCode, type SessionStage, totpCode } from '@office/contracts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Clock } from '../clock.js';
import type { AuditDetail, AuditLogService } from './audit-log.js';
import type { StaffAccountsService } from './accounts.js';
import type { Passkeys } from './passkeys.js';
import { hashForUnknownAccounts, needsRehash, verifyPassword } from './password-hashing.js';
import type { RecoveryCodes } from './recovery-codes.js';
import { type ActiveSession, type SignedInStaff, signedInStaffOf, type StaffSessionsService } from './sessions.js';
import type { Totp } from './totp.js';
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
  | { ok: true; staff: SignedInStaff; token: string; csrfToken: string; stage: SessionStage }
  /** retryAfterSeconds > 0: blocked for that long by the throttle. */
  | { ok: false; retryAfterSeconds: number };

type FailureReason = 'unknown_account' | 'wrong_password' | 'disabled' | 'throttled' | 'passkey_refused';

interface Dependencies {
  clock: Clock;
  accounts: StaffAccountsService;
  sessions: StaffSessionsService;
  throttle: SignInThrottle;
  audit: AuditLogService;
  totp: Totp;
  passkeys: Passkeys;
  recoveryCodes: RecoveryCodes;
}

/**
 * Signing in and out: the throttle, the password check, the second step (an app's code, a recovery
 * code or a passkey; decision 0040), a passkey alone, the new session and the audit entries.
 */
export function createStaffAuthService({ clock, accounts, sessions, throttle, audit, totp, passkeys, recoveryCodes }: Dependencies) {
  const failed = async (
    reason: FailureReason,
    staffId: number | undefined,
    retryAfterSeconds: number,
    address: string,
  ): Promise<SignInResult> => {
    // No staff actor (nobody is signed in) and never the typed email of an unknown account: people
    // type their password into the email field.
    await audit.record({ address }, 'auth.sign_in_failed', staffId === undefined ? null : { type: 'staff', id: staffId }, { reason });
    return { ok: false, retryAfterSeconds };
  };

  /** A new session for an account (the browser's old one ends), at the stage its factors give. */
  async function newSession(staff: SignedInStaff, previousToken: string | undefined, secondFactorShown: boolean) {
    if (previousToken) await sessions.end(previousToken);
    const { token, csrfToken } = await sessions.start(staff.id, { secondFactorAt: secondFactorShown ? clock.now() : null });
    const stage = (await sessions.resolve(token))?.stage ?? 'secondFactor';
    return { ok: true as const, staff, token, csrfToken, stage };
  }

  /** The throttled check itself: counted on the shared limiter before the password is checked. */
  const checkedSignIn = async (attempt: SignInAttempt, accountKey: ThrottleKey, keys: ThrottleKey[]): Promise<SignInResult> => {
    const account = await accounts.findByEmail(attempt.email);

    const begun = await throttle.begin(keys);
    // While blocked, the password is not even checked: guessing gains nothing.
    if (!begun.ok) return failed('throttled', account?.id, begun.retryAfterSeconds, attempt.address);

    // An unknown email costs the same hashing time as a wrong password.
    const valid = await verifyPassword(account?.passwordHash ?? (await hashForUnknownAccounts()), attempt.password);
    if (!account || !valid || account.disabledAt) {
      const reason = !account ? 'unknown_account' : !valid ? 'wrong_password' : 'disabled';
      return failed(reason, account?.id, begun.attempt.delayIfFailed, attempt.address);
    }

    await throttle.succeeded(begun.attempt, accountKey);
    if (needsRehash(account.passwordHash)) await accounts.rehash(account.id, attempt.password);
    const staff = signedInStaffOf(account);
    const result = await newSession(staff, undefined, false);
    await audit.record(
      { ...staff, address: attempt.address },
      'auth.signed_in',
      { type: 'staff', id: staff.id },
      { method: 'password', stage: result.stage },
    );
    return result;
  };

  /** The second step's refusal, recorded; the session stays at its step. */
  async function secondStepFailed(staff: SignedInStaff, method: string, retryAfterSeconds: number): Promise<SignInResult> {
    await audit.record(staff, 'auth.second_factor_failed', { type: 'staff', id: staff.id }, { method });
    return { ok: false, retryAfterSeconds };
  }

  return {
    async signIn(attempt: SignInAttempt): Promise<SignInResult> {
      if (attempt.previousToken) await sessions.end(attempt.previousToken);
      const accountKey = throttleKeys.account(attempt.email);
      return checkedSignIn(attempt, accountKey, [accountKey, throttleKeys.address(attempt.address)]);
    },

    /**
     * The second step after the password: the app's six digits or a recovery code, throttled per
     * account and per address like the password. Passed: a new session (new id), complete.
     */
    async completeWithCode(session: ActiveSession & { token: string }, typed: string, address: string): Promise<SignInResult> {
      const staff = { ...signedInStaffOf(session.staff), address };
      const keys = [throttleKeys.secondFactor(staff.id), throttleKeys.address(address)];
      const begun = await throttle.begin(keys);
      const asAppCode = totpCode.safeParse(typed);
      const method = asAppCode.success ? 'totp' : 'recovery_code';
      if (!begun.ok) return secondStepFailed(staff, method, begun.retryAfterSeconds);
      const asRecoveryCode = recoveryCode.safeParse(typed);
      const passed = asAppCode.success
        ? await totp.verify(staff.id, asAppCode.data, { pending: false })
        : asRecoveryCode.success && (await recoveryCodes.use(staff.id, asRecoveryCode.data));
      if (!passed) return secondStepFailed(staff, method, begun.attempt.delayIfFailed);
      await throttle.succeeded(begun.attempt, keys[0]!);
      const result = await newSession(signedInStaffOf(staff), session.token, true);
      const detail: AuditDetail = { method };
      if (method === 'recovery_code') detail.recoveryCodesLeft = await recoveryCodes.left(staff.id);
      await audit.record(staff, 'auth.second_factor_passed', { type: 'staff', id: staff.id }, detail);
      return result;
    },

    /** What the browser needs to ask for a passkey: this account's at its second step, or any (a sign-in with the passkey alone). */
    passkeyOptions: (session: ActiveSession | null) =>
      passkeys.authenticationOptions(session?.stage === 'secondFactor' ? session.staff.id : null),

    /**
     * A passkey's answer: the second step of the session at it, or a whole sign-in (the passkey,
     * verified by its own PIN or fingerprint, stands for the password and the code). Throttled per
     * address. Passed: a new session, complete.
     */
    async signInWithPasskey(
      input: { challengeId: string; response: AuthenticationResponseJSON },
      address: string,
      session: (ActiveSession & { token: string }) | null,
      previousToken: string | undefined,
    ): Promise<SignInResult> {
      const atSecondStep = session?.stage === 'secondFactor' ? session : null;
      const begun = await throttle.begin([throttleKeys.address(address)]);
      if (!begun.ok) return failed('throttled', atSecondStep?.staff.id, begun.retryAfterSeconds, address);
      const passkey = await passkeys.authenticate(input.challengeId, atSecondStep?.staff.id ?? null, input.response);
      const account = passkey ? await accounts.findById(passkey.staffId) : undefined;
      if (!passkey || !account || account.disabledAt) {
        if (atSecondStep) return secondStepFailed({ ...atSecondStep.staff, address }, 'passkey', begun.attempt.delayIfFailed);
        return failed('passkey_refused', account?.id, begun.attempt.delayIfFailed, address);
      }
      await throttle.succeeded(begun.attempt, null);
      const staff = signedInStaffOf(account);
      const result = await newSession(staff, atSecondStep?.token ?? previousToken, true);
      const action = atSecondStep ? 'auth.second_factor_passed' : 'auth.signed_in';
      await audit.record({ ...staff, address }, action, { type: 'staff', id: staff.id }, { method: 'passkey', passkey: passkey.name });
      return result;
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
      // The session that changed it was complete: the new one is too (it had shown the factor, if
      // the account has one; without one, it stays a session that shows none).
      const hasFactor = (await totp.confirmed(staff.id)) || (await passkeys.count(staff.id)) > 0;
      return sessions.start(staff.id, { secondFactorAt: hasFactor ? clock.now() : null });
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
