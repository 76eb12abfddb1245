/**
 * In-process cache of read-mostly results (page texts, lists, items), cleared on every write.
 *
 * A generation counter stops a load that started before a write from storing its now-stale result
 * after it. What is sent is kept apart, made from these values: REST answers and rendered pages
 * (decision 0022).
 */
export interface CachedResult<T> {
  readonly value: T;
}

export class ReadCache {
  private readonly entries = new Map<string, CachedResult<unknown>>();
  private readonly loading = new Map<string, Promise<CachedResult<unknown>>>();
  private generation = 0;
  private readonly invalidationListeners: Array<() => void> = [];

  constructor(private readonly maxEntries = 2000) {}

  /**
   * The value under `key`, loaded once for concurrent readers. `keep` says whether a loaded value
   * may stay: a miss (no such post, a page past the end) is answered but not kept, so made-up ids
   * and page numbers cannot fill the cache.
   */
  async get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<CachedResult<T>> {
    const hit = this.entries.get(key) ?? this.loading.get(key);
    if (hit) return hit as CachedResult<T> | Promise<CachedResult<T>>;

    const generation = this.generation;
    const pending = load().then((value) => {
      const result: CachedResult<T> = { value };
      if (generation === this.generation && keep(value)) {
        // Full: the oldest entry goes (a Map keeps insertion order), not the whole cache, so a
        // crawler walking every page cannot empty what every visitor reads.
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, result);
      }
      return result;
    });
    this.loading.set(key, pending);
    // Concurrent readers share one load; a failed load is not cached, the next reader tries again.
    pending
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      })
      .catch(() => {});
    return pending;
  }

  /** Forget everything: called after any write to content. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    for (const listener of this.invalidationListeners) listener();
  }

  /** Caches built on this content (rendered pages) are cleared with it. */
  onInvalidate(listener: () => void): void {
    this.invalidationListeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }
}
