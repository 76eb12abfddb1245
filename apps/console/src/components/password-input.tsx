import { staffPasswordRules } from '@office/contracts/browser';
import type { InputHTMLAttributes } from 'react';
import * as forms from '../styles/forms.css';

/** A new password's field: the server's length rules checked by the browser first, and marked for password managers. */
export function NewPasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      className={forms.input}
      type="password"
      required
      minLength={staffPasswordRules.minLength}
      maxLength={staffPasswordRules.maxLength}
      autoComplete="new-password"
      {...props}
    />
  );
}
