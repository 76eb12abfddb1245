import type { LanguageCode, PageAssets, SiteSettings } from '@office/contracts/browser';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/**
 * What every route, loader and hook gets from the router. Its own module, apart from router.tsx:
 * that one imports the route tree, and the queries and hooks that need this type must not.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The page's language, negotiated once per request on the server (see i18n/negotiate). */
  lang: LanguageCode;
  assets: PageAssets;
  site: SiteSettings;
}
