import type { LanguageCode, PageName, PageTextKey } from '@office/contracts/browser';
import type { QueryClient } from '@tanstack/react-query';
import { createTextLookup, entriesOfTexts, type ResolvedTexts, resolveTexts } from '../i18n/texts';
import type { RouterContext } from '../router-context';
import type { Trpc } from '../trpc';

/** One page's texts in one language (plus the Korean fallback): the query every page reads. */
export const pageTextsQuery = (trpc: Trpc, pageName: PageName, lang: LanguageCode) => trpc.texts.page.queryOptions({ pageName, lang });

/**
 * The texts a route's loader returns, by page, resolved for the page's language: components find
 * theirs with `useTexts`, in the deepest route that has them (the root's template and not-found
 * texts, the page's own).
 */
export type PageTexts = Partial<Record<PageName, ResolvedTexts>>;

/** Where a route's loader data keeps its texts. */
export interface WithPageTexts {
  texts?: PageTexts;
}

/**
 * One page's texts, read through the query cache: `resolved` for the route's loader data, `text`
 * for its head (plain strings), `lookup` for a text and its language.
 */
export async function loadPageTexts<P extends PageName>(context: Pick<RouterContext, 'queryClient' | 'trpc' | 'lang'>, pageName: P) {
  const queryClient = await context.queryClient();
  const entries = await queryClient.ensureQueryData(pageTextsQuery(context.trpc, pageName, context.lang));
  const resolved = resolveTexts(entries, context.lang);
  const lookup = createTextLookup<P>(resolved, context.lang);
  return { resolved, lookup, text: (key: PageTextKey<P>) => lookup(key).text };
}

/**
 * Puts the texts a page came with (its routes' loader data) into the browser's query cache when
 * that is first made, so that the next page's loader finds them there rather than asking again.
 */
export function seedPageTexts(
  queryClient: QueryClient,
  trpc: Trpc,
  lang: LanguageCode,
  matches: readonly { loaderData?: unknown }[],
): void {
  for (const match of matches) {
    const texts = (match.loaderData as WithPageTexts | undefined)?.texts ?? {};
    for (const [pageName, resolved] of Object.entries(texts) as [PageName, ResolvedTexts][]) {
      const { queryKey } = pageTextsQuery(trpc, pageName, lang);
      if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, entriesOfTexts(resolved, lang));
    }
  }
}
