/**
 * The two HTML helpers of docs/product.md#html-helpers: strip images from HTML, and reduce HTML to plain text. Used for
 * list excerpts, which are rendered as text, never as HTML, so a tolerant regex pass is enough.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function removeImages(html: string): string {
  // Elements that wrap image content go whole; then lone <img> and <source> tags.
  return html.replace(/<(picture|svg|figure)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<(img|source)\b[^>]*>/gi, '');
}

export function htmlToPlainText(html: string): string {
  return removeImages(html)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A plain-text excerpt of at most `maxLength` characters, cut at a word boundary where one is near. */
export function excerpt(html: string, maxLength = 160): string {
  const text = htmlToPlainText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Renumbers the headings of a piece of HTML so that its highest heading is `topLevel` and no level
 * is skipped below the page's own heading (WCAG 1.3.1, heading order). Editors often start posts
 * at h3, or with an h1 that would compete with the page's title.
 */
export function normalizeHeadings(html: string, topLevel = 2): string {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = topLevel - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])\b/gi,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Math.max(1, Number(level) + shift))}`,
  );
}

/**
 * Tables in article HTML scroll sideways on a narrow screen (the site's CSS); a region that
 * scrolls must be reachable by keyboard (WCAG 2.1.1), so each table gets `tabindex="0"`.
 */
export function focusableTables(html: string): string {
  return html.replace(/<table\b(?![^>]*\btabindex=)/gi, '<table tabindex="0"');
}
