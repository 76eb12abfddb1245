import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityHeaders as headers, strictTransportSecurity } from '../site/answers/security-headers.js';
import { documentPolicy, noScriptPolicy } from '../site/content-security-policy.js';

export { permissionsPolicy, strictTransportSecurity } from '../site/answers/security-headers.js';

/**
 * The security headers (decision 0012) of every response that is not a kept answer (those carry
 * them already, answers/answer.ts): the constant ones, and HSTS when the request came over HTTPS
 * (on the socket, or by `X-Forwarded-Proto` from a trusted proxy: Fastify's `request.protocol`
 * with TRUST_PROXY).
 *
 * The Content-Security-Policy is per page, with its nonce or its scripts' hashes
 * (web/content-security-policy.ts). Any HTML sent whole without one (the API reference page) gets
 * one here, allowing its own inline scripts by hash; HTML streamed without one gets a policy that
 * runs no script, so a page that forgot its nonce fails in tests, not open.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
      done();
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.hasHeader('content-security-policy')) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      const whole =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload) && !reply.hasHeader('content-encoding')
            ? payload.toString('utf8')
            : null;
      reply.header('content-security-policy', whole === null ? noScriptPolicy : documentPolicy(whole));
      return payload;
    });
  },
  { name: 'security-headers' },
);
