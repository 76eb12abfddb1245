import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** People who sign in to the console (`pnpm staff:add`). None exist until someone creates one. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased (the check makes sure), so one address is one account. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['admin', 'editor'] }).notNull(),
    /** An argon2id PHC string; the password itself is never stored. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set: the account can no longer sign in; kept so the audit log still names it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_idx').on(t.email),
    check('staff_accounts_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('staff_accounts_role_check', sql`${t.role} in ('admin', 'editor')`),
  ],
);

/**
 * Signed-in sessions. The id is the SHA-256 (hex) of the cookie's random token: someone who reads
 * this table cannot sign in with what they read.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** Sent back in the x-csrf-token header with every state-changing request. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);
