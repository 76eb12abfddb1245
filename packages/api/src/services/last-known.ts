/**
 * A value read from the database and also kept as last read, for what must answer without a
 * query (the 503 page's phone, the languages a page served from memory may be in). Loads may
 * overlap (a page's and a refresh after a content change): an older one finishing last does not win.
 */
export function lastKnownValue<T>(initial: T, read: () => Promise<T>) {
  let value = initial;
  let loadsStarted = 0;
  let newestApplied = 0;
  return {
    async load(): Promise<T> {
      const started = ++loadsStarted;
      const loaded = await read();
      if (started > newestApplied) {
        newestApplied = started;
        value = loaded;
      }
      return loaded;
    },
    get: (): T => value,
  };
}
