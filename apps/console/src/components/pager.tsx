import * as buttons from '../styles/buttons.css';
import * as css from './pager.css';

/**
 * Page numbers under a paged list (posts, inquiries), the current one marked for screen readers;
 * nothing while there is a single page. Page 1 is reported as `undefined`, so its URL has no `page`.
 */
export function Pager({
  page,
  results,
  onPage,
}: {
  page: number;
  results: { total: number; pageSize: number } | undefined;
  onPage: (page: number | undefined) => void;
}) {
  const pages = results ? Math.ceil(results.total / results.pageSize) : 1;
  if (pages <= 1) return null;
  return (
    <nav className={css.pager} aria-label="페이지">
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? buttons.button : buttons.quietButton}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n === 1 ? undefined : n)}
        >
          {n}
        </button>
      ))}
    </nav>
  );
}
