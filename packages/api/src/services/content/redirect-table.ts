import { normalQuery, normalRequestPath } from '@office/contracts';

/** A redirect as requests are matched against it: its from-path in normal form (contracts' `normalRedirectFrom`). */
export interface RedirectRule {
  id: number;
  fromPath: string;
  toPath: string;
  permanent: boolean;
}

/**
 * The redirects in memory, matched without a query to the database (decision 0047). A request
 * matches the redirect whose from-path is its path and query, both in normal form (trailing slash
 * dropped, escapes in upper case, parameters sorted by name); failing that, the one whose
 * from-path is its path alone, whatever its query. A from-path with a query is for one old
 * address (`/board.php?id=3`); one without is for every address on that path.
 */
export class RedirectTable {
  private readonly byPath = new Map<string, RedirectRule>();
  private readonly byPathAndQuery = new Map<string, RedirectRule>();

  constructor(readonly rules: readonly RedirectRule[]) {
    for (const rule of rules) (rule.fromPath.includes('?') ? this.byPathAndQuery : this.byPath).set(rule.fromPath, rule);
  }

  get size(): number {
    return this.rules.length;
  }

  /** The redirect a request's URL (path and query as sent, or a to-path) is sent on by, if any. */
  match(url: string): RedirectRule | undefined {
    // Most sites have few redirects or none: no URL is looked at then.
    if (this.rules.length === 0) return undefined;
    const hash = url.indexOf('#');
    const target = hash < 0 ? url : url.slice(0, hash);
    const queryStart = target.indexOf('?');
    const path = normalRequestPath(queryStart < 0 ? target : target.slice(0, queryStart));
    if (queryStart >= 0 && this.byPathAndQuery.size > 0) {
      const query = normalQuery(target.slice(queryStart + 1));
      const exact = this.byPathAndQuery.get(query ? `${path}?${query}` : path);
      if (exact) return exact;
    }
    return this.byPath.get(path);
  }
}

export const emptyRedirectTable = new RedirectTable([]);
