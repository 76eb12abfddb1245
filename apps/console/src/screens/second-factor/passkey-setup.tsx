import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { trpc } from '../../lib/api';
import { formText } from '../../lib/form-data';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as css from './second-factor.css';
import { useFocusHeading } from './use-focus-heading';
import { createPasskey, passkeyFailure } from './webauthn';
import type { FactorSetupProps } from './totp-setup';
import { ProblemLine } from './problem-line';

export const defaultPasskeyName = '이 기기의 패스키';
/** The longest name the server keeps (contracts' `passkeyRules.nameMaxLength`, not in the browser's bundle of them). */
export const passkeyNameMaxLength = 60;

/**
 * Adding a passkey: a name to know it by, then the browser's own dialog (the device's screen lock,
 * fingerprint or a security key). `onAdded` gets the recovery codes when it was the first factor.
 */
export function PasskeySetup({ onAdded, onCancel, headingLevel = 'h2' }: FactorSetupProps) {
  const queryClient = useQueryClient();
  const options = useMutation(trpc.secondFactor.passkeyOptions.mutationOptions());
  const register = useMutation(trpc.secondFactor.registerPasskey.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useFocusHeading();
  const id = useId();
  const Heading = headingLevel;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const name = formText(new FormData(event.currentTarget), 'name').trim() || defaultPasskeyName;
    setProblem(null);
    setBusy(true);
    try {
      const { challengeId, options: optionsJSON } = await options.mutateAsync();
      const response = await createPasskey(optionsJSON);
      const { recoveryCodes } = await register.mutateAsync({ challengeId, name, response });
      await queryClient.invalidateQueries({ queryKey: trpc.secondFactor.status.queryKey() });
      onAdded(recoveryCodes);
    } catch (error) {
      setProblem(passkeyFailure(error, 'create'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <Heading
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className={`${Heading === 'h1' ? page.title : css.heading} ${css.stepHeading}`}
      >
        패스키 등록
      </Heading>
      <p>이 기기의 화면 잠금(지문, 얼굴, PIN)이나 보안 키로 로그인을 확인합니다. 등록을 누르면 브라우저가 확인 창을 엽니다.</p>
      <div className={forms.field}>
        <label htmlFor={`${id}-name`}>패스키 이름</label>
        <input
          id={`${id}-name`}
          className={forms.input}
          name="name"
          defaultValue={defaultPasskeyName}
          maxLength={passkeyNameMaxLength}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className={page.hint}>
          어느 기기의 패스키인지 알아볼 이름 (예: 사무실 PC, 내 휴대폰)
        </span>
      </div>
      <ProblemLine problem={problem} />
      <div className={page.actions}>
        <button className={buttons.button} type="submit" disabled={busy}>
          {busy ? '등록하는 중…' : '패스키 등록'}
        </button>
        <button className={buttons.quietButton} type="button" onClick={onCancel}>
          취소
        </button>
      </div>
    </form>
  );
}
