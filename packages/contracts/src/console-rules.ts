/**
 * The console's constants (statuses, transitions, limits), free of zod so the console's bundle can
 * use them without the schemas (exported by `@office/contracts/browser`); the schemas build on them.
 */

export const staffPasswordRules = {
  minLength: 12,
  /** Longer inputs are refused before hashing, so a huge body cannot keep argon2 busy. */
  maxLength: 1024,
} as const;

/** Why the server refuses a new password (the `reason` of a `weak_password` refusal); the console words each. */
export const staffPasswordProblems = ['too_short', 'too_long', 'contains_email', 'too_common'] as const;
export type StaffPasswordProblem = (typeof staffPasswordProblems)[number];

/** The days the inbox's date filter and the CSV export can name (YYYY-MM-DD compares as text). */
export const filterDateRange = { min: '1900-01-01', max: '2999-12-31' } as const;

/** YYYY-MM-DD naming a real day within `filterDateRange`. */
export const isFilterDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= filterDateRange.min && value <= filterDateRange.max && isRealDay(value);

/** 2025-02-30 and 2025-13-01 are not days (the Date rolls them over, or is invalid). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A date range is in order when it has no end, no start, or does not end before it starts. */
export const isDateRangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;

/** Where an inquiry stands; the console's inbox filters by these. */
export const inquiryStatuses = ['new', 'in_progress', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/**
 * The status changes staff may make: forward (a step may be skipped: spam is closed at once), and
 * back to "in progress" from answered or closed (reopening). Never back to "new".
 */
export const inquiryStatusTransitions: Record<InquiryStatus, readonly InquiryStatus[]> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

export const postStatuses = ['draft', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** The limits the upload routes enforce (413 beyond them). */
export const uploadLimits = {
  thumbnailBytes: 5 * 1024 * 1024,
  attachmentBytes: 20 * 1024 * 1024,
  attachmentsPerPost: 20,
} as const;

/** The texts grid's filters: every key, keys without a translation, translations older than the Korean. */
/**
 * Where a post's translation into one language stands: none saved (visitors see the Korean),
 * saved against the Korean as it is now, or saved before the Korean last changed.
 */
export const translationStates = ['missing', 'current', 'outdated'] as const;
export type TranslationState = (typeof translationStates)[number];

export const textGridFilters = ['all', 'missing', 'outdated'] as const;
