import type { LanguageCode, PageAssets, SiteSettings } from '@office/contracts/browser';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/**
 * What every route, loader and hook gets from the router. Its own module, apart from router.tsx:
 * that one imports the route tree, and the queries and hooks that need this type must not.
 */
export interface RouterContext {
  /**
   * The query cache (TanStack Query) every loader reads through: the request's own on the server;
   * in the browser made, with tRPC's client, by the first query that needs the network, so that
   * neither is part of a first visit (decision 0025). Components read what their loaders return.
   */
  queryClient: () => Promise<QueryClient>;
  trpc: Trpc;
  /** The page's language, negotiated once per request on the server (see i18n/negotiate). */
  lang: LanguageCode;
  assets: PageAssets;
  site: SiteSettings;
}
