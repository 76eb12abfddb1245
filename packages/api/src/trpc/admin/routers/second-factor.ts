import { passkeyIdInput, passkeyRegistrationInput, passkeyRenameInput, totpConfirmInput } from '@office/contracts';
import { adminRouterOf, enrolmentProcedure, staffProcedure } from '../console-procedures.js';

/**
 * The signed-in staff member's own second factors (decision 0040). Setting one up is open to a
 * session that must do so before anything else (`enrolment`); removing or renaming one, and new
 * recovery codes, need a complete session. The first factor comes with ten recovery codes, shown once.
 */
export const secondFactorRouter = adminRouterOf({
  status: enrolmentProcedure.query(({ ctx }) => ctx.services.staff.secondFactor.status(ctx.session.staff.id)),

  /** A new app secret as a QR code and as text; the first code from the app confirms it. */
  beginTotp: enrolmentProcedure.mutation(({ ctx }) => ctx.services.staff.secondFactor.beginTotp(ctx.session.staff)),
  confirmTotp: enrolmentProcedure
    .input(totpConfirmInput)
    .mutation(({ ctx, input }) => ctx.services.staff.secondFactor.confirmTotp(ctx.session.staff, ctx.sessionToken, input.code)),
  removeTotp: staffProcedure.mutation(async ({ ctx }) => {
    await ctx.services.staff.secondFactor.removeTotp(ctx.session.staff);
    return { removed: true };
  }),

  /** The browser's creation options for a new passkey (a mutation: it stores a challenge). */
  passkeyOptions: enrolmentProcedure.mutation(({ ctx }) => ctx.services.staff.secondFactor.passkeyOptions(ctx.session.staff)),
  registerPasskey: enrolmentProcedure
    .input(passkeyRegistrationInput)
    .mutation(({ ctx, input }) => ctx.services.staff.secondFactor.registerPasskey(ctx.session.staff, ctx.sessionToken, input)),
  renamePasskey: staffProcedure.input(passkeyRenameInput).mutation(async ({ ctx, input }) => {
    await ctx.services.staff.secondFactor.renamePasskey(ctx.session.staff, input.id, input.name);
    return { renamed: true };
  }),
  removePasskey: staffProcedure.input(passkeyIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.staff.secondFactor.removePasskey(ctx.session.staff, input.id);
    return { removed: true };
  }),

  /** Ten new recovery codes; the old ones stop working. */
  replaceRecoveryCodes: staffProcedure.mutation(async ({ ctx }) => ({
    recoveryCodes: await ctx.services.staff.secondFactor.replaceRecoveryCodes(ctx.session.staff),
  })),
});
