import type { LanguageCode, PageName, PageTextKey } from '@office/contracts/browser';
import { createTextLookup } from '../i18n/texts';
import { canonicalPath } from '../i18n/links';
import type { RouterContext } from '../router';
import type { PageSeo } from '../seo/page-head';
import type { Trpc } from '../trpc';

/** One page's texts in one language (plus the Korean fallback): the query every page reads. */
export const pageTextsQuery = (trpc: Trpc, pageName: PageName, lang: LanguageCode) => trpc.texts.page.queryOptions({ pageName, lang });

/** Puts one page's texts in the query cache (read on the server, dehydrated) and returns a lookup. */
export async function ensurePageTexts<P extends PageName>(context: RouterContext, pageName: P) {
  const entries = await context.queryClient.ensureQueryData(pageTextsQuery(context.trpc, pageName, context.lang));
  const lookup = createTextLookup<P>(entries, context.lang);
  return (key: PageTextKey<P>) => lookup(key).text;
}

interface LoaderArgs {
  context: RouterContext;
  location: { pathname: string; searchStr: string };
}

/** The head data of a page whose title, description and keywords are its `seo.*` texts. */
export async function textPageSeo<P extends PageName>(
  { context, location }: LoaderArgs,
  pageName: P,
  options: { jsonLd?: boolean; imgsrc?: string } = {},
): Promise<PageSeo> {
  const [text, template] = await Promise.all([ensurePageTexts(context, pageName), ensurePageTexts(context, '템플릿')]);
  const seoText = text as (key: 'seo.title' | 'seo.description' | 'seo.keywords') => string;
  return {
    title: seoText('seo.title'),
    description: seoText('seo.description'),
    keywords: seoText('seo.keywords'),
    imgsrc: options.imgsrc ?? '',
    url: canonicalPath(location),
    lang: context.lang,
    origin: context.site.origin,
    siteName: template('siteName'),
    jsonLd: options.jsonLd,
  };
}

/** A route loader for a page made of its texts only: texts cached, head data returned. */
export const loadTextPage =
  (pageName: Exclude<PageName, '템플릿'>, options: { jsonLd?: boolean } = {}) =>
  async (args: LoaderArgs) => ({ seo: await textPageSeo(args, pageName, options) });
