import type { CategoryKey } from '@office/contracts/browser';
import type { RouterContext } from '../router-context';

/** One category's HTML in the page's language (plus the Korean fallback). */
export const mainTaskContentQuery = (context: Pick<RouterContext, 'trpc' | 'lang'>, category: CategoryKey) =>
  context.trpc.texts.mainTaskContents.queryOptions({ category, lang: context.lang });
