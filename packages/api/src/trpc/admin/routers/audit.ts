import { auditListInput } from '@office/contracts';
import { adminProcedure, adminRouterOf } from '../console-procedures.js';

export const auditRouter = adminRouterOf({
  /** Newest first, a page at a time (`before`: the previous page's `nextBefore`). */
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => ctx.services.staff.audit.list(input)),
});
