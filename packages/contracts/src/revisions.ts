import { z } from 'zod';
import { type RevisionReason, revisionSubjectPattern } from './revision-rules.js';

export * from './revision-rules.js';

/** `post:12`, `post:12:en`, `text:<key id>:ja`, `main-task:category2:ko` (revision-rules.ts). */
export const revisionSubject = z.string().max(60).regex(revisionSubjectPattern, {
  error: 'must name a post (post:12, post:12:en), a text (text:3:ja) or a main-task content (main-task:category1:ko)',
});

const revisionId = z.number().int().min(1).max(2_147_483_647);

export const revisionListInput = z.object({ subject: revisionSubject });
export const revisionIdInput = z.object({ id: revisionId });
/** The subject the console shows: a revision of another is refused, so a stale screen cannot restore the wrong thing. */
export const restoreRevisionInput = z.object({ id: revisionId, subject: revisionSubject });

export type RevisionListInput = z.infer<typeof revisionListInput>;
export type RestoreRevisionInput = z.infer<typeof restoreRevisionInput>;

/** One revision in a subject's list: who kept it and when, without its fields. */
export interface RevisionSummary {
  id: number;
  subject: string;
  reason: RevisionReason;
  /** For a restore: the revision it brought back. */
  restoredFrom: number | null;
  /** As the staff member was named then; null for what was there before revisions were kept. */
  staffName: string | null;
  createdAt: string;
}

/** A revision with what it kept. */
export interface Revision extends RevisionSummary {
  fields: Record<string, string | null>;
}
