import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSearchPageUrl, normalPageUrl, type SiteSettings, type WebRenderer } from '@office/contracts';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { errorPageHtml } from './error-page.js';
import type { PageCache, RenderedPage } from './page-cache.js';
import { repoRoot } from '../paths.js';
import { responseEncoding } from '../content-encoding.js';
import type { Services } from '../services/index.js';
import { encodedText } from '../services/read-cache.js';
import { appRouter } from '../trpc/app-router.js';
import { developmentPolicy, pagePolicies } from './content-security-policy.js';
import { devPageHtml, mountViteDevServer } from './vite-dev.js';

/** The Vary header with one more name, keeping what is set already (cookie, accept-language). */
function varyWith(reply: FastifyReply, name: string): string {
  const current = reply.getHeader('vary');
  return current ? `${String(current)}, ${name}` : name;
}

interface ViteManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

export const webRoot = join(repoRoot, 'apps/web');

/**
 * The hashed entry script, and every stylesheet of the build (one, see apps/web/vite.config.ts):
 * CSS must be in the head, never arrive with a route's script after the first paint.
 */
function readAssets(clientDir: string) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>;
  const chunks = Object.values(manifest);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk');
  const styles = new Set([
    ...chunks.flatMap((chunk) => chunk.css ?? []),
    // Not a package's stylesheet imported as a URL (the inquiry form's widget links its own when it loads).
    ...Object.entries(manifest)
      .filter(([source, chunk]) => chunk.file.endsWith('.css') && !source.includes('node_modules/'))
      .map(([, chunk]) => chunk.file),
  ]);
  return { scripts: [`/${entry.file}`], styles: [...styles].map((file) => `/${file}`) };
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

/**
 * The website: the browser bundle's files, and every other GET rendered by the web package's
 * server entry (TanStack Router, rendered whole). Without a web build, only the static files of
 * apps/web/public are served (the API works on its own).
 */
export interface PagesOptions {
  services: Services;
  pageCache: PageCache;
  publicOrigin: string;
  googleMapsApiKey: string | undefined;
  /** `pnpm dev`: render from source through Vite, with hot module reload; no page cache. */
  hotReload?: boolean;
}

export async function pages(
  app: FastifyInstance,
  { services, pageCache, publicOrigin, googleMapsApiKey, hotReload = false }: PagesOptions,
) {
  if (hotReload) return developmentPages(app, { services, publicOrigin, googleMapsApiKey });
  const clientDir = join(webRoot, 'dist/client');
  const serverEntry = join(webRoot, 'dist/server/entry-server.js');
  const built = existsSync(serverEntry) && existsSync(join(clientDir, '.vite/manifest.json'));

  // Pages send the br/gzip bodies made once per cache fill (the REST routes do the same); this
  // compresses the rest of this scope's HTML on the fly. Build files are sent from their .br/.gz
  // made at build time.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
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
  const site: SiteSettings = { origin: publicOrigin, googleMapsApiKey: googleMapsApiKey ?? null };

  const csp = pagePolicies({ googleMaps: site.googleMapsApiKey !== null });

  /**
   * A page: URLs not in normal form are redirected to it (so only URLs that name real content are
   * rendered), then the page comes from the page cache or is rendered in full. A render that
   * failed is answered with a finished error page in the visitor's language: 503 when the
   * database could not be reached, else 500, each logged once with its cause.
   */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const normal = normalPageUrl(request.url);
    if (normal.changed) return reply.redirect(normal.url, 301);

    reply.header('cache-control', 'no-cache');
    const webRequest = toWebRequest(request, publicOrigin);
    // Negotiated once: the page cache is keyed by it and the render is handed it.
    const { lang, negotiated } = renderer.pageLanguage(webRequest);
    if (negotiated) reply.header('vary', 'cookie, accept-language');

    const render = async (): Promise<RenderedPage> => {
      const { response, failure } = await renderer.render({
        request: webRequest,
        lang,
        trpcRouter: appRouter,
        trpcContext: { services },
        assets,
        site,
      });
      if (response.status >= 500) {
        await response.body?.cancel();
        const status = isDatabaseUnavailable(failure) ? 503 : 500;
        request.log.error({ err: failure, status }, 'page could not be rendered');
        const html = errorPageHtml({ lang, status, path: normal.url });
        return { status, body: encodedText(html), csp: csp.forHtml(html) };
      }
      const html = await response.text();
      return { status: response.status, body: encodedText(html), csp: csp.forHtml(html) };
    };
    // A search's page is rendered each time: its words are the visitor's, endless (decision 0020).
    const page = isSearchPageUrl(normal.url) ? await render() : await pageCache.get(`${lang}:${normal.url}`, render);

    if (page.status >= 500) reply.header('cache-control', 'no-store').header('retry-after', '30');
    reply.code(page.status).type('text/html; charset=utf-8').header('vary', varyWith(reply, 'accept-encoding'));
    reply.header('content-security-policy', page.csp);
    const encoding = responseEncoding(request, page.body.text.length);
    // A set content-encoding tells @fastify/compress the body is compressed already.
    if (encoding) return reply.header('content-encoding', encoding).send(page.body.encoded(encoding));
    return reply.send(page.body.text);
  };

  routePages(app, renderPage);
}

/** Every GET that is not an API path or a file is a page. */
function routePages(app: FastifyInstance, renderPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) {
  app.get('/*', async (request, reply) => {
    // A missing file (a path with an extension) or API path is a plain JSON 404, not a page.
    const path = request.url.split('?')[0]!;
    if (/^\/(api|trpc|admin|files)(\/|$)/.test(path) || /\.[a-z0-9]{1,8}$/i.test(path)) return reply.callNotFound();
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
async function developmentPages(app: FastifyInstance, { services, publicOrigin, googleMapsApiKey }: Omit<PagesOptions, 'pageCache'>) {
  const vite = await mountViteDevServer(app, { root: webRoot, base: '/' });
  const site: SiteSettings = { origin: publicOrigin, googleMapsApiKey: googleMapsApiKey ?? null };
  const assets = { scripts: [], styles: [] };
  routePages(app, async (request, reply) => {
    const normal = normalPageUrl(request.url);
    if (normal.changed) return reply.redirect(normal.url, 301);
    const renderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebRenderer<typeof appRouter>;
    const webRequest = toWebRequest(request, publicOrigin);
    const { response, failure } = await renderer.render({
      request: webRequest,
      lang: renderer.pageLanguage(webRequest).lang,
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
    const html = await devPageHtml(vite, normal.url, await response.text(), '/src/entry-client.tsx');
    return reply
      .code(response.status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', developmentPolicy())
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
