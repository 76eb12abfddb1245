import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type CategoryKey,
  type ConsolePreview,
  type CreatePreviewInput,
  createPreviewInput,
  excerpt,
  fillOfficePlaceholders,
  type LanguageCode,
  languageCodes,
  languageColumns,
  type LibraryItemDetail,
  type MainTaskContentEntry,
  type NoticeDetail,
  officeViews,
  pagePublicPath,
  type PostPreviewFields,
  type PreviewSubject,
  previewLifetimeHours,
  previewsPerStaffPerHour,
  sourceLanguage,
  type TranslationEntry,
  emptyTranslationEntry,
  withLanguage,
} from '@office/contracts';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { contentPreviews, posts, postTranslations } from '@office/db/schema';
import { DomainError } from '../../errors/index.js';
import { sanitizeHtml } from '../html-sanitize.js';
import type { OfficeService } from '../office.js';
import type { RateLimiter } from '../rate-limiter.js';
import { madeOnce, storedServerSecret } from '../server-secrets.js';
import type { SignedInStaff } from '../staff/sessions.js';
import { publicAttachments } from './files.js';

const hourMs = 3_600_000;
/** A preview link's life (decision 0050): `previewLifetimeHours`. */
const lifetimeMs = previewLifetimeHours * hourMs;
/** Only a random UUID can name a preview: anything else is refused before the database is asked. */
const previewIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A token is 32 bytes of HMAC-SHA256 in base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A stored preview, as the page that shows it reads it. */
export interface Preview {
  id: string;
  subject: PreviewSubject;
  fields: Record<string, unknown>;
  expiresAt: Date;
}

/** Who asks to see a preview: a signed-in staff member, or whoever holds the link's token. */
export type PreviewProof = { staff: true } | { token: string | undefined };

/** A preview, or why it is not shown: `gone` (expired: told only to staff or the token's holder), `missing` (anything else). */
export type PreviewRead = { found: true; preview: Preview } | { found: false; reason: 'gone' | 'missing' };

/** A post as a preview shows it, in one language: the detail page's shape (`notices.byId`, `library.byId`). */
export type PreviewedPost = { kind: 'notice'; detail: NoticeDetail } | { kind: 'library'; detail: LibraryItemDetail };

/** The public page a preview stands for, in the language it was made in. */
export function previewPagePath(subject: PreviewSubject, postKind?: 'notice' | 'library'): string {
  switch (subject.kind) {
    case 'post':
      return `/${postKind ?? 'notice'}/${subject.postId}`;
    case 'text':
      // The template's texts (the top bar, the footer) are on every page: shown on the home page;
      // the not-found page's at an address that has no page.
      return subject.pageName === '404' ? '/preview-of-the-not-found-page' : (pagePublicPath(subject.pageName) ?? '/');
    case 'main-task':
      return subject.category === 'category1' ? '/mainTask' : `/mainTask?tab=${subject.category}`;
  }
}

/**
 * Previews of unsaved or draft content (issue 28, decision 0050). Each is stored with what the
 * editor held (validated and sanitized as a save would be) until it expires; its link is signed
 * with the server's own key, so the token proves the link was made here and names its expiry.
 */
export function createPreviewsService(db: Db, limiter: RateLimiter, office: Pick<OfficeService, 'details'>, now: () => Date) {
  const signingKey = madeOnce(() => storedServerSecret(db, 'preview-token-key'));

  const tokenOf = async (id: string, expiresAt: Date) =>
    createHmac('sha256', await signingKey())
      .update(`${id}.${expiresAt.getTime()}`)
      .digest('base64url');

  const tokenMatches = async (given: string | undefined, id: string, expiresAt: Date) => {
    if (given === undefined || !tokenPattern.test(given)) return false;
    return timingSafeEqual(Buffer.from(given), Buffer.from(await tokenOf(id, expiresAt)));
  };

  const kindOfPost = async (postId: number) =>
    (await db.select({ kind: posts.kind }).from(posts).where(eq(posts.id, postId)).limit(1))[0]?.kind;

  /** The answer the console gets for a preview. */
  const consolePreview = async (row: { id: string; subject: PreviewSubject; expiresAt: Date }): Promise<ConsolePreview> => ({
    id: row.id,
    token: await tokenOf(row.id, row.expiresAt),
    expiresAt: row.expiresAt.toISOString(),
    path: `/preview/${row.id}`,
    subject: row.subject,
    pagePath: previewPagePath(row.subject, row.subject.kind === 'post' ? await kindOfPost(row.subject.postId) : undefined),
  });

  /** Deletes the previews that have expired; how many. */
  const cleanup = async (): Promise<number> => {
    const removed = await db.delete(contentPreviews).where(lt(contentPreviews.expiresAt, now())).returning({ id: contentPreviews.id });
    return removed.length;
  };

  /** The subject and fields to store: what a save would store (the HTML sanitized, texts trimmed). */
  async function storedParts(input: CreatePreviewInput): Promise<{ subject: PreviewSubject; fields: Record<string, unknown> }> {
    const parsed = createPreviewInput.parse(input);
    switch (parsed.kind) {
      case 'post': {
        if (!(await kindOfPost(parsed.postId)))
          throw new DomainError('not_found', `There is no post ${parsed.postId}.`, { field: 'postId' });
        const fields: PostPreviewFields = { ...parsed.fields, content: sanitizeHtml(parsed.fields.content) };
        return { subject: { kind: 'post', postId: parsed.postId, lang: parsed.lang }, fields };
      }
      case 'text':
        return {
          subject: { kind: 'text', pageName: parsed.pageName, lang: parsed.lang },
          fields: { key: parsed.key, value: parsed.value },
        };
      case 'main-task':
        return {
          subject: { kind: 'main-task', category: parsed.category, lang: parsed.lang },
          fields: { html: parsed.html === null ? null : sanitizeHtml(parsed.html) },
        };
    }
  }

  return {
    /**
     * Stores a preview of what the editor holds, for `previewLifetimeHours`; at most
     * `previewsPerStaffPerHour` per staff member (429 `too_many_previews` beyond). Expired previews
     * are deleted first, so the table holds only live ones and the last hour's.
     */
    async create(input: CreatePreviewInput, staff: SignedInStaff): Promise<ConsolePreview> {
      const { subject, fields } = await storedParts(input);
      const taken = await limiter.takeAll([{ key: `preview:staff:${staff.id}`, windowMs: hourMs, limit: previewsPerStaffPerHour }]);
      if (!taken.ok) {
        throw new DomainError('too_many_previews', `At most ${previewsPerStaffPerHour} previews an hour.`, {
          retryAfterSeconds: taken.retryAfterSeconds,
        });
      }
      await cleanup();
      const createdAt = now();
      const row = {
        id: randomUUID(),
        subject,
        fields,
        staffId: staff.id,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + lifetimeMs),
      };
      await db.insert(contentPreviews).values(row);
      return consolePreview(row);
    },

    /** A live preview for the console's preview screen (the token included, for the link to copy); null when expired or unknown. */
    async get(id: string): Promise<ConsolePreview | null> {
      const preview = await this.read(id, { staff: true });
      return preview.found ? consolePreview(preview.preview) : null;
    },

    /**
     * The preview, for signed-in staff or with its token. An unknown id, a wrong token and no proof
     * at all are the same `missing`; an expired preview is `gone` only to whoever may see it.
     */
    async read(id: string, proof: PreviewProof): Promise<PreviewRead> {
      if (!previewIdPattern.test(id)) return { found: false, reason: 'missing' };
      const [row] = await db.select().from(contentPreviews).where(eq(contentPreviews.id, id)).limit(1);
      if (!row) return { found: false, reason: 'missing' };
      const allowed = 'staff' in proof || (await tokenMatches(proof.token, row.id, row.expiresAt));
      if (!allowed) return { found: false, reason: 'missing' };
      if (row.expiresAt.getTime() <= now().getTime()) return { found: false, reason: 'gone' };
      return { found: true, preview: { id: row.id, subject: row.subject as PreviewSubject, fields: row.fields, expiresAt: row.expiresAt } };
    },

    /**
     * The previewed post in `lang`, as its detail page reads it (whatever its status): the
     * preview's fields in the preview's language; in another, what the site would show there (the
     * saved translation, else the Korean: the previewed Korean when that is what is previewed).
     * Null when the post is gone.
     */
    async post(preview: Preview, lang: LanguageCode): Promise<PreviewedPost | null> {
      const subject = preview.subject;
      if (subject.kind !== 'post') return null;
      const [post] = await db.select().from(posts).where(eq(posts.id, subject.postId)).limit(1);
      if (!post) return null;
      const translations = await db.select().from(postTranslations).where(eq(postTranslations.postId, post.id));
      const fields = preview.fields as PostPreviewFields;
      const saved = translations.find((row) => row.lang === lang);
      type Version = Pick<PostPreviewFields, 'title' | 'content'> & {
        author?: string | null | undefined;
        thumbnailAlt?: string | null | undefined;
        seoTitle?: string | null | undefined;
        seoDescription?: string | null | undefined;
        seoImageUrl?: string | null | undefined;
      };
      const previewed: Version = { ...fields, seoImageUrl: subject.lang === sourceLanguage ? post.seoImageUrl : saved?.seoImageUrl };
      const [shownLang, version]: [LanguageCode, Version] =
        lang === subject.lang
          ? [lang, previewed]
          : saved
            ? [lang, saved]
            : subject.lang === sourceLanguage
              ? [sourceLanguage, previewed]
              : [sourceLanguage, post];
      const translated = new Set<string>([...translations.map((row) => row.lang), subject.lang]);
      const notice: NoticeDetail = {
        id: post.id,
        title: version.title,
        content: sanitizeHtml(version.content),
        thumbnail_url: post.thumbnailUrl,
        created_at: post.createdAt.toISOString(),
        author: version.author?.trim() ? version.author : null,
        lang: shownLang,
        languages: languageCodes.filter((code) => code === sourceLanguage || translated.has(code)),
        thumbnail_alt: version.thumbnailAlt ?? '',
        // As the public detail gives it (public-posts.ts): staff's own where set, else the defaults.
        seo: {
          title: version.seoTitle || version.title,
          description: version.seoDescription || excerpt(version.content),
          image: version.seoImageUrl || post.seoImageUrl || post.thumbnailUrl,
        },
      };
      if (post.kind === 'notice') return { kind: 'notice', detail: notice };
      const category = (subject.lang === sourceLanguage ? fields.category : undefined) ?? (post.category as CategoryKey);
      return { kind: 'library', detail: { ...notice, category, attachments: await publicAttachments(db, post.id) } };
    },

    /** A page's texts with the previewed one in place (its `{office.…}` placeholders filled, as the site does). */
    async pageTexts(preview: Preview, entries: readonly TranslationEntry[]): Promise<TranslationEntry[]> {
      const subject = preview.subject;
      if (subject.kind !== 'text') return [...entries];
      const { key, value } = preview.fields as { key: string; value: string | null };
      const filled = value === null ? null : fillOfficePlaceholders(value, officeViews(await office.details())[subject.lang]);
      const column = languageColumns[subject.lang];
      const found = entries.some((entry) => entry.key === key);
      const changed = entries.map((entry) => (entry.key === key ? { ...entry, [column]: filled } : entry));
      return found ? changed : [...changed, { ...emptyTranslationEntry(key), [column]: filled }];
    },

    /** The main-task contents with the previewed one in place (sanitized when stored). */
    mainTaskContents(preview: Preview, entries: readonly MainTaskContentEntry[]): MainTaskContentEntry[] {
      const subject = preview.subject;
      if (subject.kind !== 'main-task') return [...entries];
      const { html } = preview.fields as { html: string | null };
      const column = languageColumns[subject.lang];
      return entries.map((entry) => (entry.key === subject.category ? { ...entry, [column]: html } : entry));
    },

    /** Deletes expired previews (the hourly job, jobs/preview-cleanup.ts); how many. */
    cleanup,
  };
}

/** The public path of the preview's page in `lang` (the language last, as in every normal URL). */
export const previewPageUrl = (pagePath: string, lang: LanguageCode) => withLanguage(pagePath, lang);

export type PreviewsService = ReturnType<typeof createPreviewsService>;
