import { inquiryStatuses, isDateRangeInOrder, isFilterDate, listPageOf } from '@office/contracts/browser';
import type { InquiryStatus } from '@office/contracts';

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
