import { emptyOfficeDetails, type OfficeDetails, type OfficeDetailsInput, officeDetailsInput } from '@office/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { officeDetails, staffAccounts } from '@office/db/schema';
import { lastKnownValue } from './last-known.js';
import type { ReadCache } from './read-cache.js';
import type { SignedInStaff } from './staff/sessions.js';
import type { ContentWriter } from './content/writes.js';

export interface OfficeDetailsRecord {
  details: OfficeDetails;
  /** Null until an admin has saved them (the seed's demo details count as never saved). */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** JSON with object keys in one order: jsonb hands keys back in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** The top-level fields whose values differ: what the audit entry names (never the values). */
function changedFields(before: OfficeDetails, after: OfficeDetails): string[] {
  return (Object.keys(after) as Array<keyof OfficeDetails>).filter((key) => canonical(before[key]) !== canonical(after[key]));
}

/**
 * The office's details (decision 0038): read through the read cache like every content, so a
 * change reaches every process with the content-changed notice; written by an admin, audited.
 */
export function createOfficeService(db: Db, cache: ReadCache, write: ContentWriter) {
  /**
   * The details last read from the database, kept through cache clears: the 503 page and the
   * limits' messages name the office's phone when the database cannot be asked.
   */
  const lastKnown = lastKnownValue<OfficeDetails | null>(null, async () => {
    const [row] = await db.select({ details: officeDetails.details }).from(officeDetails).where(eq(officeDetails.id, 1));
    return row?.details ?? emptyOfficeDetails;
  });
  const load = async () => (await lastKnown.load())!;

  // Read again as soon as any content changes (here, or in another process through the change
  // notice), so `lastKnown` — the 503 page's phone — is never older than that by more than a query.
  // Past the cache: a cleared cache stays empty until a page asks.
  cache.onInvalidate(() => {
    load().catch(() => {});
  });

  async function record(): Promise<OfficeDetailsRecord> {
    const [row] = await db
      .select({ details: officeDetails.details, updatedAt: officeDetails.updatedAt, by: staffAccounts.email })
      .from(officeDetails)
      .leftJoin(staffAccounts, eq(staffAccounts.id, officeDetails.updatedBy))
      .where(eq(officeDetails.id, 1));
    return {
      details: row?.details ?? emptyOfficeDetails,
      updatedAt: row?.by ? row.updatedAt.toISOString() : null,
      updatedBy: row?.by ?? null,
    };
  }

  return {
    /** The details as every page shows them (empty ones before an admin enters any). */
    async details(): Promise<OfficeDetails> {
      return (await cache.get('office', load)).value;
    },

    /** What `details()` last returned in this process, or null before the first read. */
    lastKnown(): OfficeDetails | null {
      return lastKnown.get();
    },

    /** For the console's form: the stored details, when and by whom they were saved. */
    record,

    /** Saves what an admin entered (already checked by `officeDetailsInput` at the API's edge). */
    async update(input: OfficeDetailsInput, staff: SignedInStaff): Promise<OfficeDetailsRecord> {
      const details = officeDetailsInput.parse(input);
      await write({ id: staff.id, email: staff.email }, async (tx) => {
        const [before] = await tx
          .select({ details: officeDetails.details })
          .from(officeDetails)
          .where(eq(officeDetails.id, 1))
          .for('update');
        const fields = changedFields(before?.details ?? emptyOfficeDetails, details);
        if (before && fields.length === 0) return { result: undefined, audit: null };
        await tx
          .insert(officeDetails)
          .values({ id: 1, details, updatedBy: staff.id })
          .onConflictDoUpdate({ target: officeDetails.id, set: { details, updatedBy: staff.id, updatedAt: sql`now()` } });
        return {
          result: undefined,
          audit: { action: 'office.update', target: { type: 'office', id: 1 }, detail: { fields: fields.join(', ') } },
        };
      });
      return record();
    },
  };
}

export type OfficeService = ReturnType<typeof createOfficeService>;
