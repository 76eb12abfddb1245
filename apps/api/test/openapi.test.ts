import { describe, expect, it } from 'vitest';
import { useSeededApp } from './support/app.js';
import { testBackends } from './support/databases.js';

describe('OpenAPI document and reference page', () => {
  const ctx = useSeededApp(testBackends[0]!);

  it('describes every REST operation of spec §7, and the search, as OpenAPI 3.1', async () => {
    const res = await ctx.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/translation/page',
        'GET /api/translation/main-task-contents',
        'POST /api/common/inquiry/',
        'GET /api/common/inquiry/challenge',
        'GET /api/common/notices/',
        'GET /api/common/notices/{id}/',
        'GET /api/common/library/',
        'GET /api/common/library/{id}/',
        // Beyond the spec: the website's search as JSON (decision 0020).
        'GET /api/common/notices/search/',
        'GET /api/common/library/search/',
      ].sort(),
    );
    expect(doc.paths['/api/common/library/search/'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      ['category', 'lang', 'page', 'page_size', 'q'].sort(),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Notice', 'LibraryItem', 'TranslationEntry', 'InquiryInput', 'ApiError', 'PostSearchPage']),
    );
    const phone = doc.components.schemas.InquiryInput.properties.phone;
    expect(phone.pattern).toBe('^[0-9]{10,11}$');
    // The spam defence is documented: the challenge, the altcha field and the 429 with Retry-After.
    expect(doc.components.schemas.InquiryInput.properties).toHaveProperty('altcha');
    const post = doc.paths['/api/common/inquiry/'].post;
    expect(post.responses['429'].headers).toHaveProperty('retry-after');
    expect(post.description).toMatch(/GET \/api\/common\/inquiry\/challenge/);
  });

  it('serves a readable reference page at /api/docs', async () => {
    const redirect = await ctx.app.inject('/api/docs');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');
    const res = await ctx.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/openapi.json');
    // Its script is served from the package itself: the page works with no internet.
    const script = /<script src="([^"]+)"/.exec(res.body)![1]!;
    expect(script).not.toMatch(/^https?:/);
    const js = await ctx.app.inject(`/api/docs/${script}`);
    expect(js.statusCode).toBe(200);
    expect(js.body.length).toBeGreaterThan(10_000);
  });
});
