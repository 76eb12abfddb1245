/**
 * Staff's redirects and the 404 paths they are made from (decision 0047): which paths may be
 * redirected, to where, and the one normal form both are compared in. Zod-free, so the console
 * checks a path as it is typed by the very rule the server refuses it by.
 */

/** A redirect's from- and to-path, in normal form, at most this long. */
export const redirectPathMaxLength = 500;
/** A 404 path is counted only up to this length: longer ones are not an address anyone types or links. */
export const notFoundPathMaxLength = 300;

/** Why a path cannot be a redirect's from-path (or, for the first three, its to-path). */
export const redirectPathProblems = [
  /** Not a path of this site: it does not start with one `/` (an address elsewhere, `//host`). */
  'not_a_site_path',
  /** Over `redirectPathMaxLength` once in normal form. */
  'too_long',
  /** A control character, a backslash or a space: no link has one, and a backslash is read as `/` by browsers. */
  'bad_character',
  /** The home page: redirecting it would send the whole site away. */
  'home',
  /** The API, the console, uploaded files or the build's assets: never pages, answered before redirects are. */
  'reserved',
  /** A file (an image, a script): only pages are redirected (old sites' `.html`, `.php`, `.asp`, `.jsp` pages are pages). */
  'file',
  /** A from-path names what follows `#`, which browsers never send. */
  'fragment',
] as const;
export type RedirectPathProblem = (typeof redirectPathProblems)[number];

/** Paths under these are never pages: the API, tRPC, the console, uploaded files, the build's assets. */
const reservedPath = /^\/(api|trpc|admin|files|assets|\.well-known)(\/|$)/i;
/** A file name's extension at the end of a path. */
const extension = /\.([a-z0-9]{1,8})$/i;
/** The extensions of other sites' pages a from-path may end in (old addresses kept alive). */
const pageExtensions = /* @__PURE__ */ new Set(['html', 'htm', 'php', 'asp', 'aspx', 'jsp', 'do', 'cgi']);
const badCharacter = /[\u0000-\u0020\u007f-\u009f\\]/;

/** Percent escapes in upper case (`%ec` and `%EC` name the same byte), as the URL parser writes new ones. */
const upperEscapes = (path: string) => (path.includes('%') ? path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()) : path);

/** A path without its trailing slashes (`/` stays `/`), its escapes in upper case. */
export function normalRequestPath(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* "/" */) end -= 1;
  return upperEscapes(end === path.length ? path : path.slice(0, end));
}

/**
 * A query in normal form: its parameters sorted by name (each name's values in their order) and
 * written as URLSearchParams writes them, so `?b=2&a=1` and `?a=1&b=2` are one query.
 */
export function normalQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}

/**
 * What a path typed by staff is, in normal form: resolved as a browser resolves a link (dot
 * segments, escapes for spaces and non-ASCII letters), its trailing slash dropped, its query
 * sorted when `sortQuery` (a from-path, compared with requests), kept as typed otherwise (a
 * to-path, sent as it is). The problem when it is not a path of this site.
 */
function parseSitePath(
  input: string,
  { sortQuery }: { sortQuery: boolean },
): { path: string; query: string; fragment: string } | { problem: RedirectPathProblem } {
  const typed = input.trim();
  if (!typed.startsWith('/') || typed.startsWith('//')) return { problem: 'not_a_site_path' };
  if (badCharacter.test(typed)) return { problem: 'bad_character' };
  let url: URL;
  try {
    url = new URL(typed, 'http://site.invalid');
  } catch {
    return { problem: 'not_a_site_path' };
  }
  // `/.//host` resolves to `//host`: an address elsewhere once sent.
  if (url.host !== 'site.invalid' || url.pathname.startsWith('//')) return { problem: 'not_a_site_path' };
  const query = url.search.slice(1);
  return { path: normalRequestPath(url.pathname), query: sortQuery ? normalQuery(query) : query, fragment: url.hash };
}

const joined = (path: string, query: string, fragment = '') => `${path}${query ? `?${query}` : ''}${fragment}`;

/** Why a path cannot be redirected from, if it cannot, by the path alone (no query). */
export function redirectFromPathProblem(path: string): RedirectPathProblem | undefined {
  if (path === '/') return 'home';
  if (reservedPath.test(path)) return 'reserved';
  const ext = extension.exec(path)?.[1];
  if (ext && !pageExtensions.has(ext.toLowerCase())) return 'file';
  return undefined;
}

/** A from-path in normal form (`value`), or why it cannot be one. */
export function normalRedirectFrom(input: string): { value: string } | { problem: RedirectPathProblem } {
  if (input.includes('#')) return { problem: 'fragment' };
  const parsed = parseSitePath(input, { sortQuery: true });
  if ('problem' in parsed) return parsed;
  const problem = redirectFromPathProblem(parsed.path);
  if (problem) return { problem };
  const value = joined(parsed.path, parsed.query);
  return value.length > redirectPathMaxLength ? { problem: 'too_long' } : { value };
}

/** A to-path in normal form (`value`): a path of this site, with a query and a fragment if given; or why it cannot be one. */
export function normalRedirectTo(input: string): { value: string } | { problem: RedirectPathProblem } {
  const parsed = parseSitePath(input, { sortQuery: false });
  if ('problem' in parsed) return parsed;
  const value = joined(parsed.path, parsed.query, parsed.fragment);
  return value.length > redirectPathMaxLength ? { problem: 'too_long' } : { value };
}

/**
 * The path a 404 is counted under, or undefined when it is not counted: the path alone (a query
 * may hold anything a visitor typed or a link carried, an e-mail address, a token; and random
 * queries would make the list endless), in normal form, only if a redirect could be made from it.
 */
export function notFoundPathOf(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const path = normalRequestPath(queryStart < 0 ? url : url.slice(0, queryStart));
  if (path.length > notFoundPathMaxLength || !path.startsWith('/') || path.startsWith('//') || badCharacter.test(path)) return undefined;
  return redirectFromPathProblem(path) ? undefined : path;
}
