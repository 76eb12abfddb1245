import { type InquiryReceipt, maskIdentifiers, type ValidInquiry } from '@office/contracts';
import type { Db } from '@office/db/client';
import { inquiries } from '@office/db/schema';
import type { OutboxStore } from './outbox.js';

/**
 * Accepting inquiries. The inquiry and the office's notification are committed together before
 * this resolves: only then may anyone say "received", and no inquiry goes unannounced.
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
          })
          .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
        if (!row) throw new Error('insert returned no row');
        await outbox.enqueueInquiryReceived(tx, { id: row.id, name: input.name });
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
