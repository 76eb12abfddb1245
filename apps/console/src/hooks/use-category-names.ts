import { categoryKeys } from '@office/contracts/browser';
import type { CategoryKey, PageName } from '@office/contracts';
import { useQuery } from '@tanstack/react-query';
import { categoryNamesQuery } from '../queries/texts';

/** Korean names of the six categories, from the website's own texts of `pageName`; "분류 n" until loaded. */
export function useCategoryNames(pageName: PageName): Record<CategoryKey, string> {
  const grid = useQuery(categoryNamesQuery(pageName));
  return Object.fromEntries(
    categoryKeys.map((key, i) => [key, grid.data?.find((row) => row.key === key)?.values.ko?.value || `분류 ${i + 1}`]),
  ) as Record<CategoryKey, string>;
}
