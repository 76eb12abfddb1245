import { publicInquiriesRouter } from './routers/public-inquiries.js';
import { libraryRouter, noticesRouter } from './routers/public-posts.js';
import { publicTextsRouter } from './routers/public-texts.js';
import { publicOfficeRouter } from './routers/public-office.js';
import { router } from './procedures.js';

/** The typed API the web app uses, at /trpc. The same operations as the REST facade, and more. */
export const appRouter = router({
  texts: publicTextsRouter,
  office: publicOfficeRouter,
  notices: noticesRouter,
  library: libraryRouter,
  inquiries: publicInquiriesRouter,
});

export type AppRouter = typeof appRouter;
