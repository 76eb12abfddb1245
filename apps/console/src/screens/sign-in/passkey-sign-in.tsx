import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcErrorOf } from '../../lib/api';
import { passkeyFailure, passkeysSupported, answerWithPasskey } from '../second-factor/webauthn';
import * as factor from '../second-factor/second-factor.css';
import * as buttons from '../../styles/buttons.css';
import { finishStep, stepRefusal } from './session';
import * as css from './sign-in.css';
import { ProblemLine } from '../second-factor/problem-line';

/**
 * Signing in with a passkey alone (no e-mail, no password): the browser offers this site's passkeys,
 * and the one chosen is the whole sign-in. Not shown where the browser has no passkeys at all.
 */
export function PasskeySignIn() {
  const queryClient = useQueryClient();
  const options = useMutation(trpc.auth.passkeyOptions.mutationOptions());
  const signIn = useMutation(trpc.auth.signInWithPasskey.mutationOptions());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { challengeId, options: optionsJSON } = await options.mutateAsync();
      const response = await answerWithPasskey(optionsJSON);
      finishStep(queryClient, await signIn.mutateAsync({ challengeId, response }));
    } catch (error) {
      setProblem(
        trpcErrorOf(error)
          ? stepRefusal(error, '패스키로 로그인하지 못했습니다. 이 사이트에 등록한 패스키인지 확인하거나 이메일과 비밀번호로 로그인하세요.')
              .text
          : passkeyFailure(error, 'use'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={factor.divider}>또는</p>
      <ProblemLine problem={problem} />
      <button type="button" className={`${buttons.quietButton} ${css.wide}`} onClick={() => void onClick()} disabled={busy}>
        {busy ? '패스키를 확인하는 중…' : '패스키로 로그인'}
      </button>
    </>
  );
}
