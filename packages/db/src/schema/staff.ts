import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * When this session proved a second factor (a code, a recovery code, a passkey); null: the
     * password alone, which reaches nothing but the second step (or enrolment) where a factor is due.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A staff member's authenticator app (TOTP, RFC 6238). The secret is encrypted with the key from
 * STAFF_SECRETS_KEY (AES-256-GCM); `confirmed_at` is null while enrolment waits for the first code.
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: that code and older ones are refused (used once). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Passkeys (WebAuthn credentials), several per staff member, each named by its owner. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url (public: not a secret). */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_passkeys_credential_idx').on(t.credentialId), index('staff_passkeys_staff_idx').on(t.staffId)],
);

/** One-time recovery codes (ten at a time), stored as SHA-256 hashes; a used one keeps its row with used_at. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_idx').on(t.staffId, t.codeHash)],
);

/** WebAuthn challenges between the options and the answer, used once, for a few minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** Random, handed to the browser with the options and sent back with the answer. */
    id: text('id').primaryKey(),
    /** registration: the signed-in staff member adding a passkey; null for a passkey sign-in. */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('registration', 'authentication')`),
  ],
);

/**
 * The console's security settings an admin changes (one row): whether every account needs a second
 * factor (where STAFF_SECOND_FACTOR=optional leaves it to the office), and how many inquiries one
 * export or one person's day of views may touch before the access review flags it.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    secondFactorRequired: boolean('second_factor_required').notNull().default(false),
    reviewFlagThreshold: integer('review_flag_threshold').notNull().default(100),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_single_row', sql`${t.id} = 1`)],
);
