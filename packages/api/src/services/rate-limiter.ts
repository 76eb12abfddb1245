import { createHmac } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { rateLimits } from '@office/db/schema';
import type { Clock } from './clock.js';
import type { ServerSecrets } from './server-secrets.js';

/** A counted hit that may be given back (the request it counted was refused later or failed). */
export interface Taken {
  key: string;
  windowStart: Date;
}

/** One limit for `takeAll`: at most `limit` hits on `key` per fixed window of `windowMs`. */
export interface TakeLimit {
  key: string;
  windowMs: number;
  limit: number;
  /** Keeps the row longer than its window (for counts read later). */
  keepMs?: number;
}

export type TakeAllResult =
  { ok: true; taken: Taken[] } | { ok: false; /** the first full limit */ index: number; retryAfterSeconds: number };

/** A growing block after repeated failures (the staff sign-in throttle). */
export interface BackoffPolicy {
  /** Hits allowed before any block. */
  freeHits: number;
  maxBlockSeconds: number;
  /** A key whose last hit is older than this starts again from zero. */
  forgetAfterMs: number;
}

export type ReserveResult =
  | { ok: true; key: string; hits: number; /** seconds this hit blocks the key for (0: none) */ blockedForSeconds: number }
  | { ok: false; retryAfterSeconds: number };

/** Backoff keys have one row each, under this window. */
const noWindow = new Date(0);
const cleanupEveryMs = 60_000;

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));

/**
 * Counters in Postgres that every app process shares (table `rate_limits`). Each operation is one
 * statement, atomic under concurrency on Postgres (the upsert locks the row) and on PGlite (one
 * connection). Rows past their expiry are deleted at most once a minute per process.
 */
export function createRateLimiter(db: Db, clock: Clock, secrets: ServerSecrets) {
  let lastCleanup = 0;

  async function cleanupNow(now: Date) {
    await db
      .delete(rateLimits)
      .where(and(lt(rateLimits.expiresAt, now), or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now))));
  }

  async function cleanupSometimes(now: Date) {
    if (now.getTime() - lastCleanup < cleanupEveryMs) return;
    lastCleanup = now.getTime();
    await cleanupNow(now);
  }

  return {
    /** A key for a value that must not be stored in clear (an address, an e-mail): an HMAC of it. */
    async keyOf(kind: string, value: string): Promise<string> {
      const { limiterKeys } = await secrets.get();
      return `${kind}:${createHmac('sha256', limiterKeys).update(value).digest('base64url').slice(0, 32)}`;
    },

    /**
     * Counts one hit on each key in its current fixed window of `windowMs` (aligned to the epoch),
     * in one statement, if every window holds fewer than its `limit`. If any is full, nothing stays
     * counted (hits counted on the others are given back) and the first full one, in the order
     * given, is named with when its window ends.
     */
    async takeAll(limits: readonly TakeLimit[]): Promise<TakeAllResult> {
      const now = clock.now();
      await cleanupSometimes(now);
      const windows = limits.map(({ key, windowMs, limit, keepMs = windowMs }) => {
        const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
        return {
          key,
          limit,
          windowStart,
          windowEnd: new Date(windowStart.getTime() + windowMs),
          expiresAt: new Date(windowStart.getTime() + keepMs),
        };
      });
      const refusal = (index: number): TakeAllResult => ({
        ok: false,
        index,
        retryAfterSeconds: Math.max(1, secondsBetween(now, windows[index]!.windowEnd)),
      });
      const closed = windows.findIndex((w) => w.limit <= 0);
      if (closed >= 0) return refusal(closed);
      if (new Set(windows.map((w) => w.key)).size !== windows.length) throw new Error('takeAll: each key once');
      // Rows are locked in key order, the same in every statement, so concurrent takes cannot deadlock.
      const sorted = [...windows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const limitOfRow = sql.join(
        sorted.map((w) => sql`when ${w.key} then ${sql.raw(String(Math.trunc(w.limit)))}`),
        sql` `,
      );
      const rows = await db
        .insert(rateLimits)
        .values(sorted.map((w) => ({ key: w.key, windowStart: w.windowStart, hits: 1, expiresAt: w.expiresAt })))
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
          setWhere: sql`${rateLimits.hits} < (case excluded.key ${limitOfRow} end)`,
        })
        .returning({ key: rateLimits.key });
      const counted = new Set(rows.map((row) => row.key));
      const taken = windows.filter((w) => counted.has(w.key)).map(({ key, windowStart }) => ({ key, windowStart }));
      const full = windows.findIndex((w) => !counted.has(w.key));
      if (full < 0) return { ok: true, taken };
      await Promise.all(taken.map((t) => this.giveBack(t)));
      return refusal(full);
    },

    /** Counts one hit on `key` in the current window, whatever the count (for statistics). */
    async count(key: string, windowMs: number, keepMs = windowMs): Promise<void> {
      const now = clock.now();
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      await db
        .insert(rateLimits)
        .values({ key, windowStart, hits: 1, expiresAt: new Date(windowStart.getTime() + keepMs) })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } });
    },

    /** Gives back one hit counted by `take`. */
    async giveBack(taken: Taken): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, taken.key), eq(rateLimits.windowStart, taken.windowStart), gt(rateLimits.hits, 0)));
    },

    /** Hits per key under `prefix` in the windows that started at or after `since`. */
    async sums(prefix: string, since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ key: rateLimits.key, hits: sql<number>`cast(sum(${rateLimits.hits}) as integer)` })
        .from(rateLimits)
        .where(and(like(rateLimits.key, `${prefix}%`), gte(rateLimits.windowStart, since)))
        .groupBy(rateLimits.key);
      return new Map(rows.map((row) => [row.key, Number(row.hits)]));
    },

    /**
     * Counts one attempt on a backoff key before the attempt is checked, unless the key is blocked.
     * The `freeHits`-th hit and every later one blocks the key for 1 s, 2 s, 4 s … up to the
     * maximum, from now. Counting first is what keeps concurrent attempts, in any process, from all
     * passing one check: each takes its turn on the row. `release` gives the hit back.
     */
    async reserve(key: string, policy: BackoffPolicy): Promise<ReserveResult> {
      const now = clock.now();
      await cleanupSometimes(now);
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const forgetAt = new Date(now.getTime() + policy.forgetAfterMs);
      // The policy's numbers are integers of our own: written into the statement, typed.
      const int = (n: number) => sql.raw(String(Math.trunc(n)));
      const nextHits = sql`(case when ${rateLimits.expiresAt} <= ${nowSql} then 1 else ${rateLimits.hits} + 1 end)`;
      const blockFor = (hits: typeof nextHits) =>
        sql`(case when ${hits} >= ${int(policy.freeHits)} then ${nowSql} + make_interval(secs => least(power(2, ${hits} - ${int(policy.freeHits)}), ${int(policy.maxBlockSeconds)})) end)`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: noWindow, hits: 1, blockedUntil: blockFor(sql`1`), expiresAt: forgetAt })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { hits: nextHits, blockedUntil: blockFor(nextHits), expiresAt: forgetAt },
          setWhere: or(isNull(rateLimits.blockedUntil), sql`${rateLimits.blockedUntil} <= ${nowSql}`),
        })
        .returning({ hits: rateLimits.hits, blockedUntil: rateLimits.blockedUntil });
      if (!row) return { ok: false, retryAfterSeconds: Math.max(1, await this.blockedFor([key])) };
      return { ok: true, key, hits: row.hits, blockedForSeconds: row.blockedUntil ? secondsBetween(now, row.blockedUntil) : 0 };
    },

    /**
     * Gives back a hit `reserve` counted (the attempt succeeded or was refused on another key). A
     * block that hit started is lifted: while it stood nobody else could reserve the key.
     */
    async release(reserved: { key: string; blockedForSeconds: number }): Promise<void> {
      await db
        .update(rateLimits)
        .set({
          hits: sql`greatest(${rateLimits.hits} - 1, 0)`,
          ...(reserved.blockedForSeconds > 0 ? { blockedUntil: null } : {}),
        })
        .where(and(eq(rateLimits.key, reserved.key), eq(rateLimits.windowStart, noWindow)));
    },

    /** Seconds until every one of the backoff keys may try again; 0 when none is blocked. */
    async blockedFor(keys: string[]): Promise<number> {
      const now = clock.now();
      const rows = await db
        .select({ blockedUntil: rateLimits.blockedUntil })
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, noWindow)));
      return Math.max(0, ...rows.map((row) => (row.blockedUntil ? secondsBetween(now, row.blockedUntil) : 0)));
    },

    /** Forgets a backoff key. */
    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, noWindow)));
    },

    /** Deletes expired rows now (tests; the limiter does it by itself once a minute). */
    cleanup: () => cleanupNow(clock.now()),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
