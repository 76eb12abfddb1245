import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../components/page-hero';
import * as page from '../components/page.css';
import { PostGrid } from '../components/posts/post-views';
import { useTexts } from '../hooks/use-texts';
import { postListQuery } from '../queries/posts';
import { seoHead } from '../seo/page-head';
import { listPageOf } from '@office/contracts/browser';
import { loadPostList } from './-post-routes';

export const Route = createFileRoute('/notice/')({
  validateSearch: (search: Record<string, unknown>) => ({ page: listPageOf(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: loadPostList('notice'),
  head: seoHead,
  component: NoticeListPage,
});

/** Spec §2 /notice: notice cards in a grid, or the empty message. */
function NoticeListPage() {
  const { t } = useTexts('공지사항');
  const deps = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(postListQuery(Route.useRouteContext(), 'notice', deps));
  return (
    <>
      <PageHero title={t('title')} subTitle={t('subTitle')} />
      <div className={page.section}>
        <PostGrid pageName="공지사항" data={data} />
      </div>
    </>
  );
}
