import type { LanguageCode, PageName } from '@office/contracts';
import type { textGridFilters } from '@office/contracts/browser';
import { trpc } from '../lib/api';

export type TextGridFilter = (typeof textGridFilters)[number];

/** One page's texts in the grid: all of them, or those missing or outdated in `lang`. */
export const gridQuery = (pageName: PageName, filter: TextGridFilter, lang: LanguageCode) =>
  trpc.texts.grid.queryOptions({ pageName, filter, lang: filter === 'all' ? undefined : lang });

/** The texts screen's choices as it opens. */
export const firstGrid = { pageName: '홈', filter: 'all', lang: 'en' } as const satisfies {
  pageName: PageName;
  filter: TextGridFilter;
  lang: LanguageCode;
};

/** The texts of `pageName`, where the category names are; they change rarely. */
export const categoryNamesQuery = (pageName: PageName) => ({ ...trpc.texts.grid.queryOptions({ pageName }), staleTime: 60_000 });
