import { changePasswordInput, signInInput } from '@office/contracts';
import { DomainError, SignInRefused } from '../../../errors/index.js';
import { neutralSignInMessage } from '../../../services/staff/sign-in.js';
import { adminRouterOf, anyoneProcedure, staffProcedure } from '../console-procedures.js';

export const authRouter = adminRouterOf({
  /**
   * Any failure (unknown email, wrong password, disabled account, throttled) is the same 401 with
   * the same message; while throttled, data.retryAfterSeconds says how long.
   */
  signIn: anyoneProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { sessionToken, address } = ctx.request;
    const result = await ctx.services.staff.auth.signIn({ ...input, address, previousToken: sessionToken });
    if (!result.ok) {
      if (sessionToken) ctx.clearSessionCookie();
      throw new SignInRefused(neutralSignInMessage, result.retryAfterSeconds);
    }
    ctx.setSessionCookie(result.token);
    return { staff: result.staff, csrfToken: result.csrfToken };
  }),

  me: staffProcedure.query(({ ctx }) => ({ staff: ctx.session.staff, csrfToken: ctx.session.csrfToken })),

  signOut: staffProcedure.mutation(async ({ ctx }) => {
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
