import { restoreRevisionInput, revisionIdInput, revisionListInput } from '@office/contracts';
import { adminRouterOf, staffProcedure } from '../console-procedures.js';

/**
 * What each save of content kept (decision 0049): a post's source or translation, a page text or a
 * main-task content in one language, listed, read and restored as a new save.
 */
export const consoleRevisionsRouter = adminRouterOf({
  list: staffProcedure.input(revisionListInput).query(({ ctx, input }) => ctx.services.content.revisions.list(input.subject)),
  get: staffProcedure.input(revisionIdInput).query(({ ctx, input }) => ctx.services.content.revisions.get(input.id)),
  restore: staffProcedure
    .input(restoreRevisionInput)
    .mutation(({ ctx, input }) => ctx.services.content.revisions.restore(input, ctx.session.staff)),
});
