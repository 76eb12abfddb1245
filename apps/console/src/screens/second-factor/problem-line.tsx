import * as page from '../../styles/page.css';

/**
 * Why a step failed, read out at once (assertive: the person is waiting on it). The region is
 * always there, so a screen reader hears a message that appears in it; `id` lets a field point at it.
 */
export function ProblemLine({ problem, id }: { problem: string | null; id?: string }) {
  return (
    <div aria-live="assertive">
      {problem && (
        <p id={id} className={page.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
