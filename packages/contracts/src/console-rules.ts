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

/**
 * How long the long texts staff write may be (decision 0032). Checked where input enters (the
 * console API's schemas): a text over its limit is refused at once with 413 `text_too_large`,
 * naming the field, its `reason` the limit's name here; the console says so in Korean beside it.
 */
export const contentSizeLimits = {
  /**
   * A post's or a translation's body, and a main-task content: HTML as the editor sends it, in
   * UTF-8 bytes. 64 KiB is eleven times the longest seed post (5.7 KB): up to 21,000 Korean
   * characters (about ten printed pages with their markup), or a table of several hundred cells.
   * Pictures are not in it (they are uploaded as files), and longer documents are attached (PDF,
   * HWP: 20 MB). Each byte is stored about three times (the HTML, its searchable text and
   * the search index's grams), and a save must finish well under the database's query timeout
   * (6 s): at this size one takes 0.05–0.25 s, 0.7 s for the worst made-up text (`pnpm bench`).
   * The request stays far below Fastify's 1 MiB body limit, so it is refused here, naming the field.
   */
  htmlBytes: 64 * 1024,
  /** A page text (a label, a line, a paragraph of the site's frame), in characters (UTF-16 code units). */
  pageTextCharacters: 20_000,
} as const;
export type ContentSizeLimit = keyof typeof contentSizeLimits;
export const contentSizeLimitNames = Object.keys(contentSizeLimits) as ContentSizeLimit[];

/**
 * A text's length in UTF-8 bytes (what the HTML limit counts), without encoding it: a pair of
 * surrogates is one 4-byte character, and a lone half would be stored as U+FFFD's 3 bytes.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The texts grid's filters: every key, keys without a translation, translations older than the Korean. */
/**
 * Where a post's translation into one language stands: none saved (visitors see the Korean),
 * saved against the Korean as it is now, or saved before the Korean last changed.
 */
export const translationStates = ['missing', 'current', 'outdated'] as const;
export type TranslationState = (typeof translationStates)[number];

export const textGridFilters = ['all', 'missing', 'outdated'] as const;

// --- Scheduled publishing (decision 0046) ----------------------------------------------------------

/**
 * Korea time (decision 0046): the office's clock, UTC+9 all year (Korea keeps no summer time), so
 * a `datetime-local` value the console shows and reads is this offset, whatever the browser's zone.
 */
export const koreaOffset = '+09:00';

/** `2026-12-01T09:00` (a `datetime-local` value, Korea time) as the moment it names, in ISO 8601. */
export function koreaLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const moment = new Date(`${local}:00${koreaOffset}`);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** The reverse: a moment as a `datetime-local` value in Korea time. */
export function isoToKoreaLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 60 * 60_000).toISOString().slice(0, 16);
}

/** Why a schedule was refused (`invalid_schedule`'s `reason`). */
export const scheduleProblems = ['passed', 'too_far', 'published', 'draft_unpublish'] as const;
export type ScheduleProblem = (typeof scheduleProblems)[number];

/** How far ahead a change may be scheduled. */
export const maxScheduleAheadDays = 366 * 2;
