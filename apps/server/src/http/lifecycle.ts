import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isPathTarget, refuseConnect } from './problems.js';

/**
 * The HTTP server with its time limits set on purpose (Node's defaults hold a slow client's
 * connection for up to 90 s): headers within `headersTimeoutMs`, the whole request within
 * `requestTimeoutMs`, both checked every second rather than every 30 s. A client past either
 * gets a 408 (see answerClientError). Idle keep-alive connections are kept 72 s, longer than the
 * common load balancers' 60 s, so the balancer, not this server, closes them.
 */
export function serverWithTimeouts({
  timeouts,
  first,
  log,
  lifecycle,
}: {
  timeouts: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** Answers what it can before Fastify (kept answers, decision 0022); false passes the request on. */
  first: (request: IncomingMessage, response: ServerResponse) => boolean;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Follows the server's connections, to close them without dropping a request at shutdown. */
  lifecycle: Lifecycle;
}) {
  /**
   * `first` runs outside Fastify's error handling, where one exception would end the process
   * (close-with-grace): it sees only path targets (`*` and `http://…` forms go straight to Fastify,
   * which refuses them with a 400), and what it throws is logged and the request handed to
   * Fastify, which answers it as it answers any other.
   */
  const answeredFirst = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!isPathTarget(request.url)) return false;
    try {
      return first(request, response);
    } catch (err) {
      log.error({ err, req: { method: request.method, url: request.url } }, 'a kept answer could not be sent; the router answers instead');
      if (!response.headersSent) return false;
      response.destroy();
      return true;
    }
  };
  return (handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>) => {
    const server = createServer(
      {
        headersTimeout: timeouts.headersTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        keepAliveTimeout: 72_000,
        connectionsCheckingInterval: 1000,
      },
      (request, response) => {
        lifecycle.requestStarted(request.socket, response);
        if (!answeredFirst(request, response)) handler(request, response);
      },
    );
    server.on('connect', refuseConnect);
    server.on('connection', (socket: Socket) => lifecycle.connected(socket));
    return server;
  };
}

/** How long after the drain no new connection may arrive before the listener closes (closeListener). */
export const quietBeforeClosingMs = 250;
/** How long a connection accepted before the listener closed has to send its request. */
export const silentConnectionGraceMs = 2000;
/** How long closing may take in all (waiting for quiet, then requests under way); then every connection is closed. */
export const closingLimitMs = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Draining before a shutdown: from `drain()` on, `/readyz` says 503 (the load balancer takes this
 * process out of rotation) and every answer carries `Connection: close`, so each keep-alive
 * client finishes its request here and opens its next connection elsewhere. Nothing is refused
 * while draining: the listener closes only afterwards (closeListener, server.ts).
 */
export class Lifecycle {
  draining = false;
  /** Every open connection, and those with a request under way. */
  private readonly connections = new Set<Socket>();
  private readonly answering = new Set<Socket>();
  private lastConnectionAt = 0;

  register(app: FastifyInstance): void {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  }

  drain(): void {
    this.draining = true;
  }

  /** The server factory's: a connection was accepted. */
  connected(socket: Socket): void {
    this.lastConnectionAt = performance.now();
    this.connections.add(socket);
    socket.once('close', () => {
      this.connections.delete(socket);
      this.answering.delete(socket);
    });
  }

  /** The server factory's: a request was read on `socket`; it is under way until its response closes. */
  requestStarted(socket: Socket, response: ServerResponse): void {
    this.answering.add(socket);
    response.once('close', () => this.answering.delete(socket));
  }

  /**
   * Stops accepting connections without dropping a request that reached the process, and
   * resolves once every connection has closed:
   * 1. The listener closes only when no connection has arrived for `quietMs` (the balancer has
   *    stopped sending here): closing a listening socket resets the connections still waiting in
   *    the kernel's queue, and their clients cannot know whether their inquiry was stored.
   * 2. Every accepted connection may still deliver its request; it is answered with
   *    `Connection: close` (the drain). Those still silent after `graceMs` are closed.
   * 3. Past `limitMs` in all, every connection is closed.
   */
  async closeListener(
    server: Server,
    { quietMs = quietBeforeClosingMs, graceMs = silentConnectionGraceMs, limitMs = closingLimitMs } = {},
  ): Promise<void> {
    this.draining = true;
    const deadline = performance.now() + limitMs;
    while (performance.now() - this.lastConnectionAt < quietMs && performance.now() < deadline) await sleep(quietMs / 5);
    // http.Server#close also closes the keep-alive connections that are idle between requests
    // (each had the whole drain to send its next request and be told to go); never one whose
    // request has not arrived yet (step 2 sees to those).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const closeSilent = setTimeout(
      () => {
        for (const socket of this.connections) if (!this.answering.has(socket)) socket.destroy();
      },
      Math.min(graceMs, Math.max(0, deadline - performance.now())),
    );
    const closeAll = setTimeout(() => server.closeAllConnections(), Math.max(0, deadline - performance.now()));
    try {
      await closed;
    } finally {
      clearTimeout(closeSilent);
      clearTimeout(closeAll);
    }
  }
}
