import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { trpc, trpcErrorOf } from '../../lib/api';
import { formText } from '../../lib/form-data';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import { PasskeySignIn } from './passkey-sign-in';
import { finishStep } from './session';
import * as css from './sign-in.css';

/** `https://example.kr/` → `https://example.kr`; null for what is not an address. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Sign-in with a neutral message on a refused password (the server throttles and says nothing
 * more). One failure is not the staff's: a console opened at another address than the one the
 * server is configured for (PUBLIC_ORIGIN) has every sign-in refused as coming from another site
 * (403). The screen asks the server its address first (`goLive.site`, open to anyone) and says so
 * before anyone types a password, and again if a sign-in is refused that way.
 */
export function SignInScreen() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // Each refusal from the wrong address shows the notice anew, so it is read out again.
  const [foreignRefusals, setForeignRefusals] = useState(0);
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());
  const site = useQuery({ ...trpc.goLive.site.queryOptions(), retry: false, staleTime: Number.POSITIVE_INFINITY });
  const publicOrigin = site.data ? originOf(site.data.publicOrigin) : null;
  const here = window.location.origin;
  const foreign = (publicOrigin !== null && publicOrigin !== here) || foreignRefusals > 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    try {
      const result = await signIn.mutateAsync({ email: formText(data, 'email'), password: formText(data, 'password') });
      // The session gate shows what is left: the second factor, setting one up, or the console.
      finishStep(queryClient, result);
    } catch (failure) {
      if (trpcErrorOf(failure)?.data?.httpStatus === 403) setForeignRefusals((count) => count + 1);
      else setError('이메일 또는 비밀번호가 올바르지 않습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <main className={css.signInPage}>
      <form className={css.signInCard} onSubmit={onSubmit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={page.title}>
          관리자 로그인
        </h1>
        {foreign && <ForeignAddress key={foreignRefusals} publicOrigin={publicOrigin} here={here} />}
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
        <PasskeySignIn />
      </form>
    </main>
  );
}

/**
 * The console is open at an address the server does not answer sign-ins from: both addresses, the
 * right one as a link, and what to change if this one is right. `publicOrigin` is null when the
 * server's address could not be asked (a sign-in was refused as from another site all the same).
 */
function ForeignAddress({ publicOrigin, here }: { publicOrigin: string | null; here: string }) {
  return (
    <div role="alert" className={`${page.noticeWarn} ${css.foreign}`}>
      <p>
        <strong>이 주소에서는 로그인할 수 없습니다.</strong>
      </p>
      {publicOrigin ? (
        <>
          <p>
            서버는 <span className={css.address}>{publicOrigin}</span> 주소로 설정되어 있습니다 (PUBLIC_ORIGIN). 지금 연 주소{' '}
            <span className={css.address}>{here}</span>에서 보낸 로그인은 서버가 거절합니다.
          </p>
          <p>
            <a href={`${publicOrigin}/admin/`} className={css.address}>
              {publicOrigin}/admin/
            </a>
            에서 콘솔을 여세요.
          </p>
        </>
      ) : (
        <p>
          지금 연 주소 <span className={css.address}>{here}</span>가 서버에 설정된 누리집 주소(PUBLIC_ORIGIN)와 달라서 서버가 로그인을
          거절했습니다. 누리집의 실제 주소 뒤에 /admin/을 붙여 여세요.
        </p>
      )}
      <p>
        이 주소가 맞는 주소라면 서버의 환경 변수 PUBLIC_ORIGIN을 <span className={css.address}>{here}</span>(으)로 바꾸고 서버를 다시
        시작하세요.
      </p>
    </div>
  );
}
