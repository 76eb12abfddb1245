import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import type { ContentEncoding } from './services/read-cache.js';

/** Below this a body is sent as is: compressing it would save less than it costs. */
const compressFrom = 1024;

/**
 * The encoding to send a body of `length` characters in: br or gzip when the client accepts it and
 * the body is long enough to be worth it, else none. Used by the REST facade (http/), the pages and the sitemap (web/).
 */
export function responseEncoding(request: FastifyRequest, length: number): ContentEncoding | undefined {
  const accepted = request.headers['accept-encoding'];
  const encoding = length >= compressFrom && accepted ? negotiate(accepted, ['br', 'gzip']) : undefined;
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}
