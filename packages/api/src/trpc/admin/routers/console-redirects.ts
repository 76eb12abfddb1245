import { createRedirectInput, redirectIdInput, updateRedirectInput } from '@office/contracts';
import { adminRouterOf, staffProcedure } from '../console-procedures.js';

/**
 * Redirects (리다이렉트, decision 0047): editors and admins alike manage them, as they manage the
 * posts whose addresses they keep alive, and see the 404 paths visitors asked for.
 */
export const consoleRedirectsRouter = adminRouterOf({
  list: staffProcedure.query(({ ctx }) => ctx.services.content.redirects.list()),
  notFoundPaths: staffProcedure.query(({ ctx }) => ctx.services.content.redirects.notFoundPaths()),
  create: staffProcedure
    .input(createRedirectInput)
    .mutation(({ ctx, input }) => ctx.services.content.redirects.create(input, ctx.session.staff)),
  update: staffProcedure
    .input(updateRedirectInput)
    .mutation(({ ctx, input }) => ctx.services.content.redirects.update(input, ctx.session.staff)),
  delete: staffProcedure
    .input(redirectIdInput)
    .mutation(({ ctx, input }) => ctx.services.content.redirects.remove(input.id, ctx.session.staff)),
});
