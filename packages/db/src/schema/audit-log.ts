import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff.js';

/**
 * Who did what, when and from where: the audit log, which is also the access record (접속기록) the
 * standard for securing personal data asks for (decision 0039). `detail` never holds passwords,
 * tokens, inquiry contents or personal data other than a staff member's email; `actor_email` keeps
 * the name after the account is gone.
 *
 * Append-only: a trigger refuses every UPDATE and DELETE (the retention purge alone may delete the
 * oldest, inside `audit_log_purge`). Chained: at commit, a deferred trigger gives each new row the
 * next `seq`, the previous row's hash as `prev_hash`, and `hash` over its own columns and that
 * (`audit_log_row_hash`), so a record altered or removed in the database breaks the chain the check
 * (`cli.js audit:check`, the console) walks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => staffAccounts.id, { onDelete: 'no action' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's address (through TRUST_PROXY); null for the command line. */
    address: text('address'),
    /** Whose personal data was processed: inquiry ids, or a count and the filter used. */
    subjects: jsonb('subjects').$type<Record<string, unknown>>(),
    /** Why, where the task asks (an export's stated reason). */
    reason: text('reason'),
    /** The place in the chain, given at commit (null only until the transaction that wrote the row commits). */
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    uniqueIndex('audit_log_seq_idx').on(t.seq),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
