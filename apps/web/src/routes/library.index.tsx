import { allCategoriesKey, type CategoryKey, categoryKeys } from '@office/contracts/browser';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CategoryTabs } from '../components/category-tabs';
import { PageHero } from '../components/page-hero';
import * as page from '../components/page.css';
import { PostGrid } from '../components/posts/post-views';
import { useTexts } from '../hooks/use-texts';
import { postListQuery } from '../queries/posts';
import { seoHead } from '../seo/page-head';
import { loadPostList, validateListSearch } from './-post-routes';

export const Route = createFileRoute('/library/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: search.page, category: search.category }),
  loader: loadPostList('library'),
  head: seoHead,
  component: LibraryListPage,
});

type TabKey = CategoryKey | typeof allCategoriesKey;

/**
 * Spec §2 /library: seven tabs (category0 = all, then category1..6) over the cards. A tab selects
 * its category's items on the server (`?category=`), so paging stays right with many items.
 */
function LibraryListPage() {
  const { t, s } = useTexts('자료실');
  const deps = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(postListQuery(Route.useRouteContext(), 'library', deps));
  const tabs: TabKey[] = [allCategoriesKey, ...categoryKeys];
  return (
    <>
      <PageHero title={t('title')} subTitle={t('subTitle')} />
      <div className={page.section}>
        <CategoryTabs
          to="/library"
          label={s('tabs.label')}
          panelId="library-panel"
          selected={deps.category ?? allCategoriesKey}
          searchFor={(key) => ({ category: key === allCategoriesKey ? undefined : key, page: undefined })}
          tabs={tabs.map((key) => ({ key, label: t(key) }))}
        />
        <div id="library-panel" role="tabpanel" aria-labelledby={`tab-${deps.category ?? allCategoriesKey}`}>
          <PostGrid
            pageName="자료실"
            data={data}
            badgeFor={deps.category ? undefined : (post) => (post.category ? t(post.category) : null)}
          />
        </div>
      </div>
    </>
  );
}
