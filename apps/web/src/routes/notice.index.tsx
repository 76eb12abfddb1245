import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../components/page-hero';
import * as page from '../components/page.css';
import { PostListing } from '../components/posts/post-listing';
import { PostSearchForm } from '../components/posts/post-search';
import { useTexts } from '../hooks/use-texts';
import { seoHead } from '../seo/page-head';
import { listPageOf, searchQueryOf } from '@office/contracts/browser';
import { loadPostList } from './-post-routes';

export const Route = createFileRoute('/notice/')({
  validateSearch: (search: Record<string, unknown>) => ({ page: listPageOf(search.page), q: searchQueryOf(search.q) }),
  loaderDeps: ({ search }) => ({ page: search.page, q: search.q }),
  loader: loadPostList('notice'),
  head: seoHead,
  component: NoticeListPage,
});

/** /notice (docs/product.md#pages): notice cards in a grid, or the empty message; above them the search (`?q=`). */
function NoticeListPage() {
  const { t } = useTexts('공지사항');
  const deps = Route.useLoaderDeps();
  const { list, found, formats } = Route.useLoaderData();
  return (
    <>
      <PageHero title={t('title')} subTitle={t('subTitle')} />
      <div className={page.section}>
        <PostSearchForm pageName="공지사항" q={deps.q} />
        <PostListing kind="notice" list={list} found={found} formats={formats} />
      </div>
    </>
  );
}
