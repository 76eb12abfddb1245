import type { SecondFactorPolicy } from '@office/contracts';
import type { Db } from '@office/db/client';
import { type Clock, systemClock } from './clock.js';
import { createContentServices } from './content/index.js';
import { createInquiriesService } from './inquiries.js';
import { createOutboxStore } from './outbox.js';
import { createInquiryGuard, defaultInquirySpamSettings, type InquiryObserver, type InquirySpamSettings } from './inquiry-guard.js';
import { createInquiryInboxService, type InquiryInboxSettings } from './inquiry-inbox.js';
import { createPublicPostsService } from './public-posts.js';
import { createRateLimiter } from './rate-limiter.js';
import { ReadCache } from './read-cache.js';
import { createServerSecrets, madeOnce, storedServerSecret } from './server-secrets.js';
import { createAuditLogService } from './staff/audit-log.js';
import { createStaffServices } from './staff/index.js';
import { relyingPartyOf } from './staff/passkeys.js';
import { createSecretBox } from './staff/secret-box.js';
import { createPublicTextsService } from './public-texts.js';
import { createGoLiveService } from './go-live.js';
import type { RevisionSettings } from './content/revisions.js';

export interface InquirySpamOptions {
  /** ALTCHA_HMAC_KEY; unset: a key kept in the database. */
  hmacKey?: string | undefined;
  settings: InquirySpamSettings;
  /** The clock challenges expire by (tests move it back to make expired ones). */
  wallClock?: Clock;
}

/** How staff sign in (decision 0040): STAFF_SECOND_FACTOR, the origin passkeys belong to, STAFF_SECRETS_KEY. */
export interface StaffSecurityInput {
  secondFactor?: SecondFactorPolicy;
  publicOrigin?: string;
  /** Unset: a key kept in the database (development; production sets one, docs/configuration.md). */
  secretsKey?: string | undefined;
}

/** How content services keep their history: REVISIONS_KEEP and REVISIONS_MAX_AGE_DAYS (decision 0049). */
export interface ContentOptions {
  revisions?: RevisionSettings | undefined;
}

/** Who is told what happens beside the answers (the server's metrics); each is optional. */
export interface ServiceObservers {
  inquiries?: InquiryObserver;
}

/**
 * One function per use case; REST handlers and tRPC procedures both call these, never SQL. Shared
 * collaborators (the audit log, the outbox, the limiter) are made here, once, and handed in.
 */
export function createServices(
  db: Db,
  clock: Clock = systemClock,
  inbox: InquiryInboxSettings = { mailEnabled: false },
  spam: InquirySpamOptions = { settings: defaultInquirySpamSettings },
  observers: ServiceObservers = {},
  staffSecurity: StaffSecurityInput = {},
  contentOptions: ContentOptions = {},
) {
  const cache = new ReadCache();
  const secrets = createServerSecrets(db, spam.hmacKey);
  const limiter = createRateLimiter(db, clock, secrets);
  const audit = createAuditLogService(db, clock);
  const outbox = createOutboxStore(db, clock);
  const inquiries = createInquiriesService(db, outbox);
  const content = createContentServices(db, cache, clock, audit, limiter, contentOptions);
  const staff = createStaffServices(db, clock, limiter, audit, {
    secondFactor: staffSecurity.secondFactor ?? 'optional',
    relyingParty: relyingPartyOf(staffSecurity.publicOrigin ?? 'http://localhost:3000', 'Office console'),
    secretBox: madeOnce(async () => createSecretBox(staffSecurity.secretsKey ?? (await storedServerSecret(db, 'staff-secrets-key')))),
  });
  return {
    cache,
    /** The office's details: what pages, the 503 page, the limits' messages and e-mails name. */
    office: content.office,
    /** Which languages visitors are offered (the console's 언어 setting). */
    languages: content.languages,
    texts: createPublicTextsService(db, cache, content.office),
    posts: createPublicPostsService(db, cache),
    inquiries,
    /** The public's way in: the spam defence in front of `inquiries`. */
    inquiryGuard: createInquiryGuard({
      db,
      clock,
      wallClock: spam.wallClock,
      limiter,
      secrets,
      inquiries,
      settings: spam.settings,
      officePhone: async () => (await content.office.details()).phone,
      observer: observers.inquiries,
    }),
    inquiryInbox: createInquiryInboxService(db, clock, inbox, { audit, outboxStore: outbox }),
    /** The notifications the outbox worker sends (jobs/). */
    outbox,
    limiter,
    staff,
    content,
    /** The console's "before going live" checklist. */
    goLive: createGoLiveService(db, clock, content.office, content, staff),
  };
}

export type Services = ReturnType<typeof createServices>;
