import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleSource } from '../paths.js';
import { addNonce, developmentPolicy, newNonce, pagePolicy } from './content-security-policy.js';
import { mountViteDevServer } from './vite-dev.js';

export const consoleRoot = join(consoleSource, 'dist');

/**
 * The staff console's page: a client-rendered app from apps/console's build, served at /admin and
 * every path below it (its router reads the path), apart from the public website's bundles. Its
 * API is /admin/trpc (http/admin-console.ts, which registers this in the console scope). Without a console build, /admin says how to build it.
 */
export async function consolePages(app: FastifyInstance, { hotReload = false }: { hotReload?: boolean } = {}) {
  if (hotReload) return developmentConsole(app);
  const indexFile = join(consoleRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/admin', async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The staff console is not built: run `pnpm build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: join(consoleRoot, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Read on each request (half a kilobyte; staff open it a few times a day), so a console rebuilt
  // while the server runs is served with its new asset names, not a stale page naming deleted ones.
  // Its scripts get a nonce of this response (decision 0012): 'strict-dynamic' then trusts the
  // modules they import, the editor's lazy chunk among them, and nothing else.
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy({ nonce }, { googleMaps: false, framesSelf: true }))
      .send(addNonce(await readFile(indexFile, 'utf8'), nonce));
  };
  routeConsole(app, sendIndex);
}

/** Routes of the console's app: /admin and below, except its API and uploads. */
function routeConsole(app: FastifyInstance, sendIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) {
  app.get('/admin', sendIndex);
  app.get('/admin/*', async (request, reply) => {
    // The console's API and uploads are answered by their own routes; anything else is the app.
    if (/^\/admin\/(trpc|api)(\/|$)/.test(request.url)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}

/** `pnpm dev`: the console from apps/console's source through Vite (base /admin/), hot-reloaded. */
async function developmentConsole(app: FastifyInstance) {
  const vite = await mountViteDevServer(app, { root: consoleSource, base: '/admin/' });
  routeConsole(app, async (request, reply) => {
    const html = await vite.transformIndexHtml(request.url, await readFile(join(consoleSource, 'index.html'), 'utf8'));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', developmentPolicy())
      .send(html);
  });
}
