import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { Services } from '../../services/index.js';

/** What every console procedure sees; the session itself is looked up by `staffProcedure`. */
export interface AdminContext {
  services: Services;
  /** The HTTP request's id, given back with every error. */
  requestId: string;
  /** The site's own origin: state-changing requests from any other are refused. */
  publicOrigin: string;
  request: {
    method: string;
    /** The Origin header, when the client sent one. */
    origin: string | undefined;
    /** Sec-Fetch-Site, when the browser sent it. */
    fetchSite: string | undefined;
    /** The x-csrf-token header. */
    csrfToken: string | undefined;
    /** The client's address (behind a proxy only with TRUST_PROXY). */
    address: string;
    /** The session cookie's value. */
    sessionToken: string | undefined;
  };
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function createAdminContextFactory(services: Services, publicOrigin: string, cookie: SessionCookie) {
  return ({ req, res }: CreateFastifyContextOptions): AdminContext => ({
    services,
    requestId: String(req.id),
    publicOrigin,
    request: {
      method: req.method,
      origin: header(req.headers.origin),
      fetchSite: header(req.headers['sec-fetch-site']),
      csrfToken: header(req.headers['x-csrf-token']),
      address: req.ip,
      sessionToken: req.cookies[cookie.name],
    },
    setSessionCookie: (token) => void res.setCookie(cookie.name, token, cookie.options),
    clearSessionCookie: () => void res.clearCookie(cookie.name, cookie.options),
  });
}
