import type { LanguageCode, PageName, PageTextKey } from '@office/contracts/browser';
import { createTextLookup } from '../i18n/texts';
import type { RouterContext } from '../router-context';
import type { Trpc } from '../trpc';

/** One page's texts in one language (plus the Korean fallback): the query every page reads. */
export const pageTextsQuery = (trpc: Trpc, pageName: PageName, lang: LanguageCode) => trpc.texts.page.queryOptions({ pageName, lang });

/** Puts one page's texts in the query cache (read on the server, dehydrated) and returns a lookup. */
export async function ensurePageTexts<P extends PageName>(context: Pick<RouterContext, 'queryClient' | 'trpc' | 'lang'>, pageName: P) {
  const entries = await context.queryClient.ensureQueryData(pageTextsQuery(context.trpc, pageName, context.lang));
  const lookup = createTextLookup<P>(entries, context.lang);
  return (key: PageTextKey<P>) => lookup(key).text;
}
