import { createStaffInput, setStaffRoleInput, staffIdInput } from '@office/contracts';
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
});
