import type { PageName } from '@office/contracts';
import type { RouterContext } from '../router';

/** A route loader that puts one page's texts in the query cache (read on the server, dehydrated). */
export const loadPageTexts =
  (pageName: PageName) =>
  ({ context }: { context: RouterContext }) =>
    context.queryClient.ensureQueryData(context.trpc.texts.page.queryOptions({ pageName }));
