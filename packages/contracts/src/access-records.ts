/**
 * Access records (접속기록, decision 0039): the constants and shapes the server, the console and the
 * command line share. Free of zod, so the console's bundle takes them from `@office/contracts/browser`.
 */

/** An export's stated reason (사유), trimmed: at least 2 and at most 500 characters. */
export const exportReasonLength = { min: 2, max: 500 } as const;

/**
 * Office hours in Korea (Asia/Seoul): from `start` o'clock up to (not including) `end` o'clock,
 * Monday to Friday. An access to personal data at any other time is counted as off-hours in the
 * monthly review. Public holidays are not known here: they count as working days.
 */
export const officeHours = { start: 8, end: 20 } as const;

/** How long access records are kept: two years (the standard's longer period, for unique identifiers or many people's data). */
export const defaultAccessRecordRetentionDays = 730;

/**
 * The audit log's actions that are accesses to personal data (inquiries): the monthly review reads
 * these. `inquiry.listed`: rows of the inbox shown; `inquiry.outbox_viewed`: visitors' names in the
 * notification queue shown.
 */
export const accessActions = [
  'inquiry.listed',
  'inquiry.viewed',
  'inquiry.outbox_viewed',
  'inquiry.status_changed',
  'inquiry.note_changed',
  'inquiry.exported',
  'inquiry.deleted',
] as const;
export type AccessAction = (typeof accessActions)[number];

/** The review of a month is recorded under this action, its target the month (`month`, YYYY-MM). */
export const accessReviewedAction = 'access.reviewed';
/** The retention purge of the audit log records itself under this action: `{ throughSeq, throughHash, count, retentionDays }`. */
export const auditPurgedAction = 'audit.purged';

/** The filter an inbox list or an export used: never a search text (decision 0039). */
export interface AccessFilter {
  status: string | null;
  from: string | null;
  to: string | null;
  page?: number;
  pageSize?: number;
}

/** Whose personal data an access touched, as `audit_log.subjects` holds it. */
export interface AccessSubjects {
  /** How many inquiries were shown, changed, exported or removed. */
  count: number;
  /** Which ones, by id (nothing else of theirs). Left out of the purge's count-only record. */
  inquiryIds?: number[];
  /** A list's or an export's filter. */
  filter?: AccessFilter;
  /** A list's: how many inquiries the filter matched (the rows shown are `count`). */
  total?: number;
}

/** Where the audit log's chain of hashes breaks, and how. */
export type AuditChainProblem =
  /** The record's hash is not the hash of its contents: the record was changed. */
  | 'altered'
  /** The record's prev_hash is not the previous record's hash: a record before it was changed or replaced. */
  | 'link'
  /** A place in the chain (a seq) is missing: a record was deleted. */
  | 'missing'
  /** A record without a place in the chain: written with the seal switched off. */
  | 'unsealed';

export interface AuditChainState {
  intact: boolean;
  /** How many records were walked. */
  checked: number;
  /** The first and last place walked (null: no record at all). */
  firstSeq: number | null;
  lastSeq: number | null;
  /** The last record's hash: note it with the monthly review, so a chain rewritten whole is noticed too. */
  headHash: string | null;
  /** Through which seq the retention purge has removed records (the first record follows it); null when none has. */
  purgedThroughSeq: number | null;
  /** The first broken place: the seq (null for an unsealed record) and the record's id (null when it is missing). */
  broken: { seq: number | null; id: number | null; problem: AuditChainProblem } | null;
}

/** One account's accesses to personal data in a month. */
export interface AccessReviewAccount {
  actorId: number | null;
  email: string | null;
  /** Access records. */
  accesses: number;
  /** Distinct inquiries whose personal data was shown (inbox rows and opened ones). */
  viewed: number;
  /** Distinct inquiries opened. */
  opened: number;
  /** Distinct inquiries whose status or note was changed. */
  changed: number;
  /** Inquiries deleted. */
  deleted: number;
  /** Exports made, and how many inquiries they held together. */
  exports: number;
  exportedRows: number;
  /** Access records outside office hours (`officeHours`, weekends) in Korea. */
  offHours: number;
}

export interface AccessReviewExport {
  recordId: number;
  seq: number | null;
  at: string;
  email: string | null;
  address: string | null;
  count: number;
  filter: AccessFilter | null;
  reason: string | null;
  /** More inquiries than the review threshold. */
  flagged: boolean;
}

/** What the review flags, computed when the review is read against the threshold of that moment. */
export type AccessReviewFlag =
  | { kind: 'large_export'; recordId: number; at: string; email: string | null; count: number; reason: string | null }
  | { kind: 'many_views'; day: string; email: string | null; actorId: number | null; count: number };

export interface AccessReview {
  /** YYYY-MM, in Korea. */
  month: string;
  /** security_settings.review_flag_threshold. */
  threshold: number;
  officeHours: { start: number; end: number };
  accounts: AccessReviewAccount[];
  exports: AccessReviewExport[];
  flags: AccessReviewFlag[];
  /** The latest `access.reviewed` of this month; null while nobody has reviewed it. */
  reviewed: { email: string | null; at: string } | null;
}
