import type { PageName } from './pages.js';

/**
 * How much of a page's title and description a search engine shows, and how long they may be
 * stored (issue 28, "SEO per language"). Zod-free, so the console's bundle takes it from
 * `@office/contracts/browser`; `seo.ts` has the schemas.
 *
 * What the shown limits are based on (none of them is published as a rule; they are what results
 * pages show, and each engine changes them now and then):
 * - Title: Google cuts a result's title at about 600 CSS pixels of its 20 px font, about 60 Latin
 *   characters (Moz's and Semrush's long-running measurements of Google's results; Google's own
 *   guide, "Influencing your title links", says only that a long title is shortened).
 * - Description: about 155–160 characters on a desktop result and about 120 on a phone (Google's
 *   snippets are cut to the width of about two lines, ~920 px; "Control your snippets in search
 *   results" says a description may be any length and is shortened as needed).
 * - A CJK character, a Hangul syllable or a kana is drawn full width, about twice as wide as a
 *   Latin letter, so a Korean, Chinese or Japanese title shows about 30 characters. The limits are
 *   therefore in display width: such characters count 2, every other one 1 (`displayWidth`).
 *
 * The stored limits are the hard ones: longer than shown is allowed (the words past the cut still
 * count for the search, and another engine may show more), with a warning in the console; past the
 * stored limit the server refuses the text, naming its field.
 */

/** The width (in `displayWidth` units) of a title a search result shows whole. */
export const seoTitleLimit = 60;
/** The width of a description a desktop search result shows whole. */
export const seoDescriptionLimit = 155;
/** The width of a description a phone's search result shows whole. */
export const seoDescriptionMobileLimit = 120;
/** At most this many characters (UTF-16 units, as `maxLength` counts) are stored as a title. */
export const seoTitleMaxLength = 120;
/** At most this many characters are stored as a description. */
export const seoDescriptionMaxLength = 320;

/** What each of the two texts may be: its shown width and its stored length. */
export const seoTextLimits = {
  title: { shown: seoTitleLimit, max: seoTitleMaxLength },
  description: { shown: seoDescriptionLimit, max: seoDescriptionMaxLength },
} as const;
export type SeoTextKind = keyof typeof seoTextLimits;

/** The page texts (page-text-keys.ts) that are a page's title and description in search results. */
export const pageSeoTextKeys = { 'seo.title': 'title', 'seo.description': 'description' } as const satisfies Record<string, SeoTextKind>;
export type PageSeoTextKey = keyof typeof pageSeoTextKeys;
export const isPageSeoTextKey = (key: string): key is PageSeoTextKey => Object.hasOwn(pageSeoTextKeys, key);

/**
 * The public path of each page that has a search result of its own (the not-found page and the
 * template have none); a page's language version adds `?lang=` (`withLanguage`).
 */
export const pagePublicPaths = {
  홈: '/',
  회사소개: '/about',
  주요업무: '/mainTask',
  문의하기: '/contact',
  공지사항: '/notice',
  자료실: '/library',
  이용약관: '/terms',
  개인정보처리방침: '/privacy',
} as const satisfies Partial<Record<PageName, string>>;
export const pagePublicPath = (pageName: PageName): string | undefined => (pagePublicPaths as Partial<Record<PageName, string>>)[pageName];

/**
 * Full-width code points: Hangul Jamo and syllables, CJK ideographs, radicals, symbols and
 * punctuation, kana, Bopomofo, Yi, the full-width forms and the wide emoji and ideograph planes
 * (Unicode's East Asian Width W and F, in broad ranges).
 */
const wideCharacter =
  /[\u1100-\u115F\u231A\u231B\u2329\u232A\u23E9-\u23EC\u23F0\u23F3\u25FD\u25FE\u2614\u2615\u2648-\u2653\u267F\u2693\u26A1\u26AA\u26AB\u26BD\u26BE\u26C4\u26C5\u26CE\u26D4\u26EA\u26F2\u26F3\u26F5\u26FA\u26FD\u2705\u270A\u270B\u2728\u274C\u274E\u2753-\u2755\u2757\u2795-\u2797\u27B0\u27BF\u2B1B\u2B1C\u2B50\u2B55\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE10-\uFE19\uFE30-\uFE6F\uFF00-\uFF60\uFFE0-\uFFE6\u{16FE0}-\u{18CFF}\u{1B000}-\u{1B2FF}\u{1F004}\u{1F0CF}\u{1F18E}\u{1F191}-\u{1F19A}\u{1F200}-\u{1F64F}\u{1F680}-\u{1F6FF}\u{1F7E0}-\u{1F7EB}\u{1F90C}-\u{1F9FF}\u{1FA70}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u;
/** What takes no room of its own: format characters (zero-width space, joiners, marks of direction). */
const zeroWidth = /^[\p{Cf}\p{Mn}\p{Me}]+$/u;

/** The text's user-perceived characters: a letter with its combining marks, a flag, a joined emoji. */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  }
  // Without a segmenter (none of the supported browsers): code points, each mark joined to its letter.
  return text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
}

/** The width of one grapheme: 2 when its first character is full width, 0 for a format character, else 1. */
function graphemeWidth(grapheme: string): number {
  if (zeroWidth.test(grapheme)) return 0;
  return wideCharacter.test(String.fromCodePoint(grapheme.codePointAt(0)!)) ? 2 : 1;
}

/** Runs of white space (line breaks included) as one space, as a results page shows them. */
const collapseSpace = (text: string) => text.replace(/\s+/gu, ' ').trim();

/**
 * The text's display width: each full-width (CJK, Hangul, kana, wide emoji) character counts 2,
 * each other grapheme 1, format characters 0, after runs of white space become one space.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const grapheme of graphemes(collapseSpace(text))) width += graphemeWidth(grapheme);
  return width;
}

/** The mark a results page puts where it cut a text. */
export const snippetEllipsis = '…';

/**
 * The text as a results page shows it within `limit` (display width): whole when it fits, else cut
 * at a grapheme boundary, the space before the cut dropped, and "…" added (counted in the limit).
 */
export function truncateForSnippet(text: string, limit: number): string {
  const collapsed = collapseSpace(text);
  if (displayWidth(collapsed) <= limit) return collapsed;
  const room = Math.max(0, limit - displayWidth(snippetEllipsis));
  let width = 0;
  let kept = '';
  for (const grapheme of graphemes(collapsed)) {
    width += graphemeWidth(grapheme);
    if (width > room) break;
    kept += grapheme;
  }
  return `${kept.trimEnd()}${snippetEllipsis}`;
}

/** The stored length the limits count (`maxLength`'s: UTF-16 units). */
export const seoTextLength = (text: string) => text.trim().length;

/** How a title or description measures up: within the shown width, longer than shown, or over what is stored. */
export type SeoTextState = 'fits' | 'cut' | 'too-long';

export function seoTextState(kind: SeoTextKind, shown: string, stored: string = shown): SeoTextState {
  if (seoTextLength(stored) > seoTextLimits[kind].max) return 'too-long';
  return displayWidth(shown) > seoTextLimits[kind].shown ? 'cut' : 'fits';
}

/** A page's title as its head and its search result show it (apps/web's page head): `site | title`, or the site alone. */
export const shownPageTitle = (siteName: string, title: string) => (title.trim() ? `${siteName} | ${title.trim()}` : siteName);

/**
 * Why a page text cannot be stored as the page's search title or description (over its stored
 * length), naming the text; null when it can (and for every other key).
 */
export function pageSeoTextProblem(key: string, value: string | null): string | null {
  if (value === null || !isPageSeoTextKey(key)) return null;
  const { max } = seoTextLimits[pageSeoTextKeys[key]];
  return seoTextLength(value) > max ? `${key} is at most ${max} characters` : null;
}
