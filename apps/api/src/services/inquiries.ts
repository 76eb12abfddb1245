import type { InquiryReceipt, ValidInquiry } from '@office/contracts';
import type { Db } from '../db/client.js';
import { inquiries } from '../db/schema/index.js';

/** Accepting inquiries. The row is committed before this resolves: only then may anyone say "received". */
export function createInquiriesService(db: Db) {
  return {
    async submit(input: ValidInquiry): Promise<InquiryReceipt> {
      const [row] = await db
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
      return { id: row.id, created_at: row.createdAt.toISOString() };
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
