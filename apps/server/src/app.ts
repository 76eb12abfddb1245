import { randomUUID } from 'node:crypto';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { AnswerCache } from './site/answers/answer-cache.js';
import { AccessLog, Answering } from './site/answers/answering.js';
import { type Config, inquirySpamOptions, loadConfig, revisionOptions, staffSecurityOptions } from './config.js';
import type { Database } from '@office/db/client';
import { adminConsole } from './http/admin-console.js';
import { testMailSender } from './jobs/test-mail.js';
import { startScheduledPublishing } from './jobs/scheduled-publishing.js';
import { startPreviewCleanup } from './jobs/preview-cleanup.js';
import { startRevisionPruning } from './jobs/revision-pruning.js';
import { storedFiles } from './http/content-files.js';
import { healthRoutes } from './http/health.js';
import { Lifecycle, serverWithTimeouts } from './http/lifecycle.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { answerClientError, answerMalformedUrl, refuseNonPathTargets, registerErrorHandler, toApiError } from './http/problems.js';
import { restRoutes } from './http/rest.js';
import { HttpProblem } from '@office/api/errors';
import { securityHeaders } from './http/security-headers.js';
import { sessionCookieFor } from './http/session-cookie.js';
import { mountTrpc } from './http/trpc-adapter.js';
import { errorForLog } from './error-log.js';
import { batchedStdout } from './log-destination.js';
import type { Clock } from '@office/api/services/clock';
import { createServices, type Services } from '@office/api/services';
import { appRouter } from '@office/api/trpc';
import { retryAfterOf } from '@office/api/trpc/refusals';
import { consolePages } from './site/console-pages.js';
import { pages } from './site/pages.js';
import { startRedirectCounting } from './jobs/redirect-counts.js';
import { seoFiles } from './site/seo-files.js';
import { AppMetrics } from './metrics/metrics.js';

/** Memory for rendered pages (HTML plus its brotli and gzip forms); past it the least recently used go. */
const pageCacheBytes = 16 * 1024 * 1024;
/** Memory for REST GET answers (JSON plus its compressed forms), apart so pages cannot push them out. */
const restAnswerBytes = 8 * 1024 * 1024;

/** The spam defence's variables; those not given take their defaults. */
type InquirySpamConfig = Pick<
  Config,
  | 'ALTCHA_HMAC_KEY'
  | 'INQUIRY_CHALLENGE_COST'
  | 'INQUIRY_CHALLENGE_MAX_COUNTER'
  | 'INQUIRY_CHALLENGE_TTL_MINUTES'
  | 'INQUIRY_LIMIT_PER_ADDRESS'
  | 'INQUIRY_LIMIT_WINDOW_MINUTES'
  | 'INQUIRY_LIMIT_PER_HOUR'
  | 'INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_ADDRESS'
  | 'INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_HOUR'
>;

export interface AppOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY' | 'PUBLIC_ORIGIN' | 'GOOGLE_MAPS_API_KEY'> &
    Partial<
      Pick<
        Config,
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'MAIL_TO'
        | 'HEADERS_TIMEOUT_MS'
        | 'REQUEST_TIMEOUT_MS'
        | 'DEV_HOT_RELOAD'
        | 'SHARED_CACHE_SECONDS'
        | 'SHARED_CACHE_STALE_SECONDS'
        // Set: the app counts for Prometheus (`metrics`); server.ts serves them on that port.
        | 'METRICS_PORT'
        // Unset or empty: the console answers from anywhere (decision 0042).
        | 'ADMIN_ALLOWED_NETWORKS'
        // Staff sign-in (decision 0040): tests of the password paths leave the factor optional.
        | 'STAFF_SECOND_FACTOR'
        | 'STAFF_SECRETS_KEY'
        // How many revisions content keeps, and how long (decision 0049).
        | 'REVISIONS_KEEP'
        | 'REVISIONS_MAX_AGE_DAYS'
      >
    > &
    Partial<InquirySpamConfig>;
  database: Database;
  /** The time services see; tests pass one they can move. */
  clock?: Clock;
  /** Where log lines go (stdout when absent); tests read them. */
  logStream?: { write(line: string): void };
}

/**
 * Pino options: request id on every line; one line per request (AccessLog: method, path,
 * status, time); errors without the values their queries ran with. No addresses, headers, bodies
 * or query values, so no personal data reaches the logs. Lines go to stdout in batches
 * (log-destination.ts), so a busy server does not stop for a write per request.
 */
function createLogger(level: Config['LOG_LEVEL'], stream: AppOptions['logStream']): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: errorForLog,
      },
    },
    stream ?? batchedStdout(),
  );
}

export interface BuiltApp {
  app: App;
  services: Services;
  pageCache: AnswerCache;
  restAnswers: AnswerCache;
  /** `lifecycle.drain()` starts a graceful shutdown (server.ts). */
  lifecycle: Lifecycle;
  /** With METRICS_PORT: what `/metrics` says (served apart, metrics/listener.ts). */
  metrics: AppMetrics | undefined;
}

/** The settings a test leaves out take their documented defaults. */
const defaults = loadConfig({});

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Builds the whole server as one Fastify instance; `server.ts` starts it, tests inject into it. */
export async function buildApp({ config, database, clock, logStream }: AppOptions): Promise<BuiltApp> {
  const log = createLogger(config.LOG_LEVEL, logStream);
  const lifecycle = new Lifecycle();
  // Kept pages and REST answers are sent before Fastify sees the request (decision 0022).
  const answering = new Answering({ log, trustProxy: config.TRUST_PROXY, draining: () => lifecycle.draining });
  const app = Fastify({
    loggerInstance: log,
    logController: new AccessLog(),
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Requests on connections still open while the server closes are answered, not refused: the
    // drain (Lifecycle) has told every client to reconnect elsewhere already.
    return503OnClosing: false,
    serverFactory: serverWithTimeouts({
      timeouts: {
        headersTimeoutMs: config.HEADERS_TIMEOUT_MS ?? defaults.HEADERS_TIMEOUT_MS,
        requestTimeoutMs: config.REQUEST_TIMEOUT_MS ?? defaults.REQUEST_TIMEOUT_MS,
      },
      first: answering.fromMemory,
      log,
      lifecycle,
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
    // Loading the web build's server entry (pages) can take more than the default 10 s on a busy
    // two-core machine; a slow start is not a failed one.
    pluginTimeout: 60_000,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerMalformedUrl,
  });
  const spam = inquirySpamOptions({ ...defaults, ...definedOnly(config) });
  // Off unless asked for: then nothing counts but the kept answers' and caches' plain numbers.
  const metrics = config.METRICS_PORT === undefined ? undefined : new AppMetrics();
  const services = createServices(
    database.db,
    clock,
    { mailEnabled: Boolean(config.SMTP_URL) },
    spam,
    { inquiries: metrics?.inquiries },
    staffSecurityOptions({ ...defaults, ...definedOnly(config) }),
    revisionOptions({ ...defaults, ...definedOnly(config) }),
  );
  // Rendered pages and REST answers, cleared with the content they were made from.
  const pageCache = new AnswerCache(pageCacheBytes);
  const restAnswers = new AnswerCache(restAnswerBytes);
  services.cache.onInvalidate(() => {
    pageCache.invalidate();
    restAnswers.invalidate();
  });
  // Content written by any process (console, seed) clears this process's read cache.
  // A notification's handler runs outside any request: what it throws is logged, never uncaught.
  const stopListening = await database.listenForContentChanges(() => {
    try {
      services.cache.invalidate();
    } catch (err) {
      log.error({ err }, 'clearing the caches after a content change failed');
    }
  });
  app.addHook('onClose', stopListening);
  // The content's background work, in every process, started once the app is ready (server.ts
  // migrates the database before it listens: a job must not ask a database without its tables) and
  // stopped with it: planned publishing and taking down (decision 0046), the redirects read into
  // memory with their hits and the 404 paths written every few seconds and at close (0047), the
  // pruning of old revisions (0049) and the cleanup of expired previews (0050).
  const backgroundWork: Array<{ stop(): Promise<void> }> = [];
  app.addHook('onReady', async () => {
    const redirectCounting = startRedirectCounting(services.content.redirects, log);
    backgroundWork.push(
      startScheduledPublishing(services.content.scheduledPublishing, log),
      redirectCounting,
      startRevisionPruning(services.content.revisions, log),
      startPreviewCleanup(services.content.previews, log),
    );
    await redirectCounting.load();
  });
  app.addHook('onClose', async () => {
    await Promise.all(backgroundWork.splice(0).map((work) => work.stop()));
  });
  const caching = {
    seconds: config.SHARED_CACHE_SECONDS ?? defaults.SHARED_CACHE_SECONDS,
    staleSeconds: config.SHARED_CACHE_STALE_SECONDS ?? defaults.SHARED_CACHE_STALE_SECONDS,
  };

  // First, so every response has them, errors and 404s included.
  await app.register(securityHeaders);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandler(app);
  metrics?.countRequests(app);
  metrics?.watch({
    answering,
    caches: { page: pageCache, rest: restAnswers },
    database,
    outbox: services.outbox,
    now: () => clock?.now() ?? new Date(),
  });
  refuseNonPathTargets(app);
  lifecycle.register(app);
  app.setNotFoundHandler((request, reply) => {
    const body = toApiError(
      new HttpProblem(404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
      String(request.id),
    );
    return reply.code(404).send(body);
  });

  // The staff session cookie is read by the console and by /files (a draft's files), each in its scope.
  const sessionCookie = sessionCookieFor(config.PUBLIC_ORIGIN);

  await app.register(healthRoutes, { database, lifecycle });
  await app.register(restRoutes, { services, answers: restAnswers, answering, caching });

  await mountTrpc(app, {
    prefix: '/trpc',
    router: appRouter,
    createContext: ({ req }) => ({ services, requestId: String(req.id), address: req.ip }),
    // An inquiry over a limit answers 429 with Retry-After, as on the REST facade.
    responseMeta({ errors }) {
      const retryAfter = retryAfterOf(errors);
      return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
    },
  });

  // Everything under /admin: the console's pages, and its API behind one hook (decision 0015).
  const hotReload = config.DEV_HOT_RELOAD ?? false;
  await app.register(adminConsole, {
    services,
    publicOrigin: config.PUBLIC_ORIGIN,
    host: {
      publicOrigin: config.PUBLIC_ORIGIN,
      mailConfigured: Boolean(config.SMTP_URL),
      staffSecretsKeyConfigured: Boolean(config.STAFF_SECRETS_KEY),
      sendTestMail: testMailSender(config, services.office),
    },
    cookie: sessionCookie,
    pages: (scope) => consolePages(scope, { hotReload }),
    allowedNetworks: config.ADMIN_ALLOWED_NETWORKS ?? [],
  });
  // Uploaded files, downloaded at /files (uploads are the console's, at /admin/api).
  await app.register(storedFiles, { services, cookie: sessionCookie });

  const openApiDocument = buildOpenApiDocument(spam.settings);
  app.get('/api/openapi.json', async () => openApiDocument);
  // The reference page at /api/docs: Swagger UI, its files served from the package, with no inline
  // script and no eval, so it runs under the policy of HTML sent whole (decision 0030). Its own
  // scope: the `swagger` decorator that hands it the document stays inside.
  await app.register(async (docs) => {
    // Its types know OpenAPI 3.0 documents only; it hands the 3.1 document on as it is.
    const document = openApiDocument as unknown as StaticDocumentSpec['document'];
    await docs.register(fastifySwagger, { mode: 'static', specification: { document } });
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      theme: { title: 'Office website REST API' },
      // No top bar: its box loads documents from any URL, which the page's policy would refuse.
      uiConfig: { layout: 'BaseLayout' },
    });
  });

  await app.register(seoFiles, { services, publicOrigin: config.PUBLIC_ORIGIN, caching });
  await app.register(pages, {
    services,
    pageCache,
    answering,
    caching,
    publicOrigin: config.PUBLIC_ORIGIN,
    googleMapsApiKey: config.GOOGLE_MAPS_API_KEY,
    hotReload,
    cookie: sessionCookie,
  });

  return { app, services, pageCache, restAnswers, lifecycle, metrics };
}

export type App = FastifyInstance;
