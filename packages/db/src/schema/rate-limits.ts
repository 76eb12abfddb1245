import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shared limiter (services/rate-limiter.ts): one counter per key and window, in the database so
 * every app process counts the same. Keys never hold an address or e-mail in clear: they carry an
 * HMAC of it (see `limiterKeyOf`). Used for the inquiry limits (fixed windows), the counts of
 * refused inquiries the console shows, and the staff sign-in throttle (one row per key whose
 * `window_start` is the epoch, with a block that grows with each failure).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    /** Set while the key may not try again (sign-in throttle). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** After this (and after blocked_until) the row means nothing and is deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);

/** Solved inquiry challenges already used, kept until the challenge would have expired anyway. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    /** The challenge's nonce (random, signed by the server). */
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Secrets the server makes for itself when none is configured (the challenges' HMAC key): created
 * once by whichever process starts first, then read by every process, so all of them agree.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
