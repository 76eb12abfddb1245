import { randomUUID } from 'node:crypto';
import {
  type ConsoleAttachment,
  type PostAttachment,
  type ThumbnailVariant,
  thumbnailVariants,
  type UploadedThumbnail,
  uploadLimits,
} from '@office/contracts';
import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '@office/db/client';
import { posts, storedBytesBase64, storedFiles } from '@office/db/schema';
import type { AuditActor, AuditLogService } from '../staff/audit-log.js';
import { DomainError } from '../../errors/index.js';
import { safeFileName, storedFilePath } from './file-names.js';
import { attachmentTypes, sniffAttachment, sniffImage } from './file-types.js';
import type { ContentWriter } from './writes.js';

type StoredVariant = (typeof storedFiles.$inferSelect)['variant'];

/** Where a thumbnail size is served (an id never names other bytes). */
export const thumbnailPath = (id: string, variant: ThumbnailVariant = 'w800') => `/files/${id}/${variant}.webp`;

/** Images beyond this many pixels are refused before decoding (a small file can claim a huge image). */
const maxInputPixels = 50_000_000;
/** Thumbnails nobody attached to a post within this time are deleted at the next upload. */
const unclaimedThumbnailMs = 24 * 60 * 60_000;

/** A post's attachments, oldest first, without their bytes. */
async function attachmentRows(db: Pick<Db, 'select'>, postId: number) {
  return db
    .select({ id: storedFiles.id, name: storedFiles.originalName, size: storedFiles.byteSize, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerPostId, postId), eq(storedFiles.purpose, 'attachment')))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

export async function consoleAttachments(db: Pick<Db, 'select'>, postId: number): Promise<ConsoleAttachment[]> {
  return (await attachmentRows(db, postId)).map((row) => ({ ...row, url: storedFilePath(row.id, row.name) }));
}

/** What the public library item shows: name, download path and size. */
export async function publicAttachments(db: Pick<Db, 'select'>, postId: number): Promise<PostAttachment[]> {
  return (await attachmentRows(db, postId)).map(({ id, name, size }) => ({ name, url: storedFilePath(id, name), size }));
}

/**
 * Makes a thumbnail upload the post's own (it then goes with the post) and deletes the post's
 * previous one; null just deletes. Returns the URL the post shows, or null.
 */
export async function claimThumbnail(tx: Tx, postId: number, thumbnailId: string | null): Promise<string | null> {
  const others = and(eq(storedFiles.ownerPostId, postId), eq(storedFiles.purpose, 'thumbnail'));
  await tx.delete(storedFiles).where(thumbnailId ? and(others, sql`${storedFiles.id} <> ${thumbnailId}`) : others);
  if (!thumbnailId) return null;
  const claimed = await tx
    .update(storedFiles)
    .set({ ownerPostId: postId })
    .where(
      and(
        eq(storedFiles.id, thumbnailId),
        eq(storedFiles.purpose, 'thumbnail'),
        sql`(${storedFiles.ownerPostId} is null or ${storedFiles.ownerPostId} = ${postId})`,
      ),
    )
    .returning({ variant: storedFiles.variant });
  if (!claimed.length)
    throw new DomainError('thumbnail_gone', 'That thumbnail is gone or belongs to another post; upload it again.', {
      field: 'thumbnailId',
    });
  return thumbnailPath(thumbnailId);
}

/** JPEG, PNG or WebP in; every thumbnail size out as WebP, cover-cropped, without metadata. */
async function thumbnailImages(bytes: Buffer): Promise<Array<{ variant: ThumbnailVariant; bytes: Buffer }>> {
  const format = sniffImage(bytes);
  if (!format) {
    throw new DomainError('unsupported_type', 'A thumbnail must be a JPEG, PNG or WebP image (judged by its content, not its name).', {
      field: 'file',
    });
  }
  // 'truncated': a cut-off upload is refused; the small warnings some cameras' files raise are not.
  const image = () => sharp(bytes, { failOn: 'truncated', limitInputPixels: maxInputPixels });
  try {
    const metadata = await image().metadata();
    if (metadata.format !== format) {
      throw new DomainError('unsupported_type', `The file starts like ${format.toUpperCase()} but is not one.`, { field: 'file' });
    }
    return await Promise.all(
      Object.entries(thumbnailVariants).map(async ([variant, { width, height }]) => ({
        variant: variant as ThumbnailVariant,
        // rotate() applies the EXIF orientation first; sharp writes no metadata unless asked to.
        bytes: await image().rotate().resize(width, height, { fit: 'cover', position: 'centre' }).webp({ quality: 80 }).toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('unreadable', 'The image cannot be read: it is damaged, incomplete or too large in pixels.', { field: 'file' });
  }
}

/** Uploaded files: stored in Postgres, served by id (http/content-files.ts). */
export function createStoredFilesService(db: Db, write: ContentWriter, audit: AuditLogService, now: () => Date) {
  return {
    /**
     * A thumbnail for a post yet to be saved: re-encoded, stored unowned, and claimed by the post
     * that names its id (posts.create/update). Unclaimed ones older than a day are removed here.
     */
    async saveThumbnail(bytes: Buffer, actor: AuditActor): Promise<UploadedThumbnail> {
      if (bytes.length > uploadLimits.thumbnailBytes) throw new DomainError('too_large', 'A thumbnail is at most 5 MB.', { field: 'file' });
      const images = await thumbnailImages(bytes);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx
          .delete(storedFiles)
          .where(
            and(
              isNull(storedFiles.ownerPostId),
              eq(storedFiles.purpose, 'thumbnail'),
              lt(storedFiles.createdAt, new Date(now().getTime() - unclaimedThumbnailMs)),
            ),
          );
        await tx.insert(storedFiles).values(
          images.map((image) => ({
            id,
            variant: image.variant,
            purpose: 'thumbnail' as const,
            originalName: `${image.variant}.webp`,
            contentType: 'image/webp',
            byteSize: image.bytes.length,
            bytes: image.bytes,
            createdAt: now(),
          })),
        );
        await audit.record(actor, 'file.uploaded', { type: 'file', id }, { purpose: 'thumbnail', bytes: bytes.length }, tx);
      });
      const variants = Object.fromEntries(
        Object.entries(thumbnailVariants).map(([variant, size]) => [
          variant,
          { url: thumbnailPath(id, variant as ThumbnailVariant), ...size },
        ]),
      ) as UploadedThumbnail['variants'];
      return { id, url: thumbnailPath(id), variants };
    },

    /** A file for a library item, checked by its content and kept under a safe version of its name. */
    async addAttachment(postId: number, upload: { name: string; bytes: Buffer }, actor: AuditActor): Promise<ConsoleAttachment> {
      if (upload.bytes.length > uploadLimits.attachmentBytes)
        throw new DomainError('too_large', 'An attachment is at most 20 MB.', { field: 'file' });
      const sniffed = sniffAttachment(upload.bytes);
      if ('refused' in sniffed) throw new DomainError('unsupported_type', sniffed.refused, { field: 'file' });
      const { contentType, extensions } = attachmentTypes[sniffed.type];
      const name = safeFileName(upload.name, extensions);
      const id = randomUUID();
      return write(actor, async (tx) => {
        const [post] = await tx.select({ kind: posts.kind, title: posts.title }).from(posts).where(eq(posts.id, postId)).for('update');
        if (!post) throw new DomainError('not_found', `There is no post ${postId}.`, { field: 'id' });
        if (post.kind !== 'library') throw new DomainError('not_a_library_item', 'Only library items have attachments.', { field: 'id' });
        const [attached] = await tx
          .select({ n: count() })
          .from(storedFiles)
          .where(and(eq(storedFiles.ownerPostId, postId), eq(storedFiles.purpose, 'attachment')));
        if ((attached?.n ?? 0) >= uploadLimits.attachmentsPerPost) {
          throw new DomainError('too_many_attachments', `A library item has at most ${uploadLimits.attachmentsPerPost} attachments.`, {
            field: 'file',
          });
        }
        const { bytes } = upload;
        await tx.insert(storedFiles).values({
          id,
          variant: 'original',
          purpose: 'attachment',
          ownerPostId: postId,
          originalName: name,
          contentType,
          byteSize: bytes.length,
          bytes,
          createdAt: now(),
        });
        await tx.update(posts).set({ updatedAt: now() }).where(eq(posts.id, postId));
        return {
          result: { id, name, size: bytes.length, contentType, url: storedFilePath(id, name) },
          audit: {
            action: 'post.attachment_added',
            target: { type: 'post', id: postId },
            detail: { kind: post.kind, title: post.title, fileId: id },
          },
        };
      });
    },

    async removeAttachment(postId: number, fileId: string, actor: AuditActor): Promise<void> {
      await write(actor, async (tx) => {
        const [post] = await tx.select({ kind: posts.kind, title: posts.title }).from(posts).where(eq(posts.id, postId)).for('update');
        const removed = await tx
          .delete(storedFiles)
          .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerPostId, postId), eq(storedFiles.purpose, 'attachment')))
          .returning({ id: storedFiles.id });
        if (!post || !removed.length) throw new DomainError('not_found', 'There is no such attachment on this post.', { field: 'fileId' });
        await tx.update(posts).set({ updatedAt: now() }).where(eq(posts.id, postId));
        return {
          result: undefined,
          audit: {
            action: 'post.attachment_removed',
            target: { type: 'post', id: postId },
            detail: { kind: post.kind, title: post.title, fileId },
          },
        };
      });
    },

    /**
     * What is known of one stored file without its bytes (they may be 20 MB): its purpose, name,
     * type, date and whether its post is published (null: no post, or a fresh upload), and a
     * reader for the bytes, so a revalidation (304) or a refusal never reads them.
     */
    async read(id: string, variant: StoredVariant) {
      const where = and(eq(storedFiles.id, id), eq(storedFiles.variant, variant));
      const [row] = await db
        .select({
          purpose: storedFiles.purpose,
          name: storedFiles.originalName,
          contentType: storedFiles.contentType,
          createdAt: storedFiles.createdAt,
          postStatus: posts.status,
        })
        .from(storedFiles)
        .leftJoin(posts, eq(posts.id, storedFiles.ownerPostId))
        .where(where)
        .limit(1);
      if (!row) return null;
      const bytes = async () => {
        const [stored] = await db.select({ bytes: storedBytesBase64 }).from(storedFiles).where(where).limit(1);
        // Removed between the two reads (a staff member deleted it): nothing to send.
        return stored ? Buffer.from(stored.bytes, 'base64') : null;
      };
      return { ...row, bytes };
    },
  };
}

export type StoredFilesService = ReturnType<typeof createStoredFilesService>;
