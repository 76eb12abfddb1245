import type { LanguageCode } from './languages.js';

/**
 * The contract between the API's server, which renders pages, and the web package's server entry
 * (apps/web/src/entry-server.tsx), which it loads from the web build at start. Types only: the
 * browser's router context holds the assets and site settings too.
 */

/** The hashed files of the browser bundle, from the Vite manifest (read by the server). */
export interface PageAssets {
  scripts: string[];
  /**
   * The build's stylesheet as text, put in a `<style>` in every page's head by the server so a
   * first paint waits for no request; the server keeps only the rules the page's classes use
   * (decision 0024). Server-side only: never dehydrated.
   */
  inlineStyles?: string;
  /**
   * The same stylesheet as files, linked once the page has loaded, before its scripts: it styles
   * what the page shows only once hydrated and the pages visited next (none in `pnpm dev`).
   */
  lateStyles?: string[];
}

/** Run-time settings from the server's configuration that pages need (never built into the bundle). */
export interface SiteSettings {
  /** The public origin, for canonical, alternate and Open Graph links. */
  origin: string;
  /** Google Maps browser key, or null: the map then shows links to map services instead. */
  googleMapsApiKey: string | null;
  /**
   * The languages visitors are offered (the console's 언어 setting, decision 0043): the selector,
   * hreflang alternates and og:locale list these only.
   */
  languages: readonly LanguageCode[];
}

/** What page data is read through: the API's tRPC router (generic, so contracts need not know it). */
interface CallableRouter {
  createCaller(...args: never): unknown;
}

export interface RenderInput<Router extends CallableRouter> {
  request: Request;
  /** The page's language, negotiated once per request by `WebRenderer.pageLanguage`. */
  lang: LanguageCode;
  /** The API's router and context: page data is read in-process, never through HTTP to itself. */
  trpcRouter: Router;
  trpcContext: Parameters<Router['createCaller']>[0];
  assets: PageAssets;
  site: SiteSettings;
}

export interface RenderResult {
  response: Response;
  /** The error of a loader that failed, when one did (the response is then a 500). */
  failure?: unknown;
}

/**
 * What a page's language is chosen from: the absolute URL and the request's headers. A Web Request
 * is one, but the server asks without building one (a page served from memory needs none).
 */
export interface PageRequest {
  url: string;
  headers: { get(name: string): string | null };
}

/** What the web package's server entry exports. */
export interface WebRenderer<Router extends CallableRouter> {
  /**
   * The language a request's page is rendered in, and whether it came from anything but the URL
   * (caches must vary): one of `offered` (a stored or preferred language switched off is passed over).
   */
  pageLanguage(request: PageRequest, offered: readonly LanguageCode[]): { lang: LanguageCode; negotiated: boolean };
  /** Renders one page as an HTML response, its data read in-process and dehydrated. */
  render(input: RenderInput<Router>): Promise<RenderResult>;
}
