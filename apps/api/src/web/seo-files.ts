import { type LanguageCode, languageCodes, languageUrl } from '@office/contracts';
import type { FastifyInstance } from 'fastify';
import { responseEncoding } from '../content-encoding.js';
import type { Services } from '../services/index.js';
import { encodedText } from '../services/read-cache.js';

/** The site's public pages with a fixed path (spec routes); notices and library items are added per item. */
export const publicPagePaths = ['/', '/about', '/mainTask', '/contact', '/notice', '/library', '/terms', '/privacy'] as const;

/** Paths crawlers are asked to leave alone: the APIs and the staff console. */
export const disallowedPaths = ['/api/', '/trpc/', '/admin'] as const;

export interface SeoFilesOptions {
  services: Services;
  /** The configured public origin, without a trailing slash. */
  publicOrigin: string;
}

interface SitemapPage {
  path: string;
  /** W3C date (YYYY-MM-DD), when the page has one. */
  lastmod?: string;
  /** The languages the page exists in; all five when absent. */
  languages?: readonly LanguageCode[];
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEntities[c]!);
}

/**
 * One `<url>` per page and language it exists in, each carrying that page's alternate set (its
 * language URLs and x-default), as Google asks for hreflang in sitemaps. A post without a
 * translation is listed in the languages it has only: its fallback pages are not language versions.
 */
export function buildSitemap(origin: string, pages: readonly SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { path, lastmod, languages = languageCodes } of pages) {
    const alternates = [
      ...languages.map(
        (code) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(languageUrl(origin, path, code))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(languageUrl(origin, path, null))}"/>`,
    ];
    for (const code of languages) {
      lines.push('  <url>', `    <loc>${escapeXml(languageUrl(origin, path, code))}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `/sitemap.xml` and `/robots.txt`. Registered before `pages`, whose catch-all would otherwise answer 404. */
export async function seoFiles(app: FastifyInstance, { services, publicOrigin }: SeoFilesOptions) {
  const origin = publicOrigin.replace(/\/+$/, '');

  // Kept in the read cache, so a content write (any process) drops it with the lists it is built from.
  const sitemap = () =>
    services.cache.get('seo:sitemap.xml', async () => {
      const entries = await services.posts.sitemapEntries();
      // lastmod: when the post last changed (an edit, a publication), as a W3C date.
      const items = entries.map((post) => ({
        path: `/${post.kind}/${post.id}`,
        lastmod: post.updatedAt.toISOString().slice(0, 10),
        languages: post.languages,
      }));
      return encodedText(buildSitemap(origin, [...publicPagePaths.map((path) => ({ path })), ...items]));
    });

  app.get('/sitemap.xml', async (request, reply) => {
    const { value } = await sitemap();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
    const encoding = responseEncoding(request, value.text.length);
    if (encoding) return reply.header('content-encoding', encoding).send(value.encoded(encoding));
    return reply.send(value.text);
  });

  const robots = buildRobots(origin);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );
}
