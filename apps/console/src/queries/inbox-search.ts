import { inquiryStatuses, isDateRangeInOrder, isFilterDate, listPageOf } from '@office/contracts/browser';
import type { InquiryStatus } from '@office/contracts';
import { trpc } from '../lib/api';
import { keepRows } from './list-rows';

export interface InboxSearch {
  status?: InquiryStatus;
  from?: string;
  to?: string;
  page?: number;
}

/** The inbox's conditions read from a URL's query (the route's `validateSearch`); anything else is dropped. */
export function inboxSearchOf(search: Record<string, unknown>): InboxSearch {
  const dateOf = (value: unknown) => (typeof value === 'string' && isFilterDate(value) ? value : undefined);
  const from = dateOf(search.from);
  // A range the server would refuse (it ends before it starts) keeps its start only.
  const to = isDateRangeInOrder({ from, to: dateOf(search.to) }) ? dateOf(search.to) : undefined;
  return {
    status: (inquiryStatuses as readonly unknown[]).includes(search.status) ? (search.status as InquiryStatus) : undefined,
    from,
    to,
    page: listPageOf(search.page),
  };
}

/** The inquiries on the conditions of the inbox's URL, 20 a page. */
export const inboxQuery = (search: InboxSearch) =>
  trpc.inquiries.list.queryOptions({ ...search, page: search.page ?? 1, pageSize: 20 }, keepRows);
