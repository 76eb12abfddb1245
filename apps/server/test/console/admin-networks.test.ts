import { readFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { apiError } from '@office/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App, AppOptions, BuiltApp } from '../../src/app.js';
import { listenForMetrics } from '../../src/metrics/listener.js';
import { sessionCookieFor } from '../../src/http/session-cookie.js';
import { seedDatabase } from '@office/db/seed';
import { buildTestApp, testPublicOrigin } from '../support/app.js';
import { testStaff } from '../support/console.js';
import { hostileStrings } from '@office/testing/fuzz-values';
import { testBackends, type TestDatabase } from '@office/testing/databases';

/**
 * ADMIN_ALLOWED_NETWORKS (decision 0042): everything under /admin answers only the office's
 * networks, refused before anything of the console runs; the rest of the site answers everyone.
 */

/** The office's networks in these tests: an IPv4 LAN, one VPN host, an IPv6 range. */
const networks = ['10.0.0.0/16', '192.0.2.7/32', '2001:db8:a::/48'];
const cookieName = sessionCookieFor(testPublicOrigin).name;

/** The console's own requests, one of each kind: its page, its tRPC API (query, mutation), uploads, the CSV. */
const consoleRequests: Array<{ label: string; page: boolean; request: InjectOptions }> = [
  { label: 'the console page', page: true, request: { method: 'GET', url: '/admin' } },
  { label: 'a console screen', page: true, request: { method: 'GET', url: '/admin/notices?page=2' } },
  { label: 'a console file', page: true, request: { method: 'GET', url: '/admin/assets/index-abc.js' } },
  { label: 'a tRPC query', page: false, request: { method: 'GET', url: '/admin/trpc/auth.me' } },
  {
    label: 'a tRPC mutation (sign-in)',
    page: false,
    request: {
      method: 'POST',
      url: '/admin/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', origin: testPublicOrigin },
      payload: JSON.stringify({ email: testStaff.admin.email, password: testStaff.admin.password }),
    },
  },
  {
    label: 'an upload',
    page: false,
    request: {
      method: 'POST',
      url: '/admin/api/thumbnails',
      headers: { 'content-type': 'multipart/form-data; boundary=b', origin: testPublicOrigin },
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--b--\r\n',
    },
  },
  { label: 'the CSV export', page: false, request: { method: 'GET', url: '/admin/api/inquiries.csv' } },
  { label: 'an unknown console API path', page: false, request: { method: 'GET', url: '/admin/api/nothing-here' } },
  { label: 'a POST to a page path', page: false, request: { method: 'POST', url: '/admin/notices', payload: 'x' } },
];

/** What a refused page request must be: a finished page, in Korean with English below, with the site's headers. */
function expectRefusalPage(response: LightMyRequestResponse, label = '') {
  expect(response.statusCode, label).toBe(403);
  expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control'], label).toBe('no-store');
  expect(response.headers['x-robots-tag'], label).toMatch(/noindex/);
  // The headers every answer of the site carries (decision 0012), the policy of HTML sent whole.
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy'], label).toBeDefined();
  const policy = String(response.headers['content-security-policy']);
  expect(policy, label).toMatch(/frame-ancestors 'none'/);
  expect(policy, label).toMatch(/object-src 'none'/);
  expect(policy, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const html = response.body;
  expect(html, label).toMatch(/^<!doctype html>\n<html lang="ko">/);
  expect(html, label).toMatch(/<title>관리 화면 접속 제한 · Staff console not available from this network<\/title>/);
  expect(html, label).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html.match(/<h1>/g), label).toHaveLength(1);
  expect(html, label).toContain('<h1>이 주소에서는 관리 화면을 열 수 없습니다</h1>');
  expect(html, label).toMatch(/사무소 VPN/);
  expect(html, label).toMatch(/관리자에게/);
  expect(html, label).toMatch(
    /<section class="english" lang="en"[^>]*>\n<h2 id="in-english">The staff console can't be opened from this network<\/h2>/,
  );
  expect(html, label).toMatch(/office network or the office VPN/);
  // Its request id, for the administrator to find the access line; no script at all.
  expect(html, label).toContain(`<code>${String(response.headers['x-request-id'])}</code>`);
  expect(html, label).not.toMatch(/<script/i);
}

/** What a refused API request must be: the API's one error body, 403. */
function expectRefusalBody(response: LightMyRequestResponse, label = '') {
  expect(response.statusCode, label).toBe(403);
  expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control'], label).toBe('no-store');
  expect(response.headers['x-robots-tag'], label).toMatch(/noindex/);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  const body = apiError.strict().parse(response.json());
  expect(body, label).toEqual({
    statusCode: 403,
    code: 'FORBIDDEN',
    message: expect.stringMatching(/^The staff console cannot be reached from this network\. Connect from the office network or its VPN/),
    requestId: response.headers['x-request-id'],
  });
}

const expectRefused = (response: LightMyRequestResponse, page: boolean, label = '') =>
  page ? expectRefusalPage(response, label) : expectRefusalBody(response, label);

interface Started {
  database: TestDatabase;
  built: BuiltApp;
  app: App;
  logLines: Array<Record<string, unknown>>;
  /** A live session of the admin, its cookie's value. */
  session: string;
}

/** A seeded app (pages render) with the admin account and a session, configured as given. */
async function start(backend: (typeof testBackends)[number], config: Partial<AppOptions['config']>): Promise<Started> {
  const database = await backend.create();
  await seedDatabase(database.db);
  const logLines: Array<Record<string, unknown>> = [];
  const built = await buildTestApp(database, { logLines, config });
  await built.app.ready();
  const admin = await built.services.staff.accounts.create(testStaff.admin, null, 'test');
  const { token } = await built.services.staff.sessions.start(admin.id, { secondFactorAt: new Date() });
  return { database, built, app: built.app, logLines, session: token };
}

async function stop(started: Started | undefined) {
  await started?.app.close();
  await started?.database.drop();
}

describe.each(testBackends)('the console only from ADMIN_ALLOWED_NETWORKS on $name', (backend) => {
  let started: Started;
  beforeAll(async () => {
    started = await start(backend, { ADMIN_ALLOWED_NETWORKS: networks });
  });
  afterAll(() => stop(started));
  afterEach(() => vi.restoreAllMocks());

  const from = (remoteAddress: string, request: InjectOptions, headers: Record<string, string> = {}) =>
    started.app.inject({ ...request, remoteAddress, headers: { ...(request.headers as Record<string, string>), ...headers } });

  it.each([
    ['IPv4 inside 10.0.0.0/16', '10.0.200.3'],
    ['the one VPN host 192.0.2.7', '192.0.2.7'],
    ['IPv6 inside 2001:db8:a::/48', '2001:db8:a:ffff::9'],
    ['IPv4-mapped IPv6 of an address inside 10.0.0.0/16', '::ffff:10.0.1.2'],
    ['IPv4-mapped IPv6 of the VPN host, in hex', '::ffff:c000:207'],
  ])('answers the console as usual from %s', async (_label, address) => {
    for (const { label, page, request } of consoleRequests) {
      const response = await from(address, request);
      expect(response.statusCode, label).not.toBe(403);
      // Pages: the console's page, or 503 and 404s where the console is not built (console-pages.ts).
      if (page) expect([200, 404, 503], label).toContain(response.statusCode);
      else expect(response.statusCode, label).toBeLessThan(500);
    }
    // A signed-in admin's session works from there.
    const me = await from(address, { method: 'GET', url: '/admin/trpc/auth.me', cookies: { [cookieName]: started.session } });
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(me.json())).toContain(testStaff.admin.email);
  });

  it.each([
    ['IPv4 outside every network', '10.1.0.5'],
    ['the VPN host’s neighbour', '192.0.2.8'],
    ['IPv6 outside 2001:db8:a::/48', '2001:db8:b::9'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped IPv6 of an address outside', '::ffff:10.1.0.5'],
    ['IPv4 loopback', '127.0.0.1'],
  ])('refuses every console request from %s: a page for pages, the API’s body for the API', async (_label, address) => {
    for (const { label, page, request } of consoleRequests) expectRefused(await from(address, request), page, label);
    const head = await from(address, { method: 'HEAD', url: '/admin' });
    expect(head.statusCode).toBe(403);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('refuses a live session’s cookie from outside, before the session is looked up or the body read', async () => {
    const resolve = vi.spyOn(started.built.services.staff.sessions, 'resolve');
    const cookies = { [cookieName]: started.session };
    const outside = await from('203.0.113.50', { method: 'GET', url: '/admin/trpc/auth.me', cookies });
    expectRefusalBody(outside);
    // A body past the API's 1 MB limit would be a 413 if anything read it.
    const big = await from('203.0.113.50', {
      method: 'POST',
      url: '/admin/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', origin: testPublicOrigin },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(3 * 1024 * 1024) }),
      cookies,
    });
    expectRefusalBody(big);
    expect(resolve).not.toHaveBeenCalled();
    // The same cookie from inside: looked up, and it works.
    const inside = await from('10.0.9.9', { method: 'GET', url: '/admin/trpc/auth.me', cookies });
    expect(inside.statusCode).toBe(200);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a forged office address does not get through', async () => {
    for (const forged of ['10.0.0.1', '192.0.2.7', '2001:db8:a::1', '10.0.0.1, 10.0.0.2']) {
      expectRefusalPage(await from('203.0.113.9', { method: 'GET', url: '/admin' }, { 'x-forwarded-for': forged }), forged);
      expectRefusalBody(await from('203.0.113.9', { method: 'GET', url: '/admin/trpc/auth.me' }, { 'x-forwarded-for': forged }), forged);
    }
  });

  it('answers the public site, its API, files and health from outside the networks', async () => {
    const outside = '203.0.113.77';
    for (const url of ['/', '/notice', '/api/common/notices/', '/api/translation/main-task-contents', '/livez', '/readyz', '/robots.txt']) {
      const response = await from(outside, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    expect((await from(outside, { method: 'GET', url: '/trpc/texts.mainTaskContents' })).statusCode).toBe(200);
    // A file that is not there is the usual 404, not a refusal.
    expect((await from(outside, { method: 'GET', url: '/files/999999/a.png' })).statusCode).toBe(404);
    // Paths that only begin like the console's are not the console's.
    expect((await from(outside, { method: 'GET', url: '/administration' })).statusCode).toBe(404);
  });

  it('refuses a URL the router still sends to a console route, however it is spelled', async () => {
    // find-my-way decodes %61 to "a": the route decides too, not only the URL's letters.
    expectRefusalPage(await from('203.0.113.9', { method: 'GET', url: '/%61dmin' }), '/%61dmin');
    expectRefusalBody(await from('203.0.113.9', { method: 'GET', url: '/%61dmin/trpc/auth.me' }), '/%61dmin/trpc/auth.me');
    expectRefusalBody(await from('203.0.113.9', { method: 'GET', url: '/admin/trpc/auth%2Eme?batch=1' }), 'auth%2Eme');
    expectRefusalPage(await from('203.0.113.9', { method: 'GET', url: '/admin/' }), '/admin/');
  });

  it('logs each refusal at info level under its request id, with no address', async () => {
    started.logLines.length = 0;
    const response = await from('198.51.100.23', { method: 'GET', url: '/admin/trpc/auth.me' });
    expect(response.statusCode).toBe(403);
    const refusal = started.logLines.filter((line) => line.code === 'networkNotAllowed');
    expect(refusal).toEqual([expect.objectContaining({ level: 30, reqId: response.headers['x-request-id'] })]);
    expect(JSON.stringify(started.logLines)).not.toContain('198.51.100.23');
    // The access line as for any request: method, path, status.
    expect(started.logLines).toContainEqual(
      expect.objectContaining({ reqId: response.headers['x-request-id'], res: { statusCode: 403 }, msg: 'request completed' }),
    );
  });
});

describe('ADMIN_ALLOWED_NETWORKS behind a proxy (TRUST_PROXY=true)', () => {
  let started: Started;
  beforeAll(async () => {
    started = await start(testBackends[0]!, { ADMIN_ALLOWED_NETWORKS: networks, TRUST_PROXY: true });
  });
  afterAll(() => stop(started));

  /** A request as the proxy (on the machine itself) passes it on, naming the client in X-Forwarded-For. */
  const forwarded = (forwardedFor: string | undefined, url = '/admin') =>
    started.app.inject({
      method: 'GET',
      url,
      remoteAddress: '127.0.0.1',
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });

  it('decides by the client the proxy names, IPv4, IPv6 and IPv4-mapped', async () => {
    for (const client of ['10.0.3.4', '192.0.2.7', '2001:db8:a::7', '::ffff:10.0.3.4']) {
      expect((await forwarded(client)).statusCode, client).not.toBe(403);
      // Not signed in: the console's own 401, so the request got past the network check.
      expect((await forwarded(client, '/admin/trpc/auth.me')).statusCode, client).toBe(401);
    }
    for (const client of ['10.1.3.4', '192.0.2.6', '2001:db8:b::7', '::ffff:10.1.3.4', '203.0.113.5']) {
      expectRefusalPage(await forwarded(client), client);
      expectRefusalBody(await forwarded(client, '/admin/trpc/auth.me'), client);
    }
    // No header: the proxy itself is the client, and it is not one of the office's networks.
    expectRefusalPage(await forwarded(undefined));
  });

  it('is safe because the proxies the project ships replace X-Forwarded-For instead of appending to it', () => {
    // With TRUST_PROXY=true, request.ip is the first address of the header; a proxy that appends
    // would let a client choose it. Both nginx files set it to the connection's address.
    for (const file of ['office.conf', 'tls.conf']) {
      const config = readFileSync(new URL(`../../../../deploy/nginx/${file}`, import.meta.url), 'utf8');
      expect(config, file).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
      expect(config, file).not.toMatch(/proxy_add_x_forwarded_for/);
    }
  });

  it('refuses, never fails, on any odd or hostile X-Forwarded-For', async () => {
    const odd = [
      '',
      ' ',
      ',',
      ', ,',
      'garbage',
      'unknown',
      '10.0.0.1:443',
      '[2001:db8:a::1]',
      '[2001:db8:a::1]:443',
      '10.0.0.1/8',
      '010.000.000.001',
      '0x0a000001',
      '167772161',
      '10.0.1',
      'fe80::1%25eth0',
      '1.2.3.4.5',
      '999.0.0.1',
      `${'1:'.repeat(4000)}1`,
      Array.from({ length: 900 }, (_, i) => `203.0.${i >> 8}.${i & 255}`).join(', '),
      ...hostileStrings.filter((text) => text.length < 12_000 && !/[\r\n\0]/.test(text)),
    ];
    for (const value of odd) {
      let response: LightMyRequestResponse;
      try {
        response = await forwarded(value, '/admin/trpc/auth.me');
      } catch {
        continue; // a value no HTTP client can send as a header
      }
      expect(response.statusCode, JSON.stringify(value).slice(0, 80)).toBe(403);
      expectRefusalBody(response);
    }
    // The first address counts (what a replacing proxy wrote); the rest of a long list changes nothing.
    const long = ['10.0.0.1', ...Array.from({ length: 900 }, (_, i) => `203.0.${i >> 8}.${i & 255}`)].join(', ');
    expect((await forwarded(long, '/admin/trpc/auth.me')).statusCode).toBe(401);
  });
});

describe('no ADMIN_ALLOWED_NETWORKS: the console answers from anywhere', () => {
  let started: Started;
  let empty: Started;
  beforeAll(async () => {
    started = await start(testBackends[0]!, {});
    empty = await start(testBackends[0]!, { ADMIN_ALLOWED_NETWORKS: [] });
  });
  afterAll(async () => {
    await stop(started);
    await stop(empty);
  });

  it('unset or empty, every address reaches the console', async () => {
    for (const { app } of [started, empty]) {
      for (const address of ['203.0.113.9', '2001:db8:ffff::1', '::ffff:198.51.100.1', '127.0.0.1']) {
        for (const { label, request } of consoleRequests) {
          expect((await app.inject({ ...request, remoteAddress: address })).statusCode, `${label} from ${address}`).not.toBe(403);
        }
        const me = await app.inject({
          method: 'GET',
          url: '/admin/trpc/auth.me',
          remoteAddress: address,
          cookies: { [cookieName]: app === started.app ? started.session : empty.session },
        });
        expect(me.statusCode).toBe(200);
      }
    }
  });
});

describe('a refusal needs no database', () => {
  let started: Started;
  beforeAll(async () => {
    started = await start(testBackends[0]!, { ADMIN_ALLOWED_NETWORKS: networks });
  });
  afterAll(async () => {
    await started?.app.close();
  });

  it('is answered whole with the database closed, while the same request from inside fails on it', async () => {
    await started.database.drop();
    const cookies = { [cookieName]: started.session };
    const outside = await started.app.inject({ method: 'GET', url: '/admin/trpc/auth.me', cookies, remoteAddress: '203.0.113.9' });
    expectRefusalBody(outside);
    expectRefusalPage(await started.app.inject({ method: 'GET', url: '/admin', cookies, remoteAddress: '203.0.113.9' }));
    // From inside, the session lookup reaches the closed database: proof the refusal above did not.
    const inside = await started.app.inject({ method: 'GET', url: '/admin/trpc/auth.me', cookies, remoteAddress: '10.0.0.9' });
    expect(inside.statusCode).toBeGreaterThanOrEqual(500);
  });
});

/**
 * The first answer on a connection (head and a body of its Content-Length), when it came, and
 * whether the server then closed the connection within a second, while the client still holds it open.
 */
function firstAnswer(port: number, bytes: string): Promise<{ status: number; body: string; ms: number; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let answer: { status: number; body: string; ms: number } | undefined;
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      if (answer) resolve({ ...answer, closedByServer });
      else reject(new Error(`no answer: ${received.toString('utf8').slice(0, 200)}`));
    };
    let timer = setTimeout(() => finish(false), 5000);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (answer || end < 0) return;
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (Buffer.byteLength(text.slice(end + 4)) < length) return;
      answer = { status: Number(text.split(' ')[1]), body: text.slice(end + 4), ms: performance.now() - started };
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), 1000);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

describe('ADMIN_ALLOWED_NETWORKS on a real connection', () => {
  let started: Started;
  let port: number;
  beforeAll(async () => {
    // The tests connect from 127.0.0.1, outside these networks.
    started = await start(testBackends[0]!, { ADMIN_ALLOWED_NETWORKS: networks, METRICS_PORT: 0 });
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    port = (started.app.server.address() as AddressInfo).port;
  });
  afterAll(() => stop(started));

  it('refuses an upload before its body arrives: a 50 MB body announced, a few bytes sent', async () => {
    const answer = await firstAnswer(
      port,
      'POST /admin/api/thumbnails HTTP/1.1\r\nHost: office.example\r\nOrigin: https://office.example\r\n' +
        'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 50000000\r\n\r\n--b\r\n',
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(answer.ms).toBeLessThan(2000);
    // Nor is the rest waited for or read: the server closes the connection.
    expect(answer.closedByServer).toBe(true);
  });

  it('does not take a forged X-Forwarded-For from the connection, and a header past the limit is a 431, not a 500', async () => {
    const forged = await firstAnswer(port, 'GET /admin HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.0.0.1\r\n\r\n');
    expect(forged.status).toBe(403);
    expect(forged.body).toContain('<html lang="ko">');
    const huge = await firstAnswer(port, `GET /admin HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${'10.0.0.1, '.repeat(2500)}\r\n\r\n`);
    expect(huge.status).toBe(431);
  });

  it('leaves the metrics listener alone (its own port, not the console)', async () => {
    const metrics = started.built.metrics!;
    const listener = await listenForMetrics({ scrape: () => metrics.scrape(), port: 0, host: '127.0.0.1', log: { error: () => {} } });
    try {
      const response = await fetch(`${listener.url}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('office_http_requests_total');
    } finally {
      await listener.close();
    }
  });
});
