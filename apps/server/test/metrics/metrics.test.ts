import { inquiryRefusalReasons } from '@office/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.js';
import { listenForMetrics, type MetricsListener } from '../../src/metrics/listener.js';
import { keptRoute, noRoute } from '../../src/metrics/metrics.js';
import { buildTestApp } from '../support/app.js';
import { type Database, openDatabase } from '@office/db/client';
import { seedDatabase } from '@office/db/seed';
import { postgresBackends, type TestDatabase, testBackends } from '@office/testing/databases';
import { has, scrape, seriesOf, valueOf } from './scrape.js';
import { startTcpRelay, type TcpRelay } from '@office/testing/tcp-relay';

const visitor = { name: '김민수', phone: '01011112222', email: 'minsu@example.com', content: '문의' };
const userAgent = 'MetricsProbe/1.0 (private@example.com)';
const silentLog = { error: () => {} };

interface Running {
  built: BuiltApp;
  origin: string;
  metricsUrl: string;
  listener: MetricsListener;
}

/** The app on a real port (answers from memory are sent before Fastify, never through inject) with its metrics listener. */
async function start(database: Database): Promise<Running> {
  const built = await buildTestApp(database, { config: { METRICS_PORT: 0 } });
  const origin = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const metrics = built.metrics!;
  const listener = await listenForMetrics({ scrape: () => metrics.scrape(), port: 0, host: '127.0.0.1', log: silentLog });
  return { built, origin, metricsUrl: listener.url, listener };
}

async function stop(running: Running | undefined) {
  await running?.listener.close();
  await running?.built.app.close();
}

const get = (origin: string, path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}`, { ...init, headers: { 'user-agent': userAgent, ...init.headers } }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });

const postJson = (origin: string, path: string, body: object) =>
  get(origin, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.each(testBackends)('metrics on $name', (backend) => {
  let database: TestDatabase;
  let running: Running;
  beforeAll(async () => {
    database = await backend.create();
    await seedDatabase(database.db);
    running = await start(database);
  });
  afterAll(async () => {
    await stop(running);
    await database?.drop();
  });

  it('counts requests by route pattern, answers sent from memory included, and the caches’ hits and misses', async () => {
    const { origin, metricsUrl } = running;
    const before = (await scrape(metricsUrl)).samples;
    // Kept from the second request on, so the third comes from memory (REST answers and pages alike).
    for (let i = 0; i < 3; i++) expect(await get(origin, '/api/common/notices/?lang=en')).toBe(200);
    for (let i = 0; i < 3; i++) expect(await get(origin, '/about?lang=en')).toBe(200);
    expect(await get(origin, '/api/common/notices/1/?lang=en')).toBe(200);
    const after = (await scrape(metricsUrl)).samples;

    const grew = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    const requests = (route: string) => grew('office_http_requests_total', { route, method: 'GET', status: '200' });
    expect(requests('/api/common/notices/')).toBe(2);
    expect(requests(keptRoute('rest'))).toBe(1);
    expect(requests('/api/common/notices/:id/')).toBe(1);
    expect(requests('/*')).toBe(2);
    expect(requests(keptRoute('page'))).toBe(1);
    expect(grew('office_http_request_duration_seconds_count', { route: '/api/common/notices/', method: 'GET' })).toBe(2);
    expect(grew('office_http_request_duration_seconds_count', { route: '/*', method: 'GET' })).toBe(2);
    // Answers from memory are counted, not timed.
    expect(valueOf(after, 'office_http_request_duration_seconds_count', { route: keptRoute('rest') })).toBe(0);

    expect(grew('office_answer_cache_hits_total', { cache: 'rest' })).toBe(1);
    expect(grew('office_answer_cache_misses_total', { cache: 'rest' })).toBe(3);
    expect(grew('office_answer_cache_hits_total', { cache: 'page' })).toBe(1);
    expect(grew('office_answer_cache_misses_total', { cache: 'page' })).toBe(2);
    expect(valueOf(after, 'office_answer_cache_bytes', { cache: 'page' })).toBeGreaterThan(0);
    expect(valueOf(after, 'office_answer_cache_bytes', { cache: 'rest' })).toBeGreaterThan(0);
  });

  it('gives made-up URLs fixed labels: a flood of them adds no series, and no URL, query value or user agent shows', async () => {
    const { origin, metricsUrl } = running;
    const madeUp = async (n: number) => {
      const statuses = await Promise.all([
        get(origin, `/api/made-up-${n}?email=private${n}@example.com`),
        get(origin, `/made-up-page-${n}?lang=en&q=secret${n}`),
        postJson(origin, `/made-up-${n}`, { n }),
        get(origin, `/made-up-${n}.js`),
        get(origin, `/api/common/notices/${n}x/`),
        get(origin, `/trpc/made-up-${n}`),
        get(origin, `/made-up-${n}`, { method: 'DELETE' }),
      ]);
      for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    };
    await madeUp(0);
    const before = (await scrape(metricsUrl)).samples;
    expect(valueOf(before, 'office_http_requests_total', { route: noRoute, method: 'POST', status: '404' })).toBeGreaterThanOrEqual(1);

    for (let n = 1; n <= 40; n++) await madeUp(n);
    const { samples: after, text } = await scrape(metricsUrl);
    expect(seriesOf(after, 'office_http_')).toEqual(seriesOf(before, 'office_http_'));
    expect(valueOf(after, 'office_http_requests_total', { route: noRoute, method: 'POST', status: '404' })).toBe(
      valueOf(before, 'office_http_requests_total', { route: noRoute, method: 'POST', status: '404' }) + 40,
    );
    expect(text).not.toMatch(/made-up|example\.com|secret|MetricsProbe|127\.0\.0\.1/);
  });

  it('counts inquiries stored and refused by reason, on REST and tRPC, and reads the outbox', async () => {
    const { origin, metricsUrl } = running;
    const before = (await scrape(metricsUrl)).samples;
    // The first inquiry without a challenge from an address is stored, the second refused (unverified_limit).
    expect(await postJson(origin, '/api/common/inquiry/', visitor)).toBe(201);
    expect(await postJson(origin, '/api/common/inquiry/', visitor)).toBe(429);
    expect(await postJson(origin, '/api/common/inquiry/', { ...visitor, website: 'https://spam.example' })).toBe(400);
    expect(await postJson(origin, '/trpc/inquiries.submit', { ...visitor, website: 'https://spam.example' })).toBe(400);
    const { samples: after, text } = await scrape(metricsUrl);

    const grew = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(grew('office_inquiries_stored_total')).toBe(1);
    expect(grew('office_inquiries_refused_total', { reason: 'unverified_limit' })).toBe(1);
    expect(grew('office_inquiries_refused_total', { reason: 'honeypot' })).toBe(2);
    // Every reason is there from the start, and nothing but the reasons.
    expect(new Set(after.filter((s) => s.name === 'office_inquiries_refused_total').map((s) => s.labels.reason))).toEqual(
      new Set(inquiryRefusalReasons),
    );
    expect(grew('office_http_requests_total', { route: '/api/common/inquiry/', method: 'POST', status: '429' })).toBe(1);

    // Without SMTP_URL the notification waits in the outbox.
    expect(valueOf(after, 'office_outbox_waiting_messages')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'office_outbox_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'office_outbox_oldest_waiting_age_seconds')).toBeLessThan(600);
    expect(valueOf(after, 'office_database_up')).toBe(1);
    expect(text).not.toMatch(/김민수|minsu|01011112222|spam\.example/);
  });

  it('has the process metrics, and the pool on Postgres only', async () => {
    const { samples } = await scrape(running.metricsUrl);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(has(samples, 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(has(samples, 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    if (backend.name === 'postgres') {
      expect(valueOf(samples, 'office_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(has(samples, 'office_db_pool_idle_connections')).toBe(true);
      expect(valueOf(samples, 'office_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(samples.filter((s) => s.name.startsWith('office_db_pool_'))).toEqual([]);
    }
  });

  it('serves GET /metrics on its own port only: the public port has none, and the metrics port nothing else', async () => {
    const { origin, metricsUrl } = running;
    const publicAnswer = await fetch(`${origin}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain('office_http_requests_total');

    const metricsAnswer = await fetch(`${metricsUrl}/metrics`);
    expect(metricsAnswer.status).toBe(200);
    expect(metricsAnswer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await metricsAnswer.text()).toContain('# TYPE office_http_requests_total counter');
    for (const [path, method] of [
      ['/', 'GET'],
      ['/metrics/x', 'GET'],
      ['/metrics', 'POST'],
      ['/api/common/notices/', 'GET'],
    ] as const) {
      const other = await fetch(`${metricsUrl}${path}`, { method });
      expect(other.status, `${method} ${path}`).toBe(404);
      await other.arrayBuffer();
    }
  });
});

describe('metrics while the database is gone', () => {
  it('PGlite closed: a scrape answers at once, with the outbox as last known and office_database_up 0', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    const running = await start(database);
    try {
      expect(await postJson(running.origin, '/api/common/inquiry/', visitor)).toBe(201);
      const up = await scrape(running.metricsUrl);
      expect(valueOf(up.samples, 'office_database_up')).toBe(1);
      // The office's notification and the visitor's confirmation of the one inquiry.
      expect(valueOf(up.samples, 'office_outbox_waiting_messages')).toBe(2);

      await database.close();
      const down = await scrape(running.metricsUrl);
      expect(down.status).toBe(200);
      expect(down.ms).toBeLessThan(1500);
      expect(valueOf(down.samples, 'office_database_up')).toBe(0);
      expect(valueOf(down.samples, 'office_outbox_waiting_messages')).toBe(2);
      expect(has(down.samples, 'office_outbox_oldest_waiting_age_seconds')).toBe(true);
      expect(has(down.samples, 'process_resident_memory_bytes')).toBe(true);
    } finally {
      await stop(running);
    }
  });

  describe.each(postgresBackends)('Postgres unreachable ($name)', (backend) => {
    let target: TestDatabase;
    let relayed: Database;
    let relay: TcpRelay;
    let running: Running;
    beforeAll(async () => {
      target = await backend.create();
      relay = startTcpRelay(new URL(target.url!));
      const viaRelay = new URL(target.url!);
      viaRelay.hostname = '127.0.0.1';
      viaRelay.port = String(await relay.listen());
      relayed = await openDatabase({ url: viaRelay.toString(), timeoutMs: 3000, poolMax: 2 });
      running = await start(relayed);
    });
    afterAll(async () => {
      await stop(running);
      await relayed?.close().catch(() => {});
      await relay?.close();
      await target?.drop();
    });

    it('connections that hang: every scrape answers within about a second, none piles a query onto the pool', async () => {
      expect(valueOf((await scrape(running.metricsUrl)).samples, 'office_database_up')).toBe(1);
      relay.set('blackhole');
      for (let i = 0; i < 3; i++) {
        const down = await scrape(running.metricsUrl);
        expect(down.status).toBe(200);
        expect(down.ms).toBeLessThan(2000);
        expect(valueOf(down.samples, 'office_database_up')).toBe(0);
        expect(valueOf(down.samples, 'office_outbox_waiting_messages')).toBe(0);
        // One query at a time, however many scrapes came while it hangs: none waits for a connection.
        expect(valueOf(down.samples, 'office_db_pool_waiting_requests')).toBe(0);
      }
    }, 30_000);
  });
});

describe('the metrics listener', () => {
  it('answers 500 to a scrape that fails, logs it, and goes on answering', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const listener = await listenForMetrics({
      scrape: async () => {
        if (fail) throw new Error('collect failed');
        return { body: 'up 1\n', contentType: 'text/plain; version=0.0.4; charset=utf-8' };
      },
      port: 0,
      host: '127.0.0.1',
      log: { error: (detail) => errors.push(detail) },
    });
    try {
      const failed = await fetch(`${listener.url}/metrics`);
      expect(failed.status).toBe(500);
      expect(await failed.text()).not.toContain('collect failed');
      expect(errors).toHaveLength(1);
      fail = false;
      const ok = await fetch(`${listener.url}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe('up 1\n');
    } finally {
      await listener.close();
    }
  });

  it('is off by default: an app built without METRICS_PORT counts nothing for Prometheus', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    const built = await buildTestApp(database);
    try {
      expect(built.metrics).toBeUndefined();
    } finally {
      await built.app.close();
      await database.close();
    }
  });
});
