import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import { type Db, notifyContentChanged, type Tx } from '@office/db/client';
import { posts } from '@office/db/schema';
import type { ReadCache } from '../read-cache.js';
import type { AuditLogService } from '../staff/audit-log.js';

/** A post the scheduler changed. */
export interface ScheduledChange {
  id: number;
  kind: 'notice' | 'library';
  title: string;
}

export interface ScheduledRun {
  published: ScheduledChange[];
  unpublished: ScheduledChange[];
}

const changed = { id: posts.id, kind: posts.kind, title: posts.title };

/**
 * Carries out the posts' planned publishing and taking down (decision 0046). Every app process
 * calls `runDue` every few seconds; each due change is made by exactly one of them: the updates
 * lock the rows they change, and a process that waited on another's lock finds the row no longer
 * matches (its status changed, its moment cleared). Each change is audited as the scheduler's
 * (no staff member), and every process's caches are cleared, so the lists, pages, sitemap, feeds
 * and search follow at once.
 */
export function createScheduledPublishing(db: Db, cache: ReadCache, audit: AuditLogService, now: () => Date) {
  const isDue = (at: Date) => or(lte(posts.publishAt, at), lte(posts.unpublishAt, at))!;

  async function carryOut(tx: Tx, at: Date): Promise<ScheduledRun> {
    const published = await tx
      .update(posts)
      .set({ status: 'published', publishAt: null, updatedAt: at })
      .where(and(lte(posts.publishAt, at), eq(posts.status, 'draft')))
      .returning(changed);
    // After publishing, so a post whose both moments passed (the site was down) ends taken down.
    const unpublished = await tx
      .update(posts)
      .set({ status: 'draft', unpublishAt: null, updatedAt: at })
      .where(and(lte(posts.unpublishAt, at), eq(posts.status, 'published')))
      .returning(changed);
    // Moments that no longer apply (the status was changed otherwise): forgotten, not carried out.
    await tx
      .update(posts)
      .set({ publishAt: null })
      .where(and(lte(posts.publishAt, at), eq(posts.status, 'published')));
    await tx
      .update(posts)
      .set({ unpublishAt: null })
      .where(and(lte(posts.unpublishAt, at), eq(posts.status, 'draft'), isNotNull(posts.unpublishAt)));
    for (const post of published) await record(tx, 'post.published', post, at);
    for (const post of unpublished) await record(tx, 'post.unpublished', post, at);
    if (published.length || unpublished.length) await notifyContentChanged(tx, 'post.scheduled');
    return { published, unpublished };
  }

  const record = (tx: Tx, action: string, post: ScheduledChange, at: Date) =>
    audit.record(null, action, { type: 'post', id: post.id }, { kind: post.kind, title: post.title, scheduled: at.toISOString() }, tx);

  return {
    /** Makes the changes due by now; most runs find none, asked through the partial indexes. */
    async runDue(): Promise<ScheduledRun> {
      const at = now();
      const [due] = await db.select({ id: posts.id }).from(posts).where(isDue(at)).limit(1);
      if (!due) return { published: [], unpublished: [] };
      const run = await db.transaction((tx) => carryOut(tx, at));
      if (run.published.length || run.unpublished.length) cache.invalidate();
      return run;
    },
  };
}

export type ScheduledPublishing = ReturnType<typeof createScheduledPublishing>;
