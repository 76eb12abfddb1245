import { inquiryReplyChannels, inquiryStatuses } from '@office/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const inquiryStatusEnum = pgEnum('inquiry_status', inquiryStatuses);

/** An inquiry sent from the contact form. Personal data: never logged, never cached. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    /** The language the visitor used, when the client said it. */
    lang: text('lang'),
    /**
     * true: the client sent the visitor's consent. null: the client did not say (the original
     * four-field body, docs/api.md#rest-paths; its form cannot be sent without the consent box ticked).
     */
    consentGiven: boolean('consent_given'),
    consentVersion: text('consent_version'),
    /** The language the visitor would like the answer in (decision 0045); null before the form asked. */
    replyLang: text('reply_lang'),
    /** How the visitor would like to be answered: email, phone or messenger; null before the form asked. */
    replyChannel: text('reply_channel', { enum: inquiryReplyChannels }),
    status: inquiryStatusEnum('status').notNull().default('new'),
    /** Staff's own remarks (console only). */
    staffNote: text('staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set exactly while the status is closed; the retention period counts from it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Received, or last changed by staff (status, note): an inquiry never closed is destroyed the
     * retention period after this, so every inquiry ends.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt.desc()),
    index('inquiries_closed_idx').on(t.closedAt),
    index('inquiries_last_activity_idx').on(t.lastActivityAt),
    check('inquiries_consent_check', sql`${t.consentGiven} is null or ${t.consentGiven} = true`),
    check('inquiries_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check('inquiries_reply_channel_check', sql`${t.replyChannel} in ('email', 'phone', 'messenger')`),
    // Confirmations to one address in a day are counted by it (decision 0045).
    index('inquiries_email_created_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);
