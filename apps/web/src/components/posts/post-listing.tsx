import type { PostPage, PostSearchPage, PostSummary } from '@office/contracts/browser';
import type { ReactNode } from 'react';
import { PostSearchResults } from './post-search';
import { PostGrid } from './post-views';

type Kind = 'notice' | 'library';

const pageNameOf = (kind: Kind) => (kind === 'notice' ? '공지사항' : '자료실');

/**
 * A list page's cards: the list, or a search's results when its URL has `?q=` (whichever its
 * loader read: `loadPostList`).
 */
export function PostListing({
  kind,
  list,
  found,
  badgeFor,
}: {
  kind: Kind;
  list: PostPage | undefined;
  found: PostSearchPage | undefined;
  badgeFor?: (post: PostSummary) => ReactNode;
}) {
  if (found) return <PostSearchResults pageName={pageNameOf(kind)} data={found} badgeFor={badgeFor} />;
  return list ? <PostGrid pageName={pageNameOf(kind)} data={list} badgeFor={badgeFor} /> : null;
}
