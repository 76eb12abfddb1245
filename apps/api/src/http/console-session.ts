import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services/index.js';
import { isForeignRequest } from '../services/staff/request-checks.js';
import type { ActiveSession } from '../services/staff/sessions.js';
import { HttpProblem } from './problems.js';
import type { SessionCookie } from './session-cookie.js';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export interface ConsoleRouteContext {
  services: Services;
  publicOrigin: string;
  cookie: SessionCookie;
}

/**
 * The session of a request to one of the console's plain HTTP routes (@fastify/cookie registered),
 * checked the way the console's tRPC procedures check theirs: refused from another site (403),
 * without a live session (401, and a dead cookie is cleared), or below the role asked for (403).
 */
export async function consoleSessionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  { services, publicOrigin, cookie }: ConsoleRouteContext,
  role: 'staff' | 'admin',
): Promise<ActiveSession> {
  const sent = { origin: header(request.headers.origin), fetchSite: header(request.headers['sec-fetch-site']) };
  if (isForeignRequest(sent, publicOrigin)) throw new HttpProblem(403, 'FORBIDDEN', 'Requests from other sites are refused.');
  const token = request.cookies[cookie.name];
  const session = await services.staff.sessions.resolve(token);
  if (!session) {
    if (token) reply.clearCookie(cookie.name, cookie.options);
    throw new HttpProblem(401, 'UNAUTHORIZED', 'Sign in first.');
  }
  if (role === 'admin' && session.staff.role !== 'admin') throw new HttpProblem(403, 'FORBIDDEN', 'Only admins may do this.');
  return session;
}
