import { inquiryIdInput, inquiryListInput, setInquiryNoteInput, setInquiryStatusInput } from '@office/contracts';
import { adminProcedure, adminRouterOf } from '../console-procedures.js';

/**
 * The inquiry inbox, for admins only (personal data). Each procedure hands the service the acting
 * admin (with the request's address), and the service records the access to personal data itself
 * (접속기록, decision 0039): lists, views, changes, deletions and the notification queue.
 */
export const consoleInquiriesRouter = adminRouterOf({
  /** Newest first, filtered by status and days (in Korea), with the count per status; recorded with the rows shown. */
  list: adminProcedure.input(inquiryListInput).query(({ ctx, input }) => ctx.services.inquiryInbox.list(input, ctx.session.staff)),
  /** One inquiry with its consent record and staff note; audited as viewed. */
  get: adminProcedure.input(inquiryIdInput).query(({ ctx, input }) => ctx.services.inquiryInbox.get(input.id, ctx.session.staff)),
  setStatus: adminProcedure
    .input(setInquiryStatusInput)
    .mutation(({ ctx, input }) => ctx.services.inquiryInbox.setStatus(input.id, input.status, ctx.session.staff)),
  setNote: adminProcedure
    .input(setInquiryNoteInput)
    .mutation(({ ctx, input }) => ctx.services.inquiryInbox.setNote(input.id, input.note, ctx.session.staff)),
  delete: adminProcedure.input(inquiryIdInput).mutation(({ ctx, input }) => ctx.services.inquiryInbox.delete(input.id, ctx.session.staff)),
  /** How many public submissions the spam defence refused, per reason, in the last 24 hours and 7 days. */
  refusals: adminProcedure.query(({ ctx }) => ctx.services.inquiryGuard.refusalCounts()),
  /** Notification e-mails not sent yet, and whether SMTP is configured at all; recorded when visitors' names are shown. */
  outbox: adminProcedure.query(({ ctx }) => ctx.services.inquiryInbox.notifications(ctx.session.staff)),
});
