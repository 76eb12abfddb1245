import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inquiryInput, pageTextKeys, templatePage, pageNames as allPageNames } from '@office/contracts';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '@office/db/schema';
import { adminRouter } from '@office/api/admin-trpc';
import { appRouter } from '@office/api/trpc';
import { type ConsoleClient, signedIn } from './support/console.js';
import { useContentConsole } from './support/content.js';
import { sampleAttachments } from '@office/testing/sample-files';
import { testBackends } from '@office/testing/databases';
import { type Answer, Findings } from '@office/testing/fuzz-check';
import { HttpSender, type SentAnswer } from '@office/testing/http-sender';
import { sendRaw } from '@office/testing/raw-http';
import {
  describeInput,
  fuzzSeed,
  hostileStrings,
  hostileUrlText,
  hostileValue,
  mutate,
  Random,
  randomString,
  sweep,
  toJson,
  validSamples,
} from '@office/testing/fuzz-values';

/**
 * Thousands of seeded hostile requests (decision 0011, docs/testing.md#the-fuzz) over every route —
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

const scale = Number(process.env.FUZZ_SCALE ?? 1) || 1;
const times = (n: number) => Math.max(1, Math.round(n * scale));
console.log(`[fuzz] seed ${fuzzSeed} (FUZZ_SEED=${fuzzSeed} replays this run), scale ${scale}`);

type Procedure = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: any[] } };
const proceduresOf = (router: { _def: { procedures: object } }) =>
  Object.entries(router._def.procedures as Record<string, Procedure>).sort(([a], [b]) => a.localeCompare(b));

const validInquiry = {
  name: 'Fuzz tester',
  phone: '01012345678',
  email: 'fuzz@example.com',
  content: 'Hello',
  consent: true,
  consent_version: '2026-01',
  lang: 'en',
};

/** Valid base payloads where the schema alone does not give a useful one (real ids, the admin's password). */
const baseOverrides: Record<string, Record<string, unknown>> = {
  'auth.changePassword': { currentPassword: 'plum-orbit-canvas-71', newPassword: 'another long fuzz pass 2026' },
  'staff.setRole': { id: 2, role: 'editor' },
  'staff.disable': { id: 2 },
  'staff.enable': { id: 2 },
  'inquiries.submit': validInquiry,
  // A key the site reads, so a change reaches the database; deletions take other rows than the ones the rest change.
  'texts.set': { pageName: templatePage, key: pageTextKeys[templatePage][0], lang: 'en', value: 'Fuzz' },
  'posts.delete': { id: 2 },
  'inquiries.delete': { id: 2 },
};

/**
 * Procedures whose every call costs an argon2 hash: fewer calls, so the run stays short.
 * auth.signOut is fuzzed last, on a session of its own (it would sign the fuzzing admin out);
 * auth.signIn is called without the admin's cookie (a failed sign-in clears the caller's cookie).
 * staff.disable / setRole on the admin's own id are refused by the router, so nothing else is skipped.
 */
/** Each section runs a few hundred to a thousand requests: far more than the default 30 s on a busy machine. */
const section = { timeout: 180_000 };

const costly = new Set(['auth.signIn', 'auth.changePassword', 'staff.create']);

/** The answer with its body decompressed (pages and REST bodies come br or gzip when asked for), so the leak checks read the text. */
function asAnswer(response: SentAnswer): Answer {
  const encoding = String(response.headers['content-encoding'] ?? '');
  let body = response.body;
  try {
    if (encoding === 'br') body = brotliDecompressSync(response.rawPayload).toString('utf8');
    else if (encoding === 'gzip') body = gunzipSync(response.rawPayload).toString('utf8');
  } catch {
    body = `(undecodable ${encoding} body)`;
  }
  return { statusCode: response.statusCode, headers: response.headers, body };
}

/**
 * The public origin as production has it by default: with a port. Pages negotiate their language
 * from it before Fastify, and a request target glued to it (`http://localhost:3000*`) once made a
 * URL that does not parse, thrown where nothing caught it: the process ended.
 */
const productionOrigin = 'http://localhost:3000';

describe.each(testBackends)('fuzz on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend, productionOrigin);
  const summaries: string[] = [];
  let requests = 0;
  let started = 0;
  let port = 0;
  let sender: HttpSender;
  /** The site's pages and REST lists, every one asked for before the fuzzing, so their answers are kept. */
  let keptUrls: string[] = [];

  // Every request goes over a real connection to the listening app, its caches warm: a kept page or
  // REST answer is sent by the server factory before Fastify, as the production build sends it.
  beforeAll(async () => {
    started = Date.now();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    sender = new HttpSender(port);
    const sitemap = (await sender.send({ method: 'GET', url: '/sitemap.xml' })).body;
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1]!.replaceAll('&amp;', '&'));
      return url.pathname + url.search;
    });
    keptUrls = [...pages, '/api/common/notices/', '/api/common/library/', '/api/translation/page?page_name=%ED%99%88'];
    await warm();
    expect(ctx.pageCache.size).toBeGreaterThanOrEqual(pages.length);
  });

  /**
   * Asks for every kept URL twice (an answer is kept from the second time, AnswerCache): content
   * changes clear them. Before the fuzzing every one is found; later the console's fuzzing may have
   * deleted a post (its page is then a 404, kept too).
   */
  async function warm() {
    const fuzzed = requests > 0;
    for (let round = 0; round < 2; round += 1)
      for (const url of keptUrls) {
        const status = (await sender.send({ method: 'GET', url })).statusCode;
        if (fuzzed) expect(status, url).toBeLessThan(500);
        else expect(status, url).toBe(200);
      }
  }
  afterAll(() => sender?.close());

  /** Sends one request and checks the answer; a request the test client cannot build is listed, not failed. */
  async function send(findings: Findings, route: string, request: InjectOptions, input: unknown = null): Promise<SentAnswer | undefined> {
    let response: SentAnswer;
    // inject would pass header values no HTTP parser lets through (NUL, CR, LF): those are not real requests.
    const headers = Object.entries((request.headers ?? {}) as Record<string, unknown>);
    if (headers.some(([, value]) => /[^\t\x20-\x7e\x80-\xff]/.test(String(value)))) {
      findings.unsendable(route, new Error('a header value no HTTP parser accepts'));
      return undefined;
    }
    const sentAt = performance.now();
    try {
      response = await sender.send(request);
    } catch (error) {
      findings.unsendable(route, error);
      return undefined;
    }
    findings.timed(route, performance.now() - sentAt, input);
    requests += 1;
    findings.check(route, String(request.url ?? request.path ?? ''), asAnswer(response), input, {
      method: String(request.method ?? 'GET'),
    });
    return response;
  }

  /** The admin's cookie, CSRF token, Origin and address on a request; keeps a new cookie or token it is given. */
  function asStaff(client: ConsoleClient, request: InjectOptions): InjectOptions {
    return {
      ...request,
      headers: {
        origin: ctx.publicOrigin,
        ...(client.csrfToken ? { 'x-csrf-token': client.csrfToken } : {}),
        ...(request.headers as object),
      },
      cookies: client.cookie ? { [client.cookie.name]: client.cookie.value } : {},
      remoteAddress: client.address,
    };
  }
  function keepSession(client: ConsoleClient, response: SentAnswer | undefined) {
    if (!response) return;
    const set = response.cookies.find((c) => c.name.endsWith('office_session'));
    if (set?.value) client.cookie = { name: set.name, value: set.value };
    try {
      const token = response.json()?.result?.data?.csrfToken;
      if (typeof token === 'string') client.csrfToken = token;
    } catch {
      /* not JSON */
    }
  }

  function report(title: string, findings: Findings) {
    const summary = findings.summary(`${title} on ${backend.name} (seed ${fuzzSeed})`);
    if (findings.slowest().length) console.log(`[fuzz] ${title} on ${backend.name}: slowest answers: ${findings.slowest().join('; ')}`);
    if (findings.unsent.length)
      console.log(`[fuzz] ${title}: requests the test client could not build:\n  ${findings.unsent.join('\n  ')}`);
    if (summary) summaries.push(summary);
    return summary;
  }

  // --- tRPC requests ---------------------------------------------------------------------------

  /**
   * One tRPC call as the web app (or console) sends it, or, now and then, in a malformed form:
   * the wrong method, broken JSON, another content type, a batch with odd keys.
   */
  function trpcRequest(
    random: Random,
    prefix: string,
    path: string,
    type: string,
    input: unknown,
    plain = false,
  ): { request: InjectOptions; shown: unknown } {
    const json = input === undefined ? undefined : toJson(input);
    const roll = plain ? 40 : random.int(40);
    const asQuery = (query: string) => ({ method: 'GET' as const, url: `${prefix}/${path}${query}` });
    const asMutation = (payload: string | undefined, contentType = 'application/json') => ({
      method: 'POST' as const,
      url: `${prefix}/${path}`,
      headers: { 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
    });
    const inputQuery = json === undefined ? '' : `?input=${encodeURIComponent(json)}`;
    const proper = type === 'query' ? asQuery(inputQuery) : asMutation(json);
    let request: InjectOptions = proper;
    let shown: unknown = input;
    if (roll === 0)
      request = type === 'query' ? asMutation(json) : asQuery(inputQuery); // wrong method
    else if (roll === 1) {
      request = type === 'query' ? asQuery('?input=%7B') : asMutation('{"a":');
      shown = 'broken JSON';
    } else if (roll === 2) {
      request = type === 'query' ? asQuery('?input=%ZZ') : asMutation(json, 'text/plain');
      shown = ['%ZZ / text/plain', input];
    } else if (roll === 3) {
      request =
        type === 'query'
          ? asQuery(`?input=${json === undefined ? '' : encodeURIComponent(json)}&input=1`)
          : asMutation(json, 'application/x-www-form-urlencoded');
      shown = ['repeated input / form content type', input];
    } else if (roll === 4) {
      request = {
        ...proper,
        url: `${prefix}/${path}?batch=1${type === 'query' ? `&input=${encodeURIComponent(toJson({ '-1': input, x: input }))}` : ''}`,
        ...(type === 'query' ? {} : { payload: toJson({ 999: input, __proto__x: input }) }),
      };
      shown = ['batch with odd keys', input];
    } else if (roll === 5) {
      request =
        type === 'query'
          ? asQuery(`?input=${encodeURIComponent(toJson({ json: input }))}`)
          : asMutation(toJson({ json: input, meta: { values: { x: ['undefined'] } } }));
      shown = ['superjson wrapper', input];
    } else if (roll === 6) {
      request = { ...proper, headers: { ...(proper as { headers?: object }).headers, 'content-type': 'application/json; charset=utf-16' } };
      shown = ['utf-16 charset', input];
    } else if (roll === 7) {
      request =
        type === 'query'
          ? asQuery(`${inputQuery}${inputQuery ? '&' : '?'}${hostileUrlText(random)}=${hostileUrlText(random)}`)
          : asMutation(`${json ?? ''}${random.pick(['garbage', '\u0000', ']', ''])}`);
      shown = ['trailing garbage / extra query', input];
    }
    return { request, shown };
  }

  /** tRPC v11 batch: `a,b,c?batch=1` with inputs keyed "0", "1", … (GET for queries, POST for mutations). */
  function trpcBatch(prefix: string, calls: Array<{ path: string; input: unknown }>, method: 'GET' | 'POST'): InjectOptions {
    const paths = calls.map((c) => c.path).join(',');
    const inputs = Object.fromEntries(calls.map((c, i) => [String(i), c.input]));
    return method === 'GET'
      ? { method, url: `${prefix}/${paths}?batch=1&input=${encodeURIComponent(toJson(inputs))}` }
      : { method, url: `${prefix}/${paths}?batch=1`, headers: { 'content-type': 'application/json' }, payload: toJson(inputs) };
  }

  async function fuzzRouter(
    findings: Findings,
    random: Random,
    prefix: string,
    router: { _def: { procedures: object } },
    perProcedure: number,
    as: (path: string) => ConsoleClient | null,
    skip: Set<string> = new Set(),
  ) {
    const procedures = proceduresOf(router).filter(([path]) => !skip.has(path));
    const bases = new Map(procedures.map(([path, procedure]) => [path, validSamples(procedure._def.inputs.at(-1), baseOverrides[path])]));
    for (const [path, procedure] of procedures) {
      const count = costly.has(path) ? Math.ceil(perProcedure / 4) : perProcedure;
      // Every field of every base with each sentinel (sent as the client would), then random corruptions.
      const swept = bases.get(path)!.flatMap((base) => sweep(base));
      for (let i = 0; i < swept.length + count; i += 1) {
        const base = random.pick(bases.get(path)!);
        // A few valid calls (they go deepest), then corrupted ones.
        const input = i < swept.length ? swept[i] : i < swept.length + 2 ? base : mutate(random, base);
        const { request, shown } =
          i < swept.length
            ? trpcRequest(random, prefix, path, procedure._def.type, input, true)
            : trpcRequest(random, prefix, path, procedure._def.type, input);
        const client = as(path);
        const response = await send(findings, `${request.method} ${prefix}/${path}`, client ? asStaff(client, request) : request, shown);
        if (client) keepSession(client, response);
      }
    }
    // Batches: many procedures in one request, each with its own (corrupted) input.
    for (let i = 0; i < times(30); i += 1) {
      const method = random.chance(0.5) ? 'GET' : 'POST';
      const wanted = method === 'GET' ? 'query' : 'mutation';
      const pool = procedures.filter(([, p]) => p._def.type === wanted || random.chance(0.1)).filter(([path]) => !costly.has(path));
      const size = 2 + random.int(random.chance(0.2) ? 40 : 8);
      const calls = Array.from({ length: size }, () => {
        const [path] = random.pick(pool);
        return { path, input: mutate(random, random.pick(bases.get(path)!)) };
      });
      const request = trpcBatch(prefix, calls, method);
      const client = as(calls[0]!.path);
      const response = await send(
        findings,
        `${method} ${prefix}/<batch of ${size}>`,
        client ? asStaff(client, request) : request,
        calls.map((c) => `${c.path}: ${describeInput(c.input, 40)}`),
      );
      if (client) keepSession(client, response);
    }
  }

  // --- Sections --------------------------------------------------------------------------------

  it('REST facade and /api/openapi.json', section, async () => {
    const findings = new Findings();
    const random = new Random(fuzzSeed, 'rest');
    const pageNames = allPageNames;
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'] as const;
    const paths = [
      '/api/translation/page',
      '/api/translation/main-task-contents',
      '/api/common/inquiry/',
      '/api/common/notices/',
      '/api/common/notices/1/',
      '/api/common/library/',
      '/api/common/library/1/',
      '/api/common/notices/search/',
      '/api/common/library/search/',
      '/api/openapi.json',
      '/api/docs',
      '/api/',
      '/api',
    ];

    for (let i = 0; i < times(80); i += 1) {
      const value = random.chance(0.3) ? encodeURIComponent(random.pick(pageNames)) : hostileUrlText(random);
      const extra = random.chance(0.3)
        ? `&${hostileUrlText(random)}=${hostileUrlText(random)}`
        : random.chance(0.2)
          ? `&page_name=${hostileUrlText(random)}`
          : '';
      const url = `/api/translation/page?page_name=${value}${extra}`;
      await send(
        findings,
        'GET /api/translation/page?page_name=…',
        {
          method: 'GET',
          url,
          headers: random.chance(0.2)
            ? { 'accept-encoding': random.pick(['br;q=nan', 'gzip;q=2, *;q=-1', '\u0000', 'identity;q=0, *;q=0']) }
            : {},
        },
        url,
      );
    }
    for (let i = 0; i < times(15); i += 1) {
      const url = `/api/translation/main-task-contents?${hostileUrlText(random)}=${hostileUrlText(random)}`;
      await send(findings, 'GET /api/translation/main-task-contents?…', { method: 'GET', url }, url);
    }
    // The search: hostile words, pages and categories (decision 0020).
    for (let i = 0; i < times(40); i += 1) {
      const kind = random.pick(['notices', 'library']);
      const q = random.chance(0.3)
        ? encodeURIComponent(random.pick(['위임장', 'visa', '签', '100%_', 'E-7', '(주)']))
        : hostileUrlText(random);
      const extra = random.chance(0.4) ? `&${random.pick(['page', 'page_size', 'lang', 'category', 'q'])}=${hostileUrlText(random)}` : '';
      const url = `/api/common/${kind}/search/?q=${q}${extra}`;
      await send(findings, `GET /api/common/${kind}/search/?q=…`, { method: 'GET', url }, url);
    }
    for (const kind of ['notices', 'library']) {
      for (let i = 0; i < times(40); i += 1) {
        const id = random.chance(0.2) ? String(random.pick([1, 2, 3, 0, -1, 2 ** 31 - 1, 2 ** 31, 999999])) : hostileUrlText(random);
        const url = random.chance(0.8)
          ? `/api/common/${kind}/${id}/`
          : `/api/common/${kind}/?${hostileUrlText(random)}=${hostileUrlText(random)}`;
        await send(findings, `GET /api/common/${kind}/:id/`, { method: 'GET', url }, url);
      }
    }
    // Inquiries: valid ones, and each field corrupted in turn; bodies of other types and sizes.
    const contentTypes = [
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
      'application/vnd.api+json',
      '',
    ];
    const swept = sweep(validInquiry);
    for (let i = 0; i < swept.length + times(120); i += 1) {
      const input = i < swept.length ? swept[i] : i < swept.length + 3 ? validInquiry : mutate(random, validInquiry);
      let payload: string | Buffer = toJson(input);
      const roll = i < swept.length ? 12 : random.int(12);
      if (roll === 0)
        payload = random.pick([
          '',
          '{',
          '[]',
          'null',
          '"x"',
          '{"name":',
          '\u0000',
          '{"a":1}{"b":2}',
          `{"content":"${'a'.repeat(40_000)}"}`,
        ]);
      if (roll === 1) payload = Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22, 0x00]);
      const contentType = roll === 2 ? random.pick(contentTypes) : 'application/json';
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      if (roll === 3) headers['content-length'] = String(random.pick([0, 1, 99999999]));
      await send(
        findings,
        'POST /api/common/inquiry/',
        { method: 'POST', url: '/api/common/inquiry/', headers, payload },
        roll <= 1 ? payload : input,
      );
    }
    // Every method on every path.
    for (const path of paths) {
      for (const method of methods) {
        await send(
          findings,
          `${method} ${path}`,
          {
            method,
            url: path,
            ...(method === 'GET' || method === 'HEAD' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
          },
          null,
        );
      }
    }
    for (let i = 0; i < times(30); i += 1) {
      const url = `/api/${hostileUrlText(random)}/${hostileUrlText(random)}`;
      await send(findings, 'GET /api/<unknown>', { method: random.pick(['GET', 'POST', 'DELETE']), url }, url);
    }
    expect(report('REST facade', findings)).toBe('');
  });

  it('public tRPC procedures on /trpc, one by one and batched', section, async () => {
    const findings = new Findings();
    await fuzzRouter(findings, new Random(fuzzSeed, 'trpc'), '/trpc', appRouter, times(35), () => null);
    const random = new Random(fuzzSeed, 'trpc-paths');
    for (let i = 0; i < times(30); i += 1) {
      const url = `/trpc/${random.pick(['', 'texts', 'texts.', '.', 'nope.nope', '__proto__', 'constructor', 'texts.page,', ',,', hostileUrlText(random)])}${random.chance(0.5) ? `?${hostileUrlText(random)}=${hostileUrlText(random)}` : ''}`;
      await send(
        findings,
        `* /trpc/<odd path>`,
        { method: random.pick(['GET', 'POST']), url, headers: { 'content-type': 'application/json' }, payload: '{}' },
        url,
      );
    }
    expect(report('public tRPC', findings)).toBe('');
  });

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

  it('auth.signOut with hostile inputs, on a session of its own', section, async () => {
    const findings = new Findings();
    const random = new Random(fuzzSeed, 'sign-out');
    const client = await signedIn(ctx, 'admin');
    for (let i = 0; i < times(10); i += 1) {
      const { request, shown } = trpcRequest(
        random,
        '/admin/trpc',
        'auth.signOut',
        'mutation',
        i === 0 ? hostileValue(random) : mutate(random, undefined),
      );
      await send(findings, `${request.method} /admin/trpc/auth.signOut`, asStaff(client, request), shown);
    }
    expect(report('auth.signOut', findings)).toBe('');
  });

  it('console procedures on /admin/trpc, signed in as an admin with its CSRF token', section, async () => {
    const findings = new Findings();
    // Some inquiries to read, change and delete.
    for (let i = 0; i < 5; i += 1) await ctx.app.inject({ method: 'POST', url: '/api/common/inquiry/', payload: validInquiry });
    await fuzzRouter(
      findings,
      new Random(fuzzSeed, 'admin-trpc'),
      '/admin/trpc',
      adminRouter,
      times(18),
      (path) => (path === 'auth.signIn' ? null : staff.admin),
      new Set(['auth.signOut']),
    );
    // Still signed in (nothing above may have ended the session).
    const me = await ctx.app.inject(asStaff(staff.admin, { method: 'GET', url: '/admin/trpc/auth.me' }));
    expect(me.statusCode, 'the fuzzing admin was signed out').toBe(200);
    expect(report('console tRPC', findings)).toBe('');
  });

  it('a tRPC batch of 100 inquiries.submit does not store 100 inquiries', section, async () => {
    const before = await ctx.database.db.$count(inquiries);
    const calls = Array.from({ length: 100 }, (_, i) => ({ path: 'inquiries.submit', input: { ...validInquiry, content: `batch ${i}` } }));
    expect(inquiryInput.safeParse(calls[0]!.input).success).toBe(true);
    const response = await ctx.app.inject({ ...trpcBatch('/trpc', calls, 'POST'), remoteAddress: '10.99.0.1' });
    const stored = (await ctx.database.db.$count(inquiries)) - before;
    const capped = response.statusCode >= 400 && response.statusCode < 500 && stored === 0;
    expect(
      capped,
      `one batch request of 100 calls stored ${stored} inquiries; answer ${response.statusCode} ${response.body.slice(0, 200)}`,
    ).toBe(true);
  });

  describe('over a raw socket', () => {
    const raw = (bytes: string) => sendRaw(port, bytes);

    it('absolute-form and * targets, a 20 KB header, a 20 KB URL, a malformed request line', section, async () => {
      await warm(); // the console sections before cleared the kept answers
      expect(ctx.pageCache.size).toBeGreaterThan(keptUrls.length / 2);
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
        requests += 1;
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

  it('kept answers are still sent, and the server still serves and is ready', async () => {
    await warm();
    expect(ctx.pageCache.size).toBeGreaterThan(keptUrls.length / 2);
    expect(ctx.app.server.listening).toBe(true);
    expect((await sender.send({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('left nothing behind: no prototype pollution', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.log(`[fuzz] ${backend.name}: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${fuzzSeed})`);
    if (summaries.length) console.log(`[fuzz] ${backend.name}: all failures\n\n${summaries.join('\n\n')}`);
  });
});
