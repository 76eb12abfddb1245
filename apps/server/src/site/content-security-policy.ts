import { createHash, randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of every HTML page (decision 0012). Scripts run only when the page
 * vouches for them: by the SHA-256 hash of each inline script (website pages, rendered whole and
 * kept in the page cache, sent to many visitors, so they cannot carry one visitor's nonce) or by a
 * nonce (the console's index.html, read for each response). 'strict-dynamic' then trusts what those scripts load
 * (the bundle's modules and lazy chunks, the Maps API), and nothing else: no 'unsafe-inline' for
 * scripts, no host lists that an injected <script src> could abuse.
 */

/** Where the Maps JavaScript API loads from, per Google's CSP guide for it. Only with a key. */
const googleMaps = {
  // The origin and blob: are ignored by browsers that know 'strict-dynamic' (which trust the script
  // the page inserts) and kept for older ones; 'unsafe-eval' holds in all, as Google's guide asks.
  script: ['https://maps.googleapis.com', 'blob:', "'unsafe-eval'"],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
} as const;

export interface PolicyOptions {
  /** A Google Maps key is configured: allow the origins the live map uses. */
  googleMaps: boolean;
  /** Pages of this site may frame it (a preview, shown in the console: decision 0050); otherwise no one may. */
  framedBySelf?: boolean;
  /** It frames pages of this site (the console's preview screen frames /preview/…: decision 0050). */
  framesSelf?: boolean;
}

/** What vouches for a page's scripts: a nonce, or the hashes of its inline scripts. */
export type ScriptTrust = { nonce: string } | { hashes: string[] };

/** 128 random bits, base64: a new one for each response that carries a nonce. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a website page or the console. 'self' in script-src only matters to browsers too
 * old for 'strict-dynamic' (CSP 2), which ignore it otherwise; the same goes for the Maps origin.
 */
export function pagePolicy(trust: ScriptTrust, { googleMaps: maps, framedBySelf = false, framesSelf = false }: PolicyOptions): string {
  const sources = 'nonce' in trust ? [`'nonce-${trust.nonce}'`] : trust.hashes.map((hash) => `'${hash}'`);
  const withMaps = (own: string[], google: readonly string[]) => (maps ? [...own, ...google] : own);
  return serialize({
    'default-src': ["'self'"],
    'script-src': withMaps([...sources, "'strict-dynamic'", "'self'"], googleMaps.script),
    // Style attributes (React and TanStack Router render a few, Tiptap's tables keep column widths
    // in them) and the <style> elements the map and the editor insert need 'unsafe-inline'; so no
    // nonce or hash may appear here, or browsers would ignore it.
    'style-src': withMaps(["'self'", "'unsafe-inline'"], googleMaps.style),
    'img-src': withMaps(["'self'", 'data:', 'blob:'], googleMaps.img),
    'font-src': withMaps(["'self'"], googleMaps.font),
    'connect-src': withMaps(["'self'"], googleMaps.connect),
    'frame-src': framesSelf ? ["'self'"] : maps ? [...googleMaps.frame] : ["'none'"],
    // The inquiry form's proof-of-work widget (ALTCHA) runs its solver in a worker from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
    'form-action': ["'self'"],
  });
}

/**
 * `pnpm dev` only (decision 0017): Vite's client is a parser-inserted script and React Refresh's
 * preamble an inline one that changes, which no hash or nonce can vouch for; so scripts of this
 * origin and inline ones run, and the hot-reload socket may connect. The production policy above
 * is what the browser tests check, on the build.
 */
export function developmentPolicy(): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The policy of other HTML the server sends whole (the REST API's reference page): its inline
 * scripts by hash, its own files by origin, without 'strict-dynamic' (its <script src> is
 * parser-inserted).
 */
export function documentPolicy(html: string): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html).map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
}

/** For HTML streamed without a policy of its own (a bug): no script runs at all. */
export const noScriptPolicy = serialize({
  'default-src': ["'self'"],
  'script-src': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
});

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Script types a browser runs; any other type (JSON-LD) is a data block, outside script-src. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Every inline script a browser would run in this HTML, as its text. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!executableTypes.has(typeValue)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

/**
 * `sha256-…` of each distinct inline script, as the browser computes it: over the element's text
 * exactly as written (script is a raw-text element: no entities are decoded), in UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map((text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  return [...new Set(hashes)];
}

/** `nonce` on every script and module preload of a static HTML file (the console's index.html). */
export function addNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b/gi, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\brel\s*=\s*["']?modulepreload)/gi, `<link nonce="${nonce}"`);
}

/** The policies of one site's pages, its Maps setting bound. */
export function pagePolicies(options: PolicyOptions) {
  return {
    /** For finished HTML (a cached page): its inline scripts by hash. */
    forHtml: (html: string) => pagePolicy({ hashes: inlineScriptHashes(html) }, options),
  };
}
