import { defaultInquirySpamOptions } from '../config.js';
import type { Db } from '../db/client.js';
import { type Clock, systemClock } from './clock.js';
import { createContentServices } from './content/index.js';
import { createInquiriesService } from './inquiries.js';
import { createInquiryGuard, type InquirySpamSettings } from './inquiry-guard.js';
import { createInquiryInboxService, type InquiryInboxSettings } from './inquiry-inbox.js';
import { createPostsService } from './posts.js';
import { createRateLimiter } from './rate-limiter.js';
import { ReadCache } from './read-cache.js';
import { createServerSecrets } from './server-secrets.js';
import { createStaffServices } from './staff/index.js';
import { createTextsService } from './texts.js';

export interface InquirySpamOptions {
  /** ALTCHA_HMAC_KEY; unset: a key kept in the database. */
  hmacKey?: string | undefined;
  settings: InquirySpamSettings;
  /** The clock challenges expire by (tests move it back to make expired ones). */
  wallClock?: Clock;
}

/** One function per use case; REST handlers and tRPC procedures both call these, never SQL. */
export function createServices(
  db: Db,
  clock: Clock = systemClock,
  inbox: InquiryInboxSettings = { mailEnabled: false },
  spam: InquirySpamOptions = defaultInquirySpamOptions(),
) {
  const cache = new ReadCache();
  const secrets = createServerSecrets(db, spam.hmacKey);
  const limiter = createRateLimiter(db, clock, secrets);
  const inquiries = createInquiriesService(db, clock);
  return {
    cache,
    texts: createTextsService(db, cache),
    posts: createPostsService(db, cache),
    inquiries,
    /** The public's way in: the spam defence in front of `inquiries`. */
    inquiryGuard: createInquiryGuard({ db, clock, wallClock: spam.wallClock, limiter, secrets, inquiries, settings: spam.settings }),
    inquiryInbox: createInquiryInboxService(db, clock, inbox),
    limiter,
    staff: createStaffServices(db, clock, limiter),
    content: createContentServices(db, cache, clock),
  };
}

export type Services = ReturnType<typeof createServices>;
