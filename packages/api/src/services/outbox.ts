import type { OutboxEntry } from '@office/contracts';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { inquiries, type InquiryReceivedPayload, outbox, type OutboxKind } from '@office/db/schema';
import type { Clock } from './clock.js';

export const outboxPolicy = {
  /** The wait after the first failed attempt; it doubles with each further failure … */
  firstRetryMs: 30_000,
  /** … up to this. Attempts never stop: the message goes out once the mail server is back. */
  maxRetryMs: 60 * 60_000,
  /**
   * A claimed row is not due again for this long, so no other worker takes it while it is being
   * sent; if its worker dies, another sends it after this (at least once). Longer than any send
   * may take (see the transport's timeouts).
   */
  leaseMs: 2 * 60_000,
} as const;

/** How long to wait after the n-th failed attempt: 30 s, 1 min, 2 min … 1 h, 1 h … */
export const retryDelayMs = (failedAttempts: number) =>
  Math.min(outboxPolicy.firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), outboxPolicy.maxRetryMs);

/** A row a worker has claimed: it alone may record the outcome of this attempt. */
export interface ClaimedMessage {
  id: number;
  kind: OutboxKind;
  payload: InquiryReceivedPayload;
  /** This attempt's number (1 for the first). */
  attempt: number;
}

/** The outbox table: messages written with their change, claimed and sent by the worker. */
export function createOutboxStore(db: Db, clock: Clock) {
  /** A message due at once, in the writer's transaction: it exists exactly when its change does. */
  async function enqueue(writer: Writer, kind: OutboxKind, payload: InquiryReceivedPayload): Promise<void> {
    const now = clock.now();
    await writer.insert(outbox).values({ kind, inquiryId: payload.inquiryId, payload, nextAttemptAt: now, createdAt: now });
  }

  return {
    /** In the transaction that stores the inquiry: the office's notification. */
    enqueueInquiryReceived: (writer: Writer, inquiry: { id: number; name: string }) =>
      enqueue(writer, 'inquiry.received', { inquiryId: inquiry.id, name: inquiry.name }),

    /** The visitor's confirmation (decision 0045), in the same transaction: its address is read from the inquiry when it is sent. */
    enqueueConfirmation: (writer: Writer, inquiry: { id: number; lang: string }) =>
      enqueue(writer, 'inquiry.confirmation', { inquiryId: inquiry.id, lang: inquiry.lang }),

    /**
     * Where a confirmation goes: the inquiry's e-mail address, read at the moment of sending (an
     * inquiry deleted meanwhile has none: the confirmation is then dropped).
     */
    async confirmationAddress(inquiryId: number): Promise<string | null> {
      const [row] = await db.select({ email: inquiries.email }).from(inquiries).where(eq(inquiries.id, inquiryId));
      return row?.email ?? null;
    },

    /**
     * Takes the oldest due message, or null. One statement: the row is locked (rows other workers
     * hold are skipped), its attempt counted and its next attempt pushed a lease ahead, so no other
     * process sends it meanwhile.
     */
    async claimNext(): Promise<ClaimedMessage | null> {
      const now = clock.now();
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + outboxPolicy.leaseMs) })
        .where(inArray(outbox.id, due))
        .returning({ id: outbox.id, kind: outbox.kind, payload: outbox.payload, attempt: outbox.attempts });
      return row ?? null;
    },

    /** Sent: the name leaves the row (the inquiry itself keeps it). */
    async markSent(message: ClaimedMessage): Promise<void> {
      await db
        .update(outbox)
        .set({
          sentAt: clock.now(),
          lastError: null,
          payload: { inquiryId: message.payload.inquiryId, ...(message.payload.lang ? { lang: message.payload.lang } : {}) },
        })
        .where(and(eq(outbox.id, message.id), isNull(outbox.sentAt)));
    },

    /** Failed: due again after the backoff, unless a later attempt has claimed the row meanwhile. */
    async markFailed(message: ClaimedMessage, reason: string): Promise<void> {
      await db
        .update(outbox)
        .set({ lastError: reason, nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(message.attempt)) })
        .where(and(eq(outbox.id, message.id), eq(outbox.attempts, message.attempt), isNull(outbox.sentAt)));
    },

    /**
     * How many messages are not sent yet and when the oldest of them was written (null: none), for
     * the metrics: one aggregate over the unsent rows (the partial index on them), no payloads.
     */
    async backlog(): Promise<{ waiting: number; oldestCreatedAt: Date | null }> {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*)::int`,
          // Read as the column is (drizzle maps columns, not expressions, unless told).
          oldest: sql<Date | null>`min(${outbox.createdAt})`.mapWith(outbox.createdAt),
        })
        .from(outbox)
        .where(isNull(outbox.sentAt));
      return { waiting: Number(row?.waiting ?? 0), oldestCreatedAt: row?.oldest ?? null };
    },

    /** Every message not sent yet, oldest first. */
    async listWaiting(): Promise<OutboxEntry[]> {
      const rows = await db.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(asc(outbox.id));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        inquiryId: row.inquiryId,
        name: row.payload.name ?? null,
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
