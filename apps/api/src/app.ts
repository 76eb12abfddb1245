import { randomUUID } from 'node:crypto';
import scalarApiReference from '@scalar/fastify-api-reference';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Config, inquirySpamOptions, loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { adminConsole } from './http/admin-console.js';
import { contentFiles } from './http/content-files.js';
import { healthRoutes } from './http/health.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { inquiryExport } from './http/inquiry-export.js';
import { HttpProblem, registerErrorHandler, toApiError } from './http/problems.js';
import { restRoutes } from './http/rest.js';
import { errorForLog } from './error-log.js';
import type { Clock } from './services/clock.js';
import { createServices, type Services } from './services/index.js';
import { type AppRouter, appRouter } from './trpc/app-router.js';
import { retryAfterOf } from './trpc/trpc.js';
import { pages } from './web/pages.js';
import { seoFiles } from './web/seo-files.js';

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
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY' | 'PUBLIC_ORIGIN' | 'GOOGLE_MAPS_API_KEY'> & Partial<Pick<Config, 'SMTP_URL'>> & Partial<InquirySpamConfig>;
  database: Database;
  /** The time services see; tests pass one they can move. */
  clock?: Clock;
}

/**
 * Pino options: request id on every line; requests logged by method, path and status only; errors
 * without the values their queries ran with. No addresses, headers, bodies or query values, so no
 * personal data reaches the logs.
 */
function loggerOptions(level: Config['LOG_LEVEL']): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req) => ({ method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: errorForLog,
    },
  };
}

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Builds the whole server as one Fastify instance; `server.ts` starts it, tests inject into it. */
export async function buildApp({ config, database, clock }: AppOptions): Promise<{ app: App; services: Services }> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
  });
  const spam = inquirySpamOptions({ ...loadConfig({}), ...definedOnly(config) });
  const services = createServices(database.db, clock, { mailEnabled: Boolean(config.SMTP_URL) }, spam);
  // Content written by any process (console, seed) clears this process's read cache.
  const stopListening = await database.listenForContentChanges(() => services.cache.invalidate());
  app.addHook('onClose', stopListening);

  registerErrorHandler(app);
  app.setNotFoundHandler((request, reply) => {
    const body = toApiError(new HttpProblem(404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`), String(request.id));
    return reply.code(404).send(body);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(healthRoutes, { database });
  await app.register(restRoutes, { services });

  // Encapsulated (not wrapped in fastify-plugin), so its body parsing stays inside /trpc.
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => ({ services, address: req.ip }),
      // An inquiry over a limit answers 429 with Retry-After, as on the REST facade.
      responseMeta({ errors }) {
        const retryAfter = retryAfterOf(errors);
        return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // The staff console's API (/admin/trpc), its session cookie, and noindex on all of /admin.
  await app.register(adminConsole, { services, publicOrigin: config.PUBLIC_ORIGIN });
  // Uploaded files: public downloads at /files, staff uploads at /admin/api.
  await app.register(contentFiles, { services, publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(inquiryExport, { services, publicOrigin: config.PUBLIC_ORIGIN });

  const openApiDocument = buildOpenApiDocument(spam.settings);
  app.get('/api/openapi.json', async () => openApiDocument);
  await app.register(scalarApiReference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Office website REST API' },
  });

  await app.register(seoFiles, { services, publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(pages, {
    services,
    publicOrigin: config.PUBLIC_ORIGIN,
    googleMapsApiKey: config.GOOGLE_MAPS_API_KEY,
  });

  return { app, services };
}

export type App = FastifyInstance;
