import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInThrottle } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';

export const throttlePolicy = {
  /** Failures allowed before any delay. */
  freeFailures: 3,
  maxDelaySeconds: 15 * 60,
  /** A key whose last failure is older than this starts counting again from zero. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** The delay after the n-th failure in a row: none for the first two, then 1 s, 2 s, 4 s … 15 min. */
export function delayAfterFailures(failures: number): number {
  if (failures < throttlePolicy.freeFailures) return 0;
  return Math.min(2 ** (failures - throttlePolicy.freeFailures), throttlePolicy.maxDelaySeconds);
}

export const throttleKeys = {
  account: (email: string) => `account:${email.trim().toLowerCase()}`,
  address: (ip: string) => `address:${ip}`,
};

/**
 * Failed sign-ins counted per key in the database (shared by every app process). Keys are counted
 * whether or not the account exists, so the answer never tells which emails have accounts.
 */
export function createSignInThrottle(db: Db, clock: Clock) {
  const secondsUntil = (until: Date | null, now: Date) =>
    until && until > now ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;

  return {
    /** Seconds until any of the keys may try again; 0 when none is blocked. */
    async blockedFor(keys: string[]): Promise<number> {
      const now = clock.now();
      const rows = await db
        .select({ blockedUntil: signInThrottle.blockedUntil })
        .from(signInThrottle)
        .where(inArray(signInThrottle.key, keys));
      return Math.max(0, ...rows.map((row) => secondsUntil(row.blockedUntil, now)));
    },

    /** Counts a failure against each key; returns how long the caller is now blocked (0: not). */
    async recordFailure(keys: string[]): Promise<number> {
      const now = clock.now();
      const forgetBefore = new Date(now.getTime() - throttlePolicy.forgetAfterMs);
      let blocked = 0;
      for (const key of keys) {
        // One statement, so concurrent failures in several processes all count.
        const [row] = await db
          .insert(signInThrottle)
          .values({ key, failures: 1, lastFailureAt: now })
          .onConflictDoUpdate({
            target: signInThrottle.key,
            set: {
              failures: sql`case when ${signInThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInThrottle.failures} + 1 end`,
              lastFailureAt: now,
            },
          })
          .returning({ failures: signInThrottle.failures });
        const delay = delayAfterFailures(row?.failures ?? 1);
        if (delay === 0) continue;
        const until = new Date(now.getTime() + delay * 1000);
        // Never shortens a block a concurrent failure already lengthened.
        await db
          .update(signInThrottle)
          .set({ blockedUntil: until })
          .where(and(eq(signInThrottle.key, key), or(isNull(signInThrottle.blockedUntil), lt(signInThrottle.blockedUntil, until))));
        blocked = Math.max(blocked, delay);
      }
      // Keys with nothing to remember go; the table stays as small as the recent failures.
      await db
        .delete(signInThrottle)
        .where(and(lt(signInThrottle.lastFailureAt, forgetBefore), or(isNull(signInThrottle.blockedUntil), lt(signInThrottle.blockedUntil, now))));
      return blocked;
    },

    /** Forgets a key's failures (the account's, after a successful sign-in). */
    async clear(key: string): Promise<void> {
      await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
