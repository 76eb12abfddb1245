import { consolePostIdInput, consolePostListInput, createPostInput, removeAttachmentInput, updatePostInput } from '@office/contracts';
import { contentProcedure } from '../content-procedure.js';
import { adminRouterOf } from '../console-procedures.js';

/**
 * Notices and library items, drafts included. Files are uploaded over plain HTTP
 * (/admin/api/thumbnails, /admin/api/posts/:id/attachments); a thumbnail's id is then given here.
 */
export const consolePostsRouter = adminRouterOf({
  list: contentProcedure.input(consolePostListInput).query(({ ctx, input }) => ctx.services.content.posts.list(input)),
  get: contentProcedure.input(consolePostIdInput).query(({ ctx, input }) => ctx.services.content.posts.get(input.id)),
  create: contentProcedure.input(createPostInput).mutation(({ ctx, input }) => ctx.services.content.posts.create(input, ctx.session.staff)),
  update: contentProcedure.input(updatePostInput).mutation(({ ctx, input }) => ctx.services.content.posts.update(input, ctx.session.staff)),
  publish: contentProcedure
    .input(consolePostIdInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.publish(input.id, ctx.session.staff)),
  unpublish: contentProcedure
    .input(consolePostIdInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.unpublish(input.id, ctx.session.staff)),
  delete: contentProcedure
    .input(consolePostIdInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.delete(input.id, ctx.session.staff)),
  removeAttachment: contentProcedure
    .input(removeAttachmentInput)
    .mutation(({ ctx, input }) => ctx.services.content.files.removeAttachment(input.postId, input.fileId, ctx.session.staff)),
});
