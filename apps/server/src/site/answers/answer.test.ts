import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeAnswer, matchesEtag, privateCacheControl, sharedCacheControl } from './answer.js';
import { securityHeaders } from './security-headers.js';

const parts = { type: 'application/json; charset=utf-8', cacheControl: 'no-cache', vary: 'accept-encoding' };
const headersOf = (head: readonly string[]) => {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < head.length; i += 2) pairs.push([head[i]!, head[i + 1]!]);
  return pairs;
};

describe('an answer', () => {
  it('has a weak ETag from its body: the same bytes the same tag, other bytes another', () => {
    const body = JSON.stringify({ title: '공지', n: 1 });
    const a = makeAnswer({ ...parts, status: 200, body });
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(makeAnswer({ ...parts, status: 200, body }).etag).toBe(a.etag);
    expect(makeAnswer({ ...parts, status: 200, body: body.replace('1', '2') }).etag).not.toBe(a.etag);
  });

  it('has no ETag unless it is a 200 (a not-found page is not a representation to revalidate)', () => {
    expect(makeAnswer({ ...parts, status: 404, body: 'x' }).etag).toBeUndefined();
    expect(headersOf(makeAnswer({ ...parts, status: 404, body: 'x' }).head('identity')).map(([name]) => name)).not.toContain('etag');
  });

  it('carries the security headers, its type, caching, Vary, ETag and own headers in every form', () => {
    const answer = makeAnswer({
      ...parts,
      status: 200,
      body: 'x'.repeat(5000),
      headers: { 'content-security-policy': "default-src 'self'" },
    });
    for (const form of ['identity', 'br', 'gzip', 'not-modified'] as const) {
      const headers = new Map(headersOf(answer.head(form)));
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers.get(name), `${form} ${name}`).toBe(value);
      expect(headers.get('content-type'), form).toBe(parts.type);
      expect(headers.get('cache-control'), form).toBe('no-cache');
      expect(headers.get('vary'), form).toBe('accept-encoding');
      expect(headers.get('etag'), form).toBe(answer.etag);
      expect(headers.get('content-security-policy'), form).toBe("default-src 'self'");
    }
  });

  it('states the length and encoding of each form, and a 304 neither', () => {
    const text = '안녕하세요 '.repeat(400);
    const answer = makeAnswer({ ...parts, status: 200, body: text });
    const identity = new Map(headersOf(answer.head('identity')));
    expect(identity.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(identity.has('content-encoding')).toBe(false);
    expect(answer.body.toString()).toBe(text);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const head = new Map(headersOf(answer.head(encoding)));
      expect(head.get('content-encoding')).toBe(encoding);
      expect(head.get('content-length')).toBe(String(answer.encoded(encoding).length));
      expect(decode(answer.encoded(encoding)).toString()).toBe(text);
    }
    const notModified = new Map(headersOf(answer.head('not-modified')));
    expect(notModified.has('content-length')).toBe(false);
    expect(notModified.has('content-encoding')).toBe(false);
    // What a cache counts: the body and both compressed forms.
    expect(answer.bytes()).toBe(answer.body.length + answer.encoded('br').length + answer.encoded('gzip').length);
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['*', true],
    ['"x", W/"abc"', true],
    ['W/"x",W/"abc" ', true],
    ['W/"abcd"', false],
    ['abc', false],
    ['', false],
    ['x'.repeat(9000), false],
  ])('%j matches W/"abc": %s', (header, matches) => {
    expect(matchesEtag(header, etag)).toBe(matches);
  });
  it('absent matches nothing', () => expect(matchesEtag(undefined, etag)).toBe(false));
});

describe('caching', () => {
  it('lets shared caches keep a public answer for s-maxage, browsers ask again each time', () => {
    expect(sharedCacheControl({ seconds: 60, staleSeconds: 30 })).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
    expect(privateCacheControl).toBe('private, no-cache');
  });
});
