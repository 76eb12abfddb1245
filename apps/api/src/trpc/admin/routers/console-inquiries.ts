import { inquiryIdInput, inquiryListInput, setInquiryNoteInput, setInquiryStatusInput } from '@office/contracts';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { InquiryError, type InquiryProblem } from '../../../services/inquiry-inbox.js';
import { adminProcedure, adminRouterOf } from '../console-procedures.js';

const problemCodes: Record<InquiryProblem, TRPC_ERROR_CODE_KEY> = {
  not_found: 'NOT_FOUND',
  invalid_transition: 'CONFLICT',
};

/** Admins only (personal data); an unknown inquiry is 404, a status change not allowed 409. */
const inquiryProcedure = adminProcedure.use(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? undefined : result.error.cause;
  if (cause instanceof InquiryError) throw new TRPCError({ code: problemCodes[cause.problem], message: cause.message, cause });
  return result;
});

/** The inquiry inbox. Views, changes and deletions are in the audit log under the acting admin. */
export const consoleInquiriesRouter = adminRouterOf({
  /** Newest first, filtered by status and days (in Korea), with the count per status. */
  list: inquiryProcedure.input(inquiryListInput).query(({ ctx, input }) => ctx.services.inquiryInbox.list(input)),
  /** One inquiry with its consent record and staff note; audited as viewed. */
  get: inquiryProcedure.input(inquiryIdInput).query(({ ctx, input }) => ctx.services.inquiryInbox.get(input.id, ctx.session.staff)),
  setStatus: inquiryProcedure
    .input(setInquiryStatusInput)
    .mutation(({ ctx, input }) => ctx.services.inquiryInbox.setStatus(input.id, input.status, ctx.session.staff)),
  setNote: inquiryProcedure
    .input(setInquiryNoteInput)
    .mutation(({ ctx, input }) => ctx.services.inquiryInbox.setNote(input.id, input.note, ctx.session.staff)),
  delete: inquiryProcedure
    .input(inquiryIdInput)
    .mutation(({ ctx, input }) => ctx.services.inquiryInbox.delete(input.id, ctx.session.staff)),
  /** How many public submissions the spam defence refused, per reason, in the last 24 hours and 7 days. */
  refusals: inquiryProcedure.query(({ ctx }) => ctx.services.inquiryGuard.refusalCounts()),
  /** Notification e-mails not sent yet, and whether SMTP is configured at all. */
  outbox: inquiryProcedure.query(({ ctx }) => ctx.services.inquiryInbox.notifications()),
});
