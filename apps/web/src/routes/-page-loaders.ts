import { type OfficeView, type PageName, templatePage } from '@office/contracts/browser';
import { canonicalPath } from '../i18n/links';
import { loadPageTexts, type PageTexts } from '../queries/page-texts';
import { loadOfficeView } from '../queries/office';
import type { RouterContext } from '../router-context';
import type { ShownImage } from '../images/site-images';
import type { PageSeo } from '../seo/page-head';

/** What the loaders here read of a route loader's arguments. */
export interface LoaderArgs {
  context: RouterContext;
  location: { pathname: string; searchStr: string };
}

/**
 * A page's texts (for its components) and its head data, whose title, description and keywords
 * are its `seo.*` texts. With `jsonLd` (home, contact), the office's details too: the head's
 * structured data and the page's map show them.
 */
export async function textPageSeo<P extends PageName>(
  { context, location }: LoaderArgs,
  pageName: P,
  options: { jsonLd?: boolean; imgsrc?: string; lcpImage?: ShownImage } = {},
): Promise<{ seo: PageSeo; texts: PageTexts; office?: OfficeView }> {
  const [page, template, office] = await Promise.all([
    loadPageTexts(context, pageName),
    loadPageTexts(context, templatePage),
    options.jsonLd ? loadOfficeView(context) : undefined,
  ]);
  const seoText = page.text as (key: 'seo.title' | 'seo.description' | 'seo.keywords') => string;
  const seo: PageSeo = {
    title: seoText('seo.title'),
    description: seoText('seo.description'),
    keywords: seoText('seo.keywords'),
    imgsrc: options.imgsrc ?? '',
    url: canonicalPath(location),
    lang: context.lang,
    origin: context.site.origin,
    offered: context.site.languages,
    siteName: template.text('siteName'),
    office,
    lcpImage: options.lcpImage,
  };
  return { seo, texts: { [pageName]: page.resolved }, office };
}

/** A route loader for a page made of its texts only: its texts and head data. */
export const loadTextPage =
  (pageName: Exclude<PageName, typeof templatePage>, options: { jsonLd?: boolean; lcpImage?: ShownImage } = {}) =>
  (args: LoaderArgs) =>
    textPageSeo(args, pageName, options);
