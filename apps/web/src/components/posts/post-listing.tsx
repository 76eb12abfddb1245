import type { PostSummary } from '@office/contracts/browser';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type ListSearch, postListQuery, postSearchQuery } from '../../queries/posts';
import { PostSearchResults } from './post-search';
import { PostGrid } from './post-views';

type Kind = 'notice' | 'library';
interface ListingProps {
  kind: Kind;
  search: ListSearch;
  badgeFor?: (post: PostSummary) => ReactNode;
}

const pageNameOf = (kind: Kind) => (kind === 'notice' ? '공지사항' : '자료실');

/** A list page's cards: the list, or a search's results when its URL has `?q=` (both read by its loader). */
export function PostListing({ kind, search, badgeFor }: ListingProps) {
  const { q } = search;
  return q ? (
    <SearchListing kind={kind} search={{ ...search, q }} badgeFor={badgeFor} />
  ) : (
    <AllPosts kind={kind} search={search} badgeFor={badgeFor} />
  );
}

function AllPosts({ kind, search, badgeFor }: ListingProps) {
  const context = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(postListQuery(context, kind, search));
  return <PostGrid pageName={pageNameOf(kind)} data={data} badgeFor={badgeFor} />;
}

function SearchListing({ kind, search, badgeFor }: ListingProps & { search: { q: string } }) {
  const context = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(postSearchQuery(context, kind, search));
  return <PostSearchResults pageName={pageNameOf(kind)} data={data} badgeFor={badgeFor} />;
}
