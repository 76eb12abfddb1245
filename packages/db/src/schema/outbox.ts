import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { inquiries } from './inquiries.js';

/** What a notification needs and no more: never the visitor's e-mail address, phone or message. */
export interface InquiryReceivedPayload {
  inquiryId: number;
  /** Removed once the e-mail is sent. */
  name?: string;
  /**
   * The visitor's confirmation (kind `inquiry.confirmation`): the language it is written in. Its
   * address is read from the inquiry when it is sent (none is copied here); nothing the visitor
   * wrote goes into it.
   */
  lang?: string;
}

export const outboxKinds = ['inquiry.received', 'inquiry.confirmation'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * Messages to send, written in the transaction of the change they announce, so none is lost and
 * none announces a change that was rolled back. A worker sends them (at least once) with backoff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<InquiryReceivedPayload>().notNull(),
    /** Sending attempts started (one is counted when a worker claims the row). */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; while a worker sends, pushed ahead so no other worker takes the row. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed: an SMTP code and reply, never personal data. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('outbox_inquiry_idx').on(t.inquiryId),
    check('outbox_kind_check', sql`${t.kind} in ('inquiry.received', 'inquiry.confirmation')`),
  ],
);
