import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pageTextKeys, templatePage } from '@office/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConsoleClient } from '../../support/console.js';
import { useContentConsole } from '../../support/content.js';
import { type Answer, type Findings } from '@office/testing/fuzz-check';
import { HttpSender, type SentAnswer } from '@office/testing/http-sender';
import { describeInput, fuzzSeed, hostileUrlText, mutate, type Random, sweep, toJson, validSamples } from '@office/testing/fuzz-values';
import type { TestBackend } from '@office/testing/databases';

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

export { costly, productionOrigin, section, times, validInquiry };

/**
 * The fuzz's target for one test file on one database: the console app with the site's content,
 * listening on a real port with its caches warm, and the means to send hostile requests to it and
 * check every answer. `finalChecks` (called last in the file) checks the server still serves, kept
 * answers still come, and nothing was polluted.
 */
export function useFuzzTarget(backend: TestBackend) {
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

  return {
    ctx,
    staff,
    send,
    asStaff,
    keepSession,
    report,
    trpcRequest,
    trpcBatch,
    fuzzRouter,
    warm,
    get port() {
      return port;
    },
    /** The pages and REST lists asked for before the fuzzing, so their answers are kept. */
    get keptUrls() {
      return keptUrls;
    },
    /** Counts a request sent another way than `send` (a raw socket). */
    counted() {
      requests += 1;
    },
    finalChecks() {
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
    },
  };
}
