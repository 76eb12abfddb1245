import { describe, expect, it } from 'vitest';
import { type Answer, makeAnswer } from './answer.js';
import { AnswerCache } from './answer-cache.js';

const answer = (body: string, status = 200) =>
  makeAnswer({ status, type: 'text/plain; charset=utf-8', body, cacheControl: 'no-cache', vary: 'accept-encoding' });
const made = (value: Answer) => async () => value;

describe('AnswerCache', () => {
  it('keeps a 200 from its second request on, and serves it from memory after that', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const first = answer('one');
    expect(await cache.get('k', made(first))).toBe(first);
    expect(cache.peek('k')).toBeUndefined();
    const second = answer('one');
    await cache.get('k', made(second));
    expect(cache.peek('k')).toBe(second);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(second.bytes() + 'k'.length);
    let makes = 0;
    expect(await cache.get('k', async () => (++makes, answer('again')))).toBe(second);
    expect(makes).toBe(0);
  });

  it('counts each ask once: a hit when found, a miss when the answer had to be made or waited for', async () => {
    const cache = new AnswerCache(1024 * 1024);
    // A lookup before the route (fromMemory) that finds nothing is not a miss: the route's get counts it.
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', made(answer('one')));
    await Promise.all([cache.get('k', made(answer('one'))), cache.get('k', made(answer('one')))]);
    expect([cache.hits, cache.misses]).toEqual([0, 3]);
    expect(cache.peek('k')).toBeDefined();
    await cache.get('k', made(answer('one')));
    expect([cache.hits, cache.misses]).toEqual([2, 3]);
    // Counts are since the start: a content change clears the answers, not the counts.
    cache.invalidate();
    expect([cache.hits, cache.misses]).toEqual([2, 3]);
  });

  it('never keeps another status', async () => {
    const cache = new AnswerCache(1024 * 1024);
    for (let i = 0; i < 3; i++) await cache.get('missing', made(answer('not found', 404)));
    expect(cache.size).toBe(0);
  });

  it('shares one making among concurrent requests, and keeps nothing of a failed one', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let makes = 0;
    const slow = async () => {
      makes += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer('x');
    };
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect(a).toBe(b);
    expect(makes).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await cache.get('bad', made(answer('ok')))).toBeTruthy();
  });

  it('drops an answer that was being made when content changed', async () => {
    const cache = new AnswerCache(1024 * 1024);
    await cache.get('k', made(answer('old')));
    let release!: () => void;
    const stale = cache.get('k', () => new Promise<Answer>((resolve) => (release = () => resolve(answer('old')))));
    cache.invalidate();
    release();
    await stale;
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('stays within its bytes, the least recently used leaving first', async () => {
    const one = answer('a'.repeat(2000));
    const cache = new AnswerCache(one.bytes() * 2 + 10);
    const keep = async (key: string) => {
      await cache.get(key, made(answer('a'.repeat(2000))));
      await cache.get(key, made(answer('a'.repeat(2000))));
    };
    await keep('a');
    await keep('b');
    cache.peek('a');
    await keep('c');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(one.bytes() * 2 + 10);
  });

  it('forgets the keys it saw once when too many made-up ones come', async () => {
    const cache = new AnswerCache(1024 * 1024, 3);
    await cache.get('real', made(answer('r')));
    for (const key of ['x1', 'x2', 'x3']) await cache.get(key, made(answer(key)));
    await cache.get('real', made(answer('r')));
    // 'real' was forgotten among the made-up keys: its second request counts as a first again.
    expect(cache.peek('real')).toBeUndefined();
    await cache.get('real', made(answer('r')));
    expect(cache.peek('real')).toBeDefined();
  });
});
