import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isSearchPageUrl,
  type LanguageCode,
  languageCodes,
  normalPageUrl,
  notFoundPathOf,
  type PageRequest,
  type SiteSettings,
  sourceLanguage,
  type WebRenderer,
  withLanguage,
} from '@office/contracts';
import { type Answer, makeAnswer, privateCacheControl, type SharedCaching, sharedCacheControl } from './answers/answer.js';
import type { AnswerCache } from './answers/answer-cache.js';
import type { Answering } from './answers/answering.js';
import { isDatabaseUnavailable } from '@office/db/unavailable';
import { errorPageHtml } from './error-page.js';
import { pageStyles } from './page-styles.js';
import { webRoot } from '../paths.js';
import type { Services } from '@office/api/services';
import { appRouter } from '@office/api/trpc';
import { developmentPolicy, pagePolicies } from './content-security-policy.js';
import { devPageHtml, mountViteDevServer } from './vite-dev.js';
import { type RedirectAnswers, redirectAnswers } from './redirects.js';
import { previewPages, type StaffSessionCookie } from './previews.js';

interface ViteManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/**
 * The hashed entry script, and the site's stylesheet (one, see apps/web/vite.config.ts) as text:
 * pages carry the part of it they use in a `<style>` in their head (`page-styles.ts`), so the first
 * paint waits for no stylesheet request, and link the whole file once they have loaded; no page
 * carries a package's stylesheet it does not use (Swiper's and the inquiry widget's are linked by
 * their lazy chunks when they load). Decision 0023.
 */
function readAssets(clientDir: string) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>;
  const chunks = Object.values(manifest);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk');
  const styles = new Set([
    ...chunks.flatMap((chunk) => chunk.css ?? []),
    ...Object.entries(manifest)
      .filter(([source, chunk]) => chunk.file.endsWith('.css') && !source.includes('node_modules/'))
      .map(([, chunk]) => chunk.file),
  ]);
  const inlineStyles = [...styles].map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n');
  return { scripts: [`/${entry.file}`], inlineStyles, lateStyles: [...styles].map((file) => `/${file}`) };
}

/** The request as the router sees it, on the configured public origin (never the Host header). */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new Request(`${origin}${request.url}`, { method: 'GET', headers });
}

/** What the language is negotiated from, without building a Web Request (only a render needs one). */
function pageRequest(url: string, headers: IncomingHttpHeaders, origin: string): PageRequest {
  return {
    url: `${origin}${url}`,
    headers: {
      get: (name) => {
        const value = headers[name];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/** A normal page URL names its language last, when it names one (`normalPageUrl`). */
const languageInUrl = new RegExp(`[?&]lang=(${languageCodes.join('|')})$`);

/**
 * A normal page URL naming a language visitors are not offered (switched off in the console):
 * the Korean version of the page, where it is sent (decision 0043). Temporarily (302): the
 * language may be switched on again, and its URLs must not be forgotten by search engines.
 */
function switchedOffLanguageUrl(normalUrl: string, offered: readonly LanguageCode[]): string | undefined {
  const named = languageInUrl.exec(normalUrl)?.[1] as LanguageCode | undefined;
  return named && !offered.includes(named) ? withLanguage(normalUrl, sourceLanguage) : undefined;
}

/**
 * The website: the browser bundle's files, and every other GET rendered by the web package's
 * server entry (TanStack Router, rendered whole). Without a web build, only the static files of
 * apps/web/public are served (the API works on its own).
 */
export interface PagesOptions {
  services: Services;
  /** Rendered pages by language and URL, served from memory (decision 0022). */
  pageCache: AnswerCache;
  answering: Answering;
  caching: SharedCaching;
  publicOrigin: string;
  googleMapsApiKey: string | undefined;
  /** `pnpm dev`: render from source through Vite, with hot module reload; no page cache. */
  hotReload?: boolean;
  /** The staff session cookie, by which previews know signed-in staff (decision 0050); without it, no previews. */
  cookie?: StaffSessionCookie;
}

export async function pages(
  app: FastifyInstance,
  { services, pageCache, answering, caching, publicOrigin, googleMapsApiKey, hotReload = false, cookie }: PagesOptions,
) {
  // Staff's redirects come first, before the page cache (decision 0047): a GET from memory, before
  // Fastify; a HEAD (or a GET that reached the routes all the same) at the start of the page route.
  const redirects = redirectAnswers(services.content.redirects);
  answering.serveFromMemory('redirect', (url) => redirects.answerFor(url));
  const notFound = (url: string) => {
    const path = notFoundPathOf(url);
    if (path) services.content.redirects.counts.notFound(path);
  };
  const site404s = { redirects, answering, notFound };
  if (hotReload) return developmentPages(app, { services, publicOrigin, googleMapsApiKey }, site404s);
  const clientDir = join(webRoot, 'dist/client');
  const serverEntry = join(webRoot, 'dist/server/entry-server.js');
  const built = existsSync(serverEntry) && existsSync(join(clientDir, '.vite/manifest.json'));

  // Pages are answers with their br/gzip bodies made once (decision 0022); build files are sent
  // from their .br/.gz made at build time.
  await app.register(fastifyStatic, {
    root: built ? clientDir : join(webRoot, 'public'),
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: built,
    cacheControl: false,
    // Hashed build files never change; images keep their names, so they are cached for a day.
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });
  if (!built) return;

  const renderer = (await import(pathToFileURL(serverEntry).href)) as WebRenderer<typeof appRouter>;
  const assets = readAssets(clientDir);
  const styles = pageStyles(assets.inlineStyles);
  const site: Omit<SiteSettings, 'languages'> = { origin: publicOrigin, googleMapsApiKey: googleMapsApiKey ?? null };

  const csp = pagePolicies({ googleMaps: site.googleMapsApiKey !== null });
  const sharedCaching = sharedCacheControl(caching);
  // Drafts and unsaved edits in their real page, by the same renderer; never in the page cache (decision 0050).
  if (cookie)
    await previewPages(app, { services, renderer, assets, withStyles: (html) => styles.forPage(html), site, publicOrigin, cookie });

  /**
   * A page as an answer. Found pages are the same for every visitor of their URL and language:
   * with the language in the URL shared caches may keep them; with a negotiated one they stay the
   * browser's (`private`), varying with the cookie and Accept-Language it was chosen by. The
   * policy is per page, by its scripts' hashes, so the same bytes serve everyone (decision 0012).
   */
  const pageAnswer = (status: number, html: string, negotiated: boolean) =>
    makeAnswer({
      status,
      type: 'text/html; charset=utf-8',
      body: html,
      cacheControl: status === 200 ? (negotiated ? privateCacheControl : sharedCaching) : status >= 500 ? 'no-store' : 'no-cache',
      vary: negotiated ? 'cookie, accept-language, accept-encoding' : 'accept-encoding',
      headers: { 'content-security-policy': csp.forHtml(html), ...(status >= 500 ? { 'retry-after': '30' } : {}) },
    });

  // A kept page is answered before routing; only normal URLs are keys, so any other URL misses.
  answering.serveFromMemory('page', (url, headers) => {
    if (!isPagePath(url)) return undefined;
    const offered = services.languages.lastKnown();
    if (switchedOffLanguageUrl(url, offered)) return undefined;
    const lang = languageInUrl.exec(url)?.[1] ?? renderer.pageLanguage(pageRequest(url, headers, publicOrigin), offered).lang;
    return pageCache.peek(`${lang}:${url}`);
  });

  /**
   * A page: URLs not in normal form are redirected to it (so only URLs that name real content are
   * rendered), then the page comes from the page cache or is rendered in full. A render that
   * failed is answered with a finished error page in the visitor's language: 503 when the
   * database could not be reached, else 500, each logged once with its cause.
   */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const normal = normalPageUrl(request.url);
    if (normal.changed) return reply.redirect(normal.url, 301);
    const offered = await services.languages.offered();
    const korean = switchedOffLanguageUrl(normal.url, offered);
    if (korean) return reply.header('cache-control', 'no-cache').redirect(korean, 302);
    // Negotiated once: the page cache is keyed by it and the render is handed it.
    const { lang, negotiated } = renderer.pageLanguage(pageRequest(request.url, request.headers, publicOrigin), offered);

    const render = async (): Promise<Answer> => {
      const { response, failure } = await renderer.render({
        request: toWebRequest(request, publicOrigin),
        lang,
        trpcRouter: appRouter,
        trpcContext: { services },
        assets,
        site: { ...site, languages: offered },
      });
      if (response.status >= 500) {
        await response.body?.cancel();
        const status = isDatabaseUnavailable(failure) ? 503 : 500;
        request.log.error({ err: failure, status }, 'page could not be rendered');
        return pageAnswer(status, errorPageHtml({ lang, status, path: normal.url, office: services.office.lastKnown() }), negotiated);
      }
      return pageAnswer(response.status, styles.forPage(await response.text()), negotiated);
    };
    // A search's page is rendered each time, never kept: its words are the visitor's, endless (decision 0020).
    const page = isSearchPageUrl(normal.url) ? await render() : await pageCache.get(`${lang}:${normal.url}`, render);
    // Counted for staff, who may redirect a path asked for often (decision 0047).
    if (page.status === 404) notFound(normal.url);
    return answering.send(request, reply, page);
  };

  routePages(app, renderPage, site404s);
}

/** What every page route does before and after its page: staff's redirects first, 404s counted. */
interface PageRouteHelpers {
  redirects: RedirectAnswers;
  answering: Answering;
  /** A 404 answered for this URL (counted under its path, if it is one a redirect could be made from). */
  notFound: (url: string) => void;
}

/** Every GET that is not an API path, a file or a preview (previews.ts) is a page. */
function isPagePath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return !/^\/(api|trpc|admin|files|preview)(\/|$)/.test(path) && !/\.[a-z0-9]{1,8}$/i.test(path);
}

function routePages(
  app: FastifyInstance,
  renderPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
  { redirects, answering, notFound }: PageRouteHelpers,
) {
  app.get('/*', async (request, reply) => {
    const redirect = redirects.answerFor(request.url);
    if (redirect) return answering.send(request, reply, redirect);
    // A missing file (a path with an extension) or API path is a plain JSON 404, not a page; an old
    // site's page (`/board.php`) among them is counted as any 404 page is.
    if (!isPagePath(request.url)) {
      notFound(request.url);
      return reply.callNotFound();
    }
    return renderPage(request, reply);
  });
  app.get('/', renderPage);
}

/**
 * `pnpm dev`: pages rendered from apps/web's source on each request (Vite reloads a changed module
 * and what imports it), never cached, with Vite's client for hot module reload. Same URLs,
 * redirects and language rules as the build; a failed render is a 500, logged with its cause
 * (its stack pointing into the source).
 */
async function developmentPages(
  app: FastifyInstance,
  { services, publicOrigin, googleMapsApiKey }: Pick<PagesOptions, 'services' | 'publicOrigin' | 'googleMapsApiKey'>,
  helpers: PageRouteHelpers,
) {
  const vite = await mountViteDevServer(app, { root: webRoot, base: '/' });
  const assets = { scripts: [] };
  routePages(
    app,
    async (request, reply) => {
      const normal = normalPageUrl(request.url);
      if (normal.changed) return reply.redirect(normal.url, 301);
      const offered = await services.languages.offered();
      const korean = switchedOffLanguageUrl(normal.url, offered);
      if (korean) return reply.header('cache-control', 'no-store').redirect(korean, 302);
      const site: SiteSettings = { origin: publicOrigin, googleMapsApiKey: googleMapsApiKey ?? null, languages: offered };
      const renderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebRenderer<typeof appRouter>;
      const webRequest = toWebRequest(request, publicOrigin);
      const { response, failure } = await renderer.render({
        request: webRequest,
        lang: renderer.pageLanguage(webRequest, offered).lang,
        trpcRouter: appRouter,
        trpcContext: { services },
        assets,
        site,
      });
      if (failure !== undefined) {
        const error = failure instanceof Error ? failure : new Error('page render failed', { cause: failure });
        vite.ssrFixStacktrace(error);
        throw error;
      }
      if (response.status === 404) helpers.notFound(normal.url);
      const html = await devPageHtml(vite, normal.url, await response.text(), '/src/entry-client.tsx');
      return reply
        .code(response.status)
        .header('cache-control', 'no-store')
        .header('content-security-policy', developmentPolicy())
        .type('text/html; charset=utf-8')
        .send(html);
    },
    helpers,
  );
}
