import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresBackends, type TestDatabase } from '@office/testing/databases';
import { Findings } from '@office/testing/fuzz-check';
import { sendRaw } from '@office/testing/raw-http';
import { startServer } from '../support/server-process.js';

/**
 * The production build as visitors meet it: `dist/server.js` in NODE_ENV=production with the
 * default public origin (`http://localhost:3000`, a port in it), its page cache and REST answers
 * warm, so kept answers are sent before Fastify (decision 0022). Then requests an attacker can
 * make in one packet: every request-target form with every method, and malformed Host, Cookie,
 * Accept-Language, Accept-Encoding and If-None-Match values on kept URLs. Each must be answered
 * (a 4xx for what cannot be read), nothing may be logged as an error, and the process must still
 * be alive and ready at the end: one `GET * HTTP/1.1` used to end it (decision 0031).
 */

const dirs: string[] = [];
const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const database of databases) await database.drop();
});

/** Where the process keeps its data: a fresh PGlite directory, or a new database on the test Postgres. */
const stores: Array<{ name: string; env: () => Promise<Record<string, string>> }> = [
  {
    name: 'pglite',
    env: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'office-hostile-'));
      dirs.push(dir);
      return { PGLITE_DIR: dir };
    },
  },
  ...postgresBackends.map((backend) => ({
    name: backend.name,
    env: async () => {
      const database = await backend.create({ migrated: false });
      databases.push(database);
      return { DATABASE_URL: database.url! };
    },
  })),
];

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'];

/** Request targets that are not a path (RFC 9112 §3.2): asterisk, absolute and authority forms, and junk. */
const targetsOtherThanPaths = (port: number) => [
  '*',
  '*?lang=en',
  '*/notice',
  'http://127.0.0.1/',
  `http://127.0.0.1:${port}/notice?lang=en`,
  'http://localhost:3000/about',
  'https://u:p@office.example/library?page=2',
  'http://[::1]/',
  'http:',
  'file:///etc/passwd',
  'localhost:3000',
  '127.0.0.1:80',
  'x',
  '?lang=en',
  '%2Fnotice',
  '@x',
];

/** Header lines that no browser sends, each alone on a request for a kept URL. */
const hostileHeaders = [
  'Host: ',
  'Host: [',
  'Host: localhost:3000*',
  'Host: x:99999999',
  'Host: %zz',
  'Host: a@b:c',
  'Cookie: lang=%ZZ',
  'Cookie: lang=',
  'Cookie: lang==en; lang=ru',
  'Cookie: =;;=;',
  `Cookie: lang=${'x'.repeat(6000)}`,
  'Accept-Language: *',
  'Accept-Language: ko;q=nan, en;q=-1',
  'Accept-Language: ,,,;;;',
  `Accept-Language: ${'ru,'.repeat(800)}`,
  'Accept-Language: zh-Hans-CN;q=0.9, \u00ff',
  'Accept-Encoding: br;q=nan',
  'Accept-Encoding: gzip;q=2, *;q=-1',
  'Accept-Encoding: identity;q=0, *;q=0',
  'If-None-Match: *',
  'If-None-Match: "',
  `If-None-Match: ${'W/"x", '.repeat(500)}`,
  'X-Forwarded-Proto: https, http',
  'X-Forwarded-For: not an address',
];

describe.each(stores)('the production build on $name, its caches warm, under hostile requests', (store) => {
  it('answers every request-target form and malformed header with a 4xx or a page, and keeps serving', async () => {
    const server = startServer({ ...(await store.env()), NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '200' });
    children.push(server.child);
    const origin = await server.listening();
    const port = Number(new URL(origin).port);

    // Warm: every page of the sitemap and the REST lists, each asked twice (the second is kept).
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname + new URL(match[1]!.replace(/&amp;/g, '&')).search,
    );
    expect(pagePaths.length).toBeGreaterThan(20);
    const keptPaths = [...pagePaths, '/api/common/notices/', '/api/common/library/', '/api/translation/page?page_name=%ED%99%88'];
    for (const path of keptPaths)
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(`${origin}${path}`);
        await response.arrayBuffer();
        expect(response.status, path).toBe(200);
      }
    const errorsBefore = server.output().match(/"level":50/g)?.length ?? 0;

    const findings = new Findings();
    const seen: string[] = [];
    for (const method of methods)
      for (const target of targetsOtherThanPaths(port)) {
        const route = `${method} ${target}`;
        const answer = await sendRaw(port, `${route} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        seen.push(`${route} → ${answer.statusCode || 'no answer'}`);
        findings.check(route, '/api/', answer.statusCode ? answer : { statusCode: 599, headers: {}, body: 'no answer' }, target, {
          method,
          expectStatus: (status) => (status === 400 ? null : `expected 400, got ${status}`),
        });
      }
    // CONNECT takes the authority form; this server is no proxy.
    const tunnel = await sendRaw(port, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
    findings.check(
      'CONNECT 127.0.0.1:22',
      '/api/',
      tunnel.statusCode ? tunnel : { statusCode: 599, headers: {}, body: 'no answer' },
      null,
      {
        expectStatus: (status) => (status === 405 ? null : `expected 405, got ${status}`),
      },
    );

    for (const path of keptPaths.filter((_, i) => i % 4 === 0))
      for (const header of hostileHeaders) {
        const host = header.startsWith('Host:') ? '' : 'Host: x\r\n';
        const answer = await sendRaw(port, `GET ${path} HTTP/1.1\r\n${host}${header}\r\nConnection: close\r\n\r\n`);
        findings.check(
          `GET <kept> with ${header.slice(0, 40)}`,
          path,
          answer.statusCode ? answer : { statusCode: 599, headers: {}, body: 'no answer' },
          path,
          {
            expectStatus: (status) => (status === 200 || status === 304 || (status >= 400 && status < 500) ? null : `got ${status}`),
          },
        );
      }

    // Clients that close the connection halfway through a body: their fault, logged at info.
    for (const path of ['/api/common/inquiry/', '/trpc/inquiries.submit', '/admin/trpc/auth.signIn']) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`);
      await new Promise((r) => setTimeout(r, 200));
      socket.destroy();
    }
    for (let i = 0; i < 50 && (server.output().match(/CLIENT_CLOSED/g)?.length ?? 0) < 3; i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.output().match(/"level":30[^\n]*"code":"CLIENT_CLOSED"/g)).toHaveLength(3);

    console.log(`[hostile] ${store.name}: ${findings.requests} requests; ${seen.slice(0, 12).join('; ')} …`);
    expect(findings.summary(`hostile requests on the production build (${store.name})`)).toBe('');
    // Still alive and ready, and nothing was our fault.
    expect(server.child.exitCode).toBeNull();
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(server.output()).not.toMatch(/uncaught|shutting down/);
    expect(server.output().match(/"level":50/g)?.length ?? 0).toBe(errorsBefore);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
