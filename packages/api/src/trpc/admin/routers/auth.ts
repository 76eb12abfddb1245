import { changePasswordInput, passkeySignInInput, secondStepCodeInput, signInInput } from '@office/contracts';
import { DomainError, SignInRefused } from '../../../errors/index.js';
// The staff member as their own browser sees them: not the address the server records.
import { signedInStaffOf } from '../../../services/staff/sessions.js';
import { neutralSignInMessage } from '../../../services/staff/sign-in.js';
import { adminRouterOf, anyoneProcedure, sessionProcedure, staffProcedure } from '../console-procedures.js';

/** The one refusal of any failed step: the same sentence; while throttled, data.retryAfterSeconds says how long. */
const refused = (retryAfterSeconds: number) => new SignInRefused(neutralSignInMessage, retryAfterSeconds);

export const authRouter = adminRouterOf({
  /**
   * Any failure (unknown email, wrong password, disabled account, throttled) is the same 401 with
   * the same message; while throttled, data.retryAfterSeconds says how long. `stage` says what is
   * left: nothing (`complete`), the second factor, or setting one up.
   */
  signIn: anyoneProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { sessionToken, address } = ctx.request;
    const result = await ctx.services.staff.auth.signIn({ ...input, address, previousToken: sessionToken });
    if (!result.ok) {
      if (sessionToken) ctx.clearSessionCookie();
      throw refused(result.retryAfterSeconds);
    }
    ctx.setSessionCookie(result.token);
    return { staff: signedInStaffOf(result.staff), csrfToken: result.csrfToken, stage: result.stage };
  }),

  /** The second step: the authenticator app's code or a recovery code. */
  verifyCode: sessionProcedure.input(secondStepCodeInput).mutation(async ({ ctx, input }) => {
    if (ctx.session.stage !== 'secondFactor')
      throw new DomainError('wrong_code', 'This session has no second step to take.', { field: 'code' });
    const result = await ctx.services.staff.auth.completeWithCode(
      { ...ctx.session, token: ctx.sessionToken },
      input.code,
      ctx.request.address,
    );
    if (!result.ok) throw refused(result.retryAfterSeconds);
    ctx.setSessionCookie(result.token);
    return { staff: signedInStaffOf(result.staff), csrfToken: result.csrfToken, stage: result.stage };
  }),

  /**
   * The browser's request options for a passkey: at the second step this account's passkeys, signed
   * out any passkey of this site (a sign-in with the passkey alone). A mutation: it stores a challenge.
   */
  passkeyOptions: anyoneProcedure.mutation(({ ctx }) => ctx.services.staff.auth.passkeyOptions(ctx.staffSession)),

  /** A passkey's answer: completes the second step, or signs in on its own. */
  signInWithPasskey: anyoneProcedure.input(passkeySignInInput).mutation(async ({ ctx, input }) => {
    // The second step of a session needs its CSRF token like any of its changes; signed out, none is asked.
    if (ctx.staffSession && ctx.refusal) throw ctx.refusal.error;
    const { sessionToken, address } = ctx.request;
    const session = ctx.staffSession && sessionToken ? { ...ctx.staffSession, token: sessionToken } : null;
    const result = await ctx.services.staff.auth.signInWithPasskey(input, address, session, sessionToken);
    if (!result.ok) {
      if (!session && sessionToken) ctx.clearSessionCookie();
      throw refused(result.retryAfterSeconds);
    }
    ctx.setSessionCookie(result.token);
    return { staff: signedInStaffOf(result.staff), csrfToken: result.csrfToken, stage: result.stage };
  }),

  me: sessionProcedure.query(({ ctx }) => ({
    staff: signedInStaffOf(ctx.session.staff),
    csrfToken: ctx.session.csrfToken,
    stage: ctx.session.stage,
  })),

  signOut: sessionProcedure.mutation(async ({ ctx }) => {
    await ctx.services.staff.auth.signOut(ctx.sessionToken, ctx.session.staff);
    ctx.clearSessionCookie();
    return { signedOut: true };
  }),

  /** Ends every session of the account (other browsers too); this browser gets a new one. */
  changePassword: staffProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    const session = await ctx.services.staff.auth.changeOwnPassword(ctx.session.staff, input.currentPassword, input.newPassword);
    if (!session) throw new DomainError('wrong_current_password', 'The current password is incorrect.', { field: 'currentPassword' });
    ctx.setSessionCookie(session.token);
    return { csrfToken: session.csrfToken };
  }),
});
