import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestBrotliMade, sharedCacheControl } from '../../src/site/answers/answer.js';
import type { BuiltApp } from '../../src/app.js';
import { seedDatabase } from '@office/db/seed';
import { buildTestApp } from '../support/app.js';
import { solvedChallenge } from '../support/challenge.js';
import { type TestDatabase, testBackends } from '@office/testing/databases';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const keepAlive = new Agent({ keepAlive: true });

/** A GET over a real socket, bytes as sent (no decompression): kept answers are sent before Fastify. */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${origin}${path}`, { headers, agent: keepAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The headers that may differ between two answers of the same bytes. */
const perRequest = new Set(['x-request-id', 'date', 'connection', 'keep-alive']);
/** A kept answer's brotli form is made again at the best quality in the background: its length may change. */
const brotliForm = new Set([...perRequest, 'content-length']);
const decoded = (answer: RawAnswer) => (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body);
const lasting = (headers: RawAnswer['headers']) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !(headers['content-encoding'] === 'br' ? brotliForm : perRequest).has(name)),
  );

const shared = sharedCacheControl({ seconds: 60, staleSeconds: 30 });

describe('answers: shared caching, ETags, answering from memory, one log line (decision 0022)', () => {
  let database: TestDatabase;
  let built: BuiltApp;
  let origin: string;
  let noticeId: number;
  /** Requests that reached Fastify: a kept answer is sent before it. */
  let reachedFastify = 0;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await testBackends[0]!.create();
    await seedDatabase(database.db);
    built = await buildTestApp(database, { logLines, config: { TRUST_PROXY: true } });
    built.app.addHook('onRequest', (_request, _reply, done) => {
      reachedFastify += 1;
      done();
    });
    origin = await built.app.listen({ port: 0, host: '127.0.0.1' });
    noticeId = (await built.app.inject('/api/common/notices/')).json()[0].id;
  });
  afterAll(async () => {
    keepAlive.destroy();
    await built?.app.close();
    await database?.drop();
  });

  it('REST GETs and pages with the language in the URL may be kept by shared caches, varying with the encoding only', async () => {
    for (const path of [
      '/api/common/notices/',
      `/api/common/notices/${noticeId}/?lang=en`,
      `/api/translation/page?page_name=${encodeURIComponent('홈')}`,
      '/api/translation/main-task-contents',
      '/about?lang=en',
      `/notice/${noticeId}?lang=ja`,
    ]) {
      const response = await built.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe(shared);
      expect(response.headers.vary, path).toBe('accept-encoding');
      expect(response.headers.etag, path).toMatch(/^W\/"[\w-]{27}"$/);
    }
  });

  it('pages whose language is negotiated stay the browser’s, varying with the cookie and Accept-Language that chose it', async () => {
    const english = await built.app.inject({ url: '/about', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const japanese = await built.app.inject({ url: '/about', headers: { cookie: 'lang=ja' } });
    for (const response of [english, japanese]) {
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary).split(', ')).toEqual(['cookie', 'accept-language', 'accept-encoding']);
    }
    expect(english.body).toContain('<html lang="en"');
    expect(japanese.body).toContain('<html lang="ja"');
    expect(english.headers.etag).not.toBe(japanese.headers.etag);
  });

  it('what is personal, changes state or was not found is never for a shared cache', async () => {
    const answers = [
      await built.app.inject('/admin'),
      await built.app.inject('/admin/trpc/auth.me'),
      await built.app.inject('/api/common/inquiry/challenge'),
      await built.app.inject('/trpc/notices.list'),
      await built.app.inject('/api/common/notices/999999/'),
      await built.app.inject('/no-such-page?lang=en'),
      await built.app.inject({
        method: 'POST',
        url: '/api/common/inquiry/',
        headers: { 'content-type': 'application/json' },
        payload: { name: '김', phone: '01012345678', email: 'kim@example.com', content: '문의', altcha: await solvedChallenge(built.app) },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 200, 404, 404, 201]);
    for (const answer of answers) expect(String(answer.headers['cache-control'] ?? ''), answer.raw.req.url).not.toMatch(/public|s-maxage/);
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    expect(answers[5]!.headers.etag).toBeUndefined();
  });

  it('a client that holds the answer gets a 304 without a body, from Fastify or from memory', async () => {
    // REST answers are the same bytes every time they are made: the first one's tag is good for later ones.
    const path = '/api/common/library/?lang=ru';
    const first = await rawGet(origin, path);
    const etag = String(first.headers.etag);
    // The second request is answered by Fastify (the answer is kept from it on), the third from memory.
    for (let i = 0; i < 2; i++) {
      const again = await rawGet(origin, path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(shared);
    }
    expect((await rawGet(origin, path, { 'if-none-match': `W/"other", ${etag.slice(2)}` })).status).toBe(304);
    const changed = await rawGet(origin, path, { 'if-none-match': 'W/"other"' });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(first.body)).toBe(true);

    // A rendered page carries the time it was rendered (the router's dehydrated state), so its tag
    // is the kept render's: from the second request on.
    await rawGet(origin, '/contact?lang=zh');
    const kept = await rawGet(origin, '/contact?lang=zh');
    const page = await rawGet(origin, '/contact?lang=zh', { 'if-none-match': String(kept.headers.etag) });
    expect(page.status).toBe(304);
    expect(page.headers['content-security-policy']).toBe(kept.headers['content-security-policy']);
    expect((await rawGet(origin, '/contact?lang=ja', { 'if-none-match': '*' })).status).toBe(304);
    // A not-found page is not a 304 whatever the client holds.
    expect((await rawGet(origin, '/no-such-page', { 'if-none-match': '*' })).status).toBe(404);
  });

  it('a kept answer is sent before Fastify, the same bytes and headers as the answer Fastify made', async () => {
    for (const [path, headers] of [
      ['/privacy?lang=ru', {}],
      ['/privacy?lang=ru', { 'accept-encoding': 'br, gzip' }],
      ['/terms', { 'accept-language': 'ja', 'accept-encoding': 'gzip' }],
      [`/api/common/notices/${noticeId}/?lang=zh`, { 'accept-encoding': 'br' }],
      ['/api/translation/main-task-contents', {}],
    ] as const) {
      // The second request's answer is the one kept (a page's first render is not).
      await rawGet(origin, path, headers);
      const made = await rawGet(origin, path, headers);
      const before = reachedFastify;
      const kept = await rawGet(origin, path, headers);
      expect(reachedFastify, `${path} ${JSON.stringify(headers)}: answered before Fastify`).toBe(before);
      expect(kept.status).toBe(200);
      expect(lasting(kept.headers), path).toEqual(lasting(made.headers));
      expect(decoded(kept).equals(decoded(made)), path).toBe(true);
      expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
      expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(kept.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
    }
    // The negotiated page's other language is another answer, not the kept Japanese one.
    expect((await rawGet(origin, '/terms', { 'accept-language': 'ru' })).body.toString()).toContain('<html lang="ru"');
  });

  it("a kept answer's brotli form is made again at the best quality: smaller, the same bytes once decoded, the same ETag", async () => {
    for (const path of ['/notice?lang=en', '/api/common/library/?lang=ja']) {
      const headers = { 'accept-encoding': 'br' };
      await rawGet(origin, path, headers);
      // The second request's answer is kept (decision 0022), the first brotli form made at the middle quality.
      const made = await rawGet(origin, path, headers);
      await bestBrotliMade();
      const best = await rawGet(origin, path, headers);
      expect(best.headers['content-encoding']).toBe('br');
      expect(best.body.length, path).toBeLessThan(made.body.length);
      expect(Number(best.headers['content-length'])).toBe(best.body.length);
      expect(decoded(best).equals(decoded(made)), path).toBe(true);
      expect(best.headers.etag).toBe(made.headers.etag);
      // A client holding the first form is told it still holds the page.
      expect((await rawGet(origin, path, { ...headers, 'if-none-match': String(made.headers.etag) })).status).toBe(304);
    }
  });

  it('one access line per request, whatever answered it, without addresses or headers', async () => {
    await rawGet(origin, '/about?lang=ko');
    const paths = [
      '/about?lang=ko',
      '/about?lang=ko',
      '/api/common/notices/',
      '/no-such-page',
      '/notice/',
      '/api/nope',
      '/api/common/notices/x/',
    ];
    const ids: string[] = [];
    for (const path of paths) ids.push(String((await rawGet(origin, path)).headers['x-request-id']));
    const posted = await built.app.inject({ method: 'POST', url: '/api/common/inquiry/', payload: { name: '' } });
    expect(posted.statusCode).toBe(400);
    ids.push(String(posted.headers['x-request-id']));

    for (const [index, id] of ids.entries()) {
      const lines = logLines.filter((line) => line.reqId === id);
      expect(
        lines.map((line) => line.msg),
        paths[index] ?? 'POST',
      ).toEqual(['request completed']);
      expect(Object.keys(lines[0]!).sort()).toEqual(['hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'responseTime', 'time']);
      expect(Object.keys(lines[0]!.req as object).sort()).toEqual(['method', 'url']);
    }
    expect(logLines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it("a kept answer's access line is the logger's own line for it, key for key and in the same order", async () => {
    const path = '/api/common/notices/?lang=en';
    for (let i = 0; i < 3; i++) await rawGet(origin, path);
    const id = String((await rawGet(origin, path)).headers['x-request-id']);
    const kept = logLines.find((line) => line.reqId === id)!;
    const reference = 'reference-line';
    built.app.log.info(
      { reqId: reference, req: { method: 'GET', url: path }, res: { statusCode: 200 }, responseTime: 0 },
      'request completed',
    );
    const made = logLines.find((line) => line.reqId === reference)!;
    expect(Object.keys(kept)).toEqual(Object.keys(made));
    expect({ ...kept, time: 0, reqId: '', responseTime: 0 }).toEqual({ ...made, time: 0, reqId: '', responseTime: 0 });
    expect(kept.req).toEqual({ method: 'GET', url: path });
    expect(typeof kept.time).toBe('number');
    expect(kept.responseTime).toBeGreaterThan(0);
  });

  it('from a trusted proxy over HTTPS a kept answer carries HSTS; while draining it says Connection: close', async () => {
    const path = '/library?lang=en';
    for (let i = 0; i < 3; i++) await rawGet(origin, path);
    const plain = await rawGet(origin, path);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers.connection).toBe('keep-alive');
    const before = reachedFastify;
    expect((await rawGet(origin, path, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000');
    built.lifecycle.drain();
    expect((await rawGet(origin, path)).headers.connection).toBe('close');
    expect(reachedFastify).toBe(before);
  });
});
