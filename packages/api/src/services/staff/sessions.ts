import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@office/contracts';
import { eq, lte, or } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { staffAccounts, staffSessions } from '@office/db/schema';
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
}

export interface ActiveSession {
  staff: SignedInStaff;
  csrfToken: string;
}

/** 32 random bytes, base64url: the cookie's value and the CSRF token. */
const newToken = () => randomBytes(32).toString('base64url');
const tokenPattern = /^[\w-]{43}$/;

/** Only this is stored: a database reader cannot turn a session row back into a cookie. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions kept in the database, so any app process can serve any signed-in request. */
export function createStaffSessionsService(db: Db, clock: Clock) {
  const idleSince = (now: Date) => new Date(now.getTime() - sessionLimits.idleMs);

  return {
    /** A new session with a new random id (never one the browser brought along). */
    async start(staffId: number): Promise<{ token: string; csrfToken: string }> {
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
      });
      return { token, csrfToken };
    },

    /** The session a cookie's token names, or null when there is none, it expired or the account is disabled. */
    async resolve(token: string | undefined): Promise<ActiveSession | null> {
      if (!token || !tokenPattern.test(token)) return null;
      const id = sessionIdOf(token);
      const [row] = await db
        .select({ session: staffSessions, staff: staffAccounts })
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
      return {
        staff: { id: staff.id, email: staff.email, displayName: staff.displayName, role: staff.role },
        csrfToken: session.csrfToken,
      };
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
