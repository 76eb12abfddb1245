import { inquiryRefusalReasons } from '@office/contracts';
import type { InquiryObserver } from '@office/api/services/inquiry-guard';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type OutboxBacklog, OutboxProbe } from './outbox-probe.js';

/**
 * The process's Prometheus metrics (docs/metrics.md, decision 0037), in a registry of its own (not
 * prom-client's global one), so several apps in one process (tests) never share or collide.
 *
 * What happens per request is counted where it happens: in plain numbers on the hot path (answers
 * sent from memory, cache hits), added to the counters when Prometheus scrapes; once per request
 * here for requests Fastify routes. What is a state (the pool, the outbox) is read at the scrape.
 * Labels hold route patterns and fixed words only: never a URL as sent, a query value, an address,
 * a user agent or anything an inquiry says.
 */

/** What the metrics read when scraped; `watch` hands them in once the app has made them. */
export interface MetricSources {
  /** Answers sent before Fastify, by kept-answer lookup ('page', 'rest') and status. */
  answering: { sentFromMemory(): Array<{ name: string; status: number; count: number }> };
  caches: Record<CacheName, { readonly hits: number; readonly misses: number; readonly bytes: number }>;
  /** The Postgres pool; undefined for PGlite. */
  database: { poolStats(): PoolStats | undefined };
  outbox: { backlog(): Promise<OutboxBacklog> };
  /** The time outbox ages are measured against (the services' clock). */
  now?: () => Date;
}

type CacheName = 'page' | 'rest';
const cacheNames: CacheName[] = ['page', 'rest'];
type PoolStats = { total: number; idle: number; waiting: number };

/** The route label of a request no route took (a 404, a refused target): made-up URLs share it. */
export const noRoute = '(no route)';
/** The route label of a build file (@fastify/static registers one route per file). */
export const staticFile = '(static file)';
/** The route label of an answer sent from memory, before Fastify, by the lookup that found it. */
export const keptRoute = (name: string) => `(kept ${name})`;

/** Seconds: from a kept JSON answer through a page render to the database's timeouts (DB_TIMEOUT_MS). */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Node's parser knows ~35 methods; those we serve keep their name, the rest share one label. */
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export class AppMetrics {
  readonly registry = new Registry();
  private sources: MetricSources | undefined;
  private outboxProbe: OutboxProbe | undefined;
  /** Plain counts already added to a counter, per series, so each scrape adds only what is new. */
  private readonly added = new Map<string, number>();

  private readonly requests: Counter<'route' | 'method' | 'status'> = new Counter({
    name: 'office_http_requests_total',
    help: 'HTTP requests answered, by route pattern (or a fixed label), method and status; answers sent from memory included.',
    labelNames: ['route', 'method', 'status'],
    registers: [this.registry],
    collect: () => {
      for (const { name, status, count } of this.sources?.answering.sentFromMemory() ?? []) {
        const labels = { route: keptRoute(name), method: 'GET', status: String(status) };
        this.addUpTo(this.requests, `sent ${name} ${status}`, labels, count);
      }
    },
  });

  private readonly duration = new Histogram({
    name: 'office_http_request_duration_seconds',
    help: 'Seconds from a request reaching Fastify to its answer finished, by route pattern and method (answers sent from memory are not timed).',
    labelNames: ['route', 'method'],
    buckets: durationBuckets,
    registers: [this.registry],
  });

  private readonly inquiriesStored = new Counter({
    name: 'office_inquiries_stored_total',
    help: 'Inquiries from the public stored (each with its notification in the outbox).',
    registers: [this.registry],
  });

  private readonly inquiriesRefused = new Counter({
    name: 'office_inquiries_refused_total',
    help: 'Inquiries from the public refused by the spam defence, by reason.',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  /** What the inquiry guard tells (packages/api knows no metrics library). */
  readonly inquiries: InquiryObserver = {
    stored: () => this.inquiriesStored.inc(),
    refused: (reason) => this.inquiriesRefused.inc({ reason }),
  };

  constructor() {
    // Process memory, heap, event-loop lag, GC, handles: prom-client's own set, on our registry.
    collectDefaultMetrics({ register: this.registry });
    // Every series from the start, so a rate over the first refusal is not missing its zero.
    for (const reason of inquiryRefusalReasons) this.inquiriesRefused.inc({ reason }, 0);
    this.inquiriesStored.inc(0);

    for (const kind of ['hits', 'misses'] as const) {
      const counter: Counter<'cache'> = new Counter({
        name: `office_answer_cache_${kind}_total`,
        help:
          kind === 'hits'
            ? 'Answers found kept in memory: rendered pages (cache="page") or REST GET answers (cache="rest").'
            : 'Answers asked of those caches that had to be made (hit rate: hits / (hits + misses)).',
        labelNames: ['cache'],
        registers: [this.registry],
        collect: () => {
          for (const cache of cacheNames) {
            const count = this.sources?.caches[cache][kind];
            if (count !== undefined) this.addUpTo(counter, `${kind} ${cache}`, { cache }, count);
          }
        },
      });
    }
    const bytes: Gauge<'cache'> = new Gauge({
      name: 'office_answer_cache_bytes',
      help: 'Memory the kept answers take (bodies and their compressed forms), by cache.',
      labelNames: ['cache'],
      registers: [this.registry],
      collect: () => {
        for (const cache of cacheNames) if (this.sources) bytes.set({ cache }, this.sources.caches[cache].bytes);
      },
    });

    // One query per scrape serves all three (OutboxProbe); when it does not answer within 1 s the
    // scrape goes on with what was known, and says so.
    this.gauge(
      'office_outbox_waiting_messages',
      'Notifications not sent yet, as the database last said.',
      async () => (await this.readOutbox())?.known?.waiting,
    );
    this.gauge(
      'office_outbox_oldest_waiting_age_seconds',
      'Seconds since the oldest notification not sent yet was written (0: none waits), as the database last said; it grows while mail is not going out.',
      async () => {
        const reading = await this.readOutbox();
        const oldest = reading?.known?.oldestCreatedAt;
        return oldest === undefined ? undefined : oldest === null ? 0 : Math.max(0, (reading!.now.getTime() - oldest.getTime()) / 1000);
      },
    );
    this.gauge(
      'office_database_up',
      'Whether the database answered this scrape’s query (the outbox backlog) within 1 s: 1 or 0.',
      async () => ((await this.readOutbox())?.fresh ? 1 : 0),
    );
  }

  /** Hands in what the metrics read when scraped. */
  watch(sources: MetricSources): void {
    this.sources = sources;
    this.outboxProbe = new OutboxProbe(() => sources.outbox.backlog());
    // PGlite has no pool: its series are left out rather than shown as an empty pool.
    if (sources.database.poolStats() === undefined) return;
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
      this.gauge(name, help, () => {
        const stats = sources.database.poolStats();
        return stats && read(stats);
      });
    pool('office_db_pool_connections', 'Postgres connections the pool holds, idle and in use (at most DB_POOL_MAX).', (s) => s.total);
    pool('office_db_pool_idle_connections', 'Postgres connections of the pool not in use.', (s) => s.idle);
    pool('office_db_pool_waiting_requests', 'Queries waiting for a free Postgres connection (all DB_POOL_MAX in use).', (s) => s.waiting);
  }

  /** Counts and times every request Fastify answers: its routes, its 404s and its refusals. */
  countRequests(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      this.requestAnswered(request, reply);
      done();
    });
  }

  /** The text Prometheus reads, and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }

  private requestAnswered(request: FastifyRequest, reply: FastifyReply): void {
    const route = routeLabel(request);
    const method = methods.has(request.method) ? request.method : 'other';
    this.requests.inc({ route, method, status: String(reply.statusCode) });
    this.duration.observe({ route, method }, reply.elapsedTime / 1000);
  }

  /** A gauge without labels set, when scraped, to what `read` says (left unset when it says undefined). */
  private gauge(name: string, help: string, read: () => number | undefined | Promise<number | undefined>): Gauge {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers: [this.registry],
      collect: async () => {
        const value = await read();
        if (value !== undefined) gauge.set(value);
      },
    });
    return gauge;
  }

  /** Adds to a counter's series what a plain count has grown by since the last scrape (a first scrape shows 0s too). */
  private addUpTo<Label extends string>(counter: Counter<Label>, key: string, labels: Record<Label, string>, count: number): void {
    const added = this.added.get(key);
    if (added === undefined || count > added) counter.inc(labels, count - (added ?? 0));
    this.added.set(key, count);
  }

  private async readOutbox(): Promise<{ known: OutboxBacklog | undefined; fresh: boolean; now: Date } | undefined> {
    if (!this.outboxProbe) return undefined;
    const { known, fresh } = await this.outboxProbe.read();
    return { known, fresh, now: this.sources?.now?.() ?? new Date() };
  }
}

/**
 * A request's route as registered (`/api/common/notices/:id/`), never its URL: a made-up URL is a
 * 404 without a route, or a page route's 404, so no URL can add a label value.
 */
function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (url === undefined) return noRoute;
  // @fastify/static (wildcard: false) registers each build file as a route of its own, naming the file in its config.
  if ((config as { file?: unknown } | undefined)?.file !== undefined) return staticFile;
  return url;
}
