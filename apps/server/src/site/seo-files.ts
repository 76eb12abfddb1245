import {
  languageCode,
  type LanguageCode,
  languageCodes,
  languageColumns,
  languageUrl,
  noticeFeedPath,
  type PostSummary,
  type TranslationEntry,
  sourceLanguage,
  templatePage,
  languageTags,
} from '@office/contracts';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { browserAndSharedCacheControl, type SharedCaching } from './answers/answer.js';
import { validationProblem } from '@office/api/errors';
import { type EncodedText, encodedText, responseEncoding } from './content-encoding.js';
import type { Services } from '@office/api/services';

/** The site's public pages with a fixed path (docs/product.md#pages); notices and library items are added per item. */
export const publicPagePaths = ['/', '/about', '/mainTask', '/contact', '/notice', '/library', '/terms', '/privacy'] as const;

/** Paths crawlers are asked to leave alone: the APIs, the staff console and previews of unpublished content (decision 0050). */
export const disallowedPaths = ['/api/', '/trpc/', '/admin', '/preview/'] as const;

export interface SeoFilesOptions {
  services: Services;
  /** The configured public origin, without a trailing slash. */
  publicOrigin: string;
  /** How long shared caches may keep the sitemap and the feed (as pages and REST GETs). */
  caching: SharedCaching;
}

interface SitemapPage {
  path: string;
  /** W3C date (YYYY-MM-DD), when the page has one. */
  lastmod?: string;
  /** The languages the page exists in; all when absent. */
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
export function buildSitemap(origin: string, pages: readonly SitemapPage[], offered: readonly LanguageCode[] = languageCodes): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { path, lastmod, languages: existing = languageCodes } of pages) {
    // A language switched off in the console is not offered to search engines either (decision 0043).
    const languages = existing.filter((code) => offered.includes(code));
    const alternates = [
      ...languages.map(
        (code) => `    <xhtml:link rel="alternate" hreflang="${languageTags[code]}" href="${escapeXml(languageUrl(origin, path, code))}"/>`,
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

/** Where a language's feed of notices is. */
export const noticeFeedUrl = (origin: string, lang: LanguageCode) => languageUrl(origin, noticeFeedPath, lang);

export function buildRobots(origin: string, offered: readonly LanguageCode[] = languageCodes): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    // Search engines read RSS feeds as sitemaps too (Naver Search Advisor, Google).
    ...offered.map((lang) => `Sitemap: ${noticeFeedUrl(origin, lang)}`),
    '',
  ].join('\n');
}

export interface NoticeFeed {
  origin: string;
  lang: LanguageCode;
  title: string;
  description: string;
  notices: readonly PostSummary[];
}

/** An RSS 2.0 feed of the newest notices in one language (each in Korean where it has no translation). */
export function buildNoticeFeed({ origin, lang, title, description, notices }: NoticeFeed): string {
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const newest = notices[0]?.created_at;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', title)}`,
    `    ${element('link', languageUrl(origin, '/notice', lang))}`,
    `    ${element('description', description)}`,
    `    ${element('language', languageTags[lang])}`,
    `    <atom:link href="${escapeXml(noticeFeedUrl(origin, lang))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    ${element('lastBuildDate', new Date(newest).toUTCString())}`] : []),
  ];
  for (const notice of notices) {
    const link = languageUrl(origin, `/notice/${notice.id}`, lang);
    lines.push(
      '    <item>',
      `      ${element('title', notice.title)}`,
      `      ${element('link', link)}`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      ${element('pubDate', new Date(notice.created_at).toUTCString())}`,
      `      ${element('description', notice.excerpt)}`,
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}

/** A page text in one language, Korean where that language has none. */
const textIn = (entries: readonly TranslationEntry[], key: string, lang: LanguageCode) => {
  const entry = entries.find((e) => e.key === key);
  return entry?.[languageColumns[lang]] ?? entry?.korean ?? '';
};

/** A document kept with its br and gzip forms, sent in the one the client accepts. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, body: EncodedText, type: string, cacheControl: string) {
  reply.type(type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  const encoding = responseEncoding(request.headers, body.text.length);
  if (encoding) return reply.header('content-encoding', encoding).send(body.encoded(encoding));
  return reply.send(body.text);
}

const feedQuery = z.object({ lang: languageCode.default('ko') });
const feedSize = 20;

/** `/sitemap.xml` and `/robots.txt`. Registered before `pages`, whose catch-all would otherwise answer 404. */
export async function seoFiles(app: FastifyInstance, { services, publicOrigin, caching }: SeoFilesOptions) {
  const origin = publicOrigin.replace(/\/+$/, '');

  // Kept in the read cache, so a content write (any process) drops it with the lists it is built from.
  const sitemap = () =>
    services.cache.get('seo:sitemap.xml', async () => {
      const [entries, offered] = await Promise.all([services.posts.sitemapEntries(), services.languages.offered()]);
      // lastmod: when the post last changed (an edit, a publication), as a W3C date.
      const items = entries.map((post) => ({
        path: `/${post.kind}/${post.id}`,
        lastmod: post.updatedAt.toISOString().slice(0, 10),
        languages: post.languages,
      }));
      return encodedText(buildSitemap(origin, [...publicPagePaths.map((path) => ({ path })), ...items], offered));
    });

  app.get('/sitemap.xml', async (request, reply) => {
    const { value } = await sitemap();
    return sendDocument(request, reply, value, 'application/xml; charset=utf-8', browserAndSharedCacheControl(3600, caching));
  });

  // Kept in the read cache per language, so any content write drops it with the lists.
  const noticeFeed = (lang: LanguageCode) =>
    services.cache.get(`seo:notice-feed:${lang}`, async () => {
      const [page, template, notices] = await Promise.all([
        services.posts.page('notice', { lang, page: 1, pageSize: feedSize }),
        services.texts.pageTexts(templatePage),
        services.texts.pageTexts('공지사항'),
      ]);
      const title = `${textIn(template.value, 'siteName', lang)} – ${textIn(notices.value, 'title', lang)}`;
      const description = textIn(notices.value, 'seo.description', lang);
      return encodedText(buildNoticeFeed({ origin, lang, title, description, notices: page.value.items }));
    });

  app.get(noticeFeedPath, async (request, reply) => {
    const query = feedQuery.safeParse(request.query);
    if (!query.success) throw validationProblem(query.error, 'query');
    // A language switched off: its feed is the Korean one's, as its pages are (decision 0043).
    if (!(await services.languages.offered()).includes(query.data.lang)) {
      return reply.header('cache-control', 'no-cache').redirect(languageUrl(origin, noticeFeedPath, sourceLanguage), 302);
    }
    const { value } = await noticeFeed(query.data.lang);
    return sendDocument(request, reply, value, 'application/rss+xml; charset=utf-8', browserAndSharedCacheControl(600, caching));
  });

  // The feeds it names are the offered languages': read through the cache, so a switch shows at once.
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(buildRobots(origin, await services.languages.offered())),
  );
}
