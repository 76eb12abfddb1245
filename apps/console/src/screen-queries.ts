import type { LanguageCode, PageName, PostKind } from '@office/contracts';
import type { textGridFilters } from '@office/contracts/browser';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { queryClient, trpc } from './api';
import { categoryNamesQuery } from './category-names';
import { preloadEditor } from './editor-loader';
import type { InboxSearch } from './screens/inbox-search';
import type { PostListSearch } from './screens/posts/post-list-search';

/**
 * What each screen shows as it opens: the queries its components use, and the route loaders that
 * fetch them first, so that a screen appears whole rather than growing, its table's columns
 * widening and its forms moving down, as each answer arrives (layout shifts under the staff's
 * pointer). A failed fetch stays in the cache for the screen to show with its own message: a
 * loader never fails.
 */
const prefetch = (...queries: Array<Promise<unknown>>) => Promise.all(queries).then(() => undefined);
const fetchFirst = queryClient.prefetchQuery.bind(queryClient);

/**
 * A list's loader. Opening the screen waits for its list, so it appears whole. New conditions on
 * the open screen (`stay`: a search, a tab, a page, back and forward) do not wait: the fetch starts,
 * the screen shows the new conditions at once and keeps the rows it has (the list queries'
 * `placeholderData`) until the new ones are in. Waiting there kept the old conditions on screen, and
 * after a second the router swapped the whole screen, form and typing included, for its loading line.
 */
export const listLoader = (cause: 'enter' | 'stay' | 'preload', loading: Promise<void>) => (cause === 'stay' ? undefined : loading);

/** Placeholder rows: a list keeps showing the rows it has while the rows for new conditions load. */
const keepRows = { placeholderData: keepPreviousData } as const;

export const postListQuery = (kind: PostKind, search: PostListSearch) =>
  trpc.posts.list.queryOptions(
    {
      kind,
      search: search.q || undefined,
      status: search.status,
      needsTranslation: search.need,
      page: search.page ?? 1,
      pageSize: 20,
    },
    keepRows,
  );

export type TextGridFilter = (typeof textGridFilters)[number];
export const gridQuery = (pageName: PageName, filter: TextGridFilter, lang: LanguageCode) =>
  trpc.texts.grid.queryOptions({ pageName, filter, lang: filter === 'all' ? undefined : lang });
/** The texts screen's choices as it opens. */
export const firstGrid = { pageName: '홈', filter: 'all', lang: 'en' } as const satisfies {
  pageName: PageName;
  filter: TextGridFilter;
  lang: LanguageCode;
};

export const inboxQuery = (search: InboxSearch) =>
  trpc.inquiries.list.queryOptions({ ...search, page: search.page ?? 1, pageSize: 20 }, keepRows);

export const auditPageSize = 50;
export const auditQuery = infiniteQueryOptions({
  queryKey: [...trpc.audit.list.queryKey(), 'pages', auditPageSize],
  queryFn: ({ pageParam, client }) => client.fetchQuery(trpc.audit.list.queryOptions({ limit: auditPageSize, before: pageParam })),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (page) => page.nextBefore ?? undefined,
});

/** The route loaders, by screen. */
export const loadScreen = {
  postList: (kind: PostKind, search: PostListSearch) =>
    prefetch(fetchFirst(postListQuery(kind, search)), fetchFirst(categoryNamesQuery('자료실'))),
  postNew: () => prefetch(fetchFirst(categoryNamesQuery('자료실')), preloadEditor()),
  postEdit: (id: number) =>
    Number.isInteger(id) && id >= 1
      ? prefetch(fetchFirst(trpc.posts.get.queryOptions({ id })), fetchFirst(categoryNamesQuery('자료실')), preloadEditor())
      : Promise.resolve(),
  texts: () => fetchFirst(gridQuery(firstGrid.pageName, firstGrid.filter, firstGrid.lang)),
  mainTask: () =>
    prefetch(
      fetchFirst(categoryNamesQuery('주요업무')),
      fetchFirst(trpc.mainTask.get.queryOptions({ category: 'category1' })),
      preloadEditor(),
    ),
  inbox: (search: InboxSearch) => prefetch(fetchFirst(inboxQuery(search)), fetchFirst(trpc.inquiries.refusals.queryOptions())),
  inquiry: (id: number) => fetchFirst(trpc.inquiries.get.queryOptions({ id })),
  outbox: () => fetchFirst(trpc.inquiries.outbox.queryOptions()),
  staff: () => fetchFirst(trpc.staff.list.queryOptions()),
  audit: () => queryClient.prefetchInfiniteQuery(auditQuery),
};
