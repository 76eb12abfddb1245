import {
  internationalPhone,
  type LanguageCode,
  languageCodes,
  languageLocales,
  languageUrl,
  noticeFeedPath,
  type OfficeView,
  type PageMetadata,
  languageTags,
} from '@office/contracts/browser';
import { imagePreloadLink, type ShownImage } from '../images/site-images';

/** What a route's loader hands its `head`: the page's metadata (docs/product.md#texts-and-page-metadata), where and in which language. */
export interface PageSeo extends PageMetadata {
  lang: LanguageCode;
  origin: string;
  siteName: string;
  type?: 'website' | 'article';
  /** The office's details, for its structured data (home and contact). */
  office?: OfficeView | undefined;
  /**
   * The languages the page's content exists in (a post and its translations); all when absent. A
   * page shown in another language's fallback is not offered as a language version.
   */
  languages?: readonly LanguageCode[];
  /** The languages visitors are offered (`SiteSettings.languages`): no alternate names another. */
  offered: readonly LanguageCode[];
  /** Not for search engines' indexes (a search's results): their links are still followed. */
  noindex?: boolean;
  /** The image of the page's largest paint, preloaded from the head (decision 0023). */
  lcpImage?: ShownImage;
}

type HeadMeta =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { 'script:ld+json': Record<string, unknown> };

/**
 * Every route's `head`: the tags of the page's head data, which its loader returns as `seo`
 * (none while the loader has not run, as on the not-found page).
 */
export const seoHead = ({ loaderData }: { loaderData?: { seo: PageSeo } }) => (loaderData ? pageHead(loaderData.seo) : {});

/**
 * Title, description, keywords, canonical, hreflang alternates (one per language the content exists
 * in, plus x-default), Open Graph
 * and Twitter tags for one page in one language (docs/product.md#texts-and-page-metadata).
 */
/**
 * The language a page's content is in: the page's own, or Korean where a post has no version in it
 * (its canonical page, og:locale and og:locale:alternate follow the Korean source then).
 */
export function contentLanguage(seo: Pick<PageSeo, 'lang' | 'languages' | 'offered'>): {
  shown: LanguageCode;
  languages: readonly LanguageCode[];
} {
  const languages = (seo.languages ?? languageCodes).filter((code) => seo.offered.includes(code));
  return { shown: languages.includes(seo.lang) ? seo.lang : 'ko', languages };
}

function pageHead(seo: PageSeo) {
  const { shown: shownLang, languages } = contentLanguage(seo);
  const canonical = languageUrl(seo.origin, seo.url, shownLang);
  const image = new URL(seo.imgsrc || '/images/og/default.jpg', seo.origin).href;
  const title = seo.title ? `${seo.siteName} | ${seo.title}` : seo.siteName;
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    // og:locale:alternate (one per other language) is in the root document: the router keeps only
    // one meta per property.
    // The locale of what is shared: the Korean source's where the page shows a post in Korean.
    { property: 'og:locale', content: languageLocales[shownLang] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
  ];
  const links: Array<React.JSX.IntrinsicElements['link']> = [
    { rel: 'canonical', href: canonical },
    ...languages.map((code) => ({ rel: 'alternate', hrefLang: languageTags[code], href: languageUrl(seo.origin, seo.url, code) })),
    { rel: 'alternate', hrefLang: 'x-default', href: languageUrl(seo.origin, seo.url, null) },
    // The notices' feed in the page's language, for feed readers and search engines.
    { rel: 'alternate', type: 'application/rss+xml', title: seo.siteName, href: languageUrl(seo.origin, noticeFeedPath, seo.lang) },
  ];
  if (seo.lcpImage) links.push(imagePreloadLink(seo.lcpImage));
  if (seo.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  // The router serialises and escapes JSON-LD itself.
  if (seo.office) meta.push({ 'script:ld+json': officeJsonLd(seo, seo.office) });
  return { meta, links };
}

/**
 * schema.org LegalService: what search engines show as the office's card
 * (docs/product.md#texts-and-page-metadata), from the details an admin entered; a detail not
 * entered yet is left out rather than sent empty.
 */
function officeJsonLd(seo: PageSeo, office: OfficeView) {
  const present = <T>(value: T) => (value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value);
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: present(office.name) ?? seo.siteName,
    url: languageUrl(seo.origin, '/', seo.lang),
    image: new URL('/images/og/default.jpg', seo.origin).href,
    telephone: present(office.phoneInternational),
    faxNumber: office.fax ? internationalPhone(office.fax) : undefined,
    email: present(office.email),
    address: {
      '@type': 'PostalAddress',
      streetAddress: present(office.postalAddress.streetAddress),
      addressLocality: present(office.postalAddress.locality),
      addressRegion: present(office.postalAddress.region),
      postalCode: present(office.postalCode),
      addressCountry: 'KR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng },
    openingHours: present(office.openingHours),
    // A closure is a special opening of zero hours over its days (schema.org's way to say "closed").
    specialOpeningHoursSpecification: present(
      office.closures.map((closure) => ({
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: closure.from,
        validThrough: closure.to,
      })),
    ),
    inLanguage: seo.lang,
  };
}
