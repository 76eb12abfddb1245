import type { PostKind } from '@office/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../lib/api';
import { accessReviewQuery, auditChainQuery, currentOfficeMonth } from '../queries/access-review';
import { auditQuery } from '../queries/audit';
import { type InboxSearch, inboxQuery } from '../queries/inbox-search';
import { type PostListSearch, postListQuery } from '../queries/post-list-search';
import { categoryNamesQuery, firstGrid, gridQuery } from '../queries/texts';
import { searchPreviewQueries } from '../queries/search-preview';

/** What a search result preview reads (the texts screen's, the post editor's). */
const searchPreviewPrefetches = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(searchPreviewQueries.template()),
  queryClient.prefetchQuery(searchPreviewQueries.office()),
  queryClient.prefetchQuery(searchPreviewQueries.site()),
];
import { preloadEditor } from '../components/editor/editor-loader';

/**
 * What each screen shows as it opens: the route loaders fetch the queries its components use first
 * (the same query options, from `queries/`), so that a screen appears whole rather than growing,
 * its table's columns widening and its forms moving down, as each answer arrives (layout shifts
 * under the staff's pointer; decision 0029). A failed fetch stays in the cache for the screen to
 * show with its own message: a loader never fails. The screens that edit HTML load the editor's
 * code too (`preloadEditor` never fails either).
 */
const prefetch = (...queries: Array<Promise<unknown>>) => Promise.all(queries).then(() => undefined);

/**
 * A list's loader. Opening the screen waits for its list, so it appears whole. New conditions on
 * the open screen (`stay`: a search, a tab, a page, back and forward) do not wait: the fetch starts,
 * the screen shows the new conditions at once and keeps the rows it has (the list queries'
 * `placeholderData`) until the new ones are in. Waiting there kept the old conditions on screen, and
 * after a second the router swapped the whole screen, form and typing included, for its loading line.
 */
export const listLoader = (cause: 'enter' | 'stay' | 'preload', loading: Promise<void>) => (cause === 'stay' ? undefined : loading);

/** The route loaders, by screen. */
export const loadScreen = {
  postList: (queryClient: QueryClient, kind: PostKind, search: PostListSearch) =>
    prefetch(queryClient.prefetchQuery(postListQuery(kind, search)), queryClient.prefetchQuery(categoryNamesQuery('자료실'))),
  postNew: (queryClient: QueryClient) =>
    prefetch(queryClient.prefetchQuery(categoryNamesQuery('자료실')), preloadEditor(), ...searchPreviewPrefetches(queryClient)),
  postEdit: (queryClient: QueryClient, id: number) =>
    Number.isInteger(id) && id >= 1
      ? prefetch(
          queryClient.prefetchQuery(trpc.posts.get.queryOptions({ id })),
          queryClient.prefetchQuery(categoryNamesQuery('자료실')),
          preloadEditor(),
          // The search and share card's result preview (seo-card.tsx).
          ...searchPreviewPrefetches(queryClient),
        )
      : Promise.resolve(),
  /** The grid, and what its search result preview reads (the first page, 홈, has one). */
  texts: (queryClient: QueryClient) =>
    prefetch(
      queryClient.prefetchQuery(gridQuery(firstGrid.pageName, firstGrid.filter, firstGrid.lang)),
      ...searchPreviewPrefetches(queryClient),
    ),
  mainTask: (queryClient: QueryClient) =>
    prefetch(
      queryClient.prefetchQuery(categoryNamesQuery('주요업무')),
      queryClient.prefetchQuery(trpc.mainTask.get.queryOptions({ category: 'category1' })),
      preloadEditor(),
    ),
  inbox: (queryClient: QueryClient, search: InboxSearch) =>
    prefetch(queryClient.prefetchQuery(inboxQuery(search)), queryClient.prefetchQuery(trpc.inquiries.refusals.queryOptions())),
  inquiry: (queryClient: QueryClient, id: number) => queryClient.prefetchQuery(trpc.inquiries.get.queryOptions({ id })),
  outbox: (queryClient: QueryClient) => queryClient.prefetchQuery(trpc.inquiries.outbox.queryOptions()),
  staff: (queryClient: QueryClient) => queryClient.prefetchQuery(trpc.staff.list.queryOptions()),
  audit: (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(auditQuery),
  /** The review of a month (this month when none is named) and the chain's state. */
  accessReview: (queryClient: QueryClient, month: string | undefined) =>
    prefetch(queryClient.prefetchQuery(accessReviewQuery(month ?? currentOfficeMonth())), queryClient.prefetchQuery(auditChainQuery())),
  office: (queryClient: QueryClient) => queryClient.prefetchQuery(trpc.office.get.queryOptions()),
  languages: (queryClient: QueryClient) => queryClient.prefetchQuery(trpc.languages.list.queryOptions()),
  redirects: (queryClient: QueryClient) =>
    prefetch(
      queryClient.prefetchQuery(trpc.redirects.list.queryOptions()),
      queryClient.prefetchQuery(trpc.redirects.notFoundPaths.queryOptions()),
    ),
  /** An admin's first screen holds the go-live checklist (the session gate has put who is signed in in the cache). */
  home: (queryClient: QueryClient) =>
    queryClient.getQueryData(trpc.auth.me.queryKey())?.staff.role === 'admin'
      ? queryClient.prefetchQuery(trpc.goLive.checklist.queryOptions())
      : Promise.resolve(),
};
