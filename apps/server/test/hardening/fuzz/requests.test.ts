import { describe, expect, it } from 'vitest';
import { testBackends } from '@office/testing/databases';
import { Findings } from '@office/testing/fuzz-check';
import { sendRaw } from '@office/testing/raw-http';
import { section, useFuzzTarget } from './fuzz-target.js';

/**
 * The fuzz, part: odd methods and request targets, and what only a raw socket can send. Thousands of seeded hostile requests (decision 0011, docs/testing.md#the-fuzz) over every route —
 * the REST facade, every tRPC procedure (public and console, enumerated from the routers so new
 * ones are covered), batches, uploads, files, the inquiries CSV, pages, odd methods and request
 * targets, and a few requests only a real socket can make. No answer may be a 5xx, or hold a stack
 * trace, SQL, a file path or a password hash; every error from /api, /trpc and /admin has the API's
 * or tRPC's error body. Every problem is collected and reported grouped, so one run shows
 * everything that is wrong.
 *
 * The seed is printed; FUZZ_SEED=<n> replays another run. FUZZ_SCALE=<x> multiplies the number of
 * requests (default 1: about 3,300 per database).
 */

describe.each(testBackends)('fuzz: odd methods and request targets, and what only a raw socket can send, on $name', (backend) => {
  const target = useFuzzTarget(backend);
  const { ctx, staff, send, asStaff, report, warm } = target;

  it('odd methods and request targets', section, async () => {
    await warm(); // the console sections before cleared the kept answers
    const findings = new Findings();
    const methods = ['TRACE', 'OPTIONS', 'PROPFIND', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'SEARCH', 'MKCOL', 'LOCK', 'PURGE', 'QUERY'];
    const paths = [
      '/',
      '/notice',
      '/trpc/texts.page',
      '/trpc/inquiries.submit',
      '/trpc/',
      '/admin/trpc/auth.me',
      '/admin/trpc/posts.create',
      '/admin',
      '/admin/x',
      '/api/common/inquiry/',
      '/files/x/y',
      '/sitemap.xml',
      '/robots.txt',
      '/livez',
      '/readyz',
      '/api/openapi.json',
    ];
    for (const method of methods) {
      for (const path of paths) {
        await send(
          findings,
          `${method} ${path}`,
          asStaff(staff.admin, {
            method: method,
            url: path,
            ...(['HEAD'].includes(method) ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
          }),
          null,
        );
      }
    }
    // Request targets light-my-request lets through (the rest is in the socket test below).
    for (const url of [
      'http://x/',
      'http://x/notice?page=2',
      'http://evil.example/api/common/notices/',
      '*',
      '//x',
      '/?',
      '/#frag',
      '/%',
      '/notice?%',
      '/?&&&==&',
    ]) {
      for (const method of ['GET', 'OPTIONS']) await send(findings, `${method} <target ${url}>`, { method: method, url }, url);
    }
    expect(report('odd methods and targets', findings)).toBe('');
  });

  describe('over a raw socket', () => {
    const raw = (bytes: string) => sendRaw(target.port, bytes);

    it('absolute-form and * targets, a 20 KB header, a 20 KB URL, a malformed request line', section, async () => {
      await warm(); // the console sections before cleared the kept answers
      expect(ctx.pageCache.size).toBeGreaterThan(target.keptUrls.length / 2);
      const findings = new Findings();
      const cases: Array<[string, string, string, (status: number) => string | null]> = [
        [
          'GET <absolute-form /notice>',
          'http://127.0.0.1/notice',
          `GET http://127.0.0.1/notice HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
          () => null,
        ],
        [
          'GET <absolute-form /api>',
          'http://x/api/common/notices/',
          `GET http://x/api/common/notices/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          () => null,
        ],
        [
          'GET <absolute-form /trpc>',
          'http://x/trpc/notices.list',
          `GET http://x/trpc/notices.list HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          () => null,
        ],
        [
          'GET <absolute-form with a port>',
          'http://x:3000/?lang=en',
          `GET http://x:3000/?lang=en HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          () => null,
        ],
        [
          'GET <absolute-form IPv6>',
          'http://[::1]/notice',
          `GET http://[::1]/notice HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          () => null,
        ],
        [
          'GET <absolute-form https, user info>',
          'https://u:p@office.example/library?page=2',
          `GET https://u:p@office.example/library?page=2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          () => null,
        ],
        [
          'POST <absolute-form /trpc mutation>',
          'http://x/trpc/inquiries.submit',
          `POST http://x/trpc/inquiries.submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
          () => null,
        ],
        ['OPTIONS *', '*', `OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, () => null],
        ['GET *', '*', `GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, () => null],
        ['GET *?lang=en', '*', `GET *?lang=en HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, () => null],
        [
          'TRACE /trpc/texts.page (socket)',
          '/trpc/texts.page',
          `TRACE /trpc/texts.page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          () => null,
        ],
        [
          'GET /api/… with a 20 KB header',
          '/api/common/notices/',
          `GET /api/common/notices/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
          (s) => (s === 431 ? null : `expected 431, got ${s}`),
        ],
        [
          'GET / with a 20 KB header',
          '/api/',
          `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
          (s) => (s === 431 ? null : `expected 431, got ${s}`),
        ],
        [
          'GET /api/… with a 20 KB URL',
          '/api/',
          `GET /api/common/notices/?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          (s) => (s === 414 || s === 431 ? null : `expected 414 or 431, got ${s}`),
        ],
        ['<malformed request line>', '/api/', `GET\r\nHost: x\r\n\r\n`, (s) => (s === 400 ? null : `expected 400, got ${s}`)],
        [
          '<malformed request line: spaces>',
          '/api/',
          `GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n`,
          (s) => (s === 400 ? null : `expected 400, got ${s}`),
        ],
        [
          '<malformed request: bad version>',
          '/api/',
          `GET / HTTP/9.9\r\nHost: x\r\n\r\n`,
          (s) => (s >= 400 && s < 500 ? null : `expected a 4xx, got ${s}`),
        ],
        [
          '<malformed header line>',
          '/api/',
          `GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n`,
          (s) => (s === 400 ? null : `expected 400, got ${s}`),
        ],
        ['<NUL in the target>', '/api/', `GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`, (s) => (s === 400 ? null : `expected 400, got ${s}`)],
        [
          '<both Content-Length and chunked>',
          '/api/common/inquiry/',
          `POST /api/common/inquiry/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
          (s) => (s === 400 ? null : `expected 400, got ${s}`),
        ],
      ];
      const seen: string[] = [];
      for (const [route, url, bytes, expectStatus] of cases) {
        const answer = await raw(bytes);
        seen.push(`${route} → ${answer.statusCode || 'no answer'}`);
        target.counted();
        if (!answer.statusCode)
          findings.check(
            route,
            url,
            { statusCode: 599, headers: {}, body: `no answer: ${JSON.stringify(answer.raw.slice(0, 80))}` },
            bytes.slice(0, 120),
            { expectStatus: () => 'no HTTP answer' },
          );
        // Fastify's own answers from the socket must be the API's error body too.
        else
          findings.check(route, url.startsWith('/') || url.startsWith('http') ? url : '/api/', answer, bytes.slice(0, 120), {
            expectStatus,
          });
      }
      console.log(`[fuzz] ${backend.name}: raw socket answers: ${seen.join('; ')}`);
      expect(report('raw socket', findings)).toBe('');
    });
  });

  target.finalChecks();
});
