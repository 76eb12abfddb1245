import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.js';

/**
 * Raw bytes, written as base64 text that the database decodes: PGlite's own bytea parameters are
 * about ten times slower (6 s for 19 MB, during which its one connection serves nobody else). Read
 * them with `storedBytes` for the same reason; a plain select still works (Buffer or Uint8Array).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded files, kept in Postgres so that every app process serves the same ones and none keeps
 * state on its disk. One upload is one id; a thumbnail has a row per size (w800, w400), an
 * attachment one row (original). Rows owned by a post go with it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').notNull(),
    variant: text('variant', { enum: ['original', 'w800', 'w400'] }).notNull(),
    purpose: text('purpose', { enum: ['thumbnail', 'attachment'] }).notNull(),
    ownerPostId: integer('owner_post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** The file's name as served: already made safe (no paths, controls or bidi marks). */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.variant] }),
    index('stored_files_owner_idx').on(t.ownerPostId),
    check('stored_files_purpose_check', sql`${t.purpose} in ('thumbnail', 'attachment')`),
    check('stored_files_variant_check', sql`${t.variant} in ('original', 'w800', 'w400')`),
    check('stored_files_size_check', sql`${t.byteSize} = octet_length(${t.bytes})`),
  ],
);

/** The file's bytes as base64 text (see `bytea`): `Buffer.from(value, 'base64')`. */
export const storedBytesBase64 = sql<string>`encode(${storedFiles.bytes}, 'base64')`;
