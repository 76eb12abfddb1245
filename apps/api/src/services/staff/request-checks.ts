import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The console's request rules, shared by its tRPC procedures and its plain HTTP routes (uploads):
 * what counts as a state change, a request from another site, and a matching CSRF token.
 */

/** A mutation, or a request by any method but GET. */
export const changesState = (type: string, method: string) => type === 'mutation' || method !== 'GET';

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
