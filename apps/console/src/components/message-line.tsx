import type { Ref } from 'react';
import * as page from '../styles/page.css';
import * as css from './message-line.css';

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
        <p role="alert" id={alertId} className={page.error}>
          {message.text}
        </p>
      )}
    </div>
  );
}

/**
 * Why the server refused one field, said beside it: the field names this paragraph's `id` in its
 * `aria-describedby` (and is marked `aria-invalid`). Not an alert: the message line above has
 * announced the refusal already.
 */
export function FieldProblem({ id, text }: { id: string; text: string | null | undefined }) {
  return text ? (
    <p id={id} className={css.fieldProblem}>
      {text}
    </p>
  ) : null;
}
