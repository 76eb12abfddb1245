import { z } from 'zod';
import { isStorableText, storableText, unstorableTextMessage } from './storable.js';
import {
  type ContentSizeLimit,
  contentSizeLimitNames,
  contentSizeLimits,
  type PostStatus,
  postStatuses,
  textGridFilters,
  type TranslationState,
  utf8ByteLength,
} from './console-rules.js';
import { categoryKey, languageCode, pageName } from './enums.js';
import { type LanguageCode, type TranslationLanguage, translationLanguages } from './languages.js';
import type { CategoryKey, PageName } from './pages.js';
import { maxListPage } from './page-urls.js';
import { postId, postKind, type PostKind } from './posts.js';
import { seoDescription, seoTitle } from './seo.js';
import { officePlaceholderNames, unknownOfficePlaceholders } from './office.js';
import { pageSeoTextProblem } from './seo-rules.js';

/**
 * The staff console's content API (decision 0010): notices and library items, their files, the
 * texts of every page in five languages and the main-task contents. Inputs are zod schemas; answers
 * are plain types (the server builds them, the console only reads them).
 */

// --- Size limits ----------------------------------------------------------------------------------

/**
 * A long text within its size limit (`contentSizeLimits`), then storable. The size comes first and
 * ends the checks, so a text over it is refused without reading it further; its issue carries the
 * limit's name, by which the API answers 413 naming the field (`oversizedText`).
 */
function sizeLimitedText(limit: ContentSizeLimit, within: (value: string) => boolean, error: string, required?: string) {
  return (
    z
      .string(required === undefined ? undefined : { error: required })
      .refine(within, { error, params: { sizeLimit: limit }, abort: true })
      .refine(isStorableText, { error: unstorableTextMessage, abort: true })
      // Stored in NFC, as every text is (`storableText`): what search reads.
      .overwrite((value) => value.normalize('NFC'))
  );
}

/** HTML of a post, a translation or a main-task content: at most `contentSizeLimits.htmlBytes` in UTF-8. */
const htmlBody = (field: string) =>
  sizeLimitedText(
    'htmlBytes',
    (value) => utf8ByteLength(value) <= contentSizeLimits.htmlBytes,
    `${field} is at most ${contentSizeLimits.htmlBytes.toLocaleString('en')} bytes (UTF-8)`,
    `${field} is required`,
  );

const isSizeLimit = (value: unknown): value is ContentSizeLimit => contentSizeLimitNames.includes(value as ContentSizeLimit);

/**
 * The first text over its size limit among a failed parse's issues: its field (the issue's path),
 * the limit it broke and the schema's English sentence; undefined when none is.
 */
export function oversizedText(
  issues: readonly z.core.$ZodIssue[],
): { field: string; limit: ContentSizeLimit; message: string } | undefined {
  for (const issue of issues) {
    const limit: unknown = issue.code === 'custom' ? issue.params?.sizeLimit : undefined;
    if (isSizeLimit(limit)) return { field: issue.path.map(String).join('.'), limit, message: issue.message };
  }
  return undefined;
}

// --- Notices and library items ---------------------------------------------------------------------

export const postStatus = z.enum(postStatuses);

const postTitle = storableText({ error: 'title is required' })
  .trim()
  .min(1, { error: 'title is required' })
  .max(200, { error: 'title is at most 200 characters' });
/** The editor's HTML; the server sanitizes it on save with the site's allow-list. */
const postContent = htmlBody('content');
const postAuthor = storableText().trim().max(100, { error: 'author is at most 100 characters' });
/** What a screen reader says for the thumbnail; empty: the picture is decorative. */
const thumbnailAlt = storableText().trim().max(300, { error: 'thumbnailAlt is at most 300 characters' });
/** A language a post can be translated into (the Korean is the source). */
export const translationLanguage = z.enum(translationLanguages, { error: `lang must be one of ${translationLanguages.join(', ')}` });
/** An uploaded file's id (the answer of an upload). */
export const storedFileId = z.uuid({ error: 'must be the id an upload returned' });

export const consolePostListInput = z.object({
  kind: postKind,
  /** Words in the title or the text (not the markup), any case. */
  search: storableText().trim().max(200).optional(),
  status: postStatus.optional(),
  category: categoryKey.optional(),
  /** Only posts whose translation into this language is missing or outdated. */
  needsTranslation: translationLanguage.optional(),
  page: z.number().int().min(1).max(maxListPage).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type ConsolePostListInput = z.input<typeof consolePostListInput>;

export const consolePostIdInput = z.object({ id: postId });

/**
 * The picture shares show for a post in a language: a path of the site's own files or images (one
 * of the post's pictures, chosen in the editor), never another site's address.
 */
export const seoImagePath = storableText()
  .trim()
  .max(500, { error: 'seoImageUrl is at most 500 characters' })
  .regex(/^\/(files|images)\/[A-Za-z0-9._~%\-/]+$/, { error: 'seoImageUrl must be a path of this site under /files/ or /images/' })
  .refine((path) => !path.includes('..') && !path.includes('//'), { error: 'seoImageUrl must be a plain path' });

/** A post's search and share texts in one language; null or empty: the defaults (its title, excerpt, thumbnail). */
const seoFields = {
  seoTitle: seoTitle.nullable(),
  seoDescription: seoDescription.nullable(),
  seoImageUrl: z
    .union([seoImagePath, z.literal('')])
    .nullable()
    .optional(),
};

const newPostFields = {
  ...seoFields,
  title: postTitle,
  content: postContent,
  /** Omitted or empty: the signed-in staff member's display name. */
  author: postAuthor.optional(),
  thumbnailAlt: thumbnailAlt.optional(),
  /** A thumbnail uploaded at /admin/api/thumbnails. */
  thumbnailId: storedFileId.nullable().optional(),
};

/** A new post is a draft; library items need a category, notices have none. */
export const createPostInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notice'), ...newPostFields }),
  z.object({ kind: z.literal('library'), category: categoryKey, ...newPostFields }),
]);
export type CreatePostInput = z.output<typeof createPostInput>;

/** Only the fields sent change. */
export const updatePostInput = z.object({
  id: postId,
  title: postTitle.optional(),
  content: postContent.optional(),
  /** null: the site's default author label. */
  author: postAuthor.nullable().optional(),
  /** null or empty: decorative. */
  thumbnailAlt: thumbnailAlt.nullable().optional(),
  /** Library items only. */
  category: categoryKey.optional(),
  /** null removes the thumbnail. */
  thumbnailId: storedFileId.nullable().optional(),
  ...seoFields,
});
export type UpdatePostInput = z.output<typeof updatePostInput>;

export const removeAttachmentInput = z.object({ postId, fileId: storedFileId });

/** Saves a post's translation into one language, as made against the Korean source as it is now. */
export const setPostTranslationInput = z.object({
  postId,
  lang: translationLanguage,
  title: postTitle,
  content: postContent,
  /** Omitted, null or empty: the site's default author label in that language. */
  author: postAuthor.nullable().optional(),
  thumbnailAlt: thumbnailAlt.nullable().optional(),
  ...seoFields,
});
export type SetPostTranslationInput = z.output<typeof setPostTranslationInput>;

const scheduleMoment = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time with its offset (ISO 8601)` }).nullable();

/**
 * A post's schedule: when a draft is published, when a published post is taken down (null: not
 * planned). The server checks the moments against its clock (in the future, within
 * `maxScheduleAheadDays`) and the post's status.
 */
export const schedulePostInput = z
  .object({ id: postId, publishAt: scheduleMoment('publishAt'), unpublishAt: scheduleMoment('unpublishAt') })
  .refine((input) => !input.publishAt || !input.unpublishAt || Date.parse(input.unpublishAt) > Date.parse(input.publishAt), {
    error: 'unpublishAt must come after publishAt',
    path: ['unpublishAt'],
  });
export type SchedulePostInput = z.output<typeof schedulePostInput>;

/** Removes a translation (visitors then see the Korean), or marks an outdated one as still current. */
export const postTranslationInput = z.object({ postId, lang: translationLanguage });
export type PostTranslationInput = z.output<typeof postTranslationInput>;

export interface ConsolePostSummary {
  id: number;
  kind: PostKind;
  category: CategoryKey | null;
  title: string;
  status: PostStatus;
  author: string | null;
  thumbnailUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the scheduler publishes this draft (ISO 8601), or null. */
  publishAt: string | null;
  /** When the scheduler takes this post off the site, or null. */
  unpublishAt: string | null;
  /** Each language's translation: missing, current or outdated (the Korean changed after it was saved). */
  translations: Record<TranslationLanguage, TranslationState>;
}

export interface ConsolePostPage {
  items: ConsolePostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ConsoleAttachment {
  id: string;
  name: string;
  size: number;
  contentType: string;
  url: string;
}

export interface ConsolePostTranslation {
  title: string;
  /** Sanitized HTML, as saved. */
  content: string;
  author: string | null;
  thumbnailAlt: string | null;
  state: Exclude<TranslationState, 'missing'>;
  updatedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImageUrl: string | null;
}

export interface ConsolePost extends ConsolePostSummary {
  /** Sanitized HTML, as saved. */
  content: string;
  thumbnailAlt: string | null;
  /** The Korean page's own title, description and sharing picture for search engines; null: the defaults. */
  seoTitle: string | null;
  seoDescription: string | null;
  seoImageUrl: string | null;
  attachments: ConsoleAttachment[];
  /** The saved translations; a language without one is missing. */
  translationTexts: Partial<Record<TranslationLanguage, ConsolePostTranslation>>;
}

// --- Files ----------------------------------------------------------------------------------------

export const thumbnailVariants = {
  w800: { width: 800, height: 450 },
  w400: { width: 400, height: 225 },
} as const;
export type ThumbnailVariant = keyof typeof thumbnailVariants;

/** The answer of POST /admin/api/thumbnails: pass `id` as `thumbnailId` to posts.create/update. */
export interface UploadedThumbnail {
  id: string;
  /** The 800×450 WebP, what `thumbnail_url` of the post becomes. */
  url: string;
  variants: Record<ThumbnailVariant, { url: string; width: number; height: number }>;
}

// --- Texts ----------------------------------------------------------------------------------------

export const textGridInput = z
  .object({
    pageName: pageName.optional(),
    /** missing: a language has no text. outdated: the Korean changed after the translation was saved. */
    filter: z.enum(textGridFilters).default('all'),
    /** Apply the filter to this language only. */
    lang: languageCode.optional(),
  })
  .default({ filter: 'all' });
export type TextGridInput = z.input<typeof textGridInput>;

export const textKeyName = z
  .string({ error: 'key is required' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, { error: 'key: letters, digits, dots, dashes and underscores, at most 100' });
const textValue = sizeLimitedText(
  'pageTextCharacters',
  (value) => value.length <= contentSizeLimits.pageTextCharacters,
  `a text is at most ${contentSizeLimits.pageTextCharacters.toLocaleString('en')} characters`,
).refine((value) => unknownOfficePlaceholders(value).length === 0, {
  // A misspelt `{office.phon}` would reach visitors as it is written.
  error: `names an office detail that does not exist; the details are ${officePlaceholderNames.map((name) => `{office.${name}}`).join(', ')}`,
});

/** null removes the translation (the site then shows the Korean); the Korean source cannot be removed. */
export const setTextInput = z
  .object({ pageName, key: textKeyName, lang: languageCode, value: textValue.nullable() })
  // A page's search title and description (`seo.title`, `seo.description`) have a stored limit of their own.
  .superRefine((input, ctx) => {
    const problem = pageSeoTextProblem(input.key, input.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export const addTextKeyInput = z.object({ pageName, key: textKeyName, korean: textValue.optional() });
export const removeTextKeyInput = z.object({ pageName, key: textKeyName });

export interface TextCell {
  value: string;
  updatedAt: string;
}

export interface TextGridRow {
  pageName: PageName;
  key: string;
  /** The key's id, its revisions' name (`text:<id>:<lang>`); null for a catalogue key never saved. */
  keyId: number | null;
  /** The website reads this key (`pageTextKeys`): it cannot be removed. */
  inCatalogue: boolean;
  values: Record<LanguageCode, TextCell | null>;
  missing: LanguageCode[];
  outdated: LanguageCode[];
}

export const mainTaskGetInput = z.object({ category: categoryKey });
export const mainTaskSetInput = z.object({
  category: categoryKey,
  lang: languageCode,
  html: htmlBody('html').nullable(),
});

export interface MainTaskContent {
  category: CategoryKey;
  /** Sanitized HTML per language. */
  values: Record<LanguageCode, TextCell | null>;
  missing: LanguageCode[];
  outdated: LanguageCode[];
}
