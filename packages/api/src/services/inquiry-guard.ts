import {
  type InquiryChallenge,
  type InquiryRefusalCounts,
  type InquiryRefusalReason,
  type InquiryReceipt,
  inquiryRefusalReasons,
  type ValidInquiry,
} from '@office/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { usedChallenges } from '@office/db/schema';
import { InquiryRefused } from '../errors/index.js';
import { type Clock, systemClock } from './clock.js';
import type { InquiriesService } from './inquiries.js';
import type { RateLimiter, TakeLimit } from './rate-limiter.js';
import type { ServerSecrets } from './server-secrets.js';

/** The spam defence's settings (docs/configuration.md: the INQUIRY_* and ALTCHA_* variables). */
export interface InquirySpamSettings {
  /** PBKDF2 iterations per try: what one try costs the visitor's browser (and the server, once per challenge). */
  challengeCost: number;
  /** A challenge's solution is a counter drawn between half this and this: the tries it takes. */
  challengeMaxCounter: number;
  challengeTtlMinutes: number;
  /** Stored inquiries per client address per window. */
  perAddress: number;
  windowMinutes: number;
  /** Stored inquiries per hour from everyone together. */
  globalPerHour: number;
  /** For requests without a solved challenge (REST clients): per address per window, and per hour in all. */
  withoutChallengePerAddress: number;
  withoutChallengeGlobalPerHour: number;
}

/** The settings an office starts with (each INQUIRY_* variable overrides one). */
export const defaultInquirySpamSettings: InquirySpamSettings = {
  challengeCost: 1000,
  challengeMaxCounter: 1000,
  challengeTtlMinutes: 30,
  perAddress: 5,
  windowMinutes: 10,
  globalPerHour: 100,
  withoutChallengePerAddress: 1,
  withoutChallengeGlobalPerHour: 20,
};

export const challengeAlgorithm = 'PBKDF2/SHA-256';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Refusal counts are kept per hour for a week and a day (the console shows the last 24 h and 7 days). */
const refusalKeepMs = 8 * 24 * hourMs;
const refusalPrefix = 'inquiry-refused:';

/**
 * Told of each public inquiry's outcome, as it happens: the server's metrics count them (this
 * package knows no metrics library). Only the outcome and a refusal's reason, a fixed set, never
 * anything of the inquiry. What it throws is ignored: counting never changes an answer.
 */
export interface InquiryObserver {
  stored(): void;
  refused(reason: InquiryRefusalReason): void;
}

interface Dependencies {
  db: Db;
  clock: Clock;
  /** Challenge expiry is wall-clock time: the widget and altcha-lib compare it with their own clocks. */
  wallClock?: Clock;
  limiter: RateLimiter;
  secrets: ServerSecrets;
  inquiries: InquiriesService;
  settings: InquirySpamSettings;
  /** The office's phone, named by the message of a refusal over a limit. */
  officePhone?: () => Promise<string>;
  /** Told of each outcome (metrics). */
  observer?: InquiryObserver | undefined;
}

/**
 * Accepting inquiries from the public (the website's form and the REST facade), with the spam
 * defence in front of `inquiries.submit`: a honeypot, a proof-of-work challenge accepted once, and
 * per-address and global limits on the shared limiter. A refused inquiry stores nothing and is
 * counted (by reason) for the console; nothing refused is ever answered as received.
 */
export function createInquiryGuard({
  db,
  clock,
  wallClock = systemClock,
  limiter,
  secrets,
  inquiries,
  settings,
  officePhone = () => Promise.resolve(''),
  observer,
}: Dependencies) {
  const countRefusal = (reason: InquiryRefusalReason) => limiter.count(`${refusalPrefix}${reason}`, hourMs, refusalKeepMs);
  const tell = (report: (observer: InquiryObserver) => void) => {
    try {
      if (observer) report(observer);
    } catch {
      // A metric that cannot count is no reason to answer differently.
    }
  };

  const refuse = async (refusal: InquiryRefused): Promise<never> => {
    // Told first: the count below is in the database, which an outage fails; the refusal happened all the same.
    tell((o) => o.refused(refusal.reason));
    await countRefusal(refusal.reason);
    throw refusal;
  };

  let lastCleanup = 0;
  /** Used challenges are forgotten once expired (wall-clock time, as their expiry), at most once a minute. */
  async function forgetExpiredChallenges() {
    const now = wallClock.now();
    if (now.getTime() - lastCleanup < minuteMs) return;
    lastCleanup = now.getTime();
    await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
  }

  /** Verifies a solved challenge and marks it used; false without one; throws when it is bad. */
  async function verifiedChallenge(payload: string | undefined): Promise<boolean> {
    if (payload === undefined || payload === '') return false;
    const bad = (reason: InquiryRefusalReason, message: string) => refuse(new InquiryRefused(reason, message, 'altcha'));
    const { challengeSignature, challengeKeySignature } = await secrets.get();
    let parsed: { challenge: InquiryChallenge; solution: { counter: number; derivedKey: string } };
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
      result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: challengeSignature,
        hmacKeySignatureSecret: challengeKeySignature,
      });
    } catch {
      return bad('challenge_invalid', 'altcha is not a solved challenge of this server');
    }
    if (result.expired) return bad('challenge_expired', 'altcha: the challenge has expired; fetch a new one');
    if (!result.verified) return bad('challenge_invalid', 'altcha is not a solved challenge of this server');
    await forgetExpiredChallenges();
    // Accepted once only: the nonce is random and covered by the signature.
    const { nonce, expiresAt } = parsed.challenge.parameters;
    const [fresh] = await db
      .insert(usedChallenges)
      .values({ id: nonce, expiresAt: new Date((expiresAt ?? 0) * 1000) })
      .onConflictDoNothing({ target: usedChallenges.id })
      .returning({ id: usedChallenges.id });
    if (!fresh) return bad('challenge_reused', 'altcha: this challenge was already used; fetch a new one');
    return true;
  }

  return {
    /** A new signed challenge for the widget (or a REST client) to solve. */
    async challenge(): Promise<InquiryChallenge> {
      const { challengeSignature, challengeKeySignature } = await secrets.get();
      const max = settings.challengeMaxCounter;
      const challenge = await createChallenge({
        algorithm: challengeAlgorithm,
        cost: settings.challengeCost,
        counter: randomInt(max, Math.ceil(max / 2)),
        deriveKey,
        hmacSignatureSecret: challengeSignature,
        hmacKeySignatureSecret: challengeKeySignature,
        expiresAt: new Date(wallClock.now().getTime() + settings.challengeTtlMinutes * minuteMs),
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },

    /**
     * Stores an inquiry from the public, or throws InquiryRefused (nothing stored). `address` is
     * the client's (request.ip; TRUST_PROXY decides whether X-Forwarded-For is believed).
     */
    async submit(input: ValidInquiry, { address }: { address: string }): Promise<InquiryReceipt> {
      if (input.website) await refuse(new InquiryRefused('honeypot', 'website must be left empty', 'website'));
      const verified = await verifiedChallenge(input.altcha);

      const windowMs = settings.windowMinutes * minuteMs;
      const addressKey = await limiter.keyOf('inquiry:address', address);
      const limits: Array<TakeLimit & { reason: InquiryRefusalReason }> = [
        ...(verified
          ? []
          : [
              {
                key: await limiter.keyOf('inquiry:unverified-address', address),
                windowMs,
                limit: settings.withoutChallengePerAddress,
                reason: 'unverified_limit' as const,
              },
              {
                key: 'inquiry:unverified-global',
                windowMs: hourMs,
                limit: settings.withoutChallengeGlobalPerHour,
                reason: 'unverified_limit' as const,
              },
            ]),
        { key: addressKey, windowMs, limit: settings.perAddress, reason: 'address_limit' },
        { key: 'inquiry:global', windowMs: hourMs, limit: settings.globalPerHour, reason: 'global_limit' },
      ];
      const result = await limiter.takeAll(limits);
      if (!result.ok) {
        const phone = await officePhone().catch(() => '');
        return refuse(new InquiryRefused(limits[result.index]!.reason, 'Too many inquiries', undefined, result.retryAfterSeconds, phone));
      }
      const giveBack = () => Promise.all(result.taken.map((t) => limiter.giveBack(t)));
      try {
        const receipt = await inquiries.submit(input);
        tell((o) => o.stored());
        return receipt;
      } catch (error) {
        // Not stored: it does not count against anyone's limit.
        await giveBack().catch(() => {});
        throw error;
      }
    },

    /** How many inquiries were refused, per reason, in the last 24 hours and 7 days (by the hour). */
    async refusalCounts(): Promise<InquiryRefusalCounts> {
      const now = clock.now().getTime();
      const read = async (sinceMs: number) => {
        const sums = await limiter.sums(refusalPrefix, new Date(now - sinceMs));
        return Object.fromEntries(inquiryRefusalReasons.map((reason) => [reason, sums.get(`${refusalPrefix}${reason}`) ?? 0])) as Record<
          InquiryRefusalReason,
          number
        >;
      };
      return { last24Hours: await read(24 * hourMs), last7Days: await read(7 * 24 * hourMs) };
    },
  };
}

export type InquiryGuard = ReturnType<typeof createInquiryGuard>;
