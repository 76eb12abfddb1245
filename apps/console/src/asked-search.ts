import { useLocation, useMatchRoute } from '@tanstack/react-router';

/** The console's list screens: their conditions are the URL's query. */
type ListPath = '/inquiries' | '/posts/notice' | '/posts/library';

/**
 * The conditions asked for: those of the list being loaded (the URL already has them; the route's
 * loader keeps the shown list until their list is in), else those of the list shown. A list's
 * controls show these, so they neither go back to the old conditions while the new list loads nor
 * are reset under the staff's typing when it arrives; back and forward set them too.
 */
export function useAskedSearch<Search>(path: ListPath, searchOf: (query: Record<string, unknown>) => Search, shown: Search): Search {
  const matchRoute = useMatchRoute();
  const location = useLocation();
  return matchRoute({ to: path, pending: true }) !== false ? searchOf(location.search as Record<string, unknown>) : shown;
}
