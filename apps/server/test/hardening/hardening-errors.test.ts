import { connect, type AddressInfo } from 'node:net';
import { trpcMaxBatchSize } from '@office/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { inquiries } from '@office/db/schema';
import { seedDatabase } from '@office/db/seed';
import { buildTestApp } from '../support/app.js';
import { testBackends, type TestDatabase } from '@office/testing/databases';

const inquiry = { name: '홍길동', phone: '01012345678', email: 'a@example.com', content: '문의합니다' };
/** What an answer to a client must never carry: SQL, the values a query ran with, stacks, paths. */
const leaks = /insert into|select .* from|params:|Failed query|password_hash|\bat .+:\d+:\d+|\/node_modules\/|file:\/\//i;

describe.each(testBackends)('errors say nothing inside, on $name', (backend) => {
  let database: TestDatabase;
  let app: App;
  const logLines: Array<Record<string, unknown>> = [];
  const storedInquiries = () => database.db.$count(inquiries);

  beforeAll(async () => {
    database = await backend.create();
    await seedDatabase(database.db);
    ({ app } = await buildTestApp(database, { logLines }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('a lone surrogate or a NUL is a 400 naming the field, over tRPC and REST', async () => {
    const trpc = await app.inject({ method: 'POST', url: '/trpc/inquiries.submit', payload: { ...inquiry, name: 'abc\ud83d' } });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fields).toEqual([expect.objectContaining({ field: 'name' })]);
    const rest = await app.inject({ method: 'POST', url: '/api/common/inquiry/', payload: { ...inquiry, content: 'x\u0000y' } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().fields).toEqual([expect.objectContaining({ field: 'content' })]);
    expect(await storedInquiries()).toBe(0);
  });

  it('an unexpected failure answers one sentence and the request id, and logs its cause once', async () => {
    // A broken table makes the insert fail the way a bug would: its error names the SQL and values.
    await database.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      for (const [url, body] of [
        ['/trpc/inquiries.submit', (json: any) => json.error],
        ['/api/common/inquiry/', (json: any) => json],
      ] as const) {
        logLines.length = 0;
        const response = await app.inject({ method: 'POST', url, payload: inquiry });
        expect(response.statusCode, url).toBe(500);
        expect(response.body, url).not.toMatch(leaks);
        expect(response.body, url).not.toContain('홍길동');
        const requestId = response.headers['x-request-id'];
        const json = body(response.json());
        expect(json.message, url).toBe('Something went wrong on our side.');
        expect(json.requestId ?? json.data?.requestId, url).toBe(requestId);
        const errors = logLines.filter((line) => line.level === 50);
        expect(errors, url).toHaveLength(1);
        expect(errors[0]!.reqId).toBe(requestId);
        expect(JSON.stringify(errors[0]!.err)).toContain('outbox');
        expect(JSON.stringify(logLines)).not.toContain('홍길동');
      }
    } finally {
      await database.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await storedInquiries()).toBe(0);
  });

  it(`a batch of more than ${trpcMaxBatchSize} calls is refused whole`, async () => {
    const paths = Array.from({ length: trpcMaxBatchSize + 1 }, () => 'inquiries.submit').join(',');
    const input = Object.fromEntries(Array.from({ length: trpcMaxBatchSize + 1 }, (_, i) => [i, inquiry]));
    const response = await app.inject({ method: 'POST', url: `/trpc/${paths}?batch=1`, payload: input });
    expect(response.statusCode).toBe(400);
    expect(await storedInquiries()).toBe(0);
    const fits = await app.inject({
      method: 'GET',
      url: `/trpc/${Array(trpcMaxBatchSize).fill('texts.mainTaskContents').join(',')}?batch=1`,
    });
    expect(fits.statusCode).toBe(200);
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH'] as const)('%s on /trpc and /admin/trpc is a 405 in the API error body', async (method) => {
    for (const url of ['/trpc/notices.list', '/admin/trpc/auth.session']) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(405);
      expect(response.json(), url).toMatchObject({
        statusCode: 405,
        code: 'METHOD_NOT_ALLOWED',
        requestId: response.headers['x-request-id'],
      });
    }
  });
});

/** Sends raw bytes to the server and returns what comes back before it closes (or 15 s of silence pass). */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      // One answer is enough: stop at the end of the first body.
      const length = /content-length: (\d+)/i.exec(answer)?.[1];
      const bodyStart = answer.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(answer.slice(bodyStart + 4)) >= Number(length)) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('requests a parser or router refuses get the API error body', () => {
  let database: TestDatabase;
  let app: App;
  let port: number;

  beforeAll(async () => {
    database = await testBackends[0]!.create();
    ({ app } = await buildTestApp(database, { config: { HEADERS_TIMEOUT_MS: 1000 } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each([
    ['an absolute-form target', 'GET http://evil.example/notice HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
    ['the asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
    ['a URL that cannot be decoded', 'GET /notice/%ZZ HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
    ['20 KB of headers', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
    ['a 20 KB URL', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'BAD_REQUEST'],
  ])('%s', async (_label, request, status, code) => {
    const answer = await rawExchange(port, request);
    expect(statusOf(answer)).toBe(status);
    expect(bodyOf(answer)).toMatchObject({ statusCode: status, code, requestId: expect.any(String) });
  });

  it('a client that sends its headers too slowly is cut off with a 408 within seconds, not 90', async () => {
    const started = Date.now();
    const answer = await rawExchange(port, 'GET /notice HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    // The limit is 1 s here, checked every second: cut off in about 2 s, far from Node's 60–90 s
    // (the bound is loose so a busy machine cannot fail it).
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
