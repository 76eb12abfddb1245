import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  it('loads once for concurrent readers', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(a.value).toEqual({ n: 1 });
  });

  it('forgets everything on invalidate, and drops a load that raced with a write', async () => {
    const cache = new ReadCache();
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release('stale');
    expect((await slow).value).toBe('stale');
    expect((await cache.get('k', async () => 'fresh')).value).toBe('fresh');
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('when full, drops its oldest entry only', async () => {
    const cache = new ReadCache(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    let reloaded = 0;
    await cache.get('a', async () => `a${++reloaded}`);
    expect(reloaded).toBe(1);
    expect((await cache.get('d', async () => 'other')).value).toBe('d');
  });

  it('answers but does not keep a value its keep test refuses (a miss)', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const miss = async () => (++loads, null);
    expect((await cache.get('k', miss, (v) => v !== null)).value).toBeNull();
    await cache.get('k', miss, (v) => v !== null);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not cache a failed load', async () => {
    const cache = new ReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('k', async () => 'ok')).value).toBe('ok');
  });
});
