import type { ReactNode } from 'react';
import * as css from './table-scroll.css';

/**
 * A table that scrolls sideways on its own when it is wider than the screen (phones): a labelled
 * region a keyboard can focus and scroll, as WCAG asks of scrollable areas.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
