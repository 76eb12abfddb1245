import { createHash } from 'node:crypto';
import { brotliCompress, constants } from 'node:zlib';
import { compress, type ContentEncoding } from '../content-encoding.js';
import { securityHeaders } from './security-headers.js';

/** How an answer is sent: as is, compressed, or as a 304 to a client that holds it already. */
export type AnswerForm = 'identity' | ContentEncoding | 'not-modified';

/**
 * A GET's answer made once and sent as often as asked (decision 0022): its body as bytes, its
 * compressed bodies made once each, its weak ETag computed once from the body, and the header
 * lines of each form it is sent in, so that sending it computes nothing but the request's id.
 * Pages and REST GETs are answers; the page and REST caches keep them whole.
 */
export interface Answer {
  readonly status: number;
  /** `W/"…"` from the body, on 200s only: the same bytes give the same tag in every process. */
  readonly etag: string | undefined;
  readonly body: Buffer;
  encoded(encoding: ContentEncoding): Buffer;
  /** Flat name/value header pairs of one form (what `writeHead` takes), made once per form. */
  head(form: AnswerForm): readonly string[];
  /** Memory held once every form is made: what a byte-bounded cache counts. */
  bytes(): number;
  /** It will be sent many times: its brotli form is made again at the best quality, in the background. */
  kept(): void;
}

export interface AnswerParts {
  status: number;
  type: string;
  body: string;
  cacheControl: string;
  vary: string;
  /** Anything else the answer carries (its Content-Security-Policy, Retry-After). */
  headers?: Record<string, string>;
}

const encodings: ContentEncoding[] = ['br', 'gzip'];

/**
 * Brotli's best quality (11) makes a page ~10% smaller than the middle one made on the request
 * that missed (the English notice list: 13.5 → 12.2 KB), which can keep a document inside the
 * first round trip of a new connection (page-styles.ts); but it takes ~75 ms for a 60 KB page,
 * too long for a visitor to wait or the event loop to stop. So answers that are kept are
 * compressed again in zlib's thread pool, one at a time, and send the smaller form from then on.
 */
let bestBrotliQueue: Promise<void> = Promise.resolve();
/** Settles once every answer kept so far has its best brotli form (tests wait for it). */
export const bestBrotliMade = (): Promise<void> => bestBrotliQueue;
const bestBrotli = (body: Buffer) =>
  new Promise<Buffer | undefined>((resolve) => {
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    brotliCompress(body, { params }, (error, result) => resolve(error ? undefined : result));
  });

export function makeAnswer({ status, type, body: text, cacheControl, vary, headers = {} }: AnswerParts): Answer {
  const body = Buffer.from(text);
  const etag = status === 200 ? `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` : undefined;
  const compressed: Partial<Record<ContentEncoding, Buffer>> = {};
  const encoded = (encoding: ContentEncoding) => (compressed[encoding] ??= compress[encoding](body));
  // What every form shares; the headers a 304 repeats (RFC 9110 §15.4.5) are among them.
  const common = Object.entries({
    ...securityHeaders,
    'content-type': type,
    'cache-control': cacheControl,
    vary,
    ...(etag ? { etag } : {}),
    ...headers,
  }).flat();
  const heads: Partial<Record<AnswerForm, readonly string[]>> = {};
  const head = (form: AnswerForm) =>
    (heads[form] ??=
      form === 'not-modified'
        ? common
        : form === 'identity'
          ? [...common, 'content-length', String(body.length)]
          : [...common, 'content-encoding', form, 'content-length', String(encoded(form).length)]);
  let recompressing = false;
  return {
    status,
    etag,
    body,
    encoded,
    head,
    bytes: () => body.length + encodings.reduce((sum, encoding) => sum + encoded(encoding).length, 0),
    kept() {
      if (recompressing) return;
      recompressing = true;
      bestBrotliQueue = bestBrotliQueue.then(async () => {
        const best = await bestBrotli(body);
        // Swapped between two sends (a send reads its head and body in one go); the weak ETag stays.
        if (best && best.length < encoded('br').length) {
          compressed.br = best;
          delete heads.br;
        }
      });
    },
  };
}

/**
 * Whether a request's If-None-Match names this ETag, by the weak comparison the header calls for
 * (RFC 9110 §13.1.2): `W/"x"` and `"x"` match each other; `*` matches any current answer.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const opaque = etag.slice(2);
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === opaque || tag === etag) return true;
  }
  return false;
}

/** How long shared caches (a CDN, a reverse proxy) may keep an answer the same for everyone. */
export interface SharedCaching {
  /** `s-maxage`: fresh in a shared cache this long; a change is visible through it after at most this. */
  seconds: number;
  /** `stale-while-revalidate`: past that, served once more while the cache asks again. */
  staleSeconds: number;
}

/**
 * Browsers ask again each time (`max-age=0`, a 304 when nothing changed); shared caches keep it
 * `s-maxage` seconds. Only for answers that are the same for every visitor of the URL.
 */
export const sharedCacheControl = ({ seconds, staleSeconds }: SharedCaching) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}`;

/**
 * For a document browsers may keep `browserSeconds` without asking (a feed, the sitemap): shared
 * caches still keep it only `s-maxage`, so a content change is not hidden behind a proxy longer
 * than a page's.
 */
export const browserAndSharedCacheControl = (browserSeconds: number, { seconds, staleSeconds }: SharedCaching) =>
  `public, max-age=${browserSeconds}, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}`;

/** An answer chosen by a request's headers (a negotiated language): the browser's own, asked again each time. */
export const privateCacheControl = 'private, no-cache';
