import { infiniteQueryOptions } from '@tanstack/react-query';
import { trpc } from '../lib/api';

export const auditPageSize = 50;

/** The audit log, newest first, 50 entries a page; each next page starts before the last entry shown. */
export const auditQuery = infiniteQueryOptions({
  queryKey: [...trpc.audit.list.queryKey(), 'pages', auditPageSize],
  queryFn: ({ pageParam, client }) => client.fetchQuery(trpc.audit.list.queryOptions({ limit: auditPageSize, before: pageParam })),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (page) => page.nextBefore ?? undefined,
});
