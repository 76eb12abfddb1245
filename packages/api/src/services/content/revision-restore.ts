import { parseRevisionSubject, type RestoreRevisionInput, type RevisionSummary } from '@office/contracts';
import type { SignedInStaff } from '../staff/sessions.js';
import { DomainError } from '../../errors/index.js';
import type { ConsolePostsService } from './console-posts.js';
import type { ConsoleTextsService } from './console-texts.js';
import type { RevisionsService } from './revisions.js';

/**
 * Restores a revision into what it was kept for (decision 0049): the post, translation, page text
 * or main-task content its subject names, through that thing's own save. The console names the
 * subject it shows; a revision of another is refused, so a stale screen cannot overwrite the wrong thing.
 */
export function createRevisionRestore(revisions: RevisionsService, posts: ConsolePostsService, texts: ConsoleTextsService) {
  return async function restore(input: RestoreRevisionInput, staff: SignedInStaff): Promise<RevisionSummary> {
    const revision = await revisions.get(input.id);
    if (revision.subject !== input.subject) {
      throw new DomainError('revision_of_another_subject', `Revision ${input.id} was kept for ${revision.subject}, not ${input.subject}.`, {
        field: 'subject',
      });
    }
    const subject = parseRevisionSubject(revision.subject);
    if (!subject) throw new DomainError('not_found', `Revision ${input.id} names nothing that can be restored.`, { field: 'id' });
    if (subject.kind === 'post') await posts.restoreRevision(revision, subject.lang, subject.postId, staff);
    else if (subject.kind === 'text') await texts.restoreRevision(revision, subject.keyId, subject.lang, staff);
    else await texts.mainTask.restoreRevision(revision, subject.category, subject.lang, staff);
    const [restored] = await revisions.list(revision.subject);
    return restored!;
  };
}
