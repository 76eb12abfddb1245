import { z } from 'zod';
import { categoryKey, languageCode } from './enums.js';
import { mainTaskSetInput, setPostTranslationInput, setTextInput } from './console-content.js';
import type { LanguageCode } from './languages.js';
import type { CategoryKey, PageName } from './pages.js';
import { postId } from './posts.js';

/**
 * Previews of unsaved or draft content (issue 28, decision 0050): what an editor holds now, shown
 * in the real page at `/preview/<id>` to signed-in staff, or to whoever has the link's token.
 */

/**
 * How long a preview link works. A day: long enough to send the link to a colleague and have it
 * read that day; short enough that a link that leaked soon shows nothing that was not published.
 */
export const previewLifetimeHours = 24;
/** How many previews one staff member may make in an hour (a click each): no one fills the table. */
export const previewsPerStaffPerHour = 60;

/**
 * A post's fields as its editor holds them, with the limits a save has: the Korean source's or a
 * translation's (`lang`). Files (the thumbnail, attachments) are the saved ones.
 */
export const postPreviewFields = setPostTranslationInput
  .pick({ title: true, content: true, author: true, thumbnailAlt: true, seoTitle: true, seoDescription: true })
  .partial({ seoTitle: true, seoDescription: true })
  .extend({ category: categoryKey.optional() });
export type PostPreviewFields = z.output<typeof postPreviewFields>;

/** What to preview: a saved post with one language's fields, one page text, or one main-task content, each with a save's rules. */
export const createPreviewInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), postId, lang: languageCode, fields: postPreviewFields }),
  setTextInput.extend({ kind: z.literal('text') }),
  mainTaskSetInput.extend({ kind: z.literal('main-task') }),
]);
export type CreatePreviewInput = z.input<typeof createPreviewInput>;

/** A preview's id: a random UUID. */
export const previewIdInput = z.object({ id: z.uuid() });

/** What a preview stands for, as stored (the table's `subject`). */
export type PreviewSubject =
  | { kind: 'post'; postId: number; lang: LanguageCode }
  | { kind: 'text'; pageName: PageName; lang: LanguageCode }
  | { kind: 'main-task'; category: CategoryKey; lang: LanguageCode };

/** The answer of `previews.create` and `previews.get`. */
export interface ConsolePreview {
  id: string;
  /** Signs the link for someone without a session (a colleague); the console adds it to the copied link only. */
  token: string;
  /** ISO 8601. */
  expiresAt: string;
  /** `/preview/<id>`: add `?lang=` for the page's language, `token=` for a colleague. */
  path: string;
  subject: PreviewSubject;
  /** The public page it shows (`/notice/12`, `/mainTask?tab=category2`). */
  pagePath: string;
}
