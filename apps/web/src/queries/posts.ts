import type { CategoryKey } from '@office/contracts/browser';
import type { RouterContext } from '../router-context';

/** Cards per page: 4 rows of 3 on large screens, and a list that stays fast with 1,000 notices. */
export const postsPerPage = 12;

export interface ListSearch {
  page?: number;
  category?: CategoryKey;
  /** A search (`?q=`, decision 0020): the list shows its results instead. */
  q?: string;
}

/** The page's tRPC client and language: posts come in the visitor's language where translated. */
type QueryContext = Pick<RouterContext, 'trpc' | 'lang'>;

/** One page of notices or library items (the library's narrowed to a category when one is chosen). */
export const postListQuery = (context: QueryContext, kind: 'notice' | 'library', search: ListSearch) => {
  const input = { lang: context.lang, page: search.page ?? 1, pageSize: postsPerPage, category: search.category };
  return kind === 'notice' ? context.trpc.notices.page.queryOptions(input) : context.trpc.library.page.queryOptions(input);
};

/** One page of search results (the library's within a category when one is chosen). */
export const postSearchQuery = (context: QueryContext, kind: 'notice' | 'library', search: ListSearch & { q: string }) => {
  const input = { q: search.q, lang: context.lang, page: search.page ?? 1, pageSize: postsPerPage, category: search.category };
  return kind === 'notice' ? context.trpc.notices.search.queryOptions(input) : context.trpc.library.search.queryOptions(input);
};

export const noticeQuery = (context: QueryContext, id: number) => context.trpc.notices.byId.queryOptions({ id, lang: context.lang });

export const libraryItemQuery = (context: QueryContext, id: number) => context.trpc.library.byId.queryOptions({ id, lang: context.lang });
