import type { CreateRedirectInput, NotFoundPathRecord, RedirectRecord, UpdateRedirectInput } from '@office/contracts';
import { asc, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '@office/db/client';
import { notFoundPaths, redirects, staffAccounts } from '@office/db/schema';
import { DomainError } from '../../errors/index.js';
import { lastKnownValue } from '../last-known.js';
import type { ReadCache } from '../read-cache.js';
import type { SignedInStaff } from '../staff/sessions.js';
import { emptyRedirectTable, type RedirectRule, RedirectTable } from './redirect-table.js';
import { VisitCounts } from './visit-counts.js';
import type { ContentWriter } from './writes.js';

export { RedirectTable, type RedirectRule } from './redirect-table.js';

/** How many 404 paths the console lists, most asked for first. */
const notFoundListLength = 50;

/**
 * Staff's redirects (decision 0047) and the 404 paths they are made from. The redirects are read
 * into memory (`table()`), read again whenever content changes in any process (a redirect's
 * change is a content change: it clears the rendered pages too), so requests are matched with no
 * query. Hits and 404s are counted in memory and written every few seconds (`counts.flush()`).
 */
export function createRedirectsService(db: Db, cache: ReadCache, write: ContentWriter, now: () => Date) {
  const lastKnown = lastKnownValue<RedirectTable>(emptyRedirectTable, async () => {
    const rows = await db
      .select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath, permanent: redirects.permanent })
      .from(redirects);
    return new RedirectTable(rows);
  });
  let loaded = false;
  const load = async () => {
    await lastKnown.load();
    loaded = true;
  };
  cache.onInvalidate(() => {
    load().catch(() => {});
  });
  const counts = new VisitCounts(db, now);

  async function list(): Promise<RedirectRecord[]> {
    const rows = await db
      .select({
        id: redirects.id,
        fromPath: redirects.fromPath,
        toPath: redirects.toPath,
        permanent: redirects.permanent,
        hits: redirects.hits,
        lastHitAt: redirects.lastHitAt,
        updatedAt: redirects.updatedAt,
        updatedBy: staffAccounts.email,
      })
      .from(redirects)
      .leftJoin(staffAccounts, eq(staffAccounts.id, redirects.updatedBy))
      .orderBy(asc(redirects.fromPath));
    return rows.map((row) => ({ ...row, lastHitAt: row.lastHitAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() }));
  }

  /**
   * Refuses a redirect that another has the from-path of, or that would chain with another (or
   * with itself): visitors are sent once, to where the content is. Run under a lock that every
   * redirect write takes, so two staff cannot make a chain from both ends at once.
   */
  async function checkAgainstOthers(tx: Tx, rule: Omit<RedirectRule, 'id'>, id?: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`);
    const others = await tx
      .select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath, permanent: redirects.permanent })
      .from(redirects)
      .where(id === undefined ? undefined : ne(redirects.id, id));
    if (others.some((other) => other.fromPath === rule.fromPath))
      throw new DomainError('redirect_exists', `a redirect from ${rule.fromPath} exists already`, { field: 'fromPath' });
    const withThis = new RedirectTable([...others, { ...rule, id: id ?? 0 }]);
    if (withThis.match(rule.toPath))
      throw new DomainError('redirect_chain', `${rule.toPath} is redirected itself`, { field: 'toPath', reason: 'to_redirected' });
    const onlyThis = new RedirectTable([{ ...rule, id: id ?? 0 }]);
    const sender = others.find((other) => onlyThis.match(other.toPath));
    if (sender)
      throw new DomainError('redirect_chain', `the redirect from ${sender.fromPath} sends visitors to ${rule.fromPath}`, {
        field: 'fromPath',
        reason: 'from_is_target',
      });
  }

  /** A redirected path is no longer a 404: it leaves the list (its query was never counted). */
  const forgetNotFound = (tx: Tx, fromPath: string) => tx.delete(notFoundPaths).where(eq(notFoundPaths.path, fromPath.split('?', 1)[0]!));

  const auditDetail = (rule: Omit<RedirectRule, 'id'>) => ({ from: rule.fromPath, to: rule.toPath, permanent: rule.permanent });

  return {
    /** The redirects as last read, for matching requests (never a query). */
    table(): RedirectTable {
      return lastKnown.get();
    },

    /** Reads the redirects into memory (at start; again after every content change, by itself). */
    load,

    /** Whether they have been read once: until then the table is empty, and the periodic flush tries again. */
    get loaded(): boolean {
      return loaded;
    },

    /** Hits and 404s counted in memory, written in batches. */
    counts,

    list,

    /** The paths visitors asked for most that the site does not have (and no redirect sends on). */
    async notFoundPaths(): Promise<NotFoundPathRecord[]> {
      const rows = await db
        .select()
        .from(notFoundPaths)
        .where(
          notExists(
            db
              .select({ one: sql`1` })
              .from(redirects)
              .where(eq(redirects.fromPath, notFoundPaths.path)),
          ),
        )
        .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt))
        .limit(notFoundListLength);
      return rows.map((row) => ({
        path: row.path,
        hits: row.hits,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },

    async create(input: CreateRedirectInput, staff: SignedInStaff): Promise<RedirectRecord[]> {
      await write({ id: staff.id, email: staff.email }, async (tx) => {
        await checkAgainstOthers(tx, input);
        const [created] = await tx
          .insert(redirects)
          .values({ fromPath: input.fromPath, toPath: input.toPath, permanent: input.permanent, updatedBy: staff.id })
          .returning({ id: redirects.id });
        await forgetNotFound(tx, input.fromPath);
        return {
          result: undefined,
          audit: { action: 'redirect.created', target: { type: 'redirect', id: String(created!.id) }, detail: auditDetail(input) },
        };
      });
      return list();
    },

    async update({ id, ...input }: UpdateRedirectInput, staff: SignedInStaff): Promise<RedirectRecord[]> {
      await write({ id: staff.id, email: staff.email }, async (tx) => {
        const [before] = await tx.select().from(redirects).where(eq(redirects.id, id)).for('update');
        if (!before) throw new DomainError('not_found', `no redirect ${id}`);
        if (before.fromPath === input.fromPath && before.toPath === input.toPath && before.permanent === input.permanent)
          return { result: undefined, audit: null };
        await checkAgainstOthers(tx, input, id);
        await tx
          .update(redirects)
          .set({ ...input, updatedBy: staff.id, updatedAt: sql`now()` })
          .where(eq(redirects.id, id));
        await forgetNotFound(tx, input.fromPath);
        return {
          result: undefined,
          audit: { action: 'redirect.updated', target: { type: 'redirect', id: String(id) }, detail: auditDetail(input) },
        };
      });
      return list();
    },

    async remove(id: number, staff: SignedInStaff): Promise<RedirectRecord[]> {
      await write({ id: staff.id, email: staff.email }, async (tx) => {
        const [removed] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
        if (!removed) throw new DomainError('not_found', `no redirect ${id}`);
        return {
          result: undefined,
          audit: { action: 'redirect.deleted', target: { type: 'redirect', id: String(id) }, detail: auditDetail(removed) },
        };
      });
      return list();
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
