import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The console's request rules, applied by the console scope's one hook (console-session.ts): what
 * counts as a state change, a request from another site, and a matching CSRF token.
 */

/** The first value of a request header (Node gives repeated ones as a list). */
export const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Any method but GET and HEAD. tRPC takes queries only as GET and mutations only as POST, so for
 * the console's tRPC API this is exactly "a mutation".
 */
export const changesState = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Sent from another site: an Origin other than the public one, or (browsers that send no Origin)
 * Sec-Fetch-Site saying cross-site or same-site.
 */
export function isForeignRequest(request: { origin: string | undefined; fetchSite: string | undefined }, publicOrigin: string): boolean {
  const { origin, fetchSite } = request;
  return origin !== undefined ? origin !== publicOrigin : fetchSite === 'cross-site' || fetchSite === 'same-site';
}

/** The token sent equals the session's, compared in constant time (hashes first, so lengths do not matter either). */
export function csrfTokenMatches(sent: string | undefined, expected: string): boolean {
  if (!sent) return false;
  return timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(expected).digest());
}
