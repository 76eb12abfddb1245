import {
  type AccessAction,
  type AccessSubjects,
  type InquiryDetail,
  type InquiryExportQuery,
  type InquiryFilter,
  inquiryListInput,
  type InquiryListInput,
  type InquiryPage,
  type InquiryReply,
  type InquiryReplyChannel,
  isLanguageCode,
  type InquiryStatus,
  inquiryStatuses,
  inquiryStatusTransitions,
  type LanguageCode,
  maskIdentifiers,
  officeUtcOffsetHours,
  type OutboxOverview,
} from '@office/contracts';
import { and, count, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx, Writer } from '@office/db/client';
import { inquiries, outbox, type OutboxKind } from '@office/db/schema';
import type { Clock } from './clock.js';
import { DomainError } from '../errors/index.js';
import type { OutboxStore } from './outbox.js';
import type { AuditActor, AuditDetail, AuditLogService, AuditTarget } from './staff/audit-log.js';

export interface InquiryInboxSettings {
  /** SMTP_URL is set: notifications are sent, not only queued. */
  mailEnabled: boolean;
}

/** Every stored field of an inquiry, for the CSV export. */
export type InquiryRecord = typeof inquiries.$inferSelect;

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;
const excerptLength = 100;

/** Midnight at the start of a calendar day (YYYY-MM-DD) in Korea. */
const officeMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - officeUtcOffsetHours * hourMs);

/** The filter's conditions; the status one only when asked (the per-status counts leave it out). */
function filterConditions(filter: InquiryFilter, withStatus: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  if (withStatus && filter.status) conditions.push(eq(inquiries.status, filter.status));
  if (filter.from) conditions.push(gte(inquiries.createdAt, officeMidnight(filter.from)));
  if (filter.to) conditions.push(lt(inquiries.createdAt, new Date(officeMidnight(filter.to).getTime() + dayMs)));
  return and(...conditions);
}

const inquiryTarget = (id: number) => ({ type: 'inquiry', id });
const notFound = (id: number) => new DomainError('not_found', `There is no inquiry ${id}.`);

/** What the retention purge destroyed: closed inquiries past the period, and never closed ones without activity for as long. */
export interface InquiryPurgeResult {
  count: number;
  closed: number;
  inactive: number;
}

/** The filter as the access record keeps it: the status and days, never a search text (decision 0039). */
const filterFacts = (filter: InquiryFilter) => ({ status: filter.status ?? null, from: filter.from ?? null, to: filter.to ?? null });

/**
 * The console's inbox (admins only). Every method that shows, changes, exports or removes an
 * inquiry's personal data takes the acting staff member and writes the access record (접속기록,
 * decision 0039) itself, through `accessed`: who (and from which address, on the actor), when, what
 * (the action), whose (the inquiries by id, or how many by which filter) and, for an export, why.
 * A caller cannot reach the data without it: the record is part of the call. Never an inquiry's
 * contents, nor a search text.
 */
export function createInquiryInboxService(
  db: Db,
  clock: Clock,
  settings: InquiryInboxSettings,
  { audit, outboxStore }: { audit: AuditLogService; outboxStore: OutboxStore },
) {
  /** The one place an access to inquiries is recorded (in the change's transaction, where there is one). */
  const accessed = (
    actor: AuditActor,
    action: AccessAction,
    target: AuditTarget | null,
    detail: AuditDetail,
    subjects: AccessSubjects,
    { writer = db, reason }: { writer?: Writer; reason?: string } = {},
  ) => audit.record(actor, action, target, detail, writer, { subjects, reason });
  const one = (id: number): AccessSubjects => ({ count: 1, inquiryIds: [id] });

  async function lockedStatus(tx: Tx, id: number): Promise<InquiryStatus> {
    const [row] = await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!row) throw notFound(id);
    return row.status;
  }

  return {
    /**
     * Newest first, a page at a time, with the number of inquiries in each status. Recorded as
     * `inquiry.listed`: the rows shown (by id), how many matched, the filter and page.
     */
    async list(input: InquiryListInput, actor: AuditActor): Promise<InquiryPage> {
      const { page, pageSize, ...filter } = inquiryListInput.parse(input);
      const where = filterConditions(filter, true);
      const [rows, [total], perStatus] = await Promise.all([
        db
          .select({
            id: inquiries.id,
            name: inquiries.name,
            email: inquiries.email,
            phone: inquiries.phone,
            status: inquiries.status,
            start: sql<string>`left(${inquiries.content}, ${excerptLength * 2})`,
            hasNote: sql<boolean>`${inquiries.staffNote} is not null`,
            createdAt: inquiries.createdAt,
            closedAt: inquiries.closedAt,
            replyLang: inquiries.replyLang,
            replyChannel: inquiries.replyChannel,
          })
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(inquiries).where(where),
        db
          .select({ status: inquiries.status, n: count() })
          .from(inquiries)
          .where(filterConditions(filter, false))
          .groupBy(inquiries.status),
      ]);
      const countsByStatus = Object.fromEntries(inquiryStatuses.map((s) => [s, 0])) as Record<InquiryStatus, number>;
      for (const { status, n } of perStatus) countsByStatus[status] = n;
      await accessed(
        actor,
        'inquiry.listed',
        null,
        { count: rows.length, ...filterFacts(filter), page },
        {
          count: rows.length,
          inquiryIds: rows.map((row) => row.id),
          total: total?.n ?? 0,
          filter: { ...filterFacts(filter), page, pageSize },
        },
      );
      return {
        items: rows.map(({ start, replyLang, replyChannel, ...row }) => ({
          ...row,
          reply: replyOf({ replyLang, replyChannel }),
          excerpt: start.replace(/\s+/g, ' ').trim().slice(0, excerptLength),
          createdAt: row.createdAt.toISOString(),
          closedAt: row.closedAt?.toISOString() ?? null,
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
        countsByStatus,
      };
    },

    /** One inquiry with its consent record; recorded as `inquiry.viewed` (by id only). */
    async get(id: number, actor: AuditActor): Promise<InquiryDetail> {
      const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
      if (!row) throw notFound(id);
      const messages = await db
        .select({ kind: outbox.kind, sentAt: outbox.sentAt, attempts: outbox.attempts, lastError: outbox.lastError })
        .from(outbox)
        .where(eq(outbox.inquiryId, id))
        .orderBy(desc(outbox.id));
      const delivery = (kind: OutboxKind) => {
        const message = messages.find((m) => m.kind === kind);
        return message ? { sentAt: message.sentAt?.toISOString() ?? null, attempts: message.attempts, lastError: message.lastError } : null;
      };
      await accessed(actor, 'inquiry.viewed', inquiryTarget(id), {}, one(id));
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        content: row.content,
        status: row.status,
        staffNote: row.staffNote,
        createdAt: row.createdAt.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
        consent: {
          given: row.consentGiven,
          version: row.consentVersion,
          lang: row.lang as LanguageCode | null,
          recordedAt: row.createdAt.toISOString(),
        },
        reply: replyOf(row),
        notification: delivery('inquiry.received'),
        confirmation: delivery('inquiry.confirmation'),
      };
    },

    /**
     * Moves an inquiry along (see inquiryStatusTransitions); closing starts the retention period. A
     * change is activity: an inquiry never closed is kept for the retention period after the last.
     */
    async setStatus(id: number, status: InquiryStatus, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const from = await lockedStatus(tx, id);
        if (from !== status && !inquiryStatusTransitions[from].includes(status)) {
          throw new DomainError('invalid_transition', `An inquiry that is ${from} cannot become ${status}.`);
        }
        const closedAt = status === 'closed' ? clock.now() : null;
        if (from !== status) {
          await tx.update(inquiries).set({ status, closedAt, lastActivityAt: clock.now() }).where(eq(inquiries.id, id));
          await accessed(actor, 'inquiry.status_changed', inquiryTarget(id), { from, to: status }, one(id), { writer: tx });
        }
        const [row] = await tx
          .select({ status: inquiries.status, closedAt: inquiries.closedAt })
          .from(inquiries)
          .where(eq(inquiries.id, id));
        return { id, status: row?.status ?? status, closedAt: row?.closedAt?.toISOString() ?? null };
      });
    },

    /** Staff's note (an empty one removes it); the record says that it changed, not what it says. A change is activity. */
    async setNote(id: number, note: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(inquiries)
          // Staff copy what visitors sent: a registration or passport number is masked here too (decision 0041).
          .set({ staffNote: note === '' ? null : maskIdentifiers(note), lastActivityAt: clock.now() })
          .where(eq(inquiries.id, id))
          .returning({ staffNote: inquiries.staffNote });
        if (!row) throw notFound(id);
        await accessed(actor, 'inquiry.note_changed', inquiryTarget(id), {}, one(id), { writer: tx });
        return { id, staffNote: row.staffNote };
      });
    },

    /** Deletes an inquiry and its notification (whose name would outlive it otherwise). */
    async delete(id: number, actor: AuditActor) {
      await db.transaction(async (tx) => {
        await tx.delete(outbox).where(eq(outbox.inquiryId, id));
        const deleted = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
        if (deleted.length === 0) throw notFound(id);
        await accessed(actor, 'inquiry.deleted', inquiryTarget(id), {}, one(id), { writer: tx });
      });
      return { id, deleted: true };
    },

    /**
     * Every inquiry the filter matches, newest first, for the CSV export; recorded as
     * `inquiry.exported` with the count, the ids, the filter and the stated reason.
     */
    async export({ reason, ...filter }: InquiryExportQuery, actor: AuditActor): Promise<InquiryRecord[]> {
      const rows = await db
        .select()
        .from(inquiries)
        .where(filterConditions(filter, true))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
      await accessed(
        actor,
        'inquiry.exported',
        null,
        { count: rows.length, ...filterFacts(filter) },
        { count: rows.length, inquiryIds: rows.map((row) => row.id), filter: filterFacts(filter) },
        { reason },
      );
      return rows;
    },

    /**
     * Destroys, with their notifications, inquiries closed more than `retentionDays` ago (the period
     * the consent text states), and inquiries never closed whose last activity (receipt, or a change
     * by staff) is as old: every inquiry ends. The audit log and the caller get the counts, nothing else.
     */
    async purgeExpired(retentionDays: number): Promise<InquiryPurgeResult> {
      const cutoff = new Date(clock.now().getTime() - retentionDays * dayMs);
      return db.transaction(async (tx) => {
        const expired = or(
          and(eq(inquiries.status, 'closed'), lt(inquiries.closedAt, cutoff)),
          and(ne(inquiries.status, 'closed'), lt(inquiries.lastActivityAt, cutoff)),
        );
        await tx.delete(outbox).where(sql`${outbox.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${expired})`);
        const deleted = await tx.delete(inquiries).where(expired).returning({ status: inquiries.status });
        const closed = deleted.filter((row) => row.status === 'closed').length;
        const result = { count: deleted.length, closed, inactive: deleted.length - closed };
        if (deleted.length > 0) {
          await audit.record(null, 'inquiry.purged', null, { ...result, retentionDays }, tx, { subjects: { count: deleted.length } });
        }
        return result;
      });
    },

    /**
     * Notifications not sent yet, and whether any are being sent at all. The waiting ones name their
     * visitors: showing any is recorded as `inquiry.outbox_viewed` (the inquiries by id).
     */
    async notifications(actor: AuditActor): Promise<OutboxOverview> {
      const waiting = await outboxStore.listWaiting();
      const named = waiting.filter((entry) => entry.name !== null).map((entry) => entry.inquiryId);
      if (named.length > 0) {
        const inquiryIds = named.filter((id): id is number => id !== null);
        await accessed(actor, 'inquiry.outbox_viewed', null, { count: named.length }, { count: named.length, inquiryIds });
      }
      return { mailEnabled: settings.mailEnabled, waiting };
    },
  };
}

/** The reply language and channel as stored (a language no longer configured reads as none). */
function replyOf(row: { replyLang: string | null; replyChannel: InquiryReplyChannel | null }): InquiryReply {
  return { lang: isLanguageCode(row.replyLang) ? row.replyLang : null, channel: row.replyChannel };
}

export type InquiryInboxService = ReturnType<typeof createInquiryInboxService>;
