import type { ApiError, ApiErrorCode } from '@office/contracts';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '@office/db/unavailable';
import { HttpProblem, Refusal, type RefusalStatus } from '@office/api/errors';

export const notFoundProblem = (what: string) => new HttpProblem(404, 'NOT_FOUND', `${what} not found`);
/** A deleted post's id (decision 0047): gone for good, where one that never existed is not found. */
export const goneProblem = (what: string) => new HttpProblem(410, 'GONE', `${what} was deleted`);

export const databaseUnavailableProblem = () =>
  new HttpProblem(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable; please try again shortly.');

/** Fastify's own errors for bad requests, mapped to our codes (see fastify/lib/errors.js). */
const fastifyErrorCodes: Record<string, [number, ApiErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_JSON', 'Content-Length does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON', 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON', 'The body is not valid JSON.'],
};

/** The API's code for each status a refusal can have (the statuses: @office/api/errors). */
const apiCodeOfStatus: Record<RefusalStatus, ApiErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Turns any error into the API error body (contracts `apiError`). */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof HttpProblem) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, fields: error.fields, requestId };
  }
  // A refusal, of any kind: its status, a DomainError's code as `problem` for the console to word.
  if (error instanceof Refusal) {
    return {
      statusCode: error.status,
      code: apiCodeOfStatus[error.status],
      message: error.restMessage,
      problem: error.problem,
      fields: error.fields,
      requestId,
    };
  }
  const fastifyCode = (error as FastifyError).code;
  const known = fastifyCode ? fastifyErrorCodes[fastifyCode] : undefined;
  if (known) return { statusCode: known[0], code: known[1], message: known[2], requestId };
  // A JSON syntax error thrown by the parser has statusCode 400 but no FST code on some paths.
  if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
    return { statusCode: 400, code: 'MALFORMED_JSON', message: 'The body is not valid JSON.', requestId };
  }
  if (isDatabaseUnavailable(error)) {
    const problem = databaseUnavailableProblem();
    return { statusCode: 503, code: problem.code, message: problem.message, requestId };
  }
  const status = (error as FastifyError).statusCode;
  if (status === 405) return { statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.', requestId };
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, code: 'VALIDATION_FAILED', message: (error as Error).message, requestId };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', requestId };
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, headers
 * past the limit, a client too slow to send them): answered on the socket with the API's error
 * body, then closed. There is no request, so the id is made here.
 */
export function answerClientError(error: { code?: string }, socket: Duplex): void {
  const [statusCode, code, message]: [number, ApiErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'BAD_REQUEST', 'The request is malformed.'];
  answerOnSocket(socket, statusCode, code, message);
}

/** CONNECT (the authority form, `host:port`) asks for a tunnel: this server is no proxy. */
export function refuseConnect(_request: unknown, socket: Duplex): void {
  answerOnSocket(socket, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed.', 'allow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n');
}

/** An answer written on the socket itself, in the API's error body, and the connection closed; never throws. */
function answerOnSocket(socket: Duplex, statusCode: number, code: ApiErrorCode, message: string, headerLines = ''): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ statusCode, code, message, requestId: randomUUID() } satisfies ApiError);
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `${headerLines}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * A URL Fastify's router refuses, the client's mistake answered in the API's body: one it cannot
 * decode (`/%ZZ`), or a path segment past `maxParamLength`.
 */
export function answerMalformedUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new HttpProblem(414, 'URI_TOO_LONG', 'A part of the URL is too long.')
      : new HttpProblem(400, 'BAD_REQUEST', 'The URL is malformed.');
  void reply.code(problem.statusCode).send(toApiError(problem, String(request.id)));
}

/**
 * Whether a request target is in origin form (a path and a query). The other forms of RFC 9112
 * (absolute `http://host/…`, authority `host:port`, asterisk `*`) name nothing we serve: the
 * server factory passes them to Fastify untouched and Fastify refuses them (refuseNonPathTargets).
 */
export const isPathTarget = (url: string | undefined): boolean => url?.charCodeAt(0) === 47; /* "/" */

/** A request whose target is not a path (absolute-form `http://…`, `*`) names nothing we serve. */
export function refuseNonPathTargets(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isPathTarget(request.url)) return done(new HttpProblem(400, 'BAD_REQUEST', 'The request target must be a path.'));
    done();
  });
}

/** Installs the one error handler every route shares: the body is always an ApiError. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // A client that closed its connection before its body arrived whole: Node's 'aborted' error
    // (ECONNRESET, which would read as the database unreachable). Not our fault, so no error line
    // with a stack for an operator's alert; the answer reaches nobody, but ends the request.
    if (request.raw.readableAborted) {
      request.log.info({ code: 'CLIENT_CLOSED' }, 'the client closed the connection before its request arrived whole');
      return reply.code(400).send(toApiError(new HttpProblem(400, 'BAD_REQUEST', 'The request did not arrive whole.'), String(request.id)));
    }
    const body = toApiError(error, String(request.id));
    if (body.statusCode >= 500) {
      // Log the cause, never the request body (it may hold personal data).
      request.log.error({ err: error, code: body.code }, 'request failed');
    }
    if (body.statusCode === 503) reply.header('retry-after', '5');
    // A refusal over a limit (an inquiry's 429) says when to try again.
    if (error instanceof Refusal && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(body.statusCode).type('application/json').send(body);
  });
}
