import * as page from '../styles/page.css';

/**
 * Beside a list's conditions: "찾는 중…" while the asked list loads, then how many it holds. One
 * status region that stays on the page, so screen readers announce each change of its text.
 */
export function ListCount({ loading, total }: { loading: boolean; total: number | undefined }) {
  return (
    <span className={page.muted} role="status">
      {loading ? '찾는 중…' : total === undefined ? '' : `총 ${total}건`}
    </span>
  );
}
