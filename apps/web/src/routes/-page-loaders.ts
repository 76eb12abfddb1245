import type { PageName } from '@office/contracts/browser';
import { canonicalPath } from '../i18n/links';
import { ensurePageTexts } from '../queries/page-texts';
import type { RouterContext } from '../router-context';
import type { ShownImage } from '../images/site-images';
import type { PageSeo } from '../seo/page-head';

/** What the loaders here read of a route loader's arguments. */
export interface LoaderArgs {
  context: RouterContext;
  location: { pathname: string; searchStr: string };
}

/** The head data of a page whose title, description and keywords are its `seo.*` texts. */
export async function textPageSeo<P extends PageName>(
  { context, location }: LoaderArgs,
  pageName: P,
  options: { jsonLd?: boolean; imgsrc?: string; lcpImage?: ShownImage } = {},
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
    lcpImage: options.lcpImage,
  };
}

/** A route loader for a page made of its texts only: texts cached, head data returned. */
export const loadTextPage =
  (pageName: Exclude<PageName, '템플릿'>, options: { jsonLd?: boolean; lcpImage?: ShownImage } = {}) =>
  async (args: LoaderArgs) => ({ seo: await textPageSeo(args, pageName, options) });
