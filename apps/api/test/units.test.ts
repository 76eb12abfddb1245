import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { isDatabaseUnavailable } from '../src/db/unavailable.js';
import { excerpt, htmlToPlainText, removeImages } from '@office/contracts';
import { ReadCache } from '../src/services/read-cache.js';
import { errorForLog } from '../src/error-log.js';

describe('configuration', () => {
  it('has working defaults and treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '' });
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', PGLITE_DIR: './.data/pglite', SEED_ON_START: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every wrong variable and why', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT: /);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/LOG_LEVEL: /);
    }
  });
});

describe('HTML helpers (spec §7)', () => {
  it('removes images', () => {
    expect(removeImages('<p>a<img src="x.png" alt="y">b</p><picture><source srcset="z"></picture>')).toBe('<p>ab</p>');
  });
  it('reduces HTML to plain text without tags, styles or scripts, decoding entities', () => {
    expect(
      htmlToPlainText('<h2 style="color:red" class="x">비자&nbsp;안내</h2><script>alert(1)</script><p>A &amp; B &#8212; &#x41;</p>'),
    ).toBe('비자 안내 A & B — A');
  });
  it('cuts excerpts at a word boundary with an ellipsis', () => {
    const text = excerpt(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith('word…')).toBe(true);
    expect(excerpt('<p>short</p>')).toBe('short');
  });
});

describe('ReadCache', () => {
  it('loads once for concurrent readers and serializes JSON once', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(a.json()).toBe('{"n":1}');
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

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures through wrapped causes, and nothing else', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('bug'))).toBe(false);
  });
});

describe('errorForLog', () => {
  it('keeps what went wrong and where, never the values a failed query ran with', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "staff_email"'), {
      code: '23505',
      detail: 'Key (email)=(hong@example.com) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into "inquiries" ("name", "email") values ($1, $2)\nparams: 홍길동,hong@example.com\n두 번째 줄'),
      {
        query: 'insert into "inquiries" ("name", "email") values ($1, $2)',
        params: ['홍길동', 'hong@example.com'],
        cause: pgError,
      },
    );
    const logged = errorForLog(failed);
    expect(logged.message).toBe('Failed query: insert into "inquiries" ("name", "email") values ($1, $2)');
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "inquiries"[^\n]*\n\s+at /);
    expect(logged.cause).toMatchObject({ code: '23505', message: pgError.message });
    const text = JSON.stringify(logged);
    for (const value of ['홍길동', 'hong@example.com', '두 번째 줄', 'params']) expect(text).not.toContain(value);
  });
});
