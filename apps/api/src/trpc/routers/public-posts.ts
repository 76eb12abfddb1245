import { listPageInput, postId, type PostKind } from '@office/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../procedures.js';

const byIdInput = z.object({ id: postId });

function found<T>(item: T | null, kind: PostKind, id: number): T {
  if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: `${kind} ${id} not found` });
  return item;
}

/** The list operations notices.* and library.* share. */
const listProcedures = (kind: PostKind) => ({
  list: publicProcedure.query(async ({ ctx }) => (await ctx.services.posts.list(kind)).value),
  page: publicProcedure.input(listPageInput).query(async ({ ctx, input }) => (await ctx.services.posts.page(kind, input)).value),
});

export const noticesRouter = router({
  ...listProcedures('notice'),
  byId: publicProcedure
    .input(byIdInput)
    .query(async ({ ctx, input }) => found((await ctx.services.posts.byId('notice', input.id)).value, 'notice', input.id)),
});

/** A library item comes with its attachments (name, download path, size). */
export const libraryRouter = router({
  ...listProcedures('library'),
  byId: publicProcedure
    .input(byIdInput)
    .query(async ({ ctx, input }) => found((await ctx.services.posts.libraryItemDetail(input.id)).value, 'library', input.id)),
});
