import { createStaffInput, setStaffRoleInput, staffIdInput } from '@office/contracts';
import { adminProcedure, adminRouterOf } from '../trpc.js';

/** Staff accounts (admins only). Each change is in the audit log under the acting admin. */
export const staffRouter = adminRouterOf({
  list: adminProcedure.query(({ ctx }) => ctx.services.staff.accounts.list()),
  create: adminProcedure
    .input(createStaffInput)
    .mutation(({ ctx, input }) => ctx.services.staff.accounts.create(input, ctx.session.staff)),
  setRole: adminProcedure
    .input(setStaffRoleInput)
    .mutation(({ ctx, input }) => ctx.services.staff.accounts.setRole(input.id, input.role, ctx.session.staff)),
  disable: adminProcedure
    .input(staffIdInput)
    .mutation(({ ctx, input }) => ctx.services.staff.accounts.disable(input.id, ctx.session.staff)),
});
