import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The HTTP server with its time limits set on purpose (Node's defaults hold a slow client's
 * connection for up to 90 s): headers within `headersTimeoutMs`, the whole request within
 * `requestTimeoutMs`, both checked every second rather than every 30 s. A client past either
 * gets a 408 (see answerClientError). Idle keep-alive connections are kept 72 s, longer than the
 * common load balancers' 60 s, so the balancer, not this server, closes them.
 */
export function serverWithTimeouts(
  timeouts: { headersTimeoutMs: number; requestTimeoutMs: number },
  /** Answers what it can before Fastify (kept answers, decision 0022); false passes the request on. */
  first: (request: IncomingMessage, response: ServerResponse) => boolean,
) {
  return (handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>) =>
    createServer(
      {
        headersTimeout: timeouts.headersTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        keepAliveTimeout: 72_000,
        connectionsCheckingInterval: 1000,
      },
      (request, response) => {
        if (!first(request, response)) handler(request, response);
      },
    );
}

/**
 * Draining before a shutdown: from `drain()` on, `/readyz` says 503 (the load balancer takes this
 * process out of rotation) and every answer carries `Connection: close`, so each keep-alive
 * client finishes its request here and opens its next connection elsewhere. Nothing is refused
 * while draining: the listener closes only afterwards (server.ts).
 */
export class Lifecycle {
  draining = false;

  register(app: FastifyInstance): void {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  }

  drain(): void {
    this.draining = true;
  }
}
