import { trpc } from '../lib/api';

/** The month (YYYY-MM) it is now in Korea, where the office's calendar is. */
export function currentOfficeMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month before (YYYY-MM). */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

const isMonth = (value: unknown): value is string => typeof value === 'string' && /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/.test(value);

export interface AccessReviewSearch {
  /** YYYY-MM; none: this month. */
  month?: string;
}

/** The review's month read from the URL's query (the route's `validateSearch`); anything else is dropped. */
export const accessReviewSearchOf = (search: Record<string, unknown>): AccessReviewSearch => ({
  month: isMonth(search.month) ? search.month : undefined,
});

export const accessReviewQuery = (month: string) => trpc.audit.review.queryOptions({ month });

/** The chain check walks every record: kept for a minute, and walked again on demand ("다시 확인"). */
export const auditChainQuery = () => trpc.audit.chain.queryOptions(undefined, { staleTime: 60_000 });
