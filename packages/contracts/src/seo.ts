import { storableText } from './storable.js';
import { seoDescriptionMaxLength, seoTitleMaxLength } from './seo-rules.js';

/*
 * A title and a description for search results and shares, set per post or page and language
 * (issue 28): the rules and limits are in seo-rules.ts (zod-free, for the browser too), re-exported
 * here; these are the schemas of the stored texts.
 */
export * from './seo-rules.js';

/**
 * A stored search text: storable (no NUL, no lone surrogate; NFC), trimmed, at most `max`
 * characters, the error naming `field`. Optional: absent, the page keeps today's default (its
 * title and excerpt). An empty string stays empty; a service stores it as "not set".
 */
export const seoText = (field: string, max: number) =>
  storableText({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} is at most ${max} characters` })
    .optional();

/** A post's or page's own title in search results (longer than `seoTitleLimit` is cut there, and warned of). */
export const seoTitle = seoText('seoTitle', seoTitleMaxLength);
/** Its own description in search results (longer than `seoDescriptionLimit` is cut there, and warned of). */
export const seoDescription = seoText('seoDescription', seoDescriptionMaxLength);
