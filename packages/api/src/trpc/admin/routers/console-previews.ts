import { createPreviewInput, previewIdInput } from '@office/contracts';
import { DomainError } from '../../../errors/index.js';
import { adminRouterOf, staffProcedure } from '../console-procedures.js';

/** Previews of what an editor holds now, shown in the real page at /preview/<id> (decision 0050). */
export const consolePreviewsRouter = adminRouterOf({
  /** Stores what the form holds (unsaved), for a day; the answer carries the link's token. */
  create: staffProcedure
    .input(createPreviewInput)
    .mutation(({ ctx, input }) => ctx.services.content.previews.create(input, ctx.session.staff)),
  /** A live preview for the console's preview screen; NOT_FOUND once it has expired. */
  get: staffProcedure.input(previewIdInput).query(async ({ ctx, input }) => {
    const preview = await ctx.services.content.previews.get(input.id);
    if (!preview) throw new DomainError('not_found', 'This preview has expired or does not exist.');
    return preview;
  }),
});
