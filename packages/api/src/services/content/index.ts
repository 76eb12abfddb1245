import type { Db } from '@office/db/client';
import type { Clock } from '../clock.js';
import type { ReadCache } from '../read-cache.js';
import type { AuditLogService } from '../staff/audit-log.js';
import type { RateLimiter } from '../rate-limiter.js';
import { createStoredFilesService } from './files.js';
import { createConsolePostsService } from './console-posts.js';
import { createConsoleTextsService } from './console-texts.js';
import { contentWriter } from './writes.js';
import { createRevisions, type RevisionSettings } from './revisions.js';
import { createRevisionRestore } from './revision-restore.js';
import { createRedirectsService } from './redirects.js';
import { createPreviewsService } from './previews.js';
import { createScheduledPublishing } from './scheduled-publishing.js';
import { createOfficeService } from '../office.js';
import { createSiteLanguagesService } from '../site-languages.js';

/**
 * What the console changes on the public site: notices and library items, their files, page texts
 * main-task contents, the office's details and which languages visitors are offered. Every change is audited and clears every process's read cache.
 */
export function createContentServices(
  db: Db,
  cache: ReadCache,
  clock: Clock,
  audit: AuditLogService,
  limiter: RateLimiter,
  options: { revisions?: RevisionSettings | undefined } = {},
) {
  const write = contentWriter(db, cache, audit);
  const now = () => clock.now();
  const revisions = createRevisions(db, now, options.revisions);
  const posts = createConsolePostsService(db, write, now, revisions);
  const texts = createConsoleTextsService(db, write, revisions);
  const office = createOfficeService(db, cache, write);
  return {
    posts,
    /** The posts' planned publishing and taking down, run by every process (jobs/scheduled-publishing.ts). */
    scheduledPublishing: createScheduledPublishing(db, cache, audit, now),
    files: createStoredFilesService(db, write, audit, now),
    texts,
    /** What each save kept, listed, compared and restored (decision 0049); pruned by age daily (jobs/revision-pruning.ts). */
    revisions: { ...revisions, restore: createRevisionRestore(revisions, posts, texts) },
    office,
    languages: createSiteLanguagesService(db, cache, write),
    /** Staff's redirects, matched in memory, and the 404 paths counted for them (decision 0047). */
    redirects: createRedirectsService(db, cache, write, now),
    /** Unsaved or draft content shown in the real page at /preview/<id>, expiring within a day (decision 0050). */
    previews: createPreviewsService(db, limiter, office, now),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
