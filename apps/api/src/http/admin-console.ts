import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services/index.js';
import { adminRouter } from '../trpc/admin/admin-router.js';
import { createAdminContextFactory } from '../trpc/admin/context.js';
import { sessionCookieFor } from './session-cookie.js';
import { mountTrpc } from './trpc-adapter.js';

export interface AdminConsoleOptions {
  services: Services;
  publicOrigin: string;
}

const isAdminPath = (url: string) => /^\/admin(?:[/?#]|$)/.test(url);

/**
 * The staff console's server side: its tRPC API at /admin/trpc, and `X-Robots-Tag: noindex` on
 * everything under /admin (pages included, whoever registers them), so no search engine lists it.
 */
export const adminConsole = fp(
  async (app: FastifyInstance, { services, publicOrigin }: AdminConsoleOptions) => {
    app.addHook('onSend', async (request, reply) => {
      if (isAdminPath(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    });
    await app.register(adminApi, { services, publicOrigin });
  },
  { name: 'admin-console' },
);

/** Encapsulated: the cookie parser and the adapter's body handling stay inside /admin/trpc. */
async function adminApi(scope: FastifyInstance, { services, publicOrigin }: AdminConsoleOptions) {
  await scope.register(fastifyCookie);
  // Answers about accounts and sessions are for this one person, now: never stored by a cache.
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await mountTrpc(scope, {
    prefix: '/admin/trpc',
    router: adminRouter,
    createContext: createAdminContextFactory(services, publicOrigin, sessionCookieFor(publicOrigin)),
  });
}
