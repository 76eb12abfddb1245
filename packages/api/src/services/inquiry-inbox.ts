import {
  type InquiryDetail,
  type InquiryFilter,
  inquiryListInput,
  type InquiryListInput,
  type InquiryPage,
  type InquiryStatus,
  inquiryStatuses,
  inquiryStatusTransitions,
  type LanguageCode,
  officeUtcOffsetHours,
  type OutboxOverview,
} from '@office/contracts';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@office/db/client';
import { inquiries, outbox } from '@office/db/schema';
import type { Clock } from './clock.js';
import { DomainError } from '../errors/index.js';
import type { OutboxStore } from './outbox.js';
import type { AuditActor, AuditLogService } from './staff/audit-log.js';

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

/**
 * The console's inbox (admins only). The audit log records views, changes, exports and deletions
 * by id and counts, never an inquiry's contents.
 */
export function createInquiryInboxService(
  db: Db,
  clock: Clock,
  settings: InquiryInboxSettings,
  { audit, outboxStore }: { audit: AuditLogService; outboxStore: OutboxStore },
) {
  async function lockedStatus(tx: Tx, id: number): Promise<InquiryStatus> {
    const [row] = await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!row) throw notFound(id);
    return row.status;
  }

  return {
    /** Newest first, a page at a time, with the number of inquiries in each status. */
    async list(input: InquiryListInput = {}): Promise<InquiryPage> {
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
      return {
        items: rows.map(({ start, ...row }) => ({
          ...row,
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

    /** One inquiry with its consent record; the view is audited (by id only). */
    async get(id: number, actor: AuditActor): Promise<InquiryDetail> {
      const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
      if (!row) throw notFound(id);
      const [notification] = await db
        .select({ sentAt: outbox.sentAt, attempts: outbox.attempts, lastError: outbox.lastError })
        .from(outbox)
        .where(eq(outbox.inquiryId, id))
        .orderBy(desc(outbox.id))
        .limit(1);
      await audit.record(actor, 'inquiry.viewed', inquiryTarget(id));
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
        notification: notification ? { ...notification, sentAt: notification.sentAt?.toISOString() ?? null } : null,
      };
    },

    /** Moves an inquiry along (see inquiryStatusTransitions); closing starts the retention period. */
    async setStatus(id: number, status: InquiryStatus, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const from = await lockedStatus(tx, id);
        if (from !== status && !inquiryStatusTransitions[from].includes(status)) {
          throw new DomainError('invalid_transition', `An inquiry that is ${from} cannot become ${status}.`);
        }
        const closedAt = status === 'closed' ? clock.now() : null;
        if (from !== status) {
          await tx.update(inquiries).set({ status, closedAt }).where(eq(inquiries.id, id));
          await audit.record(actor, 'inquiry.status_changed', inquiryTarget(id), { from, to: status }, tx);
        }
        const [row] = await tx
          .select({ status: inquiries.status, closedAt: inquiries.closedAt })
          .from(inquiries)
          .where(eq(inquiries.id, id));
        return { id, status: row?.status ?? status, closedAt: row?.closedAt?.toISOString() ?? null };
      });
    },

    /** Staff's note (an empty one removes it); the audit log says that it changed, not what it says. */
    async setNote(id: number, note: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(inquiries)
          .set({ staffNote: note === '' ? null : note })
          .where(eq(inquiries.id, id))
          .returning({ staffNote: inquiries.staffNote });
        if (!row) throw notFound(id);
        await audit.record(actor, 'inquiry.note_changed', inquiryTarget(id), {}, tx);
        return { id, staffNote: row.staffNote };
      });
    },

    /** Deletes an inquiry and its notification (whose name would outlive it otherwise). */
    async delete(id: number, actor: AuditActor) {
      await db.transaction(async (tx) => {
        await tx.delete(outbox).where(eq(outbox.inquiryId, id));
        const deleted = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
        if (deleted.length === 0) throw notFound(id);
        await audit.record(actor, 'inquiry.deleted', inquiryTarget(id), {}, tx);
      });
      return { id, deleted: true };
    },

    /** Every inquiry the filter matches, newest first, for the CSV export; audited with the count. */
    async export(filter: InquiryFilter, actor: AuditActor): Promise<InquiryRecord[]> {
      const rows = await db
        .select()
        .from(inquiries)
        .where(filterConditions(filter, true))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
      await audit.record(actor, 'inquiry.exported', null, {
        count: rows.length,
        status: filter.status ?? null,
        from: filter.from ?? null,
        to: filter.to ?? null,
      });
      return rows;
    },

    /**
     * Destroys inquiries closed more than `retentionDays` ago (the period the consent text states),
     * with their notifications. The audit log and the caller get the count, nothing else.
     */
    async purgeExpired(retentionDays: number): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - retentionDays * dayMs);
      return db.transaction(async (tx) => {
        const expired = and(eq(inquiries.status, 'closed'), lt(inquiries.closedAt, cutoff));
        await tx.delete(outbox).where(sql`${outbox.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${expired})`);
        const deleted = await tx.delete(inquiries).where(expired).returning({ id: inquiries.id });
        if (deleted.length > 0) {
          await audit.record(null, 'inquiry.purged', null, { count: deleted.length, retentionDays }, tx);
        }
        return deleted.length;
      });
    },

    /** Notifications not sent yet, and whether any are being sent at all. */
    async notifications(): Promise<OutboxOverview> {
      return { mailEnabled: settings.mailEnabled, waiting: await outboxStore.listWaiting() };
    },
  };
}

export type InquiryInboxService = ReturnType<typeof createInquiryInboxService>;
