import {
  type AccessFilter,
  type AccessReview,
  type AccessReviewAccount,
  type AccessReviewExport,
  type AccessReviewFlag,
  accessActions,
  accessReviewedAction,
  officeHours,
  officeUtcOffsetHours,
} from '@office/contracts';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { auditLog, securitySettings } from '@office/db/schema';

/** The columns of an entry as the console reads it (the list, the access review). */
export const auditEntryColumns = {
  id: auditLog.id,
  seq: auditLog.seq,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  detail: auditLog.detail,
  address: auditLog.address,
  subjects: auditLog.subjects,
  reason: auditLog.reason,
};

const hourMs = 60 * 60_000;

/** The review's flags start above this many inquiries when the settings row is missing (the column's default). */
const defaultFlagThreshold = 100;

/** Midnight at the start of the first day of a month (YYYY-MM) in Korea. */
export const monthStart = (month: string) => new Date(Date.parse(`${month}-01T00:00:00Z`) - officeUtcOffsetHours * hourMs);

/** The month after (YYYY-MM). */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The month (YYYY-MM) a moment falls in, in Korea. */
export const officeMonth = (at: Date) => officeTime(at).toISOString().slice(0, 7);

/** The moment shifted to Korea's wall clock (read it with the getUTC… methods). */
const officeTime = (at: Date) => new Date(at.getTime() + officeUtcOffsetHours * hourMs);

/** Outside office hours in Korea: before `officeHours.start`, from `officeHours.end` on, or on a Saturday or Sunday. */
export function isOffHours(at: Date): boolean {
  const local = officeTime(at);
  const day = local.getUTCDay();
  const hour = local.getUTCHours();
  return day === 0 || day === 6 || hour < officeHours.start || hour >= officeHours.end;
}

/** The flag threshold an admin set (security_settings.review_flag_threshold). */
export async function reviewFlagThreshold(db: Db): Promise<number> {
  const [row] = await db.select({ threshold: securitySettings.reviewFlagThreshold }).from(securitySettings).limit(1);
  return row?.threshold ?? defaultFlagThreshold;
}

type AccessRow = Pick<
  typeof auditLog.$inferSelect,
  'id' | 'seq' | 'at' | 'actorId' | 'actorEmail' | 'action' | 'targetType' | 'targetId' | 'detail' | 'address' | 'subjects' | 'reason'
>;

/** The inquiries a record names: its subjects' ids, or (records from before subjects were kept) its target. */
function inquiryIdsOf(row: AccessRow): number[] {
  const ids = row.subjects?.inquiryIds;
  if (Array.isArray(ids)) return ids.filter((id): id is number => typeof id === 'number');
  return row.targetType === 'inquiry' && row.targetId ? [Number(row.targetId)] : [];
}

/** How many inquiries an export held: its subjects' count, or the detail's count (older records). */
function exportedCount(row: AccessRow): number {
  const count = row.subjects?.count ?? row.detail.count;
  return typeof count === 'number' ? count : 0;
}

function exportFilter(row: AccessRow): AccessFilter | null {
  const filter = row.subjects?.filter as AccessFilter | undefined;
  if (filter) return filter;
  const { status, from, to } = row.detail as Record<string, string | null | undefined>;
  return { status: status ?? null, from: from ?? null, to: to ?? null };
}

interface Tally {
  account: AccessReviewAccount;
  viewed: Set<number>;
  opened: Set<number>;
  changed: Set<number>;
  /** Distinct inquiries shown per day in Korea (YYYY-MM-DD). */
  viewedByDay: Map<string, Set<number>>;
}

/**
 * A month's accesses to personal data (Korea's calendar), per account, with the exports and their
 * reasons and what stands out (decision 0039): an export of more inquiries than the threshold, and
 * an account shown more distinct inquiries in one day than the threshold. The flags are computed
 * here, when the review is read, from the chained records and the threshold of the moment, so
 * nothing but the records themselves needs keeping and a changed threshold applies to past months.
 */
export async function accessReview(db: Db, month: string): Promise<AccessReview> {
  const [threshold, rows, [reviewed]] = await Promise.all([
    reviewFlagThreshold(db),
    db
      .select(auditEntryColumns)
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, [...accessActions]),
          gte(auditLog.at, monthStart(month)),
          lt(auditLog.at, monthStart(nextMonth(month))),
        ),
      )
      .orderBy(auditLog.at, auditLog.id),
    db
      .select({ email: auditLog.actorEmail, at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.action, accessReviewedAction), eq(auditLog.targetType, 'month'), eq(auditLog.targetId, month)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1),
  ]);

  const tallies = new Map<string, Tally>();
  const tallyOf = (row: AccessRow): Tally => {
    const key = `${row.actorId ?? ''}:${row.actorEmail ?? ''}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        account: {
          actorId: row.actorId,
          email: row.actorEmail,
          accesses: 0,
          viewed: 0,
          opened: 0,
          changed: 0,
          deleted: 0,
          exports: 0,
          exportedRows: 0,
          offHours: 0,
        },
        viewed: new Set(),
        opened: new Set(),
        changed: new Set(),
        viewedByDay: new Map(),
      };
      tallies.set(key, tally);
    }
    return tally;
  };

  const exports: AccessReviewExport[] = [];
  const flags: AccessReviewFlag[] = [];
  for (const row of rows) {
    const tally = tallyOf(row);
    tally.account.accesses += 1;
    if (isOffHours(row.at)) tally.account.offHours += 1;
    const ids = inquiryIdsOf(row);
    switch (row.action) {
      case 'inquiry.listed':
      case 'inquiry.viewed':
      case 'inquiry.outbox_viewed': {
        const day = officeTime(row.at).toISOString().slice(0, 10);
        const ofDay = tally.viewedByDay.get(day) ?? new Set<number>();
        tally.viewedByDay.set(day, ofDay);
        for (const id of ids) {
          tally.viewed.add(id);
          ofDay.add(id);
          if (row.action === 'inquiry.viewed') tally.opened.add(id);
        }
        break;
      }
      case 'inquiry.status_changed':
      case 'inquiry.note_changed':
        for (const id of ids) tally.changed.add(id);
        break;
      case 'inquiry.deleted':
        tally.account.deleted += Math.max(ids.length, 1);
        break;
      case 'inquiry.exported': {
        const count = exportedCount(row);
        tally.account.exports += 1;
        tally.account.exportedRows += count;
        const flagged = count > threshold;
        exports.push({
          recordId: row.id,
          seq: row.seq,
          at: row.at.toISOString(),
          email: row.actorEmail,
          address: row.address,
          count,
          filter: exportFilter(row),
          reason: row.reason,
          flagged,
        });
        if (flagged) {
          flags.push({
            kind: 'large_export',
            recordId: row.id,
            at: row.at.toISOString(),
            email: row.actorEmail,
            count,
            reason: row.reason,
          });
        }
        break;
      }
    }
  }

  const accounts = [...tallies.values()].map((tally) => {
    for (const [day, ids] of tally.viewedByDay) {
      if (ids.size > threshold) {
        flags.push({ kind: 'many_views', day, email: tally.account.email, actorId: tally.account.actorId, count: ids.size });
      }
    }
    return { ...tally.account, viewed: tally.viewed.size, opened: tally.opened.size, changed: tally.changed.size };
  });
  accounts.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
  const flagTime = (flag: AccessReviewFlag) => (flag.kind === 'large_export' ? flag.at : `${flag.day}T00:00:00+09:00`);
  flags.sort((a, b) => Date.parse(flagTime(a)) - Date.parse(flagTime(b)));

  return {
    month,
    threshold,
    officeHours: { ...officeHours },
    accounts,
    exports,
    flags,
    reviewed: reviewed ? { email: reviewed.email, at: reviewed.at.toISOString() } : null,
  };
}
