import { type AuditChainProblem, type AuditChainState, auditPurgedAction } from '@office/contracts';
import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { auditLog } from '@office/db/schema';

/** How many records one query of the walk reads. */
const batchSize = 5000;

/** What the last retention purge removed: the chain now starts right after `throughSeq`. */
interface PurgeMark {
  throughSeq: number;
  /** The removed record's hash, which the first remaining record names as its prev_hash. */
  throughHash: string | undefined;
}

async function lastPurge(reader: Writer): Promise<PurgeMark | null> {
  const [row] = await reader
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, auditPurgedAction), isNotNull(auditLog.seq)))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  const throughSeq = row?.detail.throughSeq;
  if (typeof throughSeq !== 'number') return null;
  const throughHash = row?.detail.throughHash;
  return { throughSeq, throughHash: typeof throughHash === 'string' ? throughHash : undefined };
}

/** The next records of the walk after `afterSeq` (null: from the first), each with the hash its contents have now. */
function readBatch(reader: Writer, afterSeq: number | null) {
  return reader
    .select({
      id: auditLog.id,
      seq: auditLog.seq,
      prevHash: auditLog.prevHash,
      hash: auditLog.hash,
      expected: sql<string>`audit_log_row_hash(${auditLog})`,
    })
    .from(auditLog)
    .where(afterSeq === null ? isNotNull(auditLog.seq) : gt(auditLog.seq, afterSeq))
    .orderBy(asc(auditLog.seq))
    .limit(batchSize);
}

/**
 * Walks the audit log by `seq` and says whether its chain of hashes holds (decision 0039): every
 * record's hash is the hash of its contents (`audit_log_row_hash`, the same SQL function the seal
 * uses), names the previous record's hash, and follows it without a gap; the first record is seq 1
 * or the one right after the last retention purge; no record is without a place. Stops at the
 * first broken place. One snapshot (repeatable read), so a purge or new records meanwhile do not
 * look like gaps.
 *
 * What it cannot see: records removed from the end (nothing names them), and a chain an attacker
 * rewrote whole from some record on. Against both, the monthly review records the head (`headHash`
 * at `lastSeq`), and the runbook keeps it outside the database too.
 */
export async function checkAuditChain(db: Db): Promise<AuditChainState> {
  return db.transaction(
    async (tx) => {
      const purge = await lastPurge(tx);
      const state: AuditChainState = {
        intact: true,
        checked: 0,
        firstSeq: null,
        lastSeq: null,
        headHash: null,
        purgedThroughSeq: purge?.throughSeq ?? null,
        broken: null,
      };
      const broken = (seq: number | null, id: number | null, problem: AuditChainProblem) => {
        state.intact = false;
        state.broken = { seq, id, problem };
        return state;
      };

      let previous: { seq: number; hash: string | null } | null = null;
      for (;;) {
        const rows = await readBatch(tx, previous?.seq ?? null);
        for (const row of rows) {
          const seq = Number(row.seq);
          state.checked += 1;
          if (previous === null) {
            state.firstSeq = seq;
            // The chain's start: seq 1 without a predecessor, or the record right after the last purge.
            const start = purge ? purge.throughSeq + 1 : 1;
            if (seq < 1) return broken(seq, row.id, 'altered');
            if (seq > start) return broken(start, null, 'missing');
            if (seq < start && seq !== 1) return broken(seq - 1, null, 'missing');
            if (row.hash !== row.expected) return broken(seq, row.id, 'altered');
            const expectedPrev = seq === 1 ? null : purge?.throughHash;
            if (expectedPrev !== undefined && row.prevHash !== expectedPrev) return broken(seq, row.id, 'link');
          } else {
            if (seq !== previous.seq + 1) return broken(previous.seq + 1, null, 'missing');
            if (row.hash !== row.expected) return broken(seq, row.id, 'altered');
            if (row.prevHash !== previous.hash) return broken(seq, row.id, 'link');
          }
          previous = { seq, hash: row.hash };
          state.lastSeq = seq;
          state.headHash = row.hash;
        }
        if (rows.length < batchSize) break;
      }

      const [unsealed] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(or(isNull(auditLog.seq), isNull(auditLog.hash)))
        .orderBy(asc(auditLog.id))
        .limit(1);
      if (unsealed) return broken(null, unsealed.id, 'unsealed');
      return state;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The last sealed record: the chain's head. */
export async function chainHead(reader: Writer): Promise<{ seq: number; hash: string | null } | null> {
  const [row] = await reader
    .select({ seq: auditLog.seq, hash: auditLog.hash })
    .from(auditLog)
    .where(isNotNull(auditLog.seq))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  return row ? { seq: Number(row.seq), hash: row.hash } : null;
}
