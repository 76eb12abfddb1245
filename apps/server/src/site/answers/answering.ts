import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { responseEncoding } from '../content-encoding.js';
import { type Answer, matchesEtag } from './answer.js';
import { strictTransportSecurity } from './security-headers.js';

/** Where a request's kept answer is found, if it has one: the REST answers, the rendered pages. */
export type AnswerLookup = (url: string, headers: IncomingHttpHeaders) => Answer | undefined;

export interface AnsweringOptions {
  log: FastifyBaseLogger;
  /** TRUST_PROXY: whether X-Forwarded-Proto says if the request came over HTTPS (as Fastify reads it). */
  trustProxy: boolean;
  draining: () => boolean;
}

/**
 * Sends answers (decision 0022): straight to the socket, every header line made in advance but the
 * request's id (and HSTS over HTTPS, `Connection: close` while draining), a 304 without a body
 * when the client's If-None-Match names the answer.
 *
 * `fromMemory` is the HTTP server's first handler: a GET whose answer is kept is answered there,
 * as a static file would be, before Fastify makes a request of it: no routing, no hook, no Web
 * Request, no rendering, no language negotiated twice, one access log line. Everything else
 * goes on to Fastify, whose routes make the answers (`send`).
 */
export class Answering {
  private readonly kept: Array<{ name: string; lookup: AnswerLookup; sent: Map<number, number> }> = [];
  private readonly accessLine: AccessLineWriter;

  constructor(private readonly options: AnsweringOptions) {
    this.accessLine = accessLineWriter(options.log);
  }

  /** Has `fromMemory` answer what `lookup` finds (REST answers, rendered pages), counted under `name`. */
  serveFromMemory(name: string, lookup: AnswerLookup): void {
    this.kept.push({ name, lookup, sent: new Map() });
  }

  /**
   * How many answers `fromMemory` sent, by lookup and status, since the start (the metrics read it
   * when scraped). Plain counts: a metric's labelled update per request cost more than the rest
   * of the count together (decision 0037).
   */
  sentFromMemory(): Array<{ name: string; status: number; count: number }> {
    return this.kept.flatMap(({ name, sent }) => [...sent].map(([status, count]) => ({ name, status, count })));
  }

  /** Answers a request from memory and says so, or leaves it to Fastify (false). */
  readonly fromMemory = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const url = request.url!;
    for (const { lookup, sent } of this.kept) {
      const answer = lookup(url, request.headers);
      if (!answer) continue;
      const started = performance.now();
      const id = randomUUID();
      this.write(request, response, answer, id, this.cameOverHttps(request));
      const status = response.statusCode;
      sent.set(status, (sent.get(status) ?? 0) + 1);
      this.accessLine(id, url, status, performance.now() - started);
      return true;
    }
    return false;
  };

  /** A route's answer: sent as `fromMemory` sends it (Fastify logs the line, AccessLog). */
  send(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
    reply.hijack();
    this.write(request.raw, reply.raw, answer, String(request.id), request.protocol === 'https');
    return reply;
  }

  private write(request: IncomingMessage, response: ServerResponse, answer: Answer, id: string, https: boolean): void {
    const notModified = answer.etag !== undefined && matchesEtag(request.headers['if-none-match'], answer.etag);
    const form = notModified ? 'not-modified' : (responseEncoding(request.headers, answer.body.length) ?? 'identity');
    // Copied and pushed, not `concat`: in this process concat costs ~8 µs a call, a quarter of a
    // kept answer (measured under wrk: 36,000 vs 45,000 req/s). V8 drops concat's fast path once any
    // object in the process has a Symbol.isConcatSpreadable key, and the SSR serializer (seroval)
    // probably makes one; slice and push have no such switch.
    const head = answer.head(form).slice();
    head.push('x-request-id', id);
    if (https) head.push('strict-transport-security', strictTransportSecurity);
    if (this.options.draining()) head.push('connection', 'close');
    response.writeHead(notModified ? 304 : answer.status, head);
    response.end(form === 'not-modified' ? undefined : form === 'identity' ? answer.body : answer.encoded(form));
  }

  /** As Fastify's `request.protocol` says it: the socket's, or the last X-Forwarded-Proto from a trusted proxy. */
  private cameOverHttps(request: IncomingMessage): boolean {
    const forwarded = this.options.trustProxy ? request.headers['x-forwarded-proto'] : undefined;
    if (forwarded)
      return (
        String(forwarded)
          .slice(String(forwarded).lastIndexOf(',') + 1)
          .trim() === 'https'
      );
    return (request.socket as TLSSocket).encrypted === true;
  }
}

type AccessLineWriter = (reqId: string, url: string, statusCode: number, responseTime: number) => void;

/**
 * The access line of a GET answered from memory: the very line AccessLog writes for any other
 * request, through the logger's public API (its serializers keep method and URL only). Building
 * the line by hand from pino's private symbols once bought ~6,000 req/s on one REST GET under
 * Node 20; Node 24 and no private state are worth more (decision 0033, `pnpm bench`).
 */
function accessLineWriter(log: FastifyBaseLogger): AccessLineWriter {
  return (reqId, url, statusCode, responseTime) =>
    log.info({ reqId, req: { method: 'GET', url }, res: { statusCode }, responseTime }, 'request completed');
}

/**
 * One access log line per request, when its answer is finished, instead of Fastify's two (an
 * "incoming request" line and a "request completed" one): method, path and query, status, time.
 * No addresses, headers or bodies (no personal data). Written asynchronously (app.ts), so it
 * costs little. Fastify calls it for answers its routes hijack to send (`Answering.send`) too.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
