import {
  type CategoryKey,
  type ConsolePost,
  type ConsolePostListInput,
  consolePostListInput,
  type ConsolePostPage,
  type ConsolePostSummary,
  type CreatePostInput,
  type PostStatus,
  maxScheduleAheadDays,
  type PostTranslationInput,
  postRevisionSubject,
  type Revision,
  type ScheduleProblem,
  type SchedulePostInput,
  type SetPostTranslationInput,
  type TranslationLanguage,
  type TranslationState,
  type UpdatePostInput,
} from '@office/contracts';
import { and, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@office/db/client';
import { deletedPosts, posts, postTranslations } from '@office/db/schema';
import { containing, searchableText } from '@office/db/searchable-text';
import { sanitizeHtml } from '../html-sanitize.js';
import type { SignedInStaff } from '../staff/sessions.js';
import { DomainError } from '../../errors/index.js';
import { claimThumbnail, consoleAttachments } from './files.js';
import { needsTranslationIn, stateOf, statesOf, translationStatesOf } from './translation-states.js';
import type { RevisionFields, RevisionsService } from './revisions.js';
import type { ContentWriter } from './writes.js';

type PostRow = typeof posts.$inferSelect;

const summaryColumns = {
  id: posts.id,
  kind: posts.kind,
  category: posts.category,
  title: posts.title,
  status: posts.status,
  author: posts.author,
  thumbnailUrl: posts.thumbnailUrl,
  sourceVersion: posts.sourceVersion,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  publishAt: posts.publishAt,
  unpublishAt: posts.unpublishAt,
};

const toSummary = (
  row: Pick<PostRow, keyof typeof summaryColumns>,
  translations: Record<TranslationLanguage, TranslationState>,
): ConsolePostSummary => ({
  id: row.id,
  kind: row.kind,
  category: row.category as CategoryKey | null,
  title: row.title,
  status: row.status,
  author: row.author,
  thumbnailUrl: row.thumbnailUrl,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishAt: row.publishAt?.toISOString() ?? null,
  unpublishAt: row.unpublishAt?.toISOString() ?? null,
  translations,
});

/**
 * The search and share columns a save sets: each sent one (empty or null: back to the default), the
 * others left as they are.
 */
function seoColumns(input: {
  seoTitle?: string | null | undefined;
  seoDescription?: string | null | undefined;
  seoImageUrl?: string | null | undefined;
}) {
  const columns: { seoTitle?: string | null; seoDescription?: string | null; seoImageUrl?: string | null } = {};
  if (input.seoTitle !== undefined) columns.seoTitle = input.seoTitle || null;
  if (input.seoDescription !== undefined) columns.seoDescription = input.seoDescription || null;
  if (input.seoImageUrl !== undefined) columns.seoImageUrl = input.seoImageUrl || null;
  return columns;
}

/** What a revision of the Korean source keeps: its texts (never its files). */
const sourceFields = (row: PostRow): RevisionFields => ({
  title: row.title,
  content: row.content,
  author: row.author,
  thumbnailAlt: row.thumbnailAlt,
  category: row.category,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  seoImageUrl: row.seoImageUrl,
});

type TranslationRow = typeof postTranslations.$inferSelect;

/** What a revision of a translation keeps. */
const translationFields = (row: TranslationRow): RevisionFields => ({
  title: row.title,
  content: row.content,
  author: row.author,
  thumbnailAlt: row.thumbnailAlt,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  seoImageUrl: row.seoImageUrl,
});

/** A kept field as a save's input: absent and null alike mean "none". */
const textOf = (fields: RevisionFields, name: string): string | null => (typeof fields[name] === 'string' ? fields[name] : null);

/** What the audit log keeps of a post: its kind and title (and a translation's language), never its text. */
const postAudit = (action: string, row: Pick<PostRow, 'id' | 'kind' | 'title'>, lang?: TranslationLanguage) => ({
  action,
  target: { type: 'post', id: row.id },
  detail: { kind: row.kind, title: row.title, ...(lang ? { lang } : {}) },
});

/** Notices and library items as the console manages them: drafts included, every change audited. */
export function createConsolePostsService(db: Db, write: ContentWriter, now: () => Date, revisions: RevisionsService) {
  async function fullPost(reader: Pick<Db, 'select'>, row: PostRow): Promise<ConsolePost> {
    const saved = await reader.select().from(postTranslations).where(eq(postTranslations.postId, row.id));
    const translationTexts: ConsolePost['translationTexts'] = {};
    for (const translation of saved) {
      translationTexts[translation.lang as TranslationLanguage] = {
        title: translation.title,
        content: translation.content,
        author: translation.author,
        thumbnailAlt: translation.thumbnailAlt,
        state: stateOf(translation, row.sourceVersion) as 'current' | 'outdated',
        updatedAt: translation.updatedAt.toISOString(),
        seoTitle: translation.seoTitle,
        seoDescription: translation.seoDescription,
        seoImageUrl: translation.seoImageUrl,
      };
    }
    return {
      ...toSummary(row, statesOf(new Map(saved.map((translation) => [translation.lang, translation])), row.sourceVersion)),
      content: row.content,
      thumbnailAlt: row.thumbnailAlt,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      seoImageUrl: row.seoImageUrl,
      attachments: await consoleAttachments(reader, row.id),
      translationTexts,
    };
  }

  async function lockedRow(tx: Tx, id: number): Promise<PostRow> {
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
    if (!row) throw new DomainError('not_found', `There is no post ${id}.`, { field: 'id' });
    return row;
  }

  const refuse = (field: string, reason: ScheduleProblem, message: string): never => {
    throw new DomainError('invalid_schedule', message, { field, reason });
  };

  const actorOf = (staff: SignedInStaff) => ({ id: staff.id, email: staff.email });

  /**
   * Sets the status; publishing what is published (or the reverse) changes nothing. Done by hand, it
   * replaces what was scheduled for it: a draft published by hand has no publishing planned any
   * more, a post taken down by hand no taking down.
   */
  const setStatus = (id: number, status: PostStatus, staff: SignedInStaff) =>
    write(actorOf(staff), async (tx) => {
      const row = await lockedRow(tx, id);
      if (row.status === status) return { result: await fullPost(tx, row), audit: null };
      const schedule = status === 'published' ? { publishAt: null } : { publishAt: null, unpublishAt: null };
      const [updated] = await tx
        .update(posts)
        .set({ status, ...schedule, updatedAt: now() })
        .where(eq(posts.id, id))
        .returning();
      return {
        result: await fullPost(tx, updated!),
        audit: postAudit(status === 'published' ? 'post.published' : 'post.unpublished', row),
      };
    });

  /**
   * The update of the Korean source, for a save and a restore alike. Before the first change of a
   * post saved before revisions were kept, what it held is kept (so that change can be undone).
   */
  async function applyUpdate(tx: Tx, input: UpdatePostInput): Promise<PostRow> {
    const row = await lockedRow(tx, input.id);
    if (input.category !== undefined && row.kind !== 'library') {
      throw new DomainError('category_on_notice', 'Notices have no category.', { field: 'category' });
    }
    const changes: Partial<typeof posts.$inferInsert> = { updatedAt: now() };
    if (input.title !== undefined) changes.title = input.title;
    if (input.content !== undefined) changes.content = sanitizeHtml(input.content);
    if (input.author !== undefined) changes.author = input.author || null;
    if (input.thumbnailAlt !== undefined) changes.thumbnailAlt = input.thumbnailAlt || null;
    if (input.category !== undefined) changes.category = input.category;
    if (input.thumbnailId !== undefined) changes.thumbnailUrl = await claimThumbnail(tx, row.id, input.thumbnailId);
    // Search and share texts are the Korean page's own: no translation is outdated by them.
    Object.assign(changes, seoColumns(input));
    // A changed Korean source makes every translation saved against the old one outdated.
    const sourceChanged =
      (changes.title !== undefined && changes.title !== row.title) ||
      (changes.content !== undefined && changes.content !== row.content) ||
      (changes.author !== undefined && changes.author !== row.author) ||
      (changes.thumbnailAlt !== undefined && changes.thumbnailAlt !== row.thumbnailAlt);
    if (sourceChanged) changes.sourceVersion = row.sourceVersion + 1;
    const [updated] = await tx.update(posts).set(changes).where(eq(posts.id, row.id)).returning();
    await revisions.recordBaseline(tx, postRevisionSubject(row.id), sourceFields(row), row.updatedAt);
    return updated!;
  }

  /**
   * Writes a translation as made against the Korean as it is now (so it is current), for a save and
   * a restore alike; before the first change of one saved before revisions were kept, what it held is kept.
   */
  async function applyTranslation(tx: Tx, row: PostRow, input: SetPostTranslationInput): Promise<TranslationRow> {
    const subject = postRevisionSubject(row.id, input.lang);
    const [before] = await tx
      .select()
      .from(postTranslations)
      .where(and(eq(postTranslations.postId, row.id), eq(postTranslations.lang, input.lang)));
    if (before) await revisions.recordBaseline(tx, subject, translationFields(before), before.updatedAt);
    const fields = {
      title: input.title,
      content: sanitizeHtml(input.content),
      author: input.author || null,
      thumbnailAlt: input.thumbnailAlt || null,
      ...seoColumns(input),
      sourceVersion: row.sourceVersion,
      updatedAt: now(),
    };
    const [saved] = await tx
      .insert(postTranslations)
      .values({ postId: row.id, lang: input.lang, ...fields })
      .onConflictDoUpdate({ target: [postTranslations.postId, postTranslations.lang], set: fields })
      .returning();
    return saved!;
  }

  return {
    /** Newest first, drafts included; `search` looks at the title and the text without its markup. */
    async list(input: ConsolePostListInput): Promise<ConsolePostPage> {
      const { kind, search, status, category, needsTranslation, page, pageSize } = consolePostListInput.parse(input);
      const conditions: SQL[] = [eq(posts.kind, kind)];
      if (status) conditions.push(eq(posts.status, status));
      if (category) conditions.push(eq(posts.category, category));
      if (needsTranslation) conditions.push(needsTranslationIn(db, needsTranslation));
      if (search) {
        const pattern = containing(search);
        conditions.push(or(ilike(posts.title, pattern), ilike(searchableText(posts.content), containing(search.replace(/\s+/g, ' '))))!);
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(posts)
          .where(where)
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      const states = await translationStatesOf(db, rows);
      return { items: rows.map((row) => toSummary(row, states.get(row.id)!)), total: totals?.total ?? 0, page, pageSize };
    },

    async get(id: number): Promise<ConsolePost> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      if (!row) throw new DomainError('not_found', `There is no post ${id}.`, { field: 'id' });
      return fullPost(db, row);
    },

    /** A draft; its HTML sanitized, its author the staff member unless given. */
    create(input: CreatePostInput, staff: SignedInStaff): Promise<ConsolePost> {
      return write(actorOf(staff), async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({
            kind: input.kind,
            category: input.kind === 'library' ? input.category : null,
            title: input.title,
            content: sanitizeHtml(input.content),
            author: input.author || staff.displayName,
            thumbnailAlt: input.thumbnailAlt || null,
            ...seoColumns(input),
            status: 'draft',
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        let created = row!;
        if (input.thumbnailId) {
          const thumbnailUrl = await claimThumbnail(tx, created.id, input.thumbnailId);
          created = { ...created, thumbnailUrl };
          await tx.update(posts).set({ thumbnailUrl }).where(eq(posts.id, created.id));
        }
        await revisions.record(tx, postRevisionSubject(created.id), sourceFields(created), staff);
        return { result: await fullPost(tx, created), audit: postAudit('post.created', created) };
      });
    },

    /** Changes the fields given; the rest stays. */
    update(input: UpdatePostInput, staff: SignedInStaff): Promise<ConsolePost> {
      return write(actorOf(staff), async (tx) => {
        const updated = await applyUpdate(tx, input);
        await revisions.record(tx, postRevisionSubject(updated.id), sourceFields(updated), staff);
        return { result: await fullPost(tx, updated), audit: postAudit('post.updated', updated) };
      });
    },

    /** Saves the translation into `lang` as made against the Korean as it is now (so it is current). */
    setTranslation(input: SetPostTranslationInput, staff: SignedInStaff): Promise<ConsolePost> {
      return write(actorOf(staff), async (tx) => {
        const row = await lockedRow(tx, input.postId);
        const saved = await applyTranslation(tx, row, input);
        await revisions.record(tx, postRevisionSubject(row.id, input.lang), translationFields(saved), staff);
        return { result: await fullPost(tx, row), audit: postAudit('post.translation_saved', row, input.lang) };
      });
    },

    /**
     * Saves a revision's fields again, as a new save (decision 0049): the Korean source through the
     * update (so translations made against the text it replaces become outdated, as after an edit),
     * a translation as a translation's save. Files are not kept in revisions and stay as they are.
     */
    restoreRevision(revision: Revision, lang: 'ko' | TranslationLanguage, postId: number, staff: SignedInStaff): Promise<ConsolePost> {
      const { fields } = revision;
      return write(actorOf(staff), async (tx) => {
        let row: PostRow;
        let saved: RevisionFields;
        if (lang === 'ko') {
          const current = await lockedRow(tx, postId);
          row = await applyUpdate(tx, {
            id: postId,
            title: textOf(fields, 'title') ?? current.title,
            content: textOf(fields, 'content') ?? '',
            author: textOf(fields, 'author'),
            thumbnailAlt: textOf(fields, 'thumbnailAlt'),
            ...(current.kind === 'library' && textOf(fields, 'category') ? { category: textOf(fields, 'category') as CategoryKey } : {}),
            seoTitle: textOf(fields, 'seoTitle'),
            seoDescription: textOf(fields, 'seoDescription'),
            seoImageUrl: textOf(fields, 'seoImageUrl'),
          });
          saved = sourceFields(row);
        } else {
          row = await lockedRow(tx, postId);
          const translation = await applyTranslation(tx, row, {
            postId,
            lang,
            title: textOf(fields, 'title') ?? '',
            content: textOf(fields, 'content') ?? '',
            author: textOf(fields, 'author'),
            thumbnailAlt: textOf(fields, 'thumbnailAlt'),
            seoTitle: textOf(fields, 'seoTitle'),
            seoDescription: textOf(fields, 'seoDescription'),
            seoImageUrl: textOf(fields, 'seoImageUrl'),
          });
          saved = translationFields(translation);
        }
        await revisions.record(tx, postRevisionSubject(postId, lang), saved, staff, 'restore', revision.id);
        const audit = postAudit('post.restored', row, lang === 'ko' ? undefined : lang);
        return { result: await fullPost(tx, row), audit: { ...audit, detail: { ...audit.detail, revisionId: revision.id } } };
      });
    },

    /** Marks an outdated translation as current: the Korean changed in a way that does not touch it. */
    confirmTranslation({ postId, lang }: PostTranslationInput, staff: SignedInStaff): Promise<ConsolePost> {
      return write(actorOf(staff), async (tx) => {
        const row = await lockedRow(tx, postId);
        const [confirmed] = await tx
          .update(postTranslations)
          .set({ sourceVersion: row.sourceVersion })
          .where(
            and(
              eq(postTranslations.postId, postId),
              eq(postTranslations.lang, lang),
              lt(postTranslations.sourceVersion, row.sourceVersion),
            ),
          )
          .returning({ lang: postTranslations.lang });
        if (!confirmed) {
          const [exists] = await tx
            .select({ lang: postTranslations.lang })
            .from(postTranslations)
            .where(and(eq(postTranslations.postId, postId), eq(postTranslations.lang, lang)));
          if (!exists) throw new DomainError('not_found', `Post ${postId} has no translation into ${lang}.`, { field: 'lang' });
          // Already current: nothing to record.
          return { result: await fullPost(tx, row), audit: null };
        }
        return { result: await fullPost(tx, row), audit: postAudit('post.translation_confirmed', row, lang) };
      });
    },

    /** Removes the translation into `lang`: visitors see the Korean again, marked so. */
    removeTranslation({ postId, lang }: PostTranslationInput, staff: SignedInStaff): Promise<ConsolePost> {
      return write(actorOf(staff), async (tx) => {
        const row = await lockedRow(tx, postId);
        const removed = await tx
          .delete(postTranslations)
          .where(and(eq(postTranslations.postId, postId), eq(postTranslations.lang, lang)))
          .returning({ lang: postTranslations.lang });
        return {
          result: await fullPost(tx, row),
          audit: removed.length ? postAudit('post.translation_removed', row, lang) : null,
        };
      });
    },

    /**
     * Plans the post's publishing and taking down (decision 0046); null clears one. A moment must be
     * ahead of the clock and within `maxScheduleAheadDays`; publishing can only be planned for a
     * draft, and a draft's taking down only together with its publishing.
     */
    schedule(input: SchedulePostInput, staff: SignedInStaff): Promise<ConsolePost> {
      return write(actorOf(staff), async (tx) => {
        const row = await lockedRow(tx, input.id);
        const publishAt = input.publishAt === null ? null : new Date(input.publishAt);
        const unpublishAt = input.unpublishAt === null ? null : new Date(input.unpublishAt);
        const latest = now().getTime() + maxScheduleAheadDays * 24 * 60 * 60_000;
        for (const [field, moment] of [
          ['publishAt', publishAt],
          ['unpublishAt', unpublishAt],
        ] as const) {
          if (!moment) continue;
          if (moment.getTime() <= now().getTime()) refuse(field, 'passed', `${field} has passed.`);
          if (moment.getTime() > latest) refuse(field, 'too_far', `${field} is more than ${maxScheduleAheadDays} days ahead.`);
        }
        if (publishAt && row.status === 'published') refuse('publishAt', 'published', 'The post is published already.');
        if (unpublishAt && row.status === 'draft' && !publishAt)
          refuse('unpublishAt', 'draft_unpublish', 'A draft is not on the site: plan its publishing first.');
        const same = row.publishAt?.getTime() === publishAt?.getTime() && row.unpublishAt?.getTime() === unpublishAt?.getTime();
        if (same) return { result: await fullPost(tx, row), audit: null };
        const [updated] = await tx.update(posts).set({ publishAt, unpublishAt }).where(eq(posts.id, row.id)).returning();
        const audit = postAudit('post.scheduled', row);
        return {
          result: await fullPost(tx, updated!),
          audit: {
            ...audit,
            detail: { ...audit.detail, publishAt: publishAt?.toISOString() ?? null, unpublishAt: unpublishAt?.toISOString() ?? null },
          },
        };
      });
    },

    publish: (id: number, staff: SignedInStaff) => setStatus(id, 'published', staff),
    unpublish: (id: number, staff: SignedInStaff) => setStatus(id, 'draft', staff),

    /** The post and its files go for good. */
    delete(id: number, staff: SignedInStaff): Promise<{ id: number }> {
      return write(actorOf(staff), async (tx) => {
        const row = await lockedRow(tx, id);
        await tx.delete(posts).where(eq(posts.id, id));
        // Its revisions (source and translations) go with it: there is nothing left to restore them into.
        await revisions.forget(tx, postRevisionSubject(id));
        // Remembered, so its page answers 410 Gone rather than 404 (decision 0047).
        await tx.insert(deletedPosts).values({ id, kind: row.kind }).onConflictDoNothing();
        return { result: { id }, audit: postAudit('post.deleted', row) };
      });
    },
  };
}

export type ConsolePostsService = ReturnType<typeof createConsolePostsService>;
