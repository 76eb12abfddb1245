import { templatePage } from '@office/contracts/browser';
import { trpc } from '../lib/api';
import { categoryNamesQuery } from './texts';

/**
 * What a search result's preview reads besides the page's own texts: the site's name (a template
 * text, in each language), the office's details (the texts' `{office.…}` placeholders) and the
 * site's public address. Each changes rarely.
 */
export const searchPreviewQueries = {
  template: () => categoryNamesQuery(templatePage),
  office: () => ({ ...trpc.office.get.queryOptions(), staleTime: 60_000 }),
  site: () => ({ ...trpc.goLive.site.queryOptions(), retry: false, staleTime: Number.POSITIVE_INFINITY }),
};
