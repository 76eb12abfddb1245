import { type Db, notifyContentChanged, type Tx } from '@office/db/client';
import type { ReadCache } from '../read-cache.js';
import type { AuditActor, AuditDetail, AuditLogService, AuditTarget } from '../staff/audit-log.js';

export interface ContentWrite {
  action: string;
  target: AuditTarget;
  detail: AuditDetail;
}

/**
 * Runs a content change (`audit: null` when it turns out to change nothing) in one transaction with its audit entry and the change notice, so that
 * every app process clears its read cache (and the rendered pages in it) once it commits. This
 * process clears its own at once, so the staff member's next read already sees the change.
 */
export function contentWriter(db: Db, cache: ReadCache, audit: AuditLogService) {
  return async function write<T>(actor: AuditActor, change: (tx: Tx) => Promise<{ result: T; audit: ContentWrite | null }>): Promise<T> {
    const done = await db.transaction(async (tx) => {
      const outcome = await change(tx);
      if (outcome.audit) {
        await audit.record(actor, outcome.audit.action, outcome.audit.target, outcome.audit.detail, tx);
        await notifyContentChanged(tx, outcome.audit.action);
      }
      return outcome;
    });
    // Nothing changed (say, publishing what is published): nothing to forget.
    if (done.audit) cache.invalidate();
    return done.result;
  };
}

export type ContentWriter = ReturnType<typeof contentWriter>;
