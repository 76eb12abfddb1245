import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { setCsrfToken, trpc } from '../../lib/api';
import { formText } from '../../lib/form-data';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as css from './sign-in.css';

/** Sign-in with a neutral message on any failure (the server throttles and says nothing more). */
export function SignInScreen() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    try {
      const result = await signIn.mutateAsync({ email: formText(data, 'email'), password: formText(data, 'password') });
      setCsrfToken(result.csrfToken);
      queryClient.setQueryData(trpc.auth.me.queryKey(), result);
    } catch {
      setError('이메일 또는 비밀번호가 올바르지 않습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <main className={css.signInPage}>
      <form className={css.signInCard} onSubmit={onSubmit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={page.title}>
          관리자 로그인
        </h1>
        {error && (
          <p role="alert" className={page.error}>
            {error}
          </p>
        )}
        <label className={forms.field}>
          이메일
          <input className={forms.input} name="email" type="email" autoComplete="username" required />
        </label>
        <label className={forms.field}>
          비밀번호
          <input className={forms.input} name="password" type="password" autoComplete="current-password" required />
        </label>
        <button className={buttons.button} type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? '로그인 중…' : '로그인'}
        </button>
      </form>
    </main>
  );
}
