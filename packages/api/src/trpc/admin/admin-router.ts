import { auditRouter } from './routers/audit.js';
import { authRouter } from './routers/auth.js';
import { contentRouters } from './routers/content.js';
import { consoleInquiriesRouter } from './routers/console-inquiries.js';
import { staffRouter } from './routers/staff.js';
import { secondFactorRouter } from './routers/second-factor.js';
import { consoleOfficeRouter } from './routers/console-office.js';
import { goLiveRouter } from './routers/go-live.js';
import { consoleLanguagesRouter } from './routers/console-languages.js';
import { consoleRedirectsRouter } from './routers/console-redirects.js';
import { consoleRevisionsRouter } from './routers/console-revisions.js';
import { consolePreviewsRouter } from './routers/console-previews.js';
import { adminRouterOf } from './console-procedures.js';

/**
 * The staff console's API, at /admin/trpc: separate from the public `appRouter`, so nothing of
 * it reaches the public pages' types or bundles.
 */
export const adminRouter = adminRouterOf({
  auth: authRouter,
  staff: staffRouter,
  secondFactor: secondFactorRouter,
  audit: auditRouter,
  inquiries: consoleInquiriesRouter,
  office: consoleOfficeRouter,
  languages: consoleLanguagesRouter,
  goLive: goLiveRouter,
  redirects: consoleRedirectsRouter,
  revisions: consoleRevisionsRouter,
  previews: consolePreviewsRouter,
  ...contentRouters,
});

export type AdminRouter = typeof adminRouter;
