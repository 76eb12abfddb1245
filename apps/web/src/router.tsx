import type { LanguageCode } from '@office/contracts/browser';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from './routeTree.gen';
import type { Trpc } from './trpc';

/** The hashed files of the browser bundle, from the Vite manifest (server only). */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** Run-time settings from the server's configuration (the same shape as the API's SiteSettings). */
export interface SiteSettings {
  /** The public origin, for canonical, alternate and Open Graph links. */
  origin: string;
  /** Google Maps browser key, or null: the map then shows links to map services instead. */
  googleMapsApiKey: string | null;
}

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The page's language, negotiated once per request on the server (see i18n/negotiate). */
  lang: LanguageCode;
  assets: PageAssets;
  site: SiteSettings;
}

/**
 * `nonce`: the request's Content-Security-Policy nonce (server only, on pages that are not cached).
 * TanStack Router and React put it on every inline script they write; the browser reads it back
 * from the page's `csp-nonce` meta. Cached pages have none: their scripts are allowed by hash.
 */
export function createAppRouter(context: RouterContext, nonce?: string) {
  const router = createRouter({
    routeTree,
    context,
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Data rendered on the server stays fresh in the browser: no refetch on hydration.
    defaultPreloadStaleTime: 0,
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
