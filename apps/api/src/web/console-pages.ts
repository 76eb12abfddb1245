import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { repoRoot } from '../paths.js';
import { addNonce, newNonce, pagePolicy } from './content-security-policy.js';

export const consoleRoot = join(repoRoot, 'apps/console/dist');

/**
 * The staff console's page: a client-rendered app from apps/console's build, served at /admin and
 * every path below it (its router reads the path), apart from the public website's bundles. Its
 * API is /admin/trpc (http/admin-console.ts, which registers this in the console scope). Without a console build, /admin says how to build it.
 */
export async function consolePages(app: FastifyInstance) {
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
  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    const nonce = newNonce();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy({ nonce }, { googleMaps: false }))
      .send(addNonce(await readFile(indexFile, 'utf8'), nonce));
  };
  app.get('/admin', sendIndex);
  app.get('/admin/*', async (request, reply) => {
    // The console's API and uploads are answered by their own routes; anything else is the app.
    if (/^\/admin\/(trpc|api)(\/|$)/.test(request.url)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
