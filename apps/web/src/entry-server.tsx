import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { AppRouter } from '@office/api/trpc';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { type LanguageCode } from '@office/contracts/browser';
import { languageQueryParam, languageStorageKey, negotiateLanguage, readCookie } from './i18n/negotiate';
import { createQueryClient } from './query-client';
import { createAppRouter, type PageAssets, type SiteSettings } from './router';

export interface RenderInput {
  request: Request;
  /** The API's router and context: page data is read in-process, never through HTTP to itself. */
  trpcRouter: AppRouter;
  trpcContext: Parameters<AppRouter['createCaller']>[0];
  assets: PageAssets;
  site: SiteSettings;
  /**
   * A fresh Content-Security-Policy nonce for this response, put on every inline script; omitted
   * for a page that is cached (its scripts are then allowed by their hashes).
   */
  nonce?: string;
}

export interface RenderResult {
  response: Response;
  lang: LanguageCode;
  /** Whether the language came from something other than the URL, so caches must vary. */
  negotiated: boolean;
}

/** The language a request's page is rendered in, and whether it came from anything but the URL. */
export function pageLanguage(request: Request): { lang: LanguageCode; negotiated: boolean } {
  const { lang, source } = negotiateLanguage({
    param: new URL(request.url).searchParams.get(languageQueryParam),
    cookie: readCookie(request.headers.get('cookie'), languageStorageKey),
    acceptLanguage: request.headers.get('accept-language'),
  });
  return { lang, negotiated: source !== 'url' };
}

/** Renders one page as a streaming HTML response, its data read in-process and dehydrated. */
export async function render({ request, trpcRouter, trpcContext, assets, site, nonce }: RenderInput): Promise<RenderResult> {
  const { lang, negotiated } = pageLanguage(request);
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient({ server: true });
      const trpc = createTRPCOptionsProxy({ router: trpcRouter, ctx: trpcContext, queryClient });
      return createAppRouter({ queryClient, trpc, lang, assets, site }, nonce);
    },
  });
  const response = await handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { response, lang, negotiated };
}
