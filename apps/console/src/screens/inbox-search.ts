import { inquiryStatuses, isFilterDate, listPageOf } from '@office/contracts/browser';
import type { InquiryStatus } from '@office/contracts';

export interface InboxSearch {
  status?: InquiryStatus;
  from?: string;
  to?: string;
  page?: number;
}

/** The inbox's conditions read from a URL's query (the route's `validateSearch`); anything else is dropped. */
export const inboxSearchOf = (search: Record<string, unknown>): InboxSearch => ({
  status: (inquiryStatuses as readonly unknown[]).includes(search.status) ? (search.status as InquiryStatus) : undefined,
  from: isFilterDate(search.from) ? search.from : undefined,
  to: isFilterDate(search.to) ? search.to : undefined,
  page: listPageOf(search.page),
});

/** Two searches ask for the same list. */
export const sameInboxSearch = (a: InboxSearch, b: InboxSearch) =>
  a.status === b.status && a.from === b.from && a.to === b.to && (a.page ?? 1) === (b.page ?? 1);
