import { type FormEvent, useId, useState } from 'react';
import { type Message, MessageLine } from '../../components/message-line';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as css from './second-factor.css';
import { useFocusHeading } from './use-focus-heading';

/** The codes as a text file: what they are for, for whom, and when they were made. */
function codesText(codes: string[], account: string): string {
  const made = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(new Date());
  return [
    `관리자 콘솔 복구 코드 — ${account} (${window.location.host})`,
    `만든 때: ${made}`,
    '',
    '인증 앱이나 패스키를 쓸 수 없을 때 2단계 인증 코드 대신 입력합니다. 코드마다 한 번만 쓸 수 있습니다.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

/**
 * Ten recovery codes, shown once: copy, save as a text file, print (the codes alone), and a box to
 * tick before going on, since they cannot be shown again.
 */
export function RecoveryCodesSheet({
  codes,
  account,
  doneLabel,
  onDone,
  headingLevel = 'h2',
}: {
  codes: string[];
  /** Whose codes (the e-mail), named in the saved file. */
  account: string;
  doneLabel: string;
  onDone: () => void;
  headingLevel?: 'h1' | 'h2';
}) {
  const headingRef = useFocusHeading();
  const checkId = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const [kept, setKept] = useState(false);
  const Heading = headingLevel;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setMessage({ ok: true, text: '복구 코드 10개를 클립보드에 복사했습니다.' });
    } catch {
      setMessage({ ok: false, text: '복사하지 못했습니다. 파일로 저장하거나 인쇄하거나, 코드를 직접 적어 두세요.' });
    }
  };

  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([codesText(codes, account)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setMessage({ ok: true, text: '복구 코드를 recovery-codes.txt 파일로 저장했습니다.' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kept) {
      setMessage({ ok: false, text: '복구 코드를 보관한 뒤 "안전한 곳에 보관했습니다"에 표시하세요.' });
      document.getElementById(checkId)?.focus();
      return;
    }
    onDone();
  };

  return (
    <form className={css.codesSheet} onSubmit={onSubmit} aria-labelledby={`${checkId}-title`}>
      <Heading
        id={`${checkId}-title`}
        ref={headingRef}
        tabIndex={-1}
        className={`${Heading === 'h1' ? page.title : css.heading} ${css.stepHeading}`}
      >
        복구 코드
      </Heading>
      <p>
        휴대폰을 잃어버렸거나 패스키를 쓸 수 없을 때 인증 코드 대신 입력하는 코드입니다. 코드마다 <strong>한 번만</strong> 쓸 수 있습니다.
      </p>
      <p className={page.noticeWarn}>
        <strong>이 화면을 벗어나면 다시 볼 수 없습니다.</strong> 지금 저장하거나 인쇄해서, 비밀번호와 다른 곳에 보관하세요.
      </p>
      <ol className={css.codesList} aria-label="복구 코드 10개">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={page.actions} style={{ marginBottom: '1rem' }}>
        <button type="button" className={buttons.quietButton} onClick={() => void onCopy()}>
          복사
        </button>
        <button type="button" className={buttons.quietButton} onClick={onDownload}>
          텍스트 파일로 저장
        </button>
        <button type="button" className={buttons.quietButton} onClick={() => window.print()}>
          인쇄
        </button>
      </div>
      <MessageLine message={message} />
      <label className={css.check}>
        <input id={checkId} type="checkbox" checked={kept} onChange={(event) => setKept(event.currentTarget.checked)} />
        안전한 곳에 보관했습니다
      </label>
      <button type="submit" className={buttons.button}>
        {doneLabel}
      </button>
    </form>
  );
}
