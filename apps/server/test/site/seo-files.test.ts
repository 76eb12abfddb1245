import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { languageCodes, languageTags } from '@office/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifyContentChanged } from '@office/db/client';
import { posts } from '@office/db/schema';
import { webRoot } from '../../src/paths.js';
import { publicPagePaths, seoFiles } from '../../src/site/seo-files.js';
import { testPublicOrigin, useSeededApp } from '../support/app.js';
import { testBackends } from '@office/testing/databases';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
const decode = (text: string) =>
  text.replace(entity, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[e] ?? e);

/**
 * A strict little parser for the XML the sitemap uses (a declaration, elements, attributes, text,
 * no comments, CDATA or DTD): throws on anything not well-formed, such as a bare `&` or `<`, an
 * unquoted or repeated attribute, a mismatched or unclosed tag, or content outside the root.
 */
function parseXml(xml: string): XmlElement {
  const name = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
  const token = new RegExp(`<(/?)(${name})((?:\\s+${name}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|([^<]+)|(<)`, 'gy');
  const attribute = new RegExp(`(${name})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
  const checkText = (text: string) => {
    if (text.replace(entity, '').includes('&')) throw new Error(`unescaped & in ${JSON.stringify(text.slice(0, 80))}`);
    if (text.includes(']]>')) throw new Error('"]]>" in text');
  };

  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!declaration) throw new Error('no XML declaration');
  let root: XmlElement | undefined;
  const stack: XmlElement[] = [];
  token.lastIndex = declaration[0].length;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`unexpected input at ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
    const [, closing, tag, attrs = '', selfClosing, text, stray] = match;
    if (stray) throw new Error(`stray < at ${at}`);
    if (text !== undefined) {
      if (stack.length === 0) {
        if (text.trim()) throw new Error(`text outside the root at ${at}`);
        continue;
      }
      checkText(text);
      stack.at(-1)!.text += decode(text);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open?.name !== tag || attrs.trim() || selfClosing) throw new Error(`</${tag}> at ${at} closes <${open?.name}>`);
      continue;
    }
    if (root && stack.length === 0) throw new Error(`second root <${tag}> at ${at}`);
    const element: XmlElement = { name: tag!, attributes: {}, children: [], text: '' };
    for (const [, key, double, single] of attrs.matchAll(attribute)) {
      if (key! in element.attributes) throw new Error(`repeated attribute ${key} at ${at}`);
      const value = double ?? single ?? '';
      checkText(value);
      element.attributes[key!] = decode(value);
    }
    if (stack.length) stack.at(-1)!.children.push(element);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  if (!root) throw new Error('no root element');
  return root;
}

const child = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

describe('the XML checker', () => {
  it('accepts well-formed XML and refuses what is not', () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(parseXml(`${head}<a x="1&amp;2"><b>t &lt; u</b><c/></a>\n`)).toMatchObject({
      name: 'a',
      attributes: { x: '1&2' },
      children: [{ name: 'b', text: 't < u' }, { name: 'c' }],
    });
    for (const bad of ['<a>&</a>', '<a><b></a></b>', '<a>', '<a></a><b/>', '<a x=1/>', '<a x="1" x="2"/>', '<a>1 < 2</a>', 'x<a/>']) {
      expect(() => parseXml(`${head}${bad}`), bad).toThrow();
    }
  });
});

describe.each(testBackends)('sitemap.xml and robots.txt on $name', (backend) => {
  const ctx = useSeededApp(backend);
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  const insertPost = async (values: Partial<typeof posts.$inferInsert>) => {
    const [row] = await ctx.database.db
      .insert(posts)
      .values({ kind: 'notice', title: 'sitemap test', content: '<p>x</p>', ...values })
      .returning({ id: posts.id });
    ctx.services.cache.invalidate();
    return row!.id;
  };

  const sitemap = async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    return { res, root: parseXml(res.body) };
  };

  const locs = (root: XmlElement) => child(root, 'url').map((url) => child(url, 'loc')[0]!.text);

  it('lists every public page, notice and library item in every language, with the full alternate set', async () => {
    const draftId = await insertPost({ status: 'draft', title: 'draft for the sitemap' });
    const notices = (await ctx.services.posts.list('notice')).value;
    const library = (await ctx.services.posts.list('library')).value;
    expect(notices.length).toBeGreaterThan(0);
    expect(library.length).toBeGreaterThan(0);

    const { res, root } = await sitemap();
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    // Browsers keep it an hour; shared caches no longer than a page (decision 0022).
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=60, stale-while-revalidate=30');
    expect(root.name).toBe('urlset');
    expect(root.attributes).toEqual({
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
    });
    expect(root.children.every((c) => c.name === 'url')).toBe(true);

    const urls = child(root, 'url');
    expect(publicPagePaths).toHaveLength(8);
    expect(urls).toHaveLength((publicPagePaths.length + notices.length + library.length) * languageCodes.length);

    const paths = [...publicPagePaths, ...notices.map((n) => `/notice/${n.id}`), ...library.map((l) => `/library/${l.id}`)];
    const expectedLocs = paths.flatMap((path) => languageCodes.map((code) => `${testPublicOrigin}${path}?lang=${code}`));
    expect(locs(root)).toEqual(expectedLocs);

    for (const url of urls) {
      const loc = child(url, 'loc')[0]!.text;
      const path = new URL(loc).pathname;
      const links = child(url, 'xhtml:link');
      // Each language and x-default.
      expect(links, loc).toHaveLength(languageCodes.length + 1);
      expect(links.map((l) => l.attributes)).toEqual([
        // hreflang is the language's tag (zh-Hans), the URL its code.
        ...languageCodes.map((code) => ({
          rel: 'alternate',
          hreflang: languageTags[code],
          href: `${testPublicOrigin}${path}?lang=${code}`,
        })),
        { rel: 'alternate', hreflang: 'x-default', href: `${testPublicOrigin}${path}` },
      ]);
      // The page's own URL is among its alternates.
      expect(links.map((l) => l.attributes.href)).toContain(loc);
      expect(loc.startsWith(`${testPublicOrigin}/`)).toBe(true);
    }

    // Items carry their last change as lastmod (W3C date); the fixed pages do not.
    const byLoc = new Map(urls.map((url) => [child(url, 'loc')[0]!.text, url]));
    const notice = notices[0]!;
    const noticeUrl = byLoc.get(`${testPublicOrigin}/notice/${notice.id}?lang=en`)!;
    const [row] = await ctx.database.db.select({ updatedAt: posts.updatedAt }).from(posts).where(eq(posts.id, notice.id));
    expect(child(noticeUrl, 'lastmod').map((l) => l.text)).toEqual([row!.updatedAt.toISOString().slice(0, 10)]);
    expect(child(noticeUrl, 'lastmod')[0]!.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(child(byLoc.get(`${testPublicOrigin}/about?lang=ko`)!, 'lastmod')).toHaveLength(0);

    const listedPaths = new Set(locs(root).map((l) => new URL(l).pathname));
    expect(listedPaths.has(`/notice/${notice.id}`)).toBe(true);
    expect(listedPaths.has(`/notice/${draftId}`)).toBe(false);
    expect(res.body).not.toContain(`/notice/${draftId}"`);
  });

  it('sends gzip or br to a client that accepts it, the same document', async () => {
    const plain = (await get('/sitemap.xml')).body;
    const gzip = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);

    const br = await get('/sitemap.xml', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);

    expect((await get('/sitemap.xml')).headers['content-encoding']).toBeUndefined();
  });

  it('is cached and follows content changes', async () => {
    await get('/sitemap.xml');
    const cached = (await get('/sitemap.xml')).body;
    expect((await get('/sitemap.xml')).body).toBe(cached);

    // A write committed with a notification (as the console and seed do) clears the cached sitemap.
    const [row] = await ctx.database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(posts)
        .values({ kind: 'library', category: 'category2', title: 'new item', content: '<p>y</p>' })
        .returning({ id: posts.id });
      await notifyContentChanged(tx, 'test');
      return inserted;
    });
    // Saved in Korean only, it is listed in Korean only (decision 0019).
    const loc = `${testPublicOrigin}/library/${row!.id}?lang=ko`;
    const until = Date.now() + 5000;
    while (!locs((await sitemap()).root).includes(loc)) {
      if (Date.now() > until) throw new Error('the new library item never reached the sitemap');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('robots.txt allows the site, keeps crawlers out of the APIs and console, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n').map((l) => l.trim());
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /trpc/');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain(`Sitemap: ${testPublicOrigin}/sitemap.xml`);
    for (const lang of languageCodes) expect(lines).toContain(`Sitemap: ${testPublicOrigin}/notice/rss.xml?lang=${lang}`);
  });

  // RSS 2.0 per language (channel title, link and description; each item's title, link, guid and
  // pubDate), newest notices first, in that language (decision 0019).
  it.each(languageCodes)('/notice/rss.xml?lang=%s is a valid RSS 2.0 feed of the newest notices in that language', async (lang) => {
    const res = await get(`/notice/rss.xml?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600, s-maxage=60, stale-while-revalidate=30');
    const rss = parseXml(res.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const [channel] = child(rss, 'channel');
    for (const name of ['title', 'link', 'description']) expect(child(channel!, name)[0]?.text, name).toBeTruthy();
    // The language's tag, as <html lang> and hreflang say it (zh-Hans for Simplified Chinese).
    expect(child(channel!, 'language')[0]!.text).toBe(languageTags[lang]);
    expect(child(channel!, 'link')[0]!.text).toBe(`${testPublicOrigin}/notice?lang=${lang}`);
    const items = child(channel!, 'item');
    const published = (await get(`/api/common/notices/?lang=${lang}`)).json() as Array<{ id: number; title: string }>;
    expect(items).toHaveLength(Math.min(20, published.length));
    expect(items.map((item) => child(item, 'title')[0]!.text)).toEqual(published.slice(0, items.length).map((n) => n.title));
    for (const item of items) {
      const link = child(item, 'link')[0]!.text;
      expect(link).toMatch(new RegExp(`^${testPublicOrigin}/notice/\\d+\\?lang=${lang}$`));
      expect(child(item, 'guid')[0]!.text).toBe(link);
      expect(child(item, 'guid')[0]!.attributes.isPermaLink).toBe('true');
      expect(Number.isNaN(Date.parse(child(item, 'pubDate')[0]!.text))).toBe(false);
    }
  });

  it('serves the icons browsers and iOS ask for by name, which no page links', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(ico.headers['cache-control']).toBe('public, max-age=86400');
    const icoBytes = ico.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image (width, height first).
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: icoBytes.readUInt16LE(4) }, (_, i) => icoBytes[6 + 16 * i]);
    expect(sizes).toEqual([16, 32, 48]);

    const touch = await get('/apple-touch-icon.png');
    expect(touch.statusCode).toBe(200);
    expect(touch.headers['content-type']).toBe('image/png');
    const png = touch.rawPayload;
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    // Colour type 2: RGB without alpha. iOS fills transparent pixels with black.
    expect(png[25]).toBe(2);

    // Linking them would add a request before the largest paint (decision 0028).
    for (const path of ['/?lang=ko', '/notice?lang=en']) {
      const html = (await get(path)).body;
      expect(html, path).toContain('/images/favicon.svg');
      expect(html, path).not.toMatch(/favicon\.ico|apple-touch-icon/);
    }
  });

  it('the feed refuses a language it does not have, naming the parameter', async () => {
    const res = await get('/notice/rss.xml?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'lang' })]);
  });

  it('answers HEAD and a query string on the same routes', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect((await get('/sitemap.xml?utm=x')).statusCode).toBe(200);
    expect((await get('/robots.txt?x=1')).statusCode).toBe(200);
  });
});

describe('seo files next to the page catch-all and the static files', () => {
  it('are answered by their own routes, not by the catch-all or a static file', async () => {
    // Registered as buildApp does with a web build: seo files, then the static files (one route
    // per file, so a public/robots.txt would clash and fail the start) and the page catch-all.
    const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    const services = {
      cache: { get: async (_key: string, load: () => Promise<unknown>) => ({ value: await load() }) },
      posts: { sitemapEntries: async () => [] },
      languages: { offered: async () => languageCodes },
    } as unknown as Parameters<typeof seoFiles>[1]['services'];
    await app.register(seoFiles, { services, publicOrigin: 'https://other.example', caching: { seconds: 60, staleSeconds: 30 } });
    await app.register(fastifyStatic, { root: join(webRoot, 'public'), prefix: '/', wildcard: false, index: false });
    app.get('/*', async () => 'page');
    app.get('/', async () => 'page');
    await app.ready();
    try {
      const sitemap = await app.inject('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(sitemap.body).toContain('<loc>https://other.example/?lang=ko</loc>');
      expect(sitemap.body.match(/<url>/g)).toHaveLength(publicPagePaths.length * languageCodes.length);
      const robots = await app.inject('/robots.txt');
      expect(robots.body).toContain('Sitemap: https://other.example/sitemap.xml');
      expect((await app.inject('/about')).body).toBe('page');
    } finally {
      await app.close();
    }
  });
});
