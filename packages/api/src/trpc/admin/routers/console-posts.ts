import {
  consolePostIdInput,
  consolePostListInput,
  createPostInput,
  postTranslationInput,
  removeAttachmentInput,
  schedulePostInput,
  setPostTranslationInput,
  updatePostInput,
} from '@office/contracts';
import { adminRouterOf, staffProcedure } from '../console-procedures.js';

/**
 * Notices and library items, drafts included. Files are uploaded over plain HTTP
 * (/admin/api/thumbnails, /admin/api/posts/:id/attachments); a thumbnail's id is then given here.
 */
export const consolePostsRouter = adminRouterOf({
  list: staffProcedure.input(consolePostListInput).query(({ ctx, input }) => ctx.services.content.posts.list(input)),
  get: staffProcedure.input(consolePostIdInput).query(({ ctx, input }) => ctx.services.content.posts.get(input.id)),
  create: staffProcedure.input(createPostInput).mutation(({ ctx, input }) => ctx.services.content.posts.create(input, ctx.session.staff)),
  update: staffProcedure.input(updatePostInput).mutation(({ ctx, input }) => ctx.services.content.posts.update(input, ctx.session.staff)),
  publish: staffProcedure
    .input(consolePostIdInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.publish(input.id, ctx.session.staff)),
  unpublish: staffProcedure
    .input(consolePostIdInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.unpublish(input.id, ctx.session.staff)),
  schedule: staffProcedure
    .input(schedulePostInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.schedule(input, ctx.session.staff)),
  delete: staffProcedure
    .input(consolePostIdInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.delete(input.id, ctx.session.staff)),
  setTranslation: staffProcedure
    .input(setPostTranslationInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.setTranslation(input, ctx.session.staff)),
  confirmTranslation: staffProcedure
    .input(postTranslationInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.confirmTranslation(input, ctx.session.staff)),
  removeTranslation: staffProcedure
    .input(postTranslationInput)
    .mutation(({ ctx, input }) => ctx.services.content.posts.removeTranslation(input, ctx.session.staff)),
  removeAttachment: staffProcedure
    .input(removeAttachmentInput)
    .mutation(({ ctx, input }) => ctx.services.content.files.removeAttachment(input.postId, input.fileId, ctx.session.staff)),
});
