import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { seedDatabase } from '@office/db/seed';
import { permissionsPolicy, securityHeaders, strictTransportSecurity } from '../../src/http/security-headers.js';
import { createServices } from '@office/api/services';
import { addNonce, inlineScriptHashes, inlineScripts, noScriptPolicy } from '../../src/site/content-security-policy.js';
import { consoleRoot } from '../../src/site/console-pages.js';
import { webRoot } from '../../src/paths.js';
import { testPublicOrigin } from '../support/app.js';
import { type TestDatabase, testBackends } from '@office/testing/databases';

const built = existsSync(join(webRoot, 'dist/server/entry-server.js')) && existsSync(join(consoleRoot, 'index.html'));
const mapsKey = 'AIzaSyTestKey-0123456789abcdefghijkl';

/** The policy's directives by name, each a list of its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The headers every response carries. */
function expectCommonHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy'], what).toBe(permissionsPolicy);
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
}

/**
 * A page's policy is strict (decision 0012) and vouches for exactly the scripts the HTML holds: every
 * inline script by its hash or the response's nonce, no parser-inserted `<script src>` that
 * 'strict-dynamic' would block, no inline event handler or javascript: URL.
 */
function expectStrictPage(response: LightMyRequestResponse, what: string, { maps = false } = {}) {
  expectCommonHeaders(response, what);
  expect(response.headers['content-type'], what).toMatch(/^text\/html/);
  const policy = String(response.headers['content-security-policy'] ?? '');
  const csp = directives(policy);
  const scriptSrc = csp['script-src'] ?? [];
  expect(scriptSrc, what).toContain("'strict-dynamic'");
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'none'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['form-action'], what).toEqual(["'self'"]);
  expect(csp['worker-src'], what).toEqual(["'self'", 'blob:']);
  // Google's origins only with a key.
  expect(policy.includes('google'), `${what}: Maps origins`).toBe(maps);
  expect(scriptSrc.includes("'unsafe-eval'"), `${what}: 'unsafe-eval' (the map's)`).toBe(maps);

  const html = response.body;
  const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-")).map((source) => source.slice(7, -1));
  const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-")).map((source) => source.slice(1, -1));
  expect(nonces.length + hashes.length, `${what}: vouched by a nonce or hashes`).toBeGreaterThan(0);
  expect(nonces.length > 0 && hashes.length > 0, `${what}: both a nonce and hashes`).toBe(false);
  const scripts = inlineScripts(html);
  expect(scripts.length, `${what}: inline scripts`).toBeGreaterThan(0);
  if (nonces.length > 0) {
    expect(nonces).toHaveLength(1);
    expect(nonces[0]!, what).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // Every script element, inline or not, carries the nonce.
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
      if (/type="application\/ld\+json"/.test(tag)) continue;
      expect(tag, what).toContain(`nonce="${nonces[0]}"`);
    }
  } else {
    for (const script of scripts) {
      const hash = `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
      expect(hashes, `${what}: the hash of ${script.slice(0, 80)}`).toContain(hash);
    }
    expect(hashes.sort(), `${what}: no hash of a script the page does not hold`).toEqual(inlineScriptHashes(html).sort());
    const sourced = (html.match(/<script\b[^>]*\ssrc=[^>]*>/gi) ?? []).filter((tag) => !/type="application\/ld\+json"/.test(tag));
    expect(sourced, `${what}: <script src> that 'strict-dynamic' would block`).toEqual([]);
  }
  expect(html, `${what}: inline event handlers`).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  expect(html, `${what}: javascript: URLs`).not.toMatch(/(?:href|src|action)\s*=\s*["']?\s*javascript:/i);
  return { nonce: nonces[0], hashes, policy };
}

describe('inline script hashing', () => {
  it('hashes the text of each executable inline script exactly as written', () => {
    // The example of the CSP specification.
    expect(inlineScriptHashes(`<script>alert('Hello, world.');</script>`)).toEqual(['sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=']);
    const html = [
      '<script type="application/ld+json">{"@type":"LegalService"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script data-tsr-stream-part="">self.$R=1</script>',
      '<script type="module">import "/x.js"</script>',
      "<SCRIPT type='text/javascript'>a &amp; b</SCRIPT>",
      '<script>self.$R=1</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['self.$R=1', 'import "/x.js"', 'a &amp; b', 'self.$R=1']);
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it('puts a nonce on every script and module preload of a static page', () => {
    const html =
      '<script type="module" crossorigin src="/admin/assets/a.js"></script><link rel="modulepreload" href="/admin/assets/b.js"><link rel="stylesheet" href="/c.css">';
    expect(addNonce(html, 'abc')).toBe(
      '<script nonce="abc" type="module" crossorigin src="/admin/assets/a.js"></script><link nonce="abc" rel="modulepreload" href="/admin/assets/b.js"><link rel="stylesheet" href="/c.css">',
    );
  });
});

describe('the security headers plugin', () => {
  it('gives HTML sent whole a policy by its hashes, and streamed HTML without a policy no script at all', async () => {
    const app = Fastify();
    await app.register(securityHeaders);
    app.get('/whole', async (_request, reply) => reply.type('text/html').send('<p>x</p><script>go()</script>'));
    app.get('/stream', async (_request, reply) => reply.type('text/html').send(Readable.from(['<script>go()</script>'])));
    app.get('/own', async (_request, reply) =>
      reply.type('text/html').header('content-security-policy', "script-src 'none'").send('<p>x</p>'),
    );
    const whole = await app.inject('/whole');
    expect(directives(String(whole.headers['content-security-policy']))['script-src']).toEqual([
      "'self'",
      `'${inlineScriptHashes('<script>go()</script>')[0]}'`,
    ]);
    expect((await app.inject('/stream')).headers['content-security-policy']).toBe(noScriptPolicy);
    expect((await app.inject('/own')).headers['content-security-policy']).toBe("script-src 'none'");
    await app.close();
  });
});

describe.runIf(built)('security headers on the real app', () => {
  let database: TestDatabase;
  let app: App;
  let withMaps: App;
  let behindProxy: App;
  let noticeId: number;
  let thumbnailUrl: string;

  beforeAll(async () => {
    database = await testBackends[0]!.create();
    await seedDatabase(database.db);
    const build = async (config: { TRUST_PROXY?: boolean; GOOGLE_MAPS_API_KEY?: string }) =>
      (
        await buildApp({
          config: { LOG_LEVEL: 'silent', TRUST_PROXY: false, PUBLIC_ORIGIN: testPublicOrigin, GOOGLE_MAPS_API_KEY: undefined, ...config },
          database,
        })
      ).app;
    [app, withMaps, behindProxy] = await Promise.all([build({}), build({ GOOGLE_MAPS_API_KEY: mapsKey }), build({ TRUST_PROXY: true })]);
    const services = createServices(database.db);
    noticeId = (await app.inject('/api/common/notices/')).json()[0].id;
    const staff = await services.staff.accounts.create(
      { email: 'csp@office.example', displayName: '보안', role: 'admin', password: 'lantern-orchid-basalt-52' },
      null,
      'test',
    );
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    thumbnailUrl = (await services.content.files.saveThumbnail(png, { id: staff.id, email: staff.email })).url;
  });
  afterAll(async () => {
    await Promise.all([app?.close(), withMaps?.close(), behindProxy?.close()]);
    await database?.drop();
  });

  const pagePaths = () =>
    [
      ['/', 200],
      ['/about?lang=en', 200],
      ['/contact?lang=ru', 200],
      ['/notice', 200],
      [`/notice/${noticeId}`, 200],
      ['/library?lang=zh', 200],
      ['/no-such-page', 404],
      ['/notice/999999', 404],
    ] as const;

  it('every page (and the not-found page) vouches for its inline scripts by hash, the same on a cache hit', async () => {
    for (const [path, status] of pagePaths()) {
      const first = await app.inject(path);
      expect(first.statusCode, path).toBe(status);
      const { nonce } = expectStrictPage(first, path);
      expect(nonce, `${path}: cached, so no nonce`).toBeUndefined();
      // A page is kept from its second request on: the third (from the cache, compressed) carries
      // the second's policy. A not-found page is never kept, so it is rendered, and hashed, again.
      const second = await app.inject(path);
      const again = await app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
      expectCommonHeaders(again, path);
      if (status === 200) expect(again.headers['content-security-policy'], path).toBe(second.headers['content-security-policy']);
      if (status === 200) expect(expectStrictPage(second, path).policy, path).toBeTruthy();
      else expectStrictPage(await app.inject(path), path);
    }
  });

  it('every console page vouches for its scripts by a nonce of its own response', async () => {
    for (const path of ['/admin', '/admin/', '/admin/posts/notice', '/admin/inquiries/1']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy['script-src']?.[0], path).toMatch(/^'nonce-/);
      expect(policy['script-src'], path).toContain("'strict-dynamic'");
      for (const tag of response.body.match(/<script\b[^>]*>/gi) ?? []) expect(tag, path).toMatch(/ nonce="[^"]+"/);
      expect(inlineScripts(response.body), `${path}: no inline script`).toEqual([]);
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(response.headers['content-security-policy'], path).not.toContain('google');
      expectCommonHeaders(response, path);
    }
  });

  it('allows the Maps origins only when a key is configured', async () => {
    for (const path of ['/contact', '/contact?lang=en']) {
      const { policy } = expectStrictPage(await withMaps.inject(path), path, { maps: true });
      const csp = directives(policy);
      expect(csp['img-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
      expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com']));
      expect(csp['font-src']).toContain('https://fonts.gstatic.com');
      expect(csp['style-src']).toContain('https://fonts.googleapis.com');
      expect(csp['style-src']).toContain("'unsafe-inline'");
    }
    // The console never shows a map.
    expect((await withMaps.inject('/admin')).headers['content-security-policy']).not.toContain('google');
  });

  it('JSON answers, errors, files and static files are nosniff too (no CSP needed: not documents)', async () => {
    for (const path of [
      '/api/common/notices/',
      '/api/nope',
      '/trpc/notices.list',
      thumbnailUrl,
      '/images/logo.svg',
      '/sitemap.xml',
      '/readyz',
    ]) {
      const response = await app.inject(path);
      expectCommonHeaders(response, path);
      expect(response.headers['content-type'], path).not.toMatch(/text\/html/);
    }
  });

  it('HSTS only over HTTPS: never on plain http, from a trusted proxy (X-Forwarded-Proto: https), never from an untrusted one', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const path of ['/', '/notice?ref=feed', '/admin', '/api/common/notices/']) {
      expect((await app.inject(path)).headers['strict-transport-security'], path).toBeUndefined();
      expect(
        (await app.inject({ url: path, headers: https })).headers['strict-transport-security'],
        `${path}: proxy not trusted`,
      ).toBeUndefined();
      expect((await behindProxy.inject(path)).headers['strict-transport-security'], `${path}: plain http`).toBeUndefined();
      expect((await behindProxy.inject({ url: path, headers: https })).headers['strict-transport-security'], path).toBe(
        strictTransportSecurity,
      );
    }
  });

  it('the API reference page gets a policy too, by the hashes of its inline scripts', async () => {
    const response = await app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", ...inlineScriptHashes(response.body).map((hash) => `'${hash}'`)]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expectCommonHeaders(response, '/api/docs/');
  });
});
