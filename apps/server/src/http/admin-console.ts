import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '@office/api/services';
import { adminRouter } from '@office/api/admin-trpc';
import type { AdminContext } from '@office/api/trpc/admin/context';
import { allowConsoleOnlyFrom } from './admin-networks.js';
import { consoleUploads } from './content-files.js';
import { consoleSession } from './console-session.js';
import { inquiryExport } from './inquiry-export.js';
import type { SessionCookie } from './session-cookie.js';
import { mountTrpc } from './trpc-adapter.js';

export interface AdminConsoleOptions {
  services: Services;
  publicOrigin: string;
  /** What the console's go-live checklist asks of the host (jobs/test-mail.ts sends its test e-mail). */
  host: AdminContext['host'];
  cookie: SessionCookie;
  /** The console's page and its build files (web/console-pages.ts), passed in so http needs nothing of web. */
  pages: FastifyPluginAsync;
  /** ADMIN_ALLOWED_NETWORKS: the only networks /admin answers (admin-networks.ts); empty, any. */
  allowedNetworks?: readonly string[];
}

const isAdminPath = (url: string) => /^\/admin(?:[/?#]|$)/.test(url);

/**
 * Everything under /admin (decision 0015): the console's pages, and its API — tRPC at /admin/trpc,
 * uploads and the inquiries CSV at /admin/api — behind the one hook that checks the origin, looks
 * up the staff session and checks the CSRF token (console-session.ts). `X-Robots-Tag: noindex` goes
 * on every answer under /admin, not-found ones included, so no search engine lists any of it.
 */
export const adminConsole = fp(
  async (app: FastifyInstance, options: AdminConsoleOptions) => {
    // First: a client outside the office's networks is refused before anything below runs (decision 0042).
    allowConsoleOnlyFrom(app, options.allowedNetworks ?? []);
    app.addHook('onSend', async (request, reply) => {
      if (isAdminPath(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    });
    await app.register(async (admin) => {
      // The session cookie is parsed here and for /files only, not on every request of the site.
      await admin.register(fastifyCookie);
      await admin.register(options.pages);
      await admin.register(consoleApi, options);
    });
  },
  { name: 'admin-console' },
);

/** Encapsulated: the hook, and the adapter's and the uploads' body handling, stay inside the API. */
async function consoleApi(api: FastifyInstance, { services, publicOrigin, host, cookie }: AdminConsoleOptions) {
  // Answers about accounts, sessions, inquiries and uploads are for this one person, now: never
  // stored by a cache (refusals included).
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await api.register(consoleSession, { services, publicOrigin, cookie });
  await mountTrpc(api, {
    prefix: '/admin/trpc',
    router: adminRouter,
    createContext: ({ req, res }): AdminContext => ({
      services,
      requestId: String(req.id),
      request: { address: req.ip, sessionToken: req.cookies[cookie.name] },
      staffSession: req.staffSession,
      refusal: req.consoleRefusal,
      host,
      setSessionCookie: (token) => void res.setCookie(cookie.name, token, cookie.options),
      clearSessionCookie: () => void res.clearCookie(cookie.name, cookie.options),
    }),
  });
  await api.register(consoleUploads, { services });
  await api.register(inquiryExport, { services });
}
