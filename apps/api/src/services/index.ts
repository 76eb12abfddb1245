import type { Db } from '../db/client.js';
import { type Clock, systemClock } from './clock.js';
import { createContentServices } from './content/index.js';
import { createInquiriesService } from './inquiries.js';
import { createInquiryInboxService, type InquiryInboxSettings } from './inquiry-inbox.js';
import { createPostsService } from './posts.js';
import { ReadCache } from './read-cache.js';
import { createStaffServices } from './staff/index.js';
import { createTextsService } from './texts.js';

/** One function per use case; REST handlers and tRPC procedures both call these, never SQL. */
export function createServices(db: Db, clock: Clock = systemClock, inbox: InquiryInboxSettings = { mailEnabled: false }) {
  const cache = new ReadCache();
  return {
    cache,
    texts: createTextsService(db, cache),
    posts: createPostsService(db, cache),
    inquiries: createInquiriesService(db, clock),
    inquiryInbox: createInquiryInboxService(db, clock, inbox),
    staff: createStaffServices(db, clock),
    content: createContentServices(db, cache, clock),
  };
}

export type Services = ReturnType<typeof createServices>;
