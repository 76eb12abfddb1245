import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { trpc, trpcErrorOf } from '../../lib/api';
import { formText } from '../../lib/form-data';
import { CodeInput } from '../second-factor/totp-setup';
import { useFocusHeading } from '../second-factor/use-focus-heading';
import { passkeyFailure, passkeysSupported, answerWithPasskey } from '../second-factor/webauthn';
import * as factor from '../second-factor/second-factor.css';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import { finishStep, type SessionView, stepRefusal, useSignOutOfStep } from './session';
import * as css from './sign-in.css';
import { ProblemLine } from '../second-factor/problem-line';

/** Who is signing in, and the way out: above every step after the password. */
export function WhoIsSigningIn({ session }: { session: SessionView }) {
  const { signOut, pending } = useSignOutOfStep();
  return (
    <div className={css.whoRow}>
      <span>
        {session.staff.displayName} ({session.staff.email})
      </span>
      <button type="button" className={buttons.smallButton} onClick={() => void signOut()} disabled={pending}>
        로그아웃
      </button>
    </div>
  );
}

/**
 * The second step of signing in (decision 0040): the password was right, the account's second
 * factor is due. The authenticator app's code, a recovery code instead ("복구 코드 사용"), or a
 * passkey where the browser has them. Every refusal is the same sentence (the server says no more).
 */
export function SecondStepScreen({ session }: { session: SessionView }) {
  const queryClient = useQueryClient();
  const verify = useMutation(trpc.auth.verifyCode.mutationOptions());
  const options = useMutation(trpc.auth.passkeyOptions.mutationOptions());
  const withPasskey = useMutation(trpc.auth.signInWithPasskey.mutationOptions());
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const headingRef = useFocusHeading();
  const codeRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const supported = passkeysSupported();

  const refused = (error: unknown, what: string) => {
    const { text, ended } = stepRefusal(error, what);
    setProblem(text);
    if (ended) void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    try {
      finishStep(queryClient, await verify.mutateAsync({ code: formText(new FormData(form), 'code') }));
    } catch (error) {
      refused(
        error,
        recovery
          ? '복구 코드가 맞지 않거나 이미 사용한 코드입니다. 다른 복구 코드를 입력하세요.'
          : '코드가 맞지 않거나 이미 사용되었습니다. 앱에 표시된 새 코드를 입력하세요.',
      );
      form.querySelector<HTMLInputElement>('[name="code"]')?.select();
    }
  };

  const onPasskey = async () => {
    if (passkeyBusy) return;
    setProblem(null);
    setPasskeyBusy(true);
    try {
      const { challengeId, options: optionsJSON } = await options.mutateAsync();
      const response = await answerWithPasskey(optionsJSON);
      finishStep(queryClient, await withPasskey.mutateAsync({ challengeId, response }));
    } catch (error) {
      if (!trpcErrorOf(error)) setProblem(passkeyFailure(error, 'use'));
      else refused(error, '패스키를 확인하지 못했습니다. 이 계정에 등록한 패스키로 다시 시도하세요.');
    } finally {
      setPasskeyBusy(false);
    }
  };

  const onSwitch = () => {
    setRecovery((was) => !was);
    setProblem(null);
    const input = codeRef.current?.querySelector<HTMLInputElement>('[name="code"]');
    if (input) {
      input.value = '';
      input.focus();
    }
  };

  return (
    <main className={css.signInPage}>
      <div className={css.codeCard}>
        <WhoIsSigningIn session={session} />
        <h1 ref={headingRef} tabIndex={-1} className={`${page.title} ${factor.stepHeading}`}>
          2단계 인증
        </h1>
        <p>
          비밀번호를 확인했습니다.{' '}
          {recovery
            ? '인증 앱이나 패스키를 쓸 수 없으면 보관해 둔 복구 코드 하나를 입력하세요. 쓴 코드는 다시 쓸 수 없습니다.'
            : '인증 앱에 표시된 6자리 코드를 입력해 로그인을 마치세요.'}
        </p>
        <form ref={codeRef} onSubmit={onSubmit} aria-label={recovery ? '복구 코드로 확인' : '인증 코드로 확인'}>
          <div className={forms.field}>
            <label htmlFor={`${id}-code`}>{recovery ? '복구 코드' : '인증 코드 (6자리)'}</label>
            <CodeInput
              id={`${id}-code`}
              recovery={recovery}
              invalid={problem !== null}
              describedBy={problem ? `${id}-problem` : undefined}
            />
          </div>
          <ProblemLine problem={problem} id={`${id}-problem`} />
          <button className={`${buttons.button} ${css.wide}`} type="submit" disabled={verify.isPending}>
            {verify.isPending ? '확인하는 중…' : '확인'}
          </button>
        </form>
        <button type="button" className={factor.textButton} onClick={onSwitch}>
          {recovery ? '인증 앱 코드 입력' : '복구 코드 사용'}
        </button>
        {supported && (
          <>
            <p className={factor.divider}>또는</p>
            <button type="button" className={`${buttons.quietButton} ${css.wide}`} onClick={() => void onPasskey()} disabled={passkeyBusy}>
              {passkeyBusy ? '패스키를 확인하는 중…' : '패스키로 확인'}
            </button>
          </>
        )}
        <p className={page.hint} style={{ margin: '1rem 0 0' }}>
          휴대폰과 복구 코드를 모두 잃어버렸다면 다른 관리자에게 2단계 인증 초기화를 부탁하세요.
        </p>
      </div>
    </main>
  );
}
