import { createHash, randomBytes } from 'node:crypto';
import type { SecondFactorPolicy, SessionStage, StaffRole } from '@office/contracts';
import { and, type Column, eq, exists, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { securitySettings, staffAccounts, staffPasskeys, staffSessions, staffTotp } from '@office/db/schema';
import type { Clock } from '../clock.js';

export const sessionLimits = {
  /** Unused this long, a session ends. */
  idleMs: 30 * 60_000,
  /** However active, a session ends this long after sign-in. */
  absoluteMs: 12 * 60 * 60_000,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: 60_000,
} as const;

/** The part of a staff member every signed-in request knows. */
export interface SignedInStaff {
  id: number;
  email: string;
  displayName: string;
  role: StaffRole;
  /** The client address of the request at hand (through TRUST_PROXY), for the access record. */
  address?: string | undefined;
}

/** The signed-in part of an account (no address, no hash): what a session and its owner's browser see. */
export const signedInStaffOf = ({ id, email, displayName, role }: SignedInStaff): SignedInStaff => ({ id, email, displayName, role });

export interface ActiveSession {
  staff: SignedInStaff;
  csrfToken: string;
  /** `complete` reaches the console; the other stages only their step (decision 0040). */
  stage: SessionStage;
}

/** 32 random bytes, base64url: the cookie's value and the CSRF token. */
const newToken = () => randomBytes(32).toString('base64url');
const tokenPattern = /^[\w-]{43}$/;

/** Only this is stored: a database reader cannot turn a session row back into a cookie. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether the account a column names has a second factor (a confirmed app or a passkey), as an SQL
 * condition. Built with the query builder, whose conditions name each column with its table:
 * inside a subquery an unqualified `staff_id` would be the subquery's own.
 */
export function accountHasFactor(db: Db, staffId: Column) {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(staffTotp)
        .where(and(eq(staffTotp.staffId, staffId), isNotNull(staffTotp.confirmedAt))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(staffPasskeys)
        .where(eq(staffPasskeys.staffId, staffId)),
    ),
  )!;
}

/**
 * Where a session stands: a second factor shown, or none due (the account has none and none is
 * required) is complete; otherwise the factor the account has is due, or enrolment is.
 */
export function stageOf(session: { secondFactorAt: Date | null }, account: { hasFactor: boolean; factorRequired: boolean }): SessionStage {
  if (session.secondFactorAt) return 'complete';
  if (account.hasFactor) return 'secondFactor';
  return account.factorRequired ? 'enrolment' : 'complete';
}

/**
 * Sessions kept in the database, so any app process can serve any signed-in request. `policy` is
 * STAFF_SECOND_FACTOR: `required`, or `optional` (the console's setting decides).
 */
export function createStaffSessionsService(db: Db, clock: Clock, policy: SecondFactorPolicy = 'optional') {
  const idleSince = (now: Date) => new Date(now.getTime() - sessionLimits.idleMs);

  return {
    /** A new session with a new random id (never one the browser brought along). */
    async start(
      staffId: number,
      { secondFactorAt = null }: { secondFactorAt?: Date | null } = {},
    ): Promise<{ token: string; csrfToken: string }> {
      const now = clock.now();
      // Sessions nobody will use again go at each sign-in; there are only ever a few.
      await db.delete(staffSessions).where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince(now))));
      const token = newToken();
      const csrfToken = newToken();
      await db.insert(staffSessions).values({
        id: sessionIdOf(token),
        staffId,
        csrfToken,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + sessionLimits.absoluteMs),
        secondFactorAt,
      });
      return { token, csrfToken };
    },

    /** The session a cookie's token names, or null when there is none, it expired or the account is disabled. */
    async resolve(token: string | undefined): Promise<ActiveSession | null> {
      if (!token || !tokenPattern.test(token)) return null;
      const id = sessionIdOf(token);
      // One query: the session, its account, and what decides its stage.
      const [row] = await db
        .select({
          session: staffSessions,
          staff: staffAccounts,
          hasFactor: sql<boolean>`(${accountHasFactor(db, staffSessions.staffId)})`,
          factorRequired: sql<boolean>`coalesce((${db.select({ required: securitySettings.secondFactorRequired }).from(securitySettings).limit(1)}), false)`,
        })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(eq(staffSessions.id, id))
        .limit(1);
      if (!row) return null;
      const now = clock.now();
      const { session, staff } = row;
      if (staff.disabledAt || now >= session.expiresAt || session.lastSeenAt <= idleSince(now)) {
        await db.delete(staffSessions).where(eq(staffSessions.id, id));
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= sessionLimits.touchEveryMs) {
        await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
      }
      const factorRequired = policy === 'required' || Boolean(row.factorRequired);
      return {
        staff: signedInStaffOf(staff),
        csrfToken: session.csrfToken,
        stage: stageOf(session, { hasFactor: Boolean(row.hasFactor), factorRequired }),
      };
    },

    /** The session a token names has just shown a second factor (enrolled one): it is complete from now on. */
    async markSecondFactor(token: string, writer: Writer = db): Promise<void> {
      if (tokenPattern.test(token))
        await writer
          .update(staffSessions)
          .set({ secondFactorAt: clock.now() })
          .where(eq(staffSessions.id, sessionIdOf(token)));
    },

    /** Ends the session a token names (sign-out); nothing happens for an unknown token. */
    async end(token: string): Promise<void> {
      if (tokenPattern.test(token)) await db.delete(staffSessions).where(eq(staffSessions.id, sessionIdOf(token)));
    },

    /** Ends every session of a staff member (password changed, account disabled). */
    async endAllOf(staffId: number, writer: Writer = db): Promise<void> {
      await writer.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },
  };
}

export type StaffSessionsService = ReturnType<typeof createStaffSessionsService>;
