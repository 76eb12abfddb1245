import type { OfficeDetails } from '@office/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff.js';

/**
 * The office's details (name, address, phones, hours, map position, privacy officer): one row,
 * written by an admin in the console and read by every page (decision 0038). One jsonb value
 * rather than a column each: the API validates it whole (`officeDetailsInput`) and it is always
 * read whole. No row yet means nothing has been entered.
 */
export const officeDetails = pgTable(
  'office_details',
  {
    id: integer('id').primaryKey().default(1),
    details: jsonb('details').$type<OfficeDetails>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [check('office_details_single_row', sql`${t.id} = 1`)],
);
