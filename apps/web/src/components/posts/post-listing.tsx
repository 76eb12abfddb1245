import type { PostPage, PostSearchPage, PostSummary } from '@office/contracts/browser';
import type { ReactNode } from 'react';
import { type PostFormats, PostFormatsContext } from './post-formats';
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
  formats,
  badgeFor,
}: {
  kind: Kind;
  list: PostPage | undefined;
  found: PostSearchPage | undefined;
  /** The cards' dates and a search's count, as the loader formatted them (post-formats.ts). */
  formats: PostFormats;
  badgeFor?: (post: PostSummary) => ReactNode;
}) {
  return (
    <PostFormatsContext value={formats}>
      {found ? (
        <PostSearchResults pageName={pageNameOf(kind)} data={found} badgeFor={badgeFor} />
      ) : (
        list && <PostGrid pageName={pageNameOf(kind)} data={list} badgeFor={badgeFor} />
      )}
    </PostFormatsContext>
  );
}
