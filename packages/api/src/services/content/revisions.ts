import { type Revision, revisionDefaults, type RevisionReason, type RevisionSummary } from '@office/contracts';
import { and, desc, eq, like, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@office/db/client';
import { revisions } from '@office/db/schema';
import { DomainError } from '../../errors/index.js';

/** How many revisions each subject keeps, and for how long (REVISIONS_KEEP, REVISIONS_MAX_AGE_DAYS). */
export interface RevisionSettings {
  keep: number;
  maxAgeDays: number;
}

export type RevisionFields = Record<string, string | null>;

/** Who saved: the signed-in staff member (their name as it is now is kept with the revision). */
export interface RevisionAuthor {
  id: number;
  displayName: string;
}

type RevisionRow = typeof revisions.$inferSelect;

const summaryColumns = {
  id: revisions.id,
  subject: revisions.subject,
  reason: revisions.reason,
  restoredFrom: revisions.restoredFrom,
  staffName: revisions.staffName,
  createdAt: revisions.createdAt,
};

const toSummary = (row: Pick<RevisionRow, keyof typeof summaryColumns>): RevisionSummary => ({
  id: row.id,
  subject: row.subject,
  reason: row.reason as RevisionReason,
  restoredFrom: row.restoredFrom,
  staffName: row.staffName,
  createdAt: row.createdAt.toISOString(),
});

/** Same keys, same values (null and absent alike). */
function sameFields(a: RevisionFields, b: RevisionFields): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? null) !== (b[key] ?? null)) return false;
  return true;
}

const dayMs = 24 * 60 * 60_000;

/**
 * What each save of content kept (decision 0049): written by the saving service in its own
 * transaction, so a save and its revision commit together or not at all. A subject keeps at most
 * `keep` revisions (pruned at each of its saves) and none older than `maxAgeDays` (pruned daily),
 * except its newest: the content as it stands always has its revision.
 */
export function createRevisions(db: Db, now: () => Date, settings: RevisionSettings = revisionDefaults) {
  async function newest(tx: Tx, subject: string): Promise<RevisionRow | undefined> {
    const [row] = await tx.select().from(revisions).where(eq(revisions.subject, subject)).orderBy(desc(revisions.id)).limit(1);
    return row;
  }

  return {
    settings,

    /**
     * Keeps what a save stored. A save that stores what the newest revision holds already adds
     * nothing (the content did not change); a restore is always kept, it is an act of its own.
     * Then the subject's oldest revisions past `keep` go. Returns the revision kept, if any.
     */
    async record(
      tx: Tx,
      subject: string,
      fields: RevisionFields,
      staff: RevisionAuthor | null,
      reason: RevisionReason = 'save',
      restoredFrom: number | null = null,
    ): Promise<RevisionSummary | null> {
      if (reason === 'save') {
        const last = await newest(tx, subject);
        if (last && sameFields(last.fields, fields)) return null;
      }
      const [row] = await tx
        .insert(revisions)
        .values({
          subject,
          fields,
          reason,
          restoredFrom,
          staffId: staff?.id ?? null,
          staffName: staff?.displayName ?? null,
          createdAt: now(),
        })
        .returning(summaryColumns);
      const kept = tx
        .select({ id: revisions.id })
        .from(revisions)
        .where(eq(revisions.subject, subject))
        .orderBy(desc(revisions.id))
        .limit(settings.keep);
      await tx.delete(revisions).where(and(eq(revisions.subject, subject), notInArray(revisions.id, kept)));
      return toSummary(row!);
    },

    /**
     * Content saved before revisions were kept (or seeded) has none: before its first change, what
     * it held is kept as it was, dated by its own last change, so the first change can be undone.
     */
    async recordBaseline(tx: Tx, subject: string, fields: RevisionFields, savedAt: Date): Promise<void> {
      if (await newest(tx, subject)) return;
      await tx.insert(revisions).values({ subject, fields, reason: 'save', staffId: null, staffName: null, createdAt: savedAt });
    },

    /** A subject's revisions, newest first, without their fields. */
    async list(subject: string): Promise<RevisionSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(revisions)
        .where(eq(revisions.subject, subject))
        .orderBy(desc(revisions.id))
        .limit(Math.max(settings.keep, 1));
      return rows.map(toSummary);
    },

    async get(id: number, reader: Pick<Db, 'select'> = db): Promise<Revision> {
      const [row] = await reader.select().from(revisions).where(eq(revisions.id, id)).limit(1);
      if (!row) throw new DomainError('not_found', `There is no revision ${id}.`, { field: 'id' });
      return { ...toSummary(row), fields: row.fields };
    },

    /** The revisions of a post (its source and translations), or a text key, that is gone. */
    async forget(tx: Tx, subject: string): Promise<void> {
      await tx.delete(revisions).where(or(eq(revisions.subject, subject), like(revisions.subject, `${subject}:%`)));
    },

    /**
     * The daily pruning: revisions older than `maxAgeDays`, each subject's newest excepted. Returns
     * how many went.
     */
    async pruneByAge(): Promise<number> {
      const cutoff = new Date(now().getTime() - settings.maxAgeDays * dayMs);
      // The newest of each subject has no newer one, so it stays however old it is.
      const newerExists = sql`exists (select 1 from ${revisions} as newer where newer.subject = ${revisions.subject} and newer.id > ${revisions.id})`;
      const removed = await db
        .delete(revisions)
        .where(and(lt(revisions.createdAt, cutoff), newerExists))
        .returning({ id: revisions.id });
      return removed.length;
    },
  };
}

export type RevisionsService = ReturnType<typeof createRevisions>;
