import { eq, sql } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { notFoundPaths, redirects } from '@office/db/schema';

/** Distinct 404 paths counted between two writes; past it new ones are not counted (a flood of made-up paths). */
export const maxPendingNotFoundPaths = 500;
/** Rows the 404 table keeps: past it the rarest, then the longest unseen, go. */
export const maxNotFoundRows = 1000;
/** A 404 path not asked for in this long leaves the table. */
const notFoundKeptDays = 90;

interface Count {
  hits: number;
  first: Date;
  last: Date;
}

/**
 * Redirect hits and 404 paths, counted in memory and written in one transaction every few seconds
 * (decision 0047): a request never waits for a write, and a write is one statement per redirect
 * that was used plus one for all 404 paths. Both stay bounded whatever arrives: hits by the
 * redirects there are, 404 paths by `maxPendingNotFoundPaths` (so a flood of random paths from
 * one address grows neither memory nor, with the pruning, the table past `maxNotFoundRows`).
 */
export class VisitCounts {
  private hits = new Map<number, Count>();
  private missing = new Map<string, Count>();
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** A visit sent on by the redirect `id`. */
  redirected(id: number): void {
    count(this.hits, id, this.now(), Number.POSITIVE_INFINITY);
  }

  /** A 404 answer for `path` (contracts' `notFoundPathOf`: the path alone, in normal form). */
  notFound(path: string): void {
    count(this.missing, path, this.now(), maxPendingNotFoundPaths);
  }

  /** Counts not written yet (tests, the metrics). */
  get pending(): { redirects: number; notFoundPaths: number } {
    return { redirects: this.hits.size, notFoundPaths: this.missing.size };
  }

  /**
   * Writes what was counted and prunes the 404 table. Counts that could not be written are counted
   * again for the next try (within the same bounds). One flush at a time: a second call waits for
   * the first, then writes what came meanwhile.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.hits.size === 0 && this.missing.size === 0) return;
    const hits = this.hits;
    const missing = this.missing;
    this.hits = new Map();
    this.missing = new Map();
    this.flushing = this.write(hits, missing).then(
      () => {
        this.flushing = undefined;
      },
      (error: unknown) => {
        this.flushing = undefined;
        for (const [id, counted] of hits) merge(this.hits, id, counted, Number.POSITIVE_INFINITY);
        for (const [path, counted] of missing) merge(this.missing, path, counted, maxPendingNotFoundPaths);
        throw error;
      },
    );
    return this.flushing;
  }

  private async write(hits: Map<number, Count>, missing: Map<string, Count>): Promise<void> {
    const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
    await this.db.transaction(async (tx) => {
      for (const [id, counted] of hits) {
        await tx
          .update(redirects)
          .set({
            hits: sql`least(${redirects.hits}::bigint + ${counted.hits}, 2147483647)::int`,
            lastHitAt: sql`greatest(${redirects.lastHitAt}, ${at(counted.last)})`,
          })
          .where(eq(redirects.id, id));
      }
      if (missing.size === 0) return;
      await tx
        .insert(notFoundPaths)
        .values([...missing].map(([path, counted]) => ({ path, hits: counted.hits, firstSeenAt: counted.first, lastSeenAt: counted.last })))
        .onConflictDoUpdate({
          target: notFoundPaths.path,
          set: {
            hits: sql`least(${notFoundPaths.hits}::bigint + excluded.hits, 2147483647)::int`,
            lastSeenAt: sql`greatest(${notFoundPaths.lastSeenAt}, excluded.last_seen_at)`,
          },
        });
      const oldest = new Date(this.now().getTime() - notFoundKeptDays * 86_400_000);
      await tx.execute(sql`
        delete from not_found_paths where last_seen_at < ${at(oldest)} or path in (
          select path from not_found_paths order by hits desc, last_seen_at desc, path offset ${maxNotFoundRows}
        )`);
    });
  }
}

function count<K>(counts: Map<K, Count>, key: K, at: Date, maxKeys: number): void {
  const counted = counts.get(key);
  if (counted) {
    counted.hits += 1;
    counted.last = at;
  } else if (counts.size < maxKeys) counts.set(key, { hits: 1, first: at, last: at });
}

function merge<K>(counts: Map<K, Count>, key: K, earlier: Count, maxKeys: number): void {
  const counted = counts.get(key);
  if (counted) {
    counted.hits += earlier.hits;
    counted.first = earlier.first;
  } else if (counts.size < maxKeys) counts.set(key, earlier);
}
