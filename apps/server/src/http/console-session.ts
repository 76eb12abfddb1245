import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '@office/api/services';
import type { ActiveSession } from '@office/api/services/staff/sessions';
import { changesState, csrfTokenMatches, headerValue, isForeignRequest } from './console-request-checks.js';
import { type ConsoleRefusal, ConsoleRefused } from '@office/api/errors';
import type { SessionCookie } from './session-cookie.js';

/** Who may use a console route: a signed-in staff member, or an admin. */
export type ConsoleAccess = 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A plain console route (uploads, CSV) says who may use it; the hook refuses everyone else. */
    consoleAccess?: ConsoleAccess;
  }
  interface FastifyRequest {
    /** Under /admin: the live staff session the cookie names, or null; set by the console scope's hook. */
    staffSession: ActiveSession | null;
    /** Under /admin/trpc: what the hook refused, for the procedures to answer in tRPC's envelope. */
    consoleRefusal: ConsoleRefusal | null;
  }
}

export interface ConsoleSessionOptions {
  services: Services;
  publicOrigin: string;
  cookie: SessionCookie;
}

/**
 * The one hook in front of the console's API (decisions 0008, 0015), before any body is read: a
 * state-changing request from another site is refused; the session the cookie names is looked up
 * (`request.staffSession`); a state-changing request with a session must carry its CSRF token.
 * Plain routes say who may use them (`consoleAccess`) and are refused here (401, 403; 403 too for
 * a session whose second factor is still due), a dead cookie cleared; they are also refused from other sites for a GET (the CSV holds personal data).
 * tRPC says who may call each procedure in the procedure, and answers per call in its own
 * envelope, so for /admin/trpc the hook leaves its refusal in `request.consoleRefusal`.
 */
export const consoleSession = fp(
  async (scope: FastifyInstance, { services, publicOrigin, cookie }: ConsoleSessionOptions) => {
    scope.decorateRequest('staffSession', null);
    scope.decorateRequest('consoleRefusal', null);

    scope.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config.consoleAccess;
      const refuse = (step: ConsoleRefusal['step'], error: unknown) => {
        if (access) throw error;
        request.consoleRefusal = { step, error };
      };
      const stateChanging = changesState(request.method);
      if ((stateChanging || access) && isForeignRequest(sentBy(request), publicOrigin)) {
        return refuse('origin', new ConsoleRefused('foreignSite'));
      }
      const token = request.cookies[cookie.name];
      try {
        request.staffSession = await services.staff.sessions.resolve(token);
      } catch (error) {
        return refuse('session', error);
      }
      const session = request.staffSession;
      if (stateChanging && session && !csrfTokenMatches(headerValue(request.headers['x-csrf-token']), session.csrfToken)) {
        return refuse('session', new ConsoleRefused('csrfToken'));
      }
      if (!access) return;
      if (!session) {
        if (token) reply.clearCookie(cookie.name, cookie.options);
        throw new ConsoleRefused('noSession');
      }
      // The password alone reaches no plain route (the CSV, uploads) while a second factor is due.
      if (session.stage !== 'complete') throw new ConsoleRefused(session.stage === 'secondFactor' ? 'secondFactorDue' : 'enrolmentDue');
      if (access === 'admin' && session.staff.role !== 'admin') throw new ConsoleRefused('notAdmin');
    });
  },
  { name: 'console-session' },
);

const sentBy = (request: FastifyRequest) => ({
  origin: headerValue(request.headers.origin),
  fetchSite: headerValue(request.headers['sec-fetch-site']),
});
