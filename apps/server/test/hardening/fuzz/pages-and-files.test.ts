import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ConsoleClient } from '../../support/console.js';
import { sampleAttachments } from '@office/testing/sample-files';
import { testBackends } from '@office/testing/databases';
import { Findings } from '@office/testing/fuzz-check';
import { fuzzSeed, hostileStrings, hostileUrlText, Random, randomString } from '@office/testing/fuzz-values';
import { section, times, useFuzzTarget } from './fuzz-target.js';

/**
 * The fuzz, part: pages, files, uploads and the inquiries CSV. Thousands of seeded hostile requests (decision 0011, docs/testing.md#the-fuzz) over every route —
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

describe.each(testBackends)('fuzz: pages, files, uploads and the inquiries CSV, on $name', (backend) => {
  const target = useFuzzTarget(backend);
  const { ctx, staff, send, asStaff, report } = target;

  it('pages, sitemap, robots, health', section, async () => {
    const findings = new Findings();
    const random = new Random(fuzzSeed, 'pages');
    const fixed = [
      '/',
      '/notice',
      '/notice/1',
      '/library',
      '/library/1',
      '/mainTask',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/sitemap.xml',
      '/robots.txt',
      '/livez',
      '/readyz',
      '/admin',
      '/admin/inquiries/1',
      '/favicon.ico',
    ];
    for (const url of fixed) await send(findings, `GET ${url}`, { method: 'GET', url }, url);
    const routes: Array<[string, () => string]> = [
      ['/?lang=…', () => `/?lang=${hostileUrlText(random)}`],
      ['/notice?page=…', () => `/notice?page=${hostileUrlText(random)}`],
      [
        '/notice?page=<number>',
        () => `/notice?page=${random.pick(['0', '-1', '1.5', '2', '99999', '100001', '2147483648', '1e3', '0x10', '+2', ' 2'])}`,
      ],
      ['/notice/:id', () => `/notice/${hostileUrlText(random)}`],
      [
        '/library?category=…&page=…',
        () =>
          `/library?category=${random.chance(0.3) ? 'category2' : hostileUrlText(random)}&page=${random.chance(0.3) ? '2' : hostileUrlText(random)}`,
      ],
      ['/library/:id', () => `/library/${hostileUrlText(random)}`],
      [
        '/mainTask?tab=…',
        () => `/mainTask?tab=${random.chance(0.2) ? random.pick(['3', 'category7', 'category1', '']) : hostileUrlText(random)}`,
      ],
      [
        '/<page>?<unknown>=…',
        () =>
          `${random.pick(['/', '/notice', '/about', '/contact', '/mainTask'])}?${hostileUrlText(random)}=${hostileUrlText(random)}&lang=${random.pick(['ko', 'en', 'ru', 'zh', 'ja', 'xx'])}`,
      ],
      ['/<unknown path>', () => `/${hostileUrlText(random)}${random.chance(0.3) ? `/${hostileUrlText(random)}` : ''}`],
      ['/<long path>', () => `/${random.pick(['notice/', 'library/', 'a/', ''])}${'a'.repeat(random.pick([300, 5000, 20_000]))}`],
      [
        '/<dot segments>',
        () =>
          random.pick([
            '/..',
            '/../../etc/passwd',
            '/%2e%2e/%2e%2e/etc/passwd',
            '/notice/..%2f..%2f',
            '//notice',
            '/notice//1',
            '/.%00',
            '/%00',
            '/notice%00',
            '/%ZZ',
            '/notice/%ZZ',
            '/notice/1%00',
            '/assets/..%2f..%2fpackage.json',
            '/images/%2e%2e%2f%2e%2e%2fpackage.json',
            '/admin/assets/..%2f..%2findex.html',
            '/admin/%2e%2e/trpc',
          ]),
      ],
      ['/sitemap.xml?…', () => `/sitemap.xml?${hostileUrlText(random)}=${hostileUrlText(random)}`],
      ['/robots.txt?…', () => `/robots.txt?${hostileUrlText(random)}`],
      ['/livez|/readyz?…', () => `${random.pick(['/livez', '/readyz'])}?${hostileUrlText(random)}`],
      ['/admin/<any>', () => `/admin/${hostileUrlText(random)}?${hostileUrlText(random)}=${hostileUrlText(random)}`],
    ];
    for (let i = 0; i < times(260); i += 1) {
      const [route, make] = routes[i % routes.length]!;
      const url = make();
      const headers: Record<string, string> = {};
      if (random.chance(0.15))
        headers['accept-language'] = random.pick([
          '',
          '*',
          'xx-YY;q=2',
          'ko;q=nan, en;q=-1',
          hostileStrings.find((s) => s.length > 5000)!,
          'ru,'.repeat(500),
        ]);
      if (random.chance(0.1)) headers.cookie = `lang=${hostileUrlText(random)}`;
      if (random.chance(0.1)) headers['accept-encoding'] = random.pick(['br;q=nan', 'gzip;q=2, *;q=-1', 'zstd', 'identity;q=0, *;q=0']);
      await send(findings, `GET ${route}`, { method: random.chance(0.1) ? 'HEAD' : 'GET', url, headers }, { url, headers });
    }
    expect(report('pages', findings)).toBe('');
  });

  it('files at /files/<id>/<name>', section, async () => {
    const findings = new Findings();
    const random = new Random(fuzzSeed, 'files');
    // A real thumbnail and attachment, so hostile names also meet real ids.
    const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const thumbnail = await uploadFile(staff.admin, '/admin/api/thumbnails', { name: 'a.png', bytes: png });
    const attachment = await uploadFile(staff.admin, '/admin/api/posts/1/attachments', { name: 'a.pdf', bytes: sampleAttachments.pdf() });
    const ids = [thumbnail?.id, attachment?.id, '00000000-0000-4000-8000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'].filter(
      Boolean,
    ) as string[];
    for (let i = 0; i < times(120); i += 1) {
      const id = random.chance(0.5) ? random.pick(ids) : hostileUrlText(random);
      const name = random.chance(0.3)
        ? random.pick(['w800.webp', 'w400.webp', 'a.pdf', 'original', 'w800.webp%00.pdf'])
        : hostileUrlText(random);
      const url = `/files/${id}/${name}${random.chance(0.1) ? `?${hostileUrlText(random)}` : ''}`;
      const headers: Record<string, string> = {};
      if (random.chance(0.2)) headers['if-none-match'] = random.pick([`"${id}-w800"`, '*', '\u0000', 'W/"x"', 'x'.repeat(9000)]);
      if (random.chance(0.1)) headers.range = random.pick(['bytes=0-0', 'bytes=-1', 'bytes=99999999-', 'bytes=abc', 'bytes=0-1,2-3,4-5']);
      const request = { method: random.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE']) as 'GET', url, headers };
      const signedInAsStaff = random.chance(0.2);
      await send(findings, `${request.method} /files/:id/:name`, signedInAsStaff ? asStaff(staff.admin, request) : request, {
        url,
        headers,
        signedInAsStaff,
      });
    }
    for (const url of [
      '/files',
      '/files/',
      `/files/${ids[0]}`,
      `/files/${ids[0]}/`,
      `/files/${ids[0]}/w800.webp/extra`,
      '/files/..%2f..%2fetc%2fpasswd/x',
    ]) {
      await send(findings, 'GET /files/<odd path>', { method: 'GET', url }, url);
    }
    expect(report('files', findings)).toBe('');
  });

  /** Uploads a file as a browser would; its answer's JSON (or undefined). */
  async function uploadFile(client: ConsoleClient, url: string, file: { name: string; bytes: Buffer }) {
    const boundary = '----fuzzboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await ctx.app.inject(
      asStaff(client, { method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload }),
    );
    return response.statusCode === 201 ? (response.json() as { id: string }) : undefined;
  }

  it('uploads: thumbnails and attachments', section, async () => {
    const findings = new Findings();
    const random = new Random(fuzzSeed, 'uploads');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    const samples = [
      png,
      png.subarray(0, 40),
      sampleAttachments.pdf(),
      sampleAttachments.docx(),
      sampleAttachments.zip(),
      sampleAttachments.hwp(),
      Buffer.from('GIF89a'),
      Buffer.from('<svg onload=alert(1)>'),
      Buffer.alloc(0),
      Buffer.from('MZ\x90\x00'),
    ];
    const part = (boundary: string, options: { field?: string; filename?: string | null; bytes: Buffer; type?: string }) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"${options.filename === null ? '' : `; filename="${options.filename ?? 'x.png'}"`}\r\n` +
            `Content-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        options.bytes,
        Buffer.from('\r\n'),
      ]);
    const bodies: Array<[string, (boundary: string) => { contentType?: string; payload: Buffer }]> = [
      [
        'valid',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([part(b, { bytes: random.pick(samples) }), Buffer.from(`--${b}--\r\n`)]),
        }),
      ],
      [
        'no boundary',
        (b) => ({ contentType: 'multipart/form-data', payload: Buffer.concat([part(b, { bytes: png }), Buffer.from(`--${b}--\r\n`)]) }),
      ],
      [
        'wrong boundary',
        (b) => ({
          contentType: 'multipart/form-data; boundary=other',
          payload: Buffer.concat([part(b, { bytes: png }), Buffer.from(`--${b}--\r\n`)]),
        }),
      ],
      ['unterminated body', (b) => ({ contentType: `multipart/form-data; boundary=${b}`, payload: part(b, { bytes: png }) })],
      [
        'truncated headers',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filena`),
        }),
      ],
      ['empty body', (b) => ({ contentType: `multipart/form-data; boundary=${b}`, payload: Buffer.alloc(0) })],
      [
        'empty part',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([part(b, { bytes: Buffer.alloc(0) }), Buffer.from(`--${b}--\r\n`)]),
        }),
      ],
      [
        'wrong field name',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([
            part(b, { field: random.pick(['files', '', 'FILE', '__proto__', 'file[]']), bytes: png }),
            Buffer.from(`--${b}--\r\n`),
          ]),
        }),
      ],
      [
        'field without file',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([part(b, { filename: null, bytes: Buffer.from('text') }), Buffer.from(`--${b}--\r\n`)]),
        }),
      ],
      [
        'two files',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([part(b, { bytes: png }), part(b, { bytes: png }), Buffer.from(`--${b}--\r\n`)]),
        }),
      ],
      [
        'many fields',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([
            ...Array.from({ length: 30 }, (_, i) => part(b, { field: `f${i}`, filename: null, bytes: Buffer.from('v'.repeat(2000)) })),
            part(b, { bytes: png }),
            Buffer.from(`--${b}--\r\n`),
          ]),
        }),
      ],
      [
        'hostile file name',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([
            part(b, { filename: random.pick(hostileStrings).replace(/"/g, '%22').slice(0, 3000), bytes: random.pick(samples) }),
            Buffer.from(`--${b}--\r\n`),
          ]),
        }),
      ],
      [
        'hostile part type',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([
            part(b, { type: random.pick(['image/png\r\nX: y', '', 'text/html', '\u0000', 'a'.repeat(5000)]), bytes: png }),
            Buffer.from(`--${b}--\r\n`),
          ]),
        }),
      ],
      [
        'random bytes',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([part(b, { bytes: Buffer.from(randomString(random, 2000), 'utf8') }), Buffer.from(`--${b}--\r\n`)]),
        }),
      ],
      [
        'garbage',
        () => ({
          contentType: `multipart/form-data; boundary=${random.pick(['', '"', 'a'.repeat(300), '\u0000', '--'])}`,
          payload: Buffer.from(randomString(random, 500), 'utf8'),
        }),
      ],
      [
        'not multipart',
        () => ({
          contentType: random.pick(['application/json', 'text/plain', 'image/png', 'application/octet-stream', undefined]),
          payload: random.chance(0.5) ? png : Buffer.from('{"file":1}'),
        }),
      ],
      [
        'over the size limit',
        (b) => ({
          contentType: `multipart/form-data; boundary=${b}`,
          payload: Buffer.concat([
            part(b, { bytes: Buffer.alloc(random.chance(0.5) ? 5 * 1024 * 1024 + 10 : 20 * 1024 * 1024 + 10, 1) }),
            Buffer.from(`--${b}--\r\n`),
          ]),
        }),
      ],
    ];
    for (let i = 0; i < times(110); i += 1) {
      const [kind, make] = i < bodies.length * 2 ? bodies[i % bodies.length]! : random.pick(bodies);
      if (kind === 'over the size limit' && i >= bodies.length * 2) continue; // the big bodies only twice per target
      const target =
        i % 2 === 0
          ? '/admin/api/thumbnails'
          : `/admin/api/posts/${random.chance(0.6) ? random.pick(['1', '2', '3']) : hostileUrlText(random)}/attachments`;
      const boundary = `----fuzz${random.int(1e9)}`;
      const { contentType, payload } = make(boundary);
      const headers: Record<string, string> = contentType === undefined ? {} : { 'content-type': contentType };
      await send(
        findings,
        `POST ${target.startsWith('/admin/api/posts') ? '/admin/api/posts/:id/attachments' : target} (${kind})`,
        asStaff(staff.admin, { method: 'POST', url: target, headers, payload }),
        { kind, target, bytes: payload.length },
      );
    }
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      for (const url of ['/admin/api/thumbnails', '/admin/api/posts/1/attachments', '/admin/api/', '/admin/api/nope']) {
        await send(findings, `${method} ${url}`, asStaff(staff.admin, { method: method, url }), null);
      }
    }
    expect(report('uploads', findings)).toBe('');
  });

  it('inquiries CSV export', section, async () => {
    const findings = new Findings();
    const random = new Random(fuzzSeed, 'csv');
    const dates = [
      '2026-03-01',
      '0000-01-01',
      '0001-01-01',
      '9999-12-31',
      '99999-01-01',
      '2026-02-30',
      '1900-01-01',
      '',
      '2026-3-1',
      '20260301',
    ];
    for (let i = 0; i < times(80); i += 1) {
      const value = () => (random.chance(0.5) ? encodeURIComponent(random.pick(dates)) : hostileUrlText(random));
      const status = random.chance(0.4) ? random.pick(['new', 'closed', 'in_progress', '']) : hostileUrlText(random);
      const query = [
        `status=${status}`,
        `from=${value()}`,
        `to=${value()}`,
        ...(random.chance(0.2) ? [`${hostileUrlText(random)}=${hostileUrlText(random)}`, `from=${value()}`] : []),
      ].filter(() => random.chance(0.85));
      const url = `/admin/api/inquiries.csv?${query.join('&')}`;
      await send(findings, 'GET /admin/api/inquiries.csv?status=&from=&to=', asStaff(staff.admin, { method: 'GET', url }), url);
    }
    expect(report('inquiries CSV', findings)).toBe('');
  });

  target.finalChecks();
});
