import type { BackoffPolicy, RateLimiter } from '../rate-limiter.js';

export const throttlePolicy = {
  /** Failures allowed before any delay. */
  freeFailures: 3,
  maxDelaySeconds: 15 * 60,
  /** A key whose last failure is older than this starts counting again from zero. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

const backoff: BackoffPolicy = {
  freeHits: throttlePolicy.freeFailures,
  maxBlockSeconds: throttlePolicy.maxDelaySeconds,
  forgetAfterMs: throttlePolicy.forgetAfterMs,
};

/** The delay after the n-th failure in a row: none for the first two, then 1 s, 2 s, 4 s … 15 min. */
export function delayAfterFailures(failures: number): number {
  if (failures < throttlePolicy.freeFailures) return 0;
  return Math.min(2 ** (failures - throttlePolicy.freeFailures), throttlePolicy.maxDelaySeconds);
}

/** What the two kinds of key are made of; the limiter stores only an HMAC of each. */
export const throttleKeys = {
  account: (email: string) => ({ kind: 'sign-in:account', value: email.trim().toLowerCase() }),
  address: (ip: string) => ({ kind: 'sign-in:address', value: ip }),
  /** The second step (codes, recovery codes) per account: a known password does not buy unlimited code guesses. */
  secondFactor: (staffId: number) => ({ kind: 'sign-in:second-factor', value: String(staffId) }),
};
export type ThrottleKey = ReturnType<(typeof throttleKeys)['account']>;

/** An attempt counted on each of its keys before its password is checked. */
export interface Attempt {
  /** Seconds the attempt blocks its keys for should it fail (0: none). */
  delayIfFailed: number;
  held: Array<{ key: string; blockedForSeconds: number }>;
}

/**
 * Failed sign-ins per account and per address, on the shared limiter (`rate_limits`, in the
 * database: every app process throttles the same). An attempt is counted as a failure before the
 * password is checked, so guesses sent all at once, to any processes, take turns: only as many as
 * are free reach the check. A success gives its count back. Keys are counted whether or not the
 * account exists, so the answer never tells which emails have accounts.
 */
export function createSignInThrottle(limiter: RateLimiter) {
  const keyOf = (key: ThrottleKey) => limiter.keyOf(key.kind, key.value);

  return {
    /** Counts an attempt on every key, or on none when one is blocked (then: for how long). */
    async begin(keys: ThrottleKey[]): Promise<{ ok: true; attempt: Attempt } | { ok: false; retryAfterSeconds: number }> {
      const stored = await Promise.all(keys.map(keyOf));
      const held: Attempt['held'] = [];
      for (const key of stored) {
        const reserved = await limiter.reserve(key, backoff);
        if (!reserved.ok) {
          for (const hold of held) await limiter.release(hold);
          // The longest block of any key, as a client waiting that long is then let through.
          return { ok: false, retryAfterSeconds: Math.max(reserved.retryAfterSeconds, await limiter.blockedFor(stored)) };
        }
        held.push({ key: reserved.key, blockedForSeconds: reserved.blockedForSeconds });
      }
      return { ok: true, attempt: { held, delayIfFailed: Math.max(0, ...held.map((hold) => hold.blockedForSeconds)) } };
    },

    /** The attempt succeeded: the first key (the account) is forgotten, the others get their count back. */
    async succeeded(attempt: Attempt, forget: ThrottleKey | null): Promise<void> {
      const forgotten = forget ? await keyOf(forget) : undefined;
      for (const hold of attempt.held) {
        if (hold.key === forgotten) await limiter.clear(hold.key);
        else await limiter.release(hold);
      }
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
