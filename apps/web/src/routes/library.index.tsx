import { allCategoriesKey, type CategoryKey, categoryKeys } from '@office/contracts/browser';
import { createFileRoute } from '@tanstack/react-router';
import { CategoryTabs } from '../components/category-tabs';
import { PageHero } from '../components/page-hero';
import * as page from '../components/page.css';
import { PostListing } from '../components/posts/post-listing';
import { PostSearchForm } from '../components/posts/post-search';
import { useTexts } from '../hooks/use-texts';
import { seoHead } from '../seo/page-head';
import { loadPostList, validateListSearch } from './-post-routes';

export const Route = createFileRoute('/library/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: search.page, category: search.category, q: search.q }),
  loader: loadPostList('library'),
  head: seoHead,
  component: LibraryListPage,
});

type TabKey = CategoryKey | typeof allCategoriesKey;

/**
 * /library (docs/product.md#pages): seven tabs (category0 = all, then category1..6) over the cards. A tab selects
 * its category's items on the server (`?category=`), so paging stays right with many items. The
 * search (`?q=`) looks in the selected tab; a tab keeps the search.
 */
function LibraryListPage() {
  const { t, s } = useTexts('자료실');
  const deps = Route.useLoaderDeps();
  const { list, found, formats } = Route.useLoaderData();
  const tabs: TabKey[] = [allCategoriesKey, ...categoryKeys];
  return (
    <>
      <PageHero title={t('title')} subTitle={t('subTitle')} />
      <div className={page.section}>
        <PostSearchForm pageName="자료실" q={deps.q} category={deps.category} />
        <CategoryTabs
          to="/library"
          label={s('tabs.label')}
          panelId="library-panel"
          selected={deps.category ?? allCategoriesKey}
          searchFor={(key) => ({ category: key === allCategoriesKey ? undefined : key, page: undefined })}
          tabs={tabs.map((key) => ({ key, label: t(key) }))}
        />
        <div id="library-panel" role="tabpanel" aria-labelledby={`tab-${deps.category ?? allCategoriesKey}`}>
          <PostListing
            kind="library"
            list={list}
            found={found}
            formats={formats}
            badgeFor={deps.category ? undefined : (post) => (post.category ? t(post.category) : null)}
          />
        </div>
      </div>
    </>
  );
}
