import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * HTTP compression, in one place: which encoding a request gets (`responseEncoding`) and how a
 * body is compressed into it (`compress`). The answers kept in memory (answers/) and the sitemap
 * and feed (seo-files.ts) compress once per body, on the request that first needs the form.
 */
export type ContentEncoding = 'br' | 'gzip';

// Middle settings: compressing happens once per kept body, on the request that misses.
export const compress: Record<ContentEncoding, (body: string | Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * A text body sent as is (not as JSON), with its compressed forms computed once per encoding: the
 * read cache keeps it as a value so that it is compressed once per cache fill (the sitemap, the feed).
 */
export interface EncodedText {
  readonly text: string;
  encoded(encoding: ContentEncoding): Buffer;
}

export function encodedText(text: string): EncodedText {
  const compressed: Partial<Record<ContentEncoding, Buffer>> = {};
  return { text, encoded: (encoding) => (compressed[encoding] ??= compress[encoding](text)) };
}

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
 * the body is long enough to be worth it, else none. Used by the answers (pages, REST GETs) and the sitemap and feed.
 */
export function responseEncoding(headers: IncomingHttpHeaders, length: number): ContentEncoding | undefined {
  const accepted = headers['accept-encoding'];
  return length >= compressFrom && accepted ? acceptedEncoding(accepted) : undefined;
}
