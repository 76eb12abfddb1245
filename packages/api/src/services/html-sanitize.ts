import sanitize from 'sanitize-html';

/**
 * The one allow-list for rich-text HTML: notices, library items and main-task contents are passed
 * through it before the API serves them, and the staff console will pass what it saves through the
 * same list. Anything not named here is removed; the content of script-like elements goes with it.
 */

/** Link targets: web pages, and the e-mail and phone links an office notice points visitors to. */
const linkSchemes = ['http', 'https', 'mailto', 'tel'];
/** Images load over the web only: no `data:` (which can carry HTML or SVG), no other schemes. */
const imageSchemes = ['http', 'https'];
/** The enumerated attribute values kept; any other value drops the attribute. */
const loadingValues = ['lazy', 'eager'];
const scopeValues = ['row', 'col', 'rowgroup', 'colgroup'];

/**
 * Characters a browser or an old parser may skip or read past in front of (or inside) a scheme:
 * C0 controls and space, DEL, the replacement character, zero-width and bidi marks, line and
 * paragraph separators, no-break and other Unicode spaces, the byte-order mark.
 */
const invisible = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\ufffd]/g;

/**
 * A second, stricter URL check on top of sanitize-html's own: with every invisible character
 * removed, the value must be relative (no scheme before the first `/`, `?` or `#`, and not
 * protocol-relative `//host`) or use one of `schemes`. sanitize-html strips only C0 controls, so
 * `&#xFEFF;javascript:` would otherwise pass as a "relative" URL: harmless in today's browsers,
 * but not something to serve.
 */
function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  const url = value.replace(invisible, '');
  if (/^[\\/]{2}/.test(url)) return false;
  const scheme = /^([^/?#]*?):/.exec(url)?.[1];
  return scheme === undefined || schemes.includes(scheme.toLowerCase());
}

/** A small positive integer (image sizes, table spans, list starts), or undefined. */
const smallInteger = (value: string | undefined, max: number): string | undefined =>
  value !== undefined && /^\s*\d{1,5}\s*$/.test(value) && Number(value) <= max ? String(Number(value)) : undefined;

type Attributes = sanitize.Attributes;

/** The value, trimmed and lower-cased, when it is one of `allowed`; else undefined. */
const oneOf = (value: string | undefined, allowed: readonly string[]): string | undefined => {
  const normalized = value?.trim().toLowerCase();
  return normalized !== undefined && allowed.includes(normalized) ? normalized : undefined;
};

/** Keeps only the named attributes whose values are defined. */
function pick(entries: Record<string, string | undefined>): Attributes {
  const out: Attributes = {};
  for (const [name, value] of Object.entries(entries)) if (value !== undefined) out[name] = value;
  return out;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The sanitize-html options. Frozen: read it (tests, the console), never change it in place. */
export const htmlAllowList: Readonly<sanitize.IOptions> = deepFreeze({
  // What a rich-text editor produces for notices and legal documents; nothing that runs code,
  // loads another document (iframe, object, embed), submits data (form, input, button) or
  // changes the page (base, meta, link, style). svg and math are out: both have their own
  // parsing rules, the source of most mutation-XSS tricks.
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // No style, class or id anywhere: the site styles the content itself, and ids could clash with
  // (or clobber) the page's own. No on* handlers, as no attribute outside this list survives.
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', values: ['_blank'] }, { name: 'rel', values: ['noopener noreferrer'] }],
    img: ['src', 'alt', 'width', 'height', { name: 'loading', values: loadingValues }],
    // `start` lets a numbered list continue after a paragraph, as editors write it.
    ol: ['start'],
    th: ['colspan', 'rowspan', { name: 'scope', values: scopeValues }],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: linkSchemes,
  allowedSchemesByTag: { img: imageSchemes },
  // `//host/...` looks relative but leaves the site; editors write full https:// URLs instead.
  allowProtocolRelative: false,
  // Relative URLs (`/contact`, `#top`, `files/a.pdf`) have no scheme and are kept.
  transformTags: {
    // Only `_blank` as a target, and then always rel="noopener noreferrer", so the opened page
    // cannot reach back to this one through window.opener. Unsafe hrefs are dropped here already.
    a: (tagName: string, attribs: Attributes) => {
      const blank = oneOf(attribs.target, ['_blank']) !== undefined;
      return {
        tagName,
        attribs: pick({
          href: attribs.href !== undefined && isSafeUrl(attribs.href, linkSchemes) ? attribs.href.trim() : undefined,
          title: attribs.title,
          target: blank ? '_blank' : undefined,
          rel: blank ? 'noopener noreferrer' : undefined,
        }),
      };
    },
    img: (tagName: string, attribs: Attributes) => ({
      tagName,
      attribs: pick({
        src: attribs.src !== undefined && isSafeUrl(attribs.src, imageSchemes) ? attribs.src.trim() : undefined,
        alt: attribs.alt,
        width: smallInteger(attribs.width, 10_000),
        height: smallInteger(attribs.height, 10_000),
        loading: oneOf(attribs.loading, loadingValues),
      }),
    }),
    ol: (tagName: string, attribs: Attributes) => ({ tagName, attribs: pick({ start: smallInteger(attribs.start, 99_999) }) }),
    th: (tagName: string, attribs: Attributes) => ({ tagName, attribs: tableCell(attribs, true) }),
    td: (tagName: string, attribs: Attributes) => ({ tagName, attribs: tableCell(attribs, false) }),
  },
  // An image whose source was removed would show as a broken image: drop it.
  exclusiveFilter: (frame: sanitize.IFrame) => frame.tag === 'img' && !frame.attribs.src,
  // A disallowed tag goes but its text stays (a stray <font> or <section> keeps its words)...
  disallowedTagsMode: 'discard',
  // ...except these, whose content is code, another document, or markup that the browser parses
  // differently from htmlparser2 (noscript, template, svg, math: the mutation-XSS family). Their
  // whole content is dropped with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'plaintext',
    'listing',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'title',
    'head',
    'iframe',
    'frame',
    'frameset',
    'object',
    'applet',
    'embed',
    'svg',
    'math',
  ],
});

function tableCell(attribs: Attributes, header: boolean): Attributes {
  return pick({
    colspan: smallInteger(attribs.colspan, 1000),
    rowspan: smallInteger(attribs.rowspan, 65_534),
    scope: header ? oneOf(attribs.scope, scopeValues) : undefined,
  });
}

/** The HTML with everything outside `htmlAllowList` removed. Safe to render as HTML. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, htmlAllowList);
}
