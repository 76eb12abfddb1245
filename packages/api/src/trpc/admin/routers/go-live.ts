import { adminProcedure, adminRouterOf, anyoneProcedure } from '../console-procedures.js';

/** "Before going live" (issue 25): the checklist, a test e-mail, and removing the demo content. */
export const goLiveRouter = adminRouterOf({
  checklist: adminProcedure.query(({ ctx }) => ctx.services.goLive.checklist(ctx.host)),
  sendTestMail: adminProcedure.mutation(({ ctx }) => ctx.host.sendTestMail()),
  removeDemoContent: adminProcedure.mutation(({ ctx }) => ctx.services.goLive.removeDemoContent(ctx.session.staff)),
  /**
   * The address the site is configured for (PUBLIC_ORIGIN), to anyone: the sign-in screen compares
   * it with its own, so a console opened at another address says so instead of refusing every
   * password. It is the site's public address, no secret.
   */
  site: anyoneProcedure.query(({ ctx }) => ({ publicOrigin: ctx.host.publicOrigin })),
});
