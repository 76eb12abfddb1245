import type { InquiryReceipt, ValidInquiry } from '@office/contracts';
import type { Db } from '@office/db/client';
import { inquiries } from '@office/db/schema';
import type { OutboxStore } from './outbox.js';

/**
 * Accepting inquiries. The inquiry and the office's notification are committed together before
 * this resolves: only then may anyone say "received", and no inquiry goes unannounced.
 */
export function createInquiriesService(db: Db, outbox: OutboxStore) {
  return {
    async submit(input: ValidInquiry): Promise<InquiryReceipt> {
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

export type InquiriesService = ReturnType<typeof createInquiriesService>;
