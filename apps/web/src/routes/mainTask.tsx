import { type CategoryKey, categoryKeys, languageColumns, mainTaskTabOf, sourceLanguage } from '@office/contracts/browser';
import { createFileRoute } from '@tanstack/react-router';
import { CategoryTabs } from '../components/category-tabs';
import { PageHero } from '../components/page-hero';
import * as page from '../components/page.css';
import { useTexts } from '../hooks/use-texts';
import { mainTaskContentQuery } from '../queries/main-task-contents';
import { seoHead } from '../seo/page-head';
import { textPageSeo } from './-page-loaders';
import { richTextHtml } from '../components/rich-text-html';

export const Route = createFileRoute('/mainTask')({
  // Every key is returned, undefined when invalid: the router keeps raw values for keys left out.
  validateSearch: (search: Record<string, unknown>): { tab?: CategoryKey } => ({ tab: mainTaskTabOf(search.tab) }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? categoryKeys[0] }),
  loader: async (args) => {
    const queryClient = await args.context.queryClient();
    const [contents, page] = await Promise.all([
      queryClient.ensureQueryData(mainTaskContentQuery(args.context, args.deps.tab)),
      textPageSeo(args, '주요업무'),
    ]);
    return { ...page, contents };
  },
  head: seoHead,
  component: MainTaskPage,
});

/** /mainTask (docs/product.md#pages): six category tabs with icons, the first selected; the category's HTML below. */
function MainTaskPage() {
  const { t, s, lang } = useTexts('주요업무');
  const { tab } = Route.useLoaderDeps();
  const entry = Route.useLoaderData({ select: (data) => data.contents[0] });
  const own = entry?.[languageColumns[lang]];
  const html = own ?? entry?.[languageColumns[sourceLanguage]] ?? '';
  return (
    <>
      <PageHero title={t('hero.title')} subTitle={t('hero.subTitle')} />
      <div className={page.section}>
        <CategoryTabs
          to="/mainTask"
          label={s('tabs.label')}
          panelId="main-task-panel"
          selected={tab}
          searchFor={(key) => ({ tab: key === categoryKeys[0] ? undefined : key })}
          tabs={categoryKeys.map((key) => ({ key, label: t(key), icon: `/images/icons/${key}.svg` }))}
        />
        <div
          id="main-task-panel"
          role="tabpanel"
          aria-labelledby={`tab-${tab}`}
          lang={own ? undefined : sourceLanguage}
          className={page.richText}
          // Sanitized on the server with the site's allow-list (packages/api/src/services/html-sanitize.ts).
          dangerouslySetInnerHTML={{ __html: richTextHtml(html) }}
        />
      </div>
    </>
  );
}
