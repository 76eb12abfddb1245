import { contentSearchParams, type LanguageCode, type PageName, type PageTextKey } from '@office/contracts/browser';
import { createTextLookup } from '../i18n/texts';
import { withLanguage } from '../i18n/links';
import type { RouterContext } from '../router';
import type { PageSeo } from '../seo/page-head';
import type { Trpc } from '../trpc';

/** One page's texts in one language (plus the Korean fallback): the query every page reads. */
export const pageTextsQuery = (trpc: Trpc, pageName: PageName, lang: LanguageCode) =>
  trpc.texts.page.queryOptions({ pageName, lang });

/** Puts one page's texts in the query cache (read on the server, dehydrated) and returns a lookup. */
export async function ensurePageTexts<P extends PageName>(context: RouterContext, pageName: P) {
  const entries = await context.queryClient.ensureQueryData(pageTextsQuery(context.trpc, pageName, context.lang));
  const lookup = createTextLookup<P>(entries, context.lang);
  return (key: PageTextKey<P>) => lookup(key).text;
}

/**
 * The page's path for canonical and alternate links: the parameters that choose what it shows,
 * and only those (no language, no tracking tags; `page=1` is the list itself).
 */
export function canonicalPath(location: { pathname: string; searchStr: string }): string {
  const given = new URLSearchParams(location.searchStr);
  const kept = new URLSearchParams();
  for (const name of contentSearchParams) {
    const value = given.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  return withLanguage(kept.size ? `${location.pathname}?${kept}` : location.pathname, null);
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
