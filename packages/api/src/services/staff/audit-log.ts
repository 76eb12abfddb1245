import {
  type AccessReview,
  type AccessSubjects,
  accessReviewedAction,
  auditListInput,
  type AuditChainState,
  type AuditEntry,
  type AuditListInput,
  auditPurgedAction,
  defaultAccessRecordRetentionDays,
} from '@office/contracts';
import { and, desc, gte, isNotNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { auditLog } from '@office/db/schema';
import type { Clock } from '../clock.js';
import { DomainError } from '../../errors/index.js';
import { accessReview, auditEntryColumns, officeMonth } from './access-review.js';
import { chainHead, checkAuditChain } from './audit-chain.js';

const dayMs = 24 * 60 * 60_000;

/**
 * Who acted, and from which client address (through TRUST_PROXY): a signed-in staff member, a
 * client nobody is signed in as (a failed sign-in: the address alone), or nobody (the command line).
 */
export type AuditActor = { id: number; email: string; address?: string | undefined } | { address: string } | null;

/** What an access to personal data touched (접속기록): the inquiries by id, or how many and by which filter; and why, where asked. */
export interface AccessFacts {
  subjects?: AccessSubjects | undefined;
  reason?: string | undefined;
}

export interface AuditTarget {
  type: string;
  id: string | number;
}

/**
 * The detail of an entry: small facts (a role, a reason, a count). Never a password, a token,
 * inquiry contents or personal data other than a staff member's email.
 */
export type AuditDetail = Record<string, string | number | boolean | null>;

/**
 * The audit log, which is also the access record (접속기록, decision 0039): `record` writes an entry
 * (in the transaction of its change, when given one); the rest reads, checks and purges it.
 */

export function createAuditLogService(db: Db, clock: Clock) {
  async function record(
    actor: AuditActor,
    action: string,
    target: AuditTarget | null,
    detail: AuditDetail = {},
    writer: Writer = db,
    access: AccessFacts = {},
  ) {
    const staff = actor && 'id' in actor ? actor : null;
    await writer.insert(auditLog).values({
      at: clock.now(),
      actorId: staff?.id ?? null,
      actorEmail: staff?.email ?? null,
      address: actor?.address ?? null,
      subjects: (access.subjects as Record<string, unknown> | undefined) ?? null,
      reason: access.reason ?? null,
      action,
      targetType: target?.type ?? null,
      targetId: target === null ? null : String(target.id),
      detail,
    });
  }

  return {
    record,

    /** Newest first; `nextBefore` asks for the page after this one (null at the end). */
    async list(input: AuditListInput = {}): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
      const { limit, before } = auditListInput.parse(input);
      const rows = await db
        .select(auditEntryColumns)
        .from(auditLog)
        .where(before === undefined ? undefined : lt(auditLog.id, before))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1);
      const entries = rows.slice(0, limit).map((row) => ({ ...row, at: row.at.toISOString() }));
      return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
    },

    /** Whether the chain of hashes holds, and where it first breaks (`node cli.js audit:check`, the review screen). */
    check(): Promise<AuditChainState> {
      return checkAuditChain(db);
    },

    /**
     * Deletes the records older than `retentionDays` (two years by default: the standard asks for
     * at least one, two where many people's data or unique identifiers are processed), oldest
     * first and only whole stretches of the chain from its start, and records `audit.purged` with
     * where the chain now starts (`throughSeq`, `throughHash`) and how many went, in the same
     * transaction. The append-only trigger lets it delete only rows older than the cut-off it names
     * for its transaction (`office.audit_purge_before`). The newest record always stays, so the
     * chain goes on from it. Resolves to how many were deleted.
     */
    async purgeExpired(retentionDays: number = defaultAccessRecordRetentionDays): Promise<{ count: number; throughSeq: number | null }> {
      const cutoff = new Date(clock.now().getTime() - retentionDays * dayMs);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('office.audit_purge_before', ${cutoff.toISOString()}, true)`);
        const head = await chainHead(tx);
        if (!head) return { count: 0, throughSeq: null };
        // The first record that must stay: nothing from it on goes, even where an older one follows it.
        const [kept] = await tx
          .select({ seq: min(auditLog.seq) })
          .from(auditLog)
          .where(and(isNotNull(auditLog.seq), gte(auditLog.at, cutoff)));
        const before = Math.min(kept?.seq ?? Number.POSITIVE_INFINITY, head.seq);
        const [through] = await tx
          .select({ seq: auditLog.seq, hash: auditLog.hash })
          .from(auditLog)
          .where(and(isNotNull(auditLog.seq), lt(auditLog.seq, before), lt(auditLog.at, cutoff)))
          .orderBy(desc(auditLog.seq))
          .limit(1);
        if (!through?.seq) return { count: 0, throughSeq: null };
        const deleted = await tx
          .delete(auditLog)
          .where(and(isNotNull(auditLog.seq), lte(auditLog.seq, through.seq)))
          .returning({ id: auditLog.id });
        const throughSeq = Number(through.seq);
        await record(null, auditPurgedAction, null, { throughSeq, throughHash: through.hash, count: deleted.length, retentionDays }, tx);
        return { count: deleted.length, throughSeq };
      });
    },

    /** A month's accesses to personal data per account, the exports with their reasons, the flags, and who reviewed it. */
    review(month: string): Promise<AccessReview> {
      return accessReview(db, month);
    },

    /**
     * Records that `reviewer` reviewed the month (`access.reviewed`, its target the month), with
     * how many flags and exports there were and the chain's state and head at that moment.
     */
    async markReviewed(month: string, reviewer: AuditActor): Promise<AccessReview> {
      if (month > officeMonth(clock.now())) throw new DomainError('not_found', `${month} has not begun: there is nothing to review yet.`);
      const [review, chain] = await Promise.all([accessReview(db, month), checkAuditChain(db)]);
      await record(
        reviewer,
        accessReviewedAction,
        { type: 'month', id: month },
        {
          flags: review.flags.length,
          exports: review.exports.length,
          chainIntact: chain.intact,
          headSeq: chain.lastSeq,
          headHash: chain.headHash,
        },
      );
      return accessReview(db, month);
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
