import { request as httpRequest } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPaths, posts, redirects } from '@office/db/schema';
import { maxNotFoundRows, maxPendingNotFoundPaths } from '@office/api/services/content/visit-counts';
import { testBackends } from '@office/testing/databases';
import { errorOf } from '../support/console.js';
import { dataOf, eventually, useContentConsole } from '../support/content.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET or HEAD over a real socket: kept answers and redirects are sent from memory, before Fastify (which `inject` skips). */
function raw(origin: string, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

interface Listed {
  id: number;
  fromPath: string;
  toPath: string;
  permanent: boolean;
  hits: number;
  lastHitAt: string | null;
}

describe.each(testBackends)('redirects, gone posts and counted 404s (decision 0047, $name)', (backend) => {
  const { ctx, staff } = useContentConsole(backend);
  let origin: string;

  beforeAll(async () => {
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // Nothing left for the next describe's tables.
    await ctx.database.db.delete(redirects);
  });

  const create = (input: unknown, who: 'editor' | 'admin' = 'editor') => staff[who].call('redirects.create', 'mutation', { input });
  const list = () => dataOf<Listed[]>(staff.editor, 'redirects.list', 'query');
  const flush = () => ctx.services.content.redirects.counts.flush();

  it('refuses paths that are not this site’s pages, naming the field', async () => {
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ fromPath: 'https://elsewhere.example/x', toPath: '/notice' }, 'fromPath'],
      [{ fromPath: '/old', toPath: '//elsewhere.example/x' }, 'toPath'],
      [{ fromPath: '/old', toPath: 'https://elsewhere.example/' }, 'toPath'],
      [{ fromPath: '/old', toPath: '/\\elsewhere.example' }, 'toPath'],
      [{ fromPath: '/old\u0007', toPath: '/notice' }, 'fromPath'],
      [{ fromPath: '/api/common/notices/', toPath: '/notice' }, 'fromPath'],
      [{ fromPath: '/admin', toPath: '/notice' }, 'fromPath'],
      [{ fromPath: '/assets/index.js', toPath: '/notice' }, 'fromPath'],
      [{ fromPath: '/logo.png', toPath: '/notice' }, 'fromPath'],
      [{ fromPath: '/', toPath: '/notice' }, 'fromPath'],
      [{ fromPath: `/${'a'.repeat(600)}`, toPath: '/notice' }, 'fromPath'],
      // The same address once in normal form.
      [{ fromPath: '/notice/', toPath: '/notice' }, 'toPath'],
    ];
    for (const [input, field] of refused) {
      const response = await create({ permanent: true, ...input });
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(
        errorOf(response).data.fields?.map((f) => f.field),
        JSON.stringify(input),
      ).toEqual([field]);
    }
    expect(await list()).toEqual([]);
  });

  it('refuses a second redirect from the same path, and chains and loops, naming the field', async () => {
    expect((await create({ fromPath: '/old-notices/', toPath: '/notice', permanent: true })).statusCode).toBe(200);
    // Stored in normal form: the trailing slash dropped.
    expect((await list()).map((r) => r.fromPath)).toEqual(['/old-notices']);

    const duplicate = await create({ fromPath: '/old-notices', toPath: '/library', permanent: false });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).data).toMatchObject({ problem: 'redirect_exists', fields: [{ field: 'fromPath' }] });

    const toRedirected = await create({ fromPath: '/older-notices', toPath: '/old-notices?lang=en', permanent: true });
    expect(toRedirected.statusCode).toBe(409);
    expect(errorOf(toRedirected).data).toMatchObject({ problem: 'redirect_chain', fields: [{ field: 'toPath', reason: 'to_redirected' }] });

    const fromIsTarget = await create({ fromPath: '/notice', toPath: '/library', permanent: true });
    expect(fromIsTarget.statusCode).toBe(409);
    expect(errorOf(fromIsTarget).data).toMatchObject({
      problem: 'redirect_chain',
      fields: [{ field: 'fromPath', reason: 'from_is_target' }],
    });

    // A from-path without a query matches its path with any query: sending it to itself with one would loop.
    const loop = await create({ fromPath: '/loop', toPath: '/loop?page=2', permanent: true });
    expect(loop.statusCode).toBe(409);
    expect(errorOf(loop).data).toMatchObject({ problem: 'redirect_chain', fields: [{ field: 'toPath' }] });
    expect(await list()).toHaveLength(1);
  });

  it('answers 301 and 302 from memory and through the route (HEAD), carrying ?lang=, and writes the hits', async () => {
    await create({ fromPath: '/for-now', toPath: '/contact#map', permanent: false });
    await create({ fromPath: '/board.php?id=3', toPath: '/notice', permanent: true });

    const permanent = await raw(origin, '/old-notices/?lang=en');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.location).toBe('/notice?lang=en');
    expect(permanent.headers['cache-control']).toBe('public, max-age=3600');
    expect((await raw(origin, '/old-notices')).headers.location).toBe('/notice');

    const temporary = await raw(origin, '/for-now?lang=vi');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.location).toBe('/contact?lang=vi#map');
    expect(temporary.headers['cache-control']).toBe('no-cache');

    const head = await ctx.app.inject({ method: 'HEAD', url: '/for-now' });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe('/contact#map');

    // An old site's page with its query: only that query is redirected.
    expect((await raw(origin, '/board.php?id=3')).status).toBe(301);
    expect((await raw(origin, '/board.php?id=4')).status).toBe(404);

    await flush();
    const byFrom = Object.fromEntries((await list()).map((r) => [r.fromPath, r]));
    expect(byFrom['/old-notices']!.hits).toBe(2);
    expect(byFrom['/for-now']!.hits).toBe(2);
    expect(byFrom['/board.php?id=3']!.hits).toBe(1);
    expect(byFrom['/for-now']!.lastHitAt).not.toBeNull();

    // The timer writes them too, within its few seconds.
    await raw(origin, '/for-now');
    await eventually(async () => (await list()).find((r) => r.fromPath === '/for-now')!.hits === 3, 9000);
  });

  it('a redirect wins over the page kept in the page cache', async () => {
    const kept = async () => (await raw(origin, '/terms?lang=en')).status;
    expect(await kept()).toBe(200);
    expect(await kept()).toBe(200);
    expect(ctx.pageCache.peek('en:/terms?lang=en')).toBeDefined();
    // Written past the services (no content change clears the page cache), then read into memory.
    await ctx.database.db.insert(redirects).values({ fromPath: '/terms', toPath: '/privacy', permanent: true });
    await ctx.services.content.redirects.load();
    expect(ctx.pageCache.peek('en:/terms?lang=en')).toBeDefined();

    const answer = await raw(origin, '/terms?lang=en');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/privacy?lang=en');

    await ctx.database.db.delete(redirects).where(eq(redirects.fromPath, '/terms'));
    await ctx.services.content.redirects.load();
    expect(await kept()).toBe(200);
  });

  it('editing and deleting a redirect is audited and takes effect at once', async () => {
    const [row] = (await list()).filter((r) => r.fromPath === '/for-now');
    await dataOf(staff.editor, 'redirects.update', 'mutation', { id: row!.id, fromPath: '/for-now', toPath: '/about', permanent: true });
    expect((await raw(origin, '/for-now')).headers.location).toBe('/about');
    await dataOf(staff.admin, 'redirects.delete', 'mutation', { id: row!.id });
    expect((await raw(origin, '/for-now')).status).toBe(404);
    const actions = (await ctx.services.staff.audit.list({ limit: 20 })).entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['redirect.created', 'redirect.updated', 'redirect.deleted']));
  });

  it('a deleted post answers 410 Gone in the visitor’s language; an id that never existed 404', async () => {
    const [notice] = await ctx.database.db.select({ id: posts.id }).from(posts).where(eq(posts.kind, 'notice')).limit(1);
    const id = notice!.id;
    await dataOf(staff.editor, 'posts.delete', 'mutation', { id });

    for (let i = 0; i < 3; i += 1) {
      const gone = await raw(origin, `/notice/${id}?lang=en`);
      expect(gone.status).toBe(410);
      expect(gone.headers['cache-control']).toBe('no-cache');
      expect(gone.body).toContain('This post has been removed');
      expect(gone.body).toContain('name="robots" content="noindex');
      expect(gone.body).toMatch(/href="\/notice\?lang=en"/);
    }
    expect(ctx.pageCache.peek(`en:/notice/${id}?lang=en`)).toBeUndefined();
    expect((await raw(origin, `/notice/${id}`)).body).toContain('삭제된 글입니다');
    // Another kind's page, and ids that never existed, are not found.
    expect((await raw(origin, `/library/${id}`)).status).toBe(404);
    expect((await raw(origin, '/notice/2000000000')).status).toBe(404);

    const rest = await ctx.app.inject(`/api/common/notices/${id}/`);
    expect(rest.statusCode).toBe(410);
    expect(rest.json()).toMatchObject({ statusCode: 410, code: 'GONE', message: `notice ${id} was deleted` });
    expect((await ctx.app.inject('/api/common/notices/2000000000/')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    // tRPC has no Gone: not found, with the code that tells the page (in the browser) it was deleted.
    const overTrpc = await ctx.app.inject(`/trpc/notices.byId?input=${encodeURIComponent(JSON.stringify({ id, lang: 'en' }))}`);
    expect(overTrpc.statusCode).toBe(404);
    expect(overTrpc.json().error.data).toMatchObject({ code: 'NOT_FOUND', problem: 'post_deleted' });
  });

  it('counts 404 paths without their query, bounded under a flood, and lists the frequent ones', async () => {
    // A page path keeps only `?lang=` in normal form (others are redirected away first); an old site's
    // page (no page path, a plain 404) any query.
    for (const lang of ['en', 'ja', 'vi']) expect((await raw(origin, `/no-such-page?lang=${lang}`)).status).toBe(404);
    expect((await raw(origin, '/board.php?email=someone@example.com')).status).toBe(404);
    expect((await raw(origin, '/assets/missing.js')).status).toBe(404);
    await flush();
    const listed = await dataOf<Array<{ path: string; hits: number }>>(staff.editor, 'redirects.notFoundPaths', 'query');
    expect(listed.find((p) => p.path === '/no-such-page')?.hits).toBe(3);
    // The query (here an e-mail address) and asset paths are never kept.
    expect(JSON.stringify(listed)).not.toMatch(/someone|lang=/);
    expect(listed.some((p) => p.path.startsWith('/assets'))).toBe(false);
    // `/board.php?id=4` earlier and the one above: counted under their path.
    expect(listed.find((p) => p.path === '/board.php')?.hits).toBe(2);

    // A flood of made-up paths: memory holds at most so many between two writes, the table at most so many rows.
    const { counts } = ctx.services.content.redirects;
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 2000; i += 1) counts.notFound(`/random-${round}-${i}`);
      expect(counts.pending.notFoundPaths).toBeLessThanOrEqual(maxPendingNotFoundPaths);
      await flush();
    }
    const [rows] = await ctx.database.db.select({ n: count() }).from(notFoundPaths);
    expect(rows!.n).toBeLessThanOrEqual(maxNotFoundRows);
    expect(rows!.n).toBeGreaterThan(maxNotFoundRows - maxPendingNotFoundPaths);
    // The frequent path outlives the flood of single hits.
    const after = await dataOf<Array<{ path: string; hits: number }>>(staff.editor, 'redirects.notFoundPaths', 'query');
    expect(after[0]).toMatchObject({ path: '/no-such-page', hits: 3 });

    // Redirected, it leaves the list.
    await create({ fromPath: '/no-such-page', toPath: '/about', permanent: true });
    const redirected = await dataOf<Array<{ path: string }>>(staff.editor, 'redirects.notFoundPaths', 'query');
    expect(redirected.map((p) => p.path)).not.toContain('/no-such-page');
  });
});
