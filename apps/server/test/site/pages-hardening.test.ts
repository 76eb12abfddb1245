import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/app.js';
import { testBackends } from '@office/testing/databases';

/** Deterministic "random" numbers, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe.each(testBackends)('pages with made-up input on $name', (backend) => {
  const ctx = useSeededApp(backend);
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/mainTask?tab=3', '/mainTask'],
    ['/mainTask?tab=category1', '/mainTask'],
    ['/library?category=zzz', '/library'],
    ['/library?page=abc', '/library'],
    ['/library?page=1&category=category0', '/library'],
    ['/library?category=category2&category=category3&lang=ja', '/library?category=category2&lang=ja'],
    ['/notice?lang=en&page=2&x=1', '/notice?page=2&lang=en'],
    ['/notice?page=00002', '/notice'],
    ['/notice?page=-1', '/notice'],
    ['/?lang=zz', '/'],
    ['/?lang=en&lang=ru', '/?lang=en'],
    ['/notice?utm_source=news&lang=en', '/notice?lang=en'],
    ['/notice/', '/notice'],
    ['/about?tab=category2', '/about'],
    ['/notice/1?page=%00', '/notice/1'],
  ])('%s is sent to its normal form %s', async (url, normal) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(normal);
    expect((await get(normal)).statusCode).toBe(200);
  });

  it('parameters in another order are served as they are (links may order them either way)', async () => {
    expect((await get('/library?lang=en&category=category2')).statusCode).toBe(200);
    expect((await get('/library?category=category2&lang=en')).statusCode).toBe(200);
  });

  it('a list page past the last one is the not-found page', async () => {
    const response = await get('/notice?page=99999');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html');
  });

  it('a flood of made-up URLs and a crawl of every notice leave the cached pages as they were', async () => {
    const cache = ctx.pageCache;
    for (let visit = 0; visit < 2; visit++) expect((await get('/about?lang=en')).statusCode).toBe(200);
    const cached = { size: cache.size, bytes: cache.bytes };
    expect(cached.size).toBeGreaterThan(0);

    const random = prng(9);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const statuses = new Set<number>();
    for (let n = 0; n < 600; n++) {
      const value = Math.floor(random() * 1e9).toString(36);
      const url = pick([
        `/?lang=${value}`,
        `/notice?page=${Math.floor(random() * 1e6)}`,
        `/library?category=${value}&page=${value}`,
        `/about?${value}=1`,
        `/notice/${Math.floor(random() * 1e9)}`,
        `/${value}`,
        `/mainTask?tab=${value}&lang=en`,
      ]);
      const response = await get(url);
      statuses.add(response.statusCode);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([301, 404]));

    // A crawler asks for each real notice once: none of them pushes the visited page out.
    const notices = (await get('/api/common/notices/')).json() as Array<{ id: number }>;
    for (const { id } of notices) expect((await get(`/notice/${id}?lang=ru`)).statusCode).toBe(200);

    expect({ size: cache.size, bytes: cache.bytes }).toEqual(cached);
    // The page visitors asked for twice is still served from the cache: the same bytes.
    const again = await get('/about?lang=en');
    expect(again.statusCode).toBe(200);
    expect({ size: cache.size, bytes: cache.bytes }).toEqual(cached);
  });
});
