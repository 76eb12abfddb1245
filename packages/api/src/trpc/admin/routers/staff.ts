import { createStaffInput, securitySettingsInput, setStaffRoleInput, staffIdInput } from '@office/contracts';
import { DomainError } from '../../../errors/index.js';
import { adminProcedure, adminRouterOf } from '../console-procedures.js';

/**
 * An admin cannot disable or demote their own account from the console: disabling would end the
 * session in the middle of the request, demoting would take the staff screen away mid-change.
 * Another admin does it (and the last active admin cannot be demoted or disabled at all).
 */
const refuseOwnAccount = (ownId: number, id: number, message: string) => {
  if (ownId === id) throw new DomainError('own_account', message);
};

/** Staff accounts (admins only). Each change is in the audit log under the acting admin. */
export const staffRouter = adminRouterOf({
  list: adminProcedure.query(({ ctx }) => ctx.services.staff.accounts.list()),
  create: adminProcedure.input(createStaffInput).mutation(({ ctx, input }) => ctx.services.staff.accounts.create(input, ctx.session.staff)),
  setRole: adminProcedure.input(setStaffRoleInput).mutation(({ ctx, input }) => {
    if (input.role !== 'admin')
      refuseOwnAccount(ctx.session.staff.id, input.id, 'You cannot change your own role; another admin must do it.');
    return ctx.services.staff.accounts.setRole(input.id, input.role, ctx.session.staff);
  }),
  disable: adminProcedure.input(staffIdInput).mutation(({ ctx, input }) => {
    refuseOwnAccount(ctx.session.staff.id, input.id, 'You cannot disable your own account; another admin must do it.');
    return ctx.services.staff.accounts.disable(input.id, ctx.session.staff);
  }),
  enable: adminProcedure.input(staffIdInput).mutation(({ ctx, input }) => ctx.services.staff.accounts.enable(input.id, ctx.session.staff)),

  /** Which accounts have which second factors, for the staff screen (never a secret). */
  secondFactors: adminProcedure.query(({ ctx }) => ctx.services.staff.secondFactor.overview()),
  /** A lost phone or key: another admin removes the account's factors (its sessions end); its owner sets up new ones. */
  resetSecondFactor: adminProcedure.input(staffIdInput).mutation(async ({ ctx, input }) => {
    refuseOwnAccount(ctx.session.staff.id, input.id, 'You cannot reset your own second factor; another admin must do it.');
    await ctx.services.staff.secondFactor.reset(input.id, ctx.session.staff);
    return { reset: true };
  }),

  /** Whether everyone needs a second factor (fixed on where STAFF_SECOND_FACTOR=required) and the access review's threshold. */
  securitySettings: adminProcedure.query(async ({ ctx }) => ({
    ...(await ctx.services.staff.secondFactor.settings()),
    requiredByServer: ctx.services.staff.secondFactor.policy === 'required',
  })),
  updateSecuritySettings: adminProcedure
    .input(securitySettingsInput)
    .mutation(({ ctx, input }) => ctx.services.staff.secondFactor.updateSettings(input, ctx.session.staff)),
});
