import * as css from './styles.css';

/** Beside a list's conditions: "찾는 중…" (announced) while the asked list loads, else how many it holds. */
export function ListCount({ loading, total }: { loading: boolean; total: number | undefined }) {
  if (loading)
    return (
      <span className={css.muted} role="status">
        찾는 중…
      </span>
    );
  return total === undefined ? null : <span className={css.muted}>총 {total}건</span>;
}
