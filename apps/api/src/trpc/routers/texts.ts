import { pageName } from '@office/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc.js';

export const textsRouter = router({
  page: publicProcedure
    .input(z.object({ pageName }))
    .query(async ({ ctx, input }) => (await ctx.services.texts.pageTexts(input.pageName)).value),
  mainTaskContents: publicProcedure.query(async ({ ctx }) => (await ctx.services.texts.mainTaskContents()).value),
});
