import type { IncomingHttpHeaders } from 'node:http';
import { negotiate } from '@fastify/accept-negotiator';
import type { ContentEncoding } from '@office/api/services/read-cache';

/** Below this a body is sent as is: compressing it would save less than it costs. */
const compressFrom = 1024;

/**
 * The last Accept-Encoding seen and what it chose: a client sends the same one on every request of
 * its connection, and browsers of a kind all send the same, so most requests skip the parsing.
 */
let last: { accepted: string; encoding: ContentEncoding | undefined } = { accepted: '', encoding: undefined };

function acceptedEncoding(accepted: string): ContentEncoding | undefined {
  if (accepted === last.accepted) return last.encoding;
  const chosen = negotiate(accepted, ['br', 'gzip']);
  const encoding = chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
  last = { accepted, encoding };
  return encoding;
}

/**
 * The encoding to send a body of `length` characters in: br or gzip when the client accepts it and
 * the body is long enough to be worth it, else none. Used by the answers (pages, REST GETs) and the sitemap (web/).
 */
export function responseEncoding(headers: IncomingHttpHeaders, length: number): ContentEncoding | undefined {
  const accepted = headers['accept-encoding'];
  return length >= compressFrom && accepted ? acceptedEncoding(accepted) : undefined;
}
