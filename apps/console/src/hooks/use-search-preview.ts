import { fillOfficePlaceholders, type LanguageCode, officeView } from '@office/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { searchPreviewQueries } from '../queries/search-preview';

/** What a search result's preview reads besides the texts it shows: the site's name, the office's details, the public address. */
export interface SearchPreviewData {
  /** The text with its `{office.…}` placeholders filled in, as the page shows it in `lang`. */
  fill: (text: string, lang: LanguageCode) => string;
  siteName: (lang: LanguageCode) => string;
  origin: string;
}

/** `https://example.kr/` → `https://example.kr`; null for what is not an address. */
function originOf(address: string | undefined): string | null {
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
}

/**
 * The preview's data (fetched with the screens that show one: routes/loaders.ts), for the texts
 * screen's page results and the post editor's; null when not `enabled`.
 */
export function useSearchPreview(enabled = true): SearchPreviewData | null {
  const template = useQuery({ ...searchPreviewQueries.template(), enabled });
  const office = useQuery({ ...searchPreviewQueries.office(), enabled });
  const site = useQuery({ ...searchPreviewQueries.site(), enabled });
  if (!enabled) return null;
  const details = office.data?.details;
  const fill = (text: string, lang: LanguageCode) => (details ? fillOfficePlaceholders(text, officeView(details, lang)) : text);
  const siteRow = template.data?.find((row) => row.key === 'siteName');
  return {
    fill,
    siteName: (lang) => fill(siteRow?.values[lang]?.value || siteRow?.values.ko?.value || '', lang),
    origin: originOf(site.data?.publicOrigin) ?? window.location.origin,
  };
}
