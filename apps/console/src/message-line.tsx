import type { Ref } from 'react';
import * as css from './styles.css';

/** What a change came to: done (`ok`), or why not. */
export type Message = { ok: boolean; text: string };

/**
 * A success in a live region that is always in the page (so screen readers announce what appears
 * in it), a failure as an alert.
 */
export function MessageLine({ message, focusRef, alertId }: { message: Message | null; focusRef?: Ref<HTMLDivElement>; alertId?: string }) {
  return (
    <div ref={focusRef} tabIndex={-1}>
      <p role="status" className={css.liveLine}>
        {message?.ok ? message.text : ''}
      </p>
      {message && !message.ok && (
        <p role="alert" id={alertId} className={css.error}>
          {message.text}
        </p>
      )}
    </div>
  );
}
