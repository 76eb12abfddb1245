import {
  type CategoryKey,
  languageQueryParam,
  maxSearchQueryLength,
  type PostSearchPage,
  type PostSummary,
  searchQueryOf,
} from '@office/contracts/browser';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTexts } from '../../hooks/use-texts';
import * as page from '../page.css';
import { basePath, type PostPageName } from './post-pages';
import { useFormattedCount } from './post-formats';
import { PostGrid } from './post-views';
import * as css from './posts.css';

/** Leaves the search: the list, in the same category and language. */
const withoutSearch = (prev: Record<string, unknown>) => ({ ...prev, q: undefined, page: undefined });

/**
 * The search box of a list page (decision 0020): a GET form to the page itself, so it works
 * without JavaScript (the page's `?lang=` and category go along as hidden fields); with it, the
 * router loads the results in place. A query that cannot be searched shows the list, as its URL would.
 */
export function PostSearchForm({ pageName, q, category }: { pageName: PostPageName; q?: string; category?: CategoryKey }) {
  const { t } = useTexts(pageName);
  const navigate = useNavigate();
  const urlLang = useLocation({ select: ({ searchStr }) => new URLSearchParams(searchStr).get(languageQueryParam) });
  const to = basePath[pageName];
  // The box shows the URL's search when that changes by a link (back to the list, the browser's
  // back button); the box itself is kept, so it keeps the focus of whoever just searched.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current && input.current.value !== (q ?? '')) input.current.value = q ?? '';
  }, [q]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchQueryOf(new FormData(event.currentTarget).get('q'));
    void navigate({ to, search: (prev: Record<string, unknown>) => ({ ...prev, q: query, page: undefined }) });
  };
  return (
    <form role="search" method="get" action={to} className={css.searchForm} onSubmit={onSubmit}>
      <label htmlFor="post-search" className={css.searchLabel}>
        {t('search.label')}
      </label>
      <div className={css.searchRow}>
        <input
          ref={input}
          id="post-search"
          className={css.searchInput}
          type="search"
          name="q"
          defaultValue={q ?? ''}
          maxLength={maxSearchQueryLength}
          enterKeyHint="search"
          autoComplete="off"
        />
        {urlLang && <input type="hidden" name={languageQueryParam} value={urlLang} />}
        {category && <input type="hidden" name="category" value={category} />}
        <button type="submit" className={`${page.primaryButton} ${css.searchButton}`}>
          {t('search.button')}
        </button>
      </div>
    </form>
  );
}

/**
 * A search's results: how many (announced to screen readers when a search loads in place), the
 * cards with their terms marked, the way back to the list; or the page's no-results message.
 */
export function PostSearchResults({
  pageName,
  data,
  badgeFor,
}: {
  pageName: PostPageName;
  data: PostSearchPage;
  badgeFor?: (post: PostSummary) => ReactNode;
}) {
  const { t, s, lang } = useTexts(pageName);
  const count = useFormattedCount(data.total, lang);
  const clear = (
    <Link className={css.clearSearch} to={basePath[pageName]} search={withoutSearch}>
      {t('search.clear')}
    </Link>
  );
  if (data.items.length === 0) {
    return (
      <div className={css.empty}>
        <p role="status" className={css.emptyText}>
          {t('search.empty')}
        </p>
        {clear}
      </div>
    );
  }
  return (
    <>
      <div className={css.searchSummary}>
        <p role="status" className={css.searchCount}>
          {s('search.results').replace('{count}', count)}
        </p>
        {clear}
      </div>
      <PostGrid pageName={pageName} data={data} badgeFor={badgeFor} terms={data.terms} />
    </>
  );
}
