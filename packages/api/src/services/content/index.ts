import type { Db } from '@office/db/client';
import type { Clock } from '../clock.js';
import type { ReadCache } from '../read-cache.js';
import type { AuditLogService } from '../staff/audit-log.js';
import { createStoredFilesService } from './files.js';
import { createConsolePostsService } from './console-posts.js';
import { createConsoleTextsService } from './console-texts.js';
import { contentWriter } from './writes.js';
import { createRedirectsService } from './redirects.js';
import { createScheduledPublishing } from './scheduled-publishing.js';
import { createOfficeService } from '../office.js';
import { createSiteLanguagesService } from '../site-languages.js';

/**
 * What the console changes on the public site: notices and library items, their files, page texts
 * main-task contents, the office's details and which languages visitors are offered. Every change is audited and clears every process's read cache.
 */
export function createContentServices(db: Db, cache: ReadCache, clock: Clock, audit: AuditLogService) {
  const write = contentWriter(db, cache, audit);
  const now = () => clock.now();
  return {
    posts: createConsolePostsService(db, write, now),
    /** The posts' planned publishing and taking down, run by every process (jobs/scheduled-publishing.ts). */
    scheduledPublishing: createScheduledPublishing(db, cache, audit, now),
    files: createStoredFilesService(db, write, audit, now),
    texts: createConsoleTextsService(db, write),
    office: createOfficeService(db, cache, write),
    languages: createSiteLanguagesService(db, cache, write),
    /** Staff's redirects, matched in memory, and the 404 paths counted for them (decision 0047). */
    redirects: createRedirectsService(db, cache, write, now),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
