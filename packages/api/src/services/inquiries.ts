import { confirmationsPerAddressPerDay, type InquiryReceipt, maskIdentifiers, sourceLanguage, type ValidInquiry } from '@office/contracts';
import { and, gte, sql } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { inquiries } from '@office/db/schema';
import type { OutboxStore } from './outbox.js';

/**
 * Accepting inquiries. The inquiry, the office's notification and the visitor's confirmation are
 * committed together before this resolves: only then may anyone say "received", and no inquiry
 * goes unannounced.
 *
 * Registration and passport numbers in what the visitor wrote are masked before anything is
 * written (PIPA art. 24 and 24-2, decision 0041): the row, the outbox's copy of the name and the
 * e-mail made from it never hold them. Phone and e-mail are left as sent: a phone is 10 or 11
 * digits, too few for a registration number, and the address is where the office must answer.
 */
export function createInquiriesService(db: Db, outbox: OutboxStore) {
  return {
    async submit(received: ValidInquiry): Promise<InquiryReceipt> {
      const input = withoutIdentifiers(received);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({
            name: input.name,
            phone: input.phone,
            email: input.email,
            content: input.content,
            lang: input.lang ?? null,
            consentGiven: input.consent ?? null,
            consentVersion: input.consent_version ?? null,
            replyLang: input.reply_lang ?? input.lang ?? null,
            replyChannel: input.reply_channel ?? 'email',
          })
          .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
        if (!row) throw new Error('insert returned no row');
        await outbox.enqueueInquiryReceived(tx, { id: row.id, name: input.name });
        // The visitor's confirmation, once, in their language: unless this address has had its
        // day's confirmations (the inquiry counts among them once stored, hence "more than").
        // Addresses in any case are one; inquiries to one address take turns here, so two at once
        // cannot both count two.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${input.email.toLowerCase()}`}))`);
        const [{ sameAddressToday } = { sameAddressToday: 0 }] = await tx
          .select({ sameAddressToday: sql<number>`count(*)::int` })
          .from(inquiries)
          .where(
            and(
              sql`lower(${inquiries.email}) = ${input.email.toLowerCase()}`,
              gte(inquiries.createdAt, sql`${row.createdAt}::timestamptz - interval '1 day'`),
            ),
          );
        if (sameAddressToday <= confirmationsPerAddressPerDay) {
          await outbox.enqueueConfirmation(tx, { id: row.id, lang: input.reply_lang ?? input.lang ?? sourceLanguage });
        }
        return { id: row.id, created_at: row.createdAt.toISOString() };
      });
    },
  };
}

/** The visitor's free text with its identifiers masked: the name, the message and the consent version a client names. */
function withoutIdentifiers(input: ValidInquiry): ValidInquiry {
  return {
    ...input,
    name: maskIdentifiers(input.name),
    content: maskIdentifiers(input.content),
    ...(input.consent_version === undefined ? {} : { consent_version: maskIdentifiers(input.consent_version) }),
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
