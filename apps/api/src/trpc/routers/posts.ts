import { listPageInput, postId, type PostKind } from '@office/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc.js';

/** notices.* and library.* are the same operations over the two kinds of post. */
export function postsRouter<K extends PostKind>(kind: K) {
  return router({
    list: publicProcedure.query(async ({ ctx }) => (await ctx.services.posts.list(kind)).value),
    page: publicProcedure
      .input(listPageInput)
      .query(async ({ ctx, input }) => (await ctx.services.posts.page(kind, input)).value),
    byId: publicProcedure.input(z.object({ id: postId })).query(async ({ ctx, input }) => {
      const item = (await ctx.services.posts.byId(kind, input.id)).value;
      if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: `${kind} ${input.id} not found` });
      return item;
    }),
  });
}
