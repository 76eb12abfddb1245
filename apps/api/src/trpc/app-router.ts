import { inquiriesRouter } from './routers/inquiries.js';
import { libraryRouter, noticesRouter } from './routers/posts.js';
import { textsRouter } from './routers/texts.js';
import { router } from './trpc.js';

/** The typed API the web app uses, at /trpc. The same operations as the REST facade, and more. */
export const appRouter = router({
  texts: textsRouter,
  notices: noticesRouter,
  library: libraryRouter,
  inquiries: inquiriesRouter,
});

export type AppRouter = typeof appRouter;
