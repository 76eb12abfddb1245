import { z } from 'zod';
import { databaseId } from './storable.js';
import { normalRedirectFrom, normalRedirectTo, type RedirectPathProblem, redirectPathMaxLength } from './redirect-rules.js';

export * from './redirect-rules.js';

/** The English sentence of each path problem (API clients and logs; the console words them in Korean). */
const problemMessages: Record<RedirectPathProblem, string> = {
  not_a_site_path: 'must be a path of this site, starting with one "/"',
  too_long: `is at most ${redirectPathMaxLength} characters`,
  bad_character: 'must not contain spaces, backslashes or control characters',
  home: 'cannot be the home page',
  reserved: 'cannot be under /api, /trpc, /admin, /files or /assets',
  file: 'must be a page, not a file (old .html, .php, .asp and .jsp pages are pages)',
  fragment: 'cannot name a #fragment (browsers never send it)',
};

/** A path typed by staff, checked and turned into its normal form; a problem is an issue carrying its `reason`. */
const sitePath = (normal: (input: string) => { value: string } | { problem: RedirectPathProblem }) =>
  z
    .string({ error: 'is required' })
    // Bounded before it is parsed: twice the limit leaves room for escapes the normal form drops.
    .max(redirectPathMaxLength * 2, { error: problemMessages.too_long })
    .transform((input, ctx) => {
      const result = normal(input);
      if ('value' in result) return result.value;
      ctx.addIssue({ code: 'custom', message: problemMessages[result.problem], params: { reason: result.problem } });
      return z.NEVER;
    });

const redirectFields = {
  /** The path (and query, if it names one) visitors are sent away from. */
  fromPath: sitePath(normalRedirectFrom),
  /** Where they are sent: a path of this site only, so no redirect can send visitors elsewhere. */
  toPath: sitePath(normalRedirectTo),
  /** 301 (moved for good) or 302 (for now). */
  permanent: z.boolean({ error: 'must be true (301) or false (302)' }),
};

/** from ≠ to, compared in normal form (a to-path's query as typed may differ only in order). */
const differentPaths = (value: { fromPath: string; toPath: string }) => value.fromPath !== value.toPath;
const samePathIssue = { path: ['toPath'], error: 'must differ from fromPath' };

export const createRedirectInput = z.strictObject(redirectFields).refine(differentPaths, samePathIssue);
export type CreateRedirectInput = z.output<typeof createRedirectInput>;

export const updateRedirectInput = z.strictObject({ id: databaseId, ...redirectFields }).refine(differentPaths, samePathIssue);
export type UpdateRedirectInput = z.output<typeof updateRedirectInput>;

export const redirectIdInput = z.strictObject({ id: databaseId });

/** A redirect as the console lists it. */
export interface RedirectRecord {
  id: number;
  fromPath: string;
  toPath: string;
  permanent: boolean;
  /** Visits sent on, counted in each process and written every few seconds. */
  hits: number;
  lastHitAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** A path visitors asked for that the site does not have (its 404 answers), counted. */
export interface NotFoundPathRecord {
  path: string;
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
}
