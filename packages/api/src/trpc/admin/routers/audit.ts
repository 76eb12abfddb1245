import { accessReviewInput, auditListInput } from '@office/contracts';
import { adminProcedure, adminRouterOf } from '../console-procedures.js';

/** The audit log, which is also the access record (접속기록), and its monthly review (decision 0039); admins only. */
export const auditRouter = adminRouterOf({
  /** Newest first, a page at a time (`before`: the previous page's `nextBefore`). */
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => ctx.services.staff.audit.list(input)),
  /** A month's (in Korea) accesses to personal data per account, the exports and their reasons, the flags, who reviewed it. */
  review: adminProcedure.input(accessReviewInput).query(({ ctx, input }) => ctx.services.staff.audit.review(input.month)),
  /** Whether the chain of hashes holds, and where it first breaks. */
  chain: adminProcedure.query(({ ctx }) => ctx.services.staff.audit.check()),
  /** "이 달 검토 완료": records that the acting admin reviewed the month (`access.reviewed`). */
  markReviewed: adminProcedure
    .input(accessReviewInput)
    .mutation(({ ctx, input }) => ctx.services.staff.audit.markReviewed(input.month, ctx.session.staff)),
});
