import { inquiryInput } from '@office/contracts';
import { publicProcedure, router } from '../procedures.js';

export const publicInquiriesRouter = router({
  /** A fresh proof-of-work challenge for the form's widget (also at GET /api/common/inquiry/challenge). */
  challenge: publicProcedure.query(({ ctx }) => ctx.services.inquiryGuard.challenge()),
  /**
   * Stores an inquiry through the spam defence: over a limit TOO_MANY_REQUESTS (HTTP 429, with
   * Retry-After and data.retryAfterSeconds), a bad challenge or a filled honeypot BAD_REQUEST
   * naming the field (the refusal, an InquiryRefused, gets its status as any other: `clientErrorOf`).
   */
  submit: publicProcedure
    .input(inquiryInput)
    .mutation(({ ctx, input }) => ctx.services.inquiryGuard.submit(input, { address: ctx.address ?? 'in-process' })),
});
