import { inquiryInput } from '@office/contracts';
import { TRPCError } from '@trpc/server';
import { InquiryRefused } from '../../services/inquiry-guard.js';
import { publicProcedure, router } from '../procedures.js';

export const publicInquiriesRouter = router({
  /** A fresh proof-of-work challenge for the form's widget (also at GET /api/common/inquiry/challenge). */
  challenge: publicProcedure.query(({ ctx }) => ctx.services.inquiryGuard.challenge()),
  /**
   * Stores an inquiry through the spam defence: over a limit TOO_MANY_REQUESTS (HTTP 429, with
   * Retry-After and data.retryAfterSeconds), a bad challenge or a filled honeypot BAD_REQUEST
   * naming the field.
   */
  submit: publicProcedure.input(inquiryInput).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.services.inquiryGuard.submit(input, { address: ctx.address ?? 'in-process' });
    } catch (error) {
      if (!(error instanceof InquiryRefused)) throw error;
      throw new TRPCError({ code: error.limited ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST', message: error.message, cause: error });
    }
  }),
});
