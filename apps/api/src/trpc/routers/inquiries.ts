import { inquiryInput } from '@office/contracts';
import { publicProcedure, router } from '../trpc.js';

export const inquiriesRouter = router({
  submit: publicProcedure.input(inquiryInput).mutation(({ ctx, input }) => ctx.services.inquiries.submit(input)),
});
