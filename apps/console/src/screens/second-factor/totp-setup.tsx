import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../../lib/api';
import { formText } from '../../lib/form-data';
import { serverMessage } from '../../lib/server-message';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as css from './second-factor.css';
import { useFocusHeading } from './use-focus-heading';
import { ProblemLine } from './problem-line';

/** `ABCDEFGH…` → `ABCD EFGH …`: easier to type and to check. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The server's QR code as an image. The SVG is markup the server made with the `qrcode` library,
 * but it is never put into the page: as an <img> from a data: URL (the console's policy allows
 * `img-src data:`) it is only a picture, whatever it held.
 */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The six digits the app shows, as typed (spaces allowed): the code field of every step. */
export function CodeInput({
  id,
  invalid,
  describedBy,
  recovery = false,
}: {
  id: string;
  invalid: boolean;
  describedBy?: string | undefined;
  recovery?: boolean;
}) {
  return (
    <input
      id={id}
      className={`${forms.input} ${css.codeInput}`}
      name="code"
      required
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={recovery ? 24 : 9}
      placeholder={recovery ? 'abcde-fghij' : '123 456'}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

/** What a factor's set-up screen is told: where the codes go once added, how to leave, its heading's level. */
export interface FactorSetupProps {
  /** Gets the recovery codes when this was the account's first factor (else null). */
  onAdded: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
  headingLevel?: 'h1' | 'h2';
}

/**
 * Setting up an authenticator app: a new secret as a QR code and as text, then the app's first
 * code confirms it. `onAdded` gets the recovery codes when this was the account's first factor.
 */
export function TotpSetup({ onAdded, onCancel, headingLevel = 'h2' }: FactorSetupProps) {
  const queryClient = useQueryClient();
  const begin = useMutation(trpc.secondFactor.beginTotp.mutationOptions());
  const confirm = useMutation(trpc.secondFactor.confirmTotp.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useFocusHeading();
  const started = useRef(false);
  const id = useId();
  const Heading = headingLevel;

  // One secret per setup (StrictMode runs effects twice in development: the ref keeps it to one).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin.mutate();
  }, [begin]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ code: formText(new FormData(form), 'code') });
      await queryClient.invalidateQueries({ queryKey: trpc.secondFactor.status.queryKey() });
      onAdded(recoveryCodes);
    } catch (error) {
      setProblem(`등록하지 못했습니다: ${serverMessage(error)}`);
      form.querySelector<HTMLInputElement>('[name="code"]')?.select();
    }
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={begin.isPending}>
      <Heading
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className={`${Heading === 'h1' ? page.title : css.heading} ${css.stepHeading}`}
      >
        인증 앱 등록
      </Heading>
      <ol className={css.steps}>
        <li>휴대폰에서 인증 앱(Google Authenticator, Microsoft Authenticator, 1Password 등)을 여세요.</li>
        <li>앱에서 새 계정을 추가하고 아래 QR 코드를 찍거나, 설정 키를 직접 입력하세요.</li>
        <li>앱에 표시된 6자리 코드를 입력하세요.</li>
      </ol>
      {begin.isError && (
        <div role="alert">
          <p className={page.error}>등록을 시작하지 못했습니다: {serverMessage(begin.error)}</p>
        </div>
      )}
      {begin.isPending && (
        <p role="status" className={page.muted}>
          QR 코드를 만드는 중…
        </p>
      )}
      {begin.data && (
        <div className={css.qrRow}>
          <img className={css.qr} src={qrSource(begin.data.qrSvg)} alt="인증 앱으로 찍을 QR 코드" width={176} height={176} />
          <div>
            <p className={page.hint} style={{ margin: 0 }} id={`${id}-secret-label`}>
              설정 키 (QR 코드를 찍을 수 없을 때 앱에 입력)
            </p>
            <code id="totp-secret" className={css.secret} aria-labelledby={`${id}-secret-label`}>
              {groupedSecret(begin.data.secret)}
            </code>
            <p className={page.hint} style={{ margin: 0 }}>
              키 종류는 &lsquo;시간 기준&rsquo;입니다. 이 휴대폰에 인증 앱이 있으면{' '}
              <a href={begin.data.uri}>인증 앱에서 바로 열 수도 있습니다</a>.
            </p>
          </div>
        </div>
      )}
      <div className={forms.field}>
        <label htmlFor={`${id}-code`}>앱에 표시된 6자리 코드</label>
        <CodeInput id={`${id}-code`} invalid={problem !== null} describedBy={problem ? `${id}-problem` : undefined} />
      </div>
      <ProblemLine problem={problem} id={`${id}-problem`} />
      <div className={page.actions}>
        <button className={buttons.button} type="submit" disabled={confirm.isPending || !begin.data}>
          {confirm.isPending ? '확인하는 중…' : '확인하고 등록'}
        </button>
        <button className={buttons.quietButton} type="button" onClick={onCancel}>
          취소
        </button>
      </div>
    </form>
  );
}
