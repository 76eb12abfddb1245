import { languageLocales, languageParamOf, templatePage, languageTags } from '@office/contracts/browser';
import { createRootRouteWithContext, HeadContent, Outlet, retainSearchParams, Scripts, useMatches } from '@tanstack/react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { useNavigationPending } from '../hooks/use-navigation-pending';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { NotFoundPage } from '../components/not-found-page';
import * as css from '../components/layout.css';
import { useTexts } from '../hooks/use-texts';
import { loadOfficeView } from '../queries/office';
import { loadPageTexts } from '../queries/page-texts';
import type { RouterContext } from '../router-context';
import { contentLanguage, type PageSeo } from '../seo/page-head';
import entryScriptLoaderSource from '../entry-script-loader.ts?inline-script';
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
    const [template, notFound, office] = await Promise.all([
      loadPageTexts(context, templatePage),
      loadPageTexts(context, '404'),
      loadOfficeView(context),
    ]);
    const fallbackTitle = `${template.text('siteName')} | ${notFound.text('title')}`;
    // The inlined stylesheet stays out: it is in the page once, in its <style>, not in its data too.
    const assets = { scripts: context.assets.scripts, lateStyles: context.assets.lateStyles ?? [] };
    const texts = { [templatePage]: template.resolved, 404: notFound.resolved };
    // Of the office's details only its messengers, the same in every language: the footer links
    // them and the inquiry form names them (every other detail reaches pages through the texts).
    const messengers = office.messengers.map(({ kind, url, name }) => ({ kind, url, name }));
    return { assets, lang: context.lang, site: context.site, fallbackTitle, texts, messengers };
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
  const { lang, assets, site } = Route.useLoaderData();
  // The server's context holds the stylesheet's text; the browser's none (it keeps the server's).
  const inlineStyles = Route.useRouteContext({ select: (context) => context.assets.inlineStyles });
  // The page's own head data (its deepest match's): a post lists only the languages it exists in.
  const seo = useMatches({
    select: (matches) => matches.map((match) => (match.loaderData as { seo?: PageSeo } | undefined)?.seo).findLast(Boolean),
  });
  const content = contentLanguage(seo ?? { lang, offered: site.languages });
  return (
    // `data-painted` is set by the loader below, before React hydrates (the carousel's CSS uses it).
    <html lang={languageTags[lang]} suppressHydrationWarning>
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
 * The inline script that loads the browser bundle once the page has been shown: why a script
 * inserts it, and when, are in its source, `entry-script-loader.ts` (decisions 0012, 0023, 0028).
 * The page carries it minified (the `inline-script` plugin, vite.config.ts); the server allows it
 * by its hash, taken from the page as sent.
 */
function EntryScriptLoader({ scripts, lateStyles }: { scripts: string[]; lateStyles: string[] }) {
  // Rendered with no files too (`pnpm dev`, where Vite adds its own scripts): it still marks the page.
  // `<` escaped so no file name could ever close the script element.
  const list = (files: string[]) => JSON.stringify(files).replace(/</g, '\\u003c');
  const source = `${entryScriptLoaderSource}(${list(lateStyles)},${list(scripts)})`;
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
