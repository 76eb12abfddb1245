import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentPolicy, noScriptPolicy } from '../web/content-security-policy.js';

/**
 * Browser features no page of the site uses, switched off for it and anything it embeds (the map
 * keeps fullscreen, its own control). Only names Chromium knows: an unknown one is a console error.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** A year; browsers only heed it on a response that came over HTTPS. Subdomains are left alone. */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * The security headers of every response (decision 0012), through @fastify/helmet:
 * `X-Content-Type-Options: nosniff` (API answers and files too), `Referrer-Policy:
 * strict-origin-when-cross-origin`, `Cross-Origin-Opener-Policy: same-origin`, `X-Frame-Options:
 * DENY` for browsers that predate frame-ancestors, and the smaller ones helmet adds; plus
 * `Permissions-Policy`, and HSTS when the request came over HTTPS (on the socket, or by
 * `X-Forwarded-Proto` from a trusted proxy: Fastify's `request.protocol` with TRUST_PROXY).
 *
 * The Content-Security-Policy is not helmet's: each HTML page sets its own, with its nonce or its
 * scripts' hashes (web/content-security-policy.ts). Any HTML sent whole without one (the API
 * reference page) gets one here, allowing its own inline scripts by hash; HTML streamed without
 * one gets a policy that runs no script, so a page that forgot its nonce fails in tests, not open.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: false,
      // Sent below, only over HTTPS.
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Images and files are public and may be shown by other sites and apps (link previews).
      crossOriginResourcePolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
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
