import { languageLocales, languageParamOf, templatePage } from '@office/contracts/browser';
import { createRootRouteWithContext, HeadContent, Outlet, retainSearchParams, Scripts, useMatches } from '@tanstack/react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { useNavigationPending } from '../hooks/use-navigation-pending';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { NotFoundPage } from '../components/not-found-page';
import * as css from '../components/layout.css';
import { useTexts } from '../hooks/use-texts';
import { loadPageTexts } from '../queries/page-texts';
import type { RouterContext } from '../router-context';
import { contentLanguage, type PageSeo } from '../seo/page-head';
import '../styles/global.css';

/** The page's own content: the skip link's target, and what its first frame waits for. */
const mainId = 'main';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): { lang?: string } => ({ lang: languageParamOf(search.lang) }),
  search: { middlewares: [retainSearchParams(['lang'])] },
  // Runs on the server; its result (assets, language, the texts every page shows) is dehydrated,
  // so the browser keeps it.
  loader: async ({ context }) => {
    // The not-found page's texts too: it can show under any route, and its title is the fallback.
    const [template, notFound] = await Promise.all([loadPageTexts(context, templatePage), loadPageTexts(context, '404')]);
    const fallbackTitle = `${template.text('siteName')} | ${notFound.text('title')}`;
    // The inlined stylesheet stays out: it is in the page once, in its <style>, not in its data too.
    const assets = { scripts: context.assets.scripts, lateStyles: context.assets.lateStyles ?? [] };
    const texts = { [templatePage]: template.resolved, 404: notFound.resolved };
    return { assets, lang: context.lang, site: context.site, fallbackTitle, texts };
  },
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  head: ({ loaderData }) => ({
    meta: [
      // Every page sets its own title; this one shows only on the not-found page.
      ...(loaderData ? [{ title: loaderData.fallbackTitle }] : []),
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1d3557' },
    ],
    links: [
      { rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' },
      // No frame before the header is parsed whole. On a slow connection Chromium painted it half
      // arrived, and its buttons moved when the rest came (its row's layout depends on its last
      // buttons). The element after it is named: Chromium lets the frame go once the named
      // element has started, not ended.
      { rel: 'expect', href: `#${mainId}`, blocking: 'render' },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  const { lang, assets } = Route.useLoaderData();
  // The server's context holds the stylesheet's text; the browser's none (it keeps the server's).
  const inlineStyles = Route.useRouteContext({ select: (context) => context.assets.inlineStyles });
  // The page's own head data (its deepest match's): a post lists only the languages it exists in.
  const seo = useMatches({
    select: (matches) => matches.map((match) => (match.loaderData as { seo?: PageSeo } | undefined)?.seo).findLast(Boolean),
  });
  const content = contentLanguage(seo ?? { lang });
  return (
    // `data-painted` is set by the loader below, before React hydrates (the carousel's CSS uses it).
    <html lang={lang} suppressHydrationWarning>
      <head>
        <HeadContent />
        {/* The site's stylesheet: the first paint waits for no request (decision 0023). */}
        <style dangerouslySetInnerHTML={{ __html: inlineStyles ?? '' }} suppressHydrationWarning />
        {content.languages
          .filter((code) => code !== content.shown)
          .map((code) => (
            <meta key={code} property="og:locale:alternate" content={languageLocales[code]} />
          ))}
        <EntryScriptLoader scripts={assets.scripts} lateStyles={assets.lateStyles} />
      </head>
      <body>
        <Page />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Loads the browser bundle through a small inline script rather than `<script type="module" src>`.
 * Cached pages allow their inline scripts by hash under 'strict-dynamic', which ignores 'self': a
 * parser-inserted `src` script would be blocked, whereas one this (hashed) script inserts is
 * trusted, and so is everything it imports (decision 0012). Inserted module scripts run as soon
 * as they load, so the entry itself waits for the document to be parsed (entry-client.tsx).
 * They are inserted once the page has loaded (its eager images included) and been shown: after
 * `load`, once the browser has reported the first contentful paint, four animation frames in which
 * it reported no new largest paint (at once in a hidden tab, which paints nothing; after 3 s
 * whatever happened). The first paint and the largest image never wait for the JavaScript's
 * download or its evaluation (decision 0023). On a fast connection `load` often comes before the
 * first paint is shown, and a download started then competes with it (Lighthouse's simulation
 * counts it toward the LCP): two frames after `load`, the first largest paint after it (a heading,
 * then the image), or four frames without one (the first paint was shown later still) were each
 * measured not to be enough.
 * The whole stylesheet (`lateStyles`: the page inlines only its own rules) is linked first and the
 * scripts once it has arrived, so nothing the scripts render is ever shown unstyled. At that moment
 * `<html>` is marked `data-painted`: what waits for the first paint to be shown (the off-screen
 * slides' images, `carousel.css.ts`) comes then.
 */
function EntryScriptLoader({ scripts, lateStyles }: { scripts: string[]; lateStyles: string[] }) {
  // Rendered with no files too (`pnpm dev`, where Vite adds its own scripts): it still marks the page.
  // `<` escaped so no file name could ever close the script element.
  const list = (files: string[]) => JSON.stringify(files).replace(/</g, '\\u003c');
  const source = `(function(d,w){var started=0,painted=0,quiet=0,o;function l(){if(started)return;started=1;if(o)o.disconnect();d.documentElement.setAttribute('data-painted','');var css=${list(lateStyles)},n=css.length;function run(){${list(scripts)}.forEach(function(src){var s=d.createElement('script');s.type='module';s.src=src;d.head.appendChild(s)})}if(!n)return run();css.forEach(function(href){var k=d.createElement('link');k.rel='stylesheet';k.href=href;k.onload=k.onerror=function(){if(--n===0)run()};d.head.appendChild(k)})}function f(){if(d.visibilityState==='hidden')return l();try{o=new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')painted=1});quiet=0});o.observe({type:'paint',buffered:true});o.observe({type:'largest-contentful-paint'})}catch(e){painted=1}setTimeout(l,3000);(function frame(){if(painted&&++quiet>3)l();else if(!started)w.requestAnimationFrame(frame)})()}if(d.readyState==='complete')f();else w.addEventListener('load',f,{once:true})})(document,window)`;
  return <script dangerouslySetInnerHTML={{ __html: source }} suppressHydrationWarning />;
}

function Page() {
  const { t, s } = useTexts(templatePage);
  const pending = useNavigationPending();
  return (
    <>
      <a className={css.skipLink} href={`#${mainId}`}>
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id={mainId} className={css.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <LoadingOverlay show={pending} label={s('loading')} />
    </>
  );
}
