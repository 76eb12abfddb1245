import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { AppRouter } from '@office/api/trpc';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { languageQueryParam, type WebRenderer } from '@office/contracts/browser';
import { languageStorageKey, negotiateLanguage, readCookie } from './i18n/negotiate';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { isGonePage } from './routes/-post-routes';

/**
 * The language a request's page is rendered in, and whether it came from anything but the URL.
 * The server asks once per request (its page cache is keyed by it) and hands it to `render`.
 * It runs before Fastify for kept pages, so nothing in it may throw: the query is read with
 * URLSearchParams, which takes any text, never with `new URL`, which throws on a URL that does
 * not parse (an origin with a port and a `*` target made one).
 */
export const pageLanguage: WebRenderer<AppRouter>['pageLanguage'] = (request, offered) => {
  const { lang, source } = negotiateLanguage({
    param: new URLSearchParams(queryOf(request.url)).get(languageQueryParam),
    cookie: readCookie(request.headers.get('cookie'), languageStorageKey),
    acceptLanguage: request.headers.get('accept-language'),
    offered,
  });
  return { lang, negotiated: source !== 'url' };
};

/** The query of a URL, without its fragment: '' when it has none. */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return '';
  const end = url.indexOf('#', start);
  return url.slice(start + 1, end < 0 ? undefined : end);
}

/** Renders one page as a streaming HTML response, its data read in-process and dehydrated as its routes' loader data. */
export const render: WebRenderer<AppRouter>['render'] = async ({ request, lang, trpcRouter, trpcContext, assets, site }) => {
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient({ server: true });
      const trpc = createTRPCOptionsProxy({ router: trpcRouter, ctx: trpcContext, queryClient });
      return createAppRouter({ queryClient: () => Promise.resolve(queryClient), trpc, lang, assets, site });
    },
  });
  let failure: unknown;
  let gone = false;
  const response = await handler(({ request, responseHeaders, router }) => {
    // Loaders have run by now: a failed one (the database unreachable, a bug) is handed to the
    // server, which answers with its own error page instead of rendering the router's.
    failure = router.state.matches.find((match) => match.status === 'error')?.error;
    if (failure) return new Response(null, { status: 500 });
    gone = router.state.matches.some((match) => isGonePage(match.loaderData));
    return renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> });
  });
  // A deleted post's page (decision 0047): 410 Gone, which the page cache never keeps (it keeps 200s only).
  if (gone) return { response: new Response(response.body, { status: 410, headers: response.headers }), failure };
  return { response, failure };
};
