import { languageCode, listPageInput, postId, type PostKind, postSearchInput } from '@office/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { DomainError } from '../../errors/index.js';
import type { Services } from '../../services/index.js';
import { publicProcedure, router } from '../procedures.js';

/** An item by id, in the visitor's language (Korean, the source, where it has no translation). */
const byIdInput = z.object({ id: postId, lang: languageCode.default('ko') });

/** The item, or NOT_FOUND: a deleted one's carries `problem: 'post_deleted'`, for its page to answer 410 (decision 0047). */
async function found<T>(item: T | null, kind: PostKind, id: number, services: Services): Promise<T> {
  if (item) return item;
  if (await services.posts.wasDeleted(kind, id)) throw new DomainError('post_deleted', `${kind} ${id} was deleted`);
  throw new TRPCError({ code: 'NOT_FOUND', message: `${kind} ${id} not found` });
}

/** The list operations notices.* and library.* share. */
const listProcedures = (kind: PostKind) => ({
  list: publicProcedure
    .input(z.object({ lang: languageCode.default('ko') }).optional())
    .query(async ({ ctx, input }) => (await ctx.services.posts.list(kind, input?.lang)).value),
  page: publicProcedure.input(listPageInput).query(async ({ ctx, input }) => (await ctx.services.posts.page(kind, input)).value),
  /** Posts with every word of `q`, in the visitor's language or in Korean (decision 0020). */
  search: publicProcedure.input(postSearchInput).query(({ ctx, input }) => ctx.services.posts.search(kind, input)),
});

export const noticesRouter = router({
  ...listProcedures('notice'),
  byId: publicProcedure
    .input(byIdInput)
    .query(async ({ ctx, input }) =>
      found((await ctx.services.posts.noticeDetail(input.id, input.lang)).value, 'notice', input.id, ctx.services),
    ),
});

/** A library item comes with its attachments (name, download path, size). */
export const libraryRouter = router({
  ...listProcedures('library'),
  byId: publicProcedure
    .input(byIdInput)
    .query(async ({ ctx, input }) =>
      found((await ctx.services.posts.libraryItemDetail(input.id, input.lang)).value, 'library', input.id, ctx.services),
    ),
});
