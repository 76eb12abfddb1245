import { officeDetailsInput } from '@office/contracts';
import { adminProcedure, adminRouterOf, staffProcedure } from '../console-procedures.js';

/** The office's details (사무소 정보): every member of staff reads them, an admin changes them. */
export const consoleOfficeRouter = adminRouterOf({
  get: staffProcedure.query(({ ctx }) => ctx.services.office.record()),
  update: adminProcedure.input(officeDetailsInput).mutation(({ ctx, input }) => ctx.services.office.update(input, ctx.session.staff)),
});
