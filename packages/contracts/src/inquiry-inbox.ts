import { z } from 'zod';
import { calendarDate, databaseId, storableText } from './storable.js';
import { type InquiryStatus, inquiryStatuses, isDateRangeInOrder } from './console-rules.js';
import type { LanguageCode } from './languages.js';
import type { InquiryReplyChannel } from './inquiry-rules.js';
import { exportReasonLength } from './access-records.js';
import { maxListPage } from './page-urls.js';

export const inquiryStatus = z.enum(inquiryStatuses);

/**
 * The office is in Korea (UTC+9, no daylight saving): a date filter means that calendar day in
 * Korea, and the CSV shows Korean times.
 */
export const officeUtcOffsetHours = 9;

const filterShape = {
  status: inquiryStatus.optional(),
  /** First day, inclusive (YYYY-MM-DD, in Korea). */
  from: calendarDate('from must be a date (YYYY-MM-DD)').optional(),
  /** Last day, inclusive (YYYY-MM-DD, in Korea). */
  to: calendarDate('to must be a date (YYYY-MM-DD)').optional(),
};

const fromAfterTo = { error: 'from must not be after to', path: ['to'] };

export const inquiryFilter = z.object(filterShape).refine(isDateRangeInOrder, fromAfterTo);
export type InquiryFilter = z.output<typeof inquiryFilter>;

const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** The same filter from a URL's query string, where an empty value means "not set". */
export const inquiryFilterQuery = z
  .object({ status: unsetWhenEmpty(filterShape.status), from: unsetWhenEmpty(filterShape.from), to: unsetWhenEmpty(filterShape.to) })
  .refine(isDateRangeInOrder, fromAfterTo);

/**
 * The CSV export's query: the inbox's filter and why the file is needed (사유, trimmed, 2–500
 * characters), which the access record keeps with the export.
 */
export const inquiryExportQuery = z
  .object({
    status: unsetWhenEmpty(filterShape.status),
    from: unsetWhenEmpty(filterShape.from),
    to: unsetWhenEmpty(filterShape.to),
    reason: storableText({ error: 'reason is required: why the export is needed' })
      .trim()
      .min(exportReasonLength.min, { error: `reason must be at least ${exportReasonLength.min} characters` })
      .max(exportReasonLength.max, { error: `reason is at most ${exportReasonLength.max} characters` }),
  })
  .refine(isDateRangeInOrder, fromAfterTo);
export type InquiryExportQuery = z.output<typeof inquiryExportQuery>;

export const inquiryListInput = z
  .object({
    ...filterShape,
    page: z.number().int().min(1).max(maxListPage).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .refine(isDateRangeInOrder, fromAfterTo)
  .default({ page: 1, pageSize: 20 });
export type InquiryListInput = z.input<typeof inquiryListInput>;

export const inquiryIdInput = z.object({ id: databaseId });
export const setInquiryStatusInput = z.object({ id: databaseId, status: inquiryStatus });
export const inquiryNoteMaxLength = 5000;
export const setInquiryNoteInput = z.object({
  id: databaseId,
  /** An empty note removes it. */
  note: storableText()
    .trim()
    .max(inquiryNoteMaxLength, { error: `the note is at most ${inquiryNoteMaxLength} characters` }),
});

/** A row of the inbox. */
export interface InquirySummary {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: InquiryStatus;
  /** The first characters of the content. */
  excerpt: string;
  hasNote: boolean;
  createdAt: string;
  closedAt: string | null;
  /** How the visitor would like to be answered (null: sent before the form asked, or by a client that did not say). */
  reply: InquiryReply;
}

/** The reply language and channel the visitor chose (decision 0045). */
export interface InquiryReply {
  lang: LanguageCode | null;
  channel: InquiryReplyChannel | null;
}

export interface InquiryPage {
  items: InquirySummary[];
  /** Inquiries matching the whole filter. */
  total: number;
  page: number;
  pageSize: number;
  /** Per status, within the date filter (the status filter aside): the numbers on the inbox's tabs. */
  countsByStatus: Record<InquiryStatus, number>;
}

/** What the visitor agreed to when sending (PIPA art. 15): kept with the inquiry. */
export interface InquiryConsentRecord {
  /** true: consent sent with the inquiry; null: the client did not say (the original four-field body, docs/api.md#rest-paths). */
  given: boolean | null;
  version: string | null;
  lang: LanguageCode | null;
  recordedAt: string;
}

export interface InquiryDetail extends Omit<InquirySummary, 'excerpt' | 'hasNote'> {
  content: string;
  staffNote: string | null;
  consent: InquiryConsentRecord;
  /** The office's e-mail about this inquiry; null when there is none (any more). */
  notification: { sentAt: string | null; attempts: number; lastError: string | null } | null;
  /** The visitor's confirmation e-mail: null when none was written (one a day per address past the limit, or before this release). */
  confirmation: { sentAt: string | null; attempts: number; lastError: string | null } | null;
}

/** A notification e-mail not sent yet. */
export interface OutboxEntry {
  id: number;
  /** The office's notification of a new inquiry, or the visitor's confirmation of it (decision 0045). */
  kind: 'inquiry.received' | 'inquiry.confirmation';
  inquiryId: number | null;
  name: string | null;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
}

export interface OutboxOverview {
  /** false: SMTP_URL is not set, nothing is sent and every notification waits here. */
  mailEnabled: boolean;
  waiting: OutboxEntry[];
}
