import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { setCsrfToken, trpc } from '../api';
import * as css from '../styles.css';
import { formText } from '../form-data';

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
        <h1 id="sign-in-title" className={css.title}>
          관리자 로그인
        </h1>
        {error && (
          <p role="alert" className={css.error}>
            {error}
          </p>
        )}
        <label className={css.field}>
          이메일
          <input className={css.input} name="email" type="email" autoComplete="username" required />
        </label>
        <label className={css.field}>
          비밀번호
          <input className={css.input} name="password" type="password" autoComplete="current-password" required />
        </label>
        <button className={css.button} type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? '로그인 중…' : '로그인'}
        </button>
      </form>
    </main>
  );
}
