import { auditListInput, type AuditEntry, type AuditListInput } from '@office/contracts';
import { desc, lt } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { auditLog } from '@office/db/schema';
import type { Clock } from '../clock.js';

/** Who acted: a signed-in staff member, or nobody (a failed sign-in, the command line). */
export type AuditActor = { id: number; email: string } | null;

export interface AuditTarget {
  type: string;
  id: string | number;
}

/**
 * The detail of an entry: small facts (a role, a reason, a count). Never a password, a token,
 * inquiry contents or personal data other than a staff member's email.
 */
export type AuditDetail = Record<string, string | number | boolean | null>;

/** Either the database or a transaction: an entry is written in the transaction of its change. */

export function createAuditLogService(db: Db, clock: Clock) {
  return {
    async record(actor: AuditActor, action: string, target: AuditTarget | null, detail: AuditDetail = {}, writer: Writer = db) {
      await writer.insert(auditLog).values({
        at: clock.now(),
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action,
        targetType: target?.type ?? null,
        targetId: target === null ? null : String(target.id),
        detail,
      });
    },

    /** Newest first; `nextBefore` asks for the page after this one (null at the end). */
    async list(input: AuditListInput = {}): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
      const { limit, before } = auditListInput.parse(input);
      const rows = await db
        .select()
        .from(auditLog)
        .where(before === undefined ? undefined : lt(auditLog.id, before))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1);
      const entries = rows.slice(0, limit).map((row) => ({ ...row, at: row.at.toISOString() }));
      return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
