import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PasskeySetup } from '../second-factor/passkey-setup';
import { RecoveryCodesSheet } from '../second-factor/recovery-codes';
import { TotpSetup } from '../second-factor/totp-setup';
import { useFocusHeading } from '../second-factor/use-focus-heading';
import { passkeysSupported } from '../second-factor/webauthn';
import * as factor from '../second-factor/second-factor.css';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import { finishStep, type SessionView } from './session';
import { WhoIsSigningIn } from './second-step';
import * as css from './sign-in.css';

type Step = { name: 'choose' } | { name: 'app' } | { name: 'passkey' } | { name: 'codes'; codes: string[] };

/**
 * A second factor is required and the account has none (decision 0040): why, then an authenticator
 * app or a passkey, then the recovery codes once, then the console. Nothing else of the console
 * opens before (the server refuses it, whatever the URL).
 */
export function EnrolmentScreen({ session }: { session: SessionView }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const enter = () => finishStep(queryClient, { ...session, stage: 'complete' });
  // The first factor comes with recovery codes (shown once); without them the session is complete already.
  const onAdded = (codes: string[] | null) => (codes ? setStep({ name: 'codes', codes }) : enter());
  const choose = () => setStep({ name: 'choose' });

  return (
    <main className={css.signInPage}>
      <div className={css.stepCard}>
        <WhoIsSigningIn session={session} />
        {step.name === 'choose' && <Choose onApp={() => setStep({ name: 'app' })} onPasskey={() => setStep({ name: 'passkey' })} />}
        {step.name === 'app' && <TotpSetup headingLevel="h1" onAdded={onAdded} onCancel={choose} />}
        {step.name === 'passkey' && <PasskeySetup headingLevel="h1" onAdded={onAdded} onCancel={choose} />}
        {step.name === 'codes' && (
          <RecoveryCodesSheet headingLevel="h1" codes={step.codes} account={session.staff.email} doneLabel="콘솔로 이동" onDone={enter} />
        )}
      </div>
    </main>
  );
}

function Choose({ onApp, onPasskey }: { onApp: () => void; onPasskey: () => void }) {
  const headingRef = useFocusHeading();
  const supported = passkeysSupported();
  return (
    <section aria-labelledby="enrolment-title">
      <h1 id="enrolment-title" ref={headingRef} tabIndex={-1} className={`${page.title} ${factor.stepHeading}`}>
        2단계 인증 설정
      </h1>
      <div className={page.notice}>
        <p>
          <strong>2단계 인증이 필요합니다.</strong> 이 콘솔에는 문의한 분들의 개인정보가 있어서, 비밀번호 말고도 본인만 가진 인증 수단을
          하나 더 확인합니다. 비밀번호가 새어 나가도 다른 사람은 로그인할 수 없습니다.
        </p>
        <p>아래 두 가지 중 하나를 등록하면 콘솔로 들어갑니다. 다른 수단은 나중에 내 계정에서 더할 수 있습니다.</p>
      </div>
      <div className={css.choices}>
        <section className={css.choice} aria-labelledby="choice-app">
          <h2 id="choice-app">인증 앱</h2>
          <p>휴대폰의 인증 앱(Google Authenticator, Microsoft Authenticator 등)이 30초마다 새로 보여 주는 6자리 코드를 입력합니다.</p>
          <button type="button" className={buttons.button} onClick={onApp}>
            인증 앱 등록
          </button>
        </section>
        <section className={css.choice} aria-labelledby="choice-passkey">
          <h2 id="choice-passkey">패스키</h2>
          <p>이 기기의 화면 잠금(지문, 얼굴, PIN)이나 보안 키로 확인합니다. 코드를 입력하지 않아도 됩니다.</p>
          {supported ? (
            <button type="button" className={buttons.button} onClick={onPasskey}>
              패스키 등록
            </button>
          ) : (
            <p className={page.hint}>이 브라우저나 이 주소(IP 주소로 연 콘솔)에서는 패스키를 쓸 수 없습니다. 인증 앱을 등록하세요.</p>
          )}
        </section>
      </div>
    </section>
  );
}
