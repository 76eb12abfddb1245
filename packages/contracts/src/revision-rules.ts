import { type LanguageCode, languageCodes, type TranslationLanguage, translationLanguages } from './languages.js';
import { type CategoryKey, categoryKeys } from './pages.js';

/**
 * Revisions (decision 0049): what each save of content kept, named by its subject. Zod-free, so the
 * console names a subject by the very rule the server reads it by.
 */

/** What a revision is of: a post's Korean source or one translation, a page text or a main-task content in one language. */
export type RevisionSubject =
  | { kind: 'post'; postId: number; lang: 'ko' | TranslationLanguage }
  | { kind: 'text'; keyId: number; lang: LanguageCode }
  | { kind: 'main-task'; category: CategoryKey; lang: LanguageCode };

/** Why a revision was kept: a save, or a restore (a save of an older revision's fields). */
export const revisionReasons = ['save', 'restore'] as const;
export type RevisionReason = (typeof revisionReasons)[number];

/** A post's Korean source is `post:12`, its English `post:12:en`. */
export const postRevisionSubject = (postId: number, lang: 'ko' | TranslationLanguage = 'ko') =>
  lang === 'ko' ? `post:${postId}` : `post:${postId}:${lang}`;
export const textRevisionSubject = (keyId: number, lang: LanguageCode) => `text:${keyId}:${lang}`;
export const mainTaskRevisionSubject = (category: CategoryKey, lang: LanguageCode) => `main-task:${category}:${lang}`;

// Language codes and category keys are letters, digits and hyphens: nothing to escape.
const alternatives = (values: readonly string[]) => values.join('|');
const id = '[1-9][0-9]{0,9}';

/** A subject as the API takes it: nothing else parses (no spaces, no other language or category). */
export const revisionSubjectPattern = /* @__PURE__ */ new RegExp(
  `^(?:post:${id}(?::(?:${alternatives(translationLanguages)}))?` +
    `|text:${id}:(?:${alternatives(languageCodes)})` +
    `|main-task:(?:${alternatives(categoryKeys)}):(?:${alternatives(languageCodes)}))$`,
);

/** The subject's parts, or null for a string that is not one. */
export function parseRevisionSubject(subject: string): RevisionSubject | null {
  if (!revisionSubjectPattern.test(subject)) return null;
  const [kind, first, lang] = subject.split(':') as [string, string, string | undefined];
  if (kind === 'post') return { kind, postId: Number(first), lang: (lang ?? 'ko') as 'ko' | TranslationLanguage };
  if (kind === 'text') return { kind, keyId: Number(first), lang: lang as LanguageCode };
  return { kind: 'main-task', category: first as CategoryKey, lang: lang as LanguageCode };
}

/** The fields each kind of subject keeps, in the order the console compares them. */
export const revisionFieldNames = {
  post: ['title', 'content', 'author', 'thumbnailAlt', 'category', 'seoTitle', 'seoDescription', 'seoImageUrl'],
  text: ['value'],
  'main-task': ['content'],
} as const satisfies Record<RevisionSubject['kind'], readonly string[]>;

/** The fields that hold HTML: the console compares their text, not their markup. */
export const revisionHtmlFields: readonly string[] = ['content'];

/** Settings' defaults and bounds (REVISIONS_KEEP, REVISIONS_MAX_AGE_DAYS; docs/configuration.md). */
export const revisionDefaults = { keep: 50, maxAgeDays: 365 } as const;
