import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { type AdminOutputs, trpc } from '../../lib/api';
import { formText } from '../../lib/form-data';
import { serverMessage } from '../../lib/server-message';
import { LoadError } from '../../components/load-error';
import { type Message, MessageLine } from '../../components/message-line';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as badges from '../../styles/badges.css';
import { PasskeySetup, passkeyNameMaxLength } from './passkey-setup';
import { RecoveryCodesSheet } from './recovery-codes';
import { TotpSetup } from './totp-setup';
import { passkeysSupported } from './webauthn';
import * as css from './second-factor.css';
import { koreaDateTime as dateTime } from '../../lib/korea-time';

type Passkey = AdminOutputs['secondFactor']['status']['passkeys'][number];

const dateOnly = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });

/**
 * The signed-in member's own second factors (내 계정): the authenticator app, passkeys (renamed,
 * removed, added) and the recovery codes left, with new ones shown once. Removals ask first.
 */
export function OwnFactors({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const status = useQuery(trpc.secondFactor.status.queryOptions());
  const removeTotp = useMutation(trpc.secondFactor.removeTotp.mutationOptions());
  const removePasskey = useMutation(trpc.secondFactor.removePasskey.mutationOptions());
  const renamePasskey = useMutation(trpc.secondFactor.renamePasskey.mutationOptions());
  const replaceCodes = useMutation(trpc.secondFactor.replaceRecoveryCodes.mutationOptions());
  const [adding, setAdding] = useState<'app' | 'passkey' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.secondFactor.status.queryKey() });
  const busy = removeTotp.isPending || removePasskey.isPending || renamePasskey.isPending || replaceCodes.isPending;

  /** Says what a change came to, and takes the focus there (the buttons it came from may be gone). */
  const report = (next: Message) => {
    setMessage(next);
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  const added = (what: string) => (recoveryCodes: string[] | null) => {
    setAdding(null);
    if (recoveryCodes) setCodes(recoveryCodes);
    else report({ ok: true, text: `${what} 등록했습니다.` });
  };

  const onRemoveTotp = async () => {
    if (!window.confirm('인증 앱 등록을 삭제할까요?\n삭제하면 이 앱의 코드로는 더 이상 로그인할 수 없습니다.')) return;
    try {
      await removeTotp.mutateAsync();
      report({ ok: true, text: '인증 앱 등록을 삭제했습니다.' });
    } catch (error) {
      report({ ok: false, text: `인증 앱을 삭제하지 못했습니다: ${serverMessage(error)}` });
    }
    await refresh();
  };

  const onRemovePasskey = async (passkey: Passkey) => {
    if (!window.confirm(`"${passkey.name}" 패스키를 삭제할까요?\n삭제하면 이 패스키로는 더 이상 로그인할 수 없습니다.`)) return;
    try {
      await removePasskey.mutateAsync({ id: passkey.id });
      report({ ok: true, text: `"${passkey.name}" 패스키를 삭제했습니다.` });
    } catch (error) {
      report({ ok: false, text: `패스키를 삭제하지 못했습니다: ${serverMessage(error)}` });
    }
    await refresh();
  };

  const onRename = async (event: FormEvent<HTMLFormElement>, passkey: Passkey) => {
    event.preventDefault();
    const name = formText(new FormData(event.currentTarget), 'name').trim();
    if (!name) return;
    try {
      await renamePasskey.mutateAsync({ id: passkey.id, name });
      setRenaming(null);
      report({ ok: true, text: `패스키 이름을 바꿨습니다: "${name}"` });
    } catch (error) {
      report({ ok: false, text: `패스키 이름을 바꾸지 못했습니다: ${serverMessage(error)}` });
    }
    await refresh();
  };

  const onNewCodes = async () => {
    if (!window.confirm('새 복구 코드 10개를 만들까요?\n지금까지의 복구 코드는 모두 쓸 수 없게 됩니다.')) return;
    try {
      setCodes((await replaceCodes.mutateAsync()).recoveryCodes);
      setMessage(null);
    } catch (error) {
      report({ ok: false, text: `복구 코드를 만들지 못했습니다: ${serverMessage(error)}` });
    }
    await refresh();
  };

  const data = status.data;
  const hasFactor = data ? data.totp || data.passkeys.length > 0 : false;

  return (
    <section className={css.section} aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className={css.sectionTitle}>
        2단계 인증
      </h2>
      <p className={page.hint} style={{ marginTop: 0 }}>
        {data?.required
          ? '이 사무소는 모든 직원에게 2단계 인증을 요구합니다. 인증 수단이 하나만 남으면 지울 수 없습니다 — 다른 수단을 먼저 등록하세요.'
          : '비밀번호에 더해 인증 앱이나 패스키로 한 번 더 확인하면, 비밀번호가 새어 나가도 다른 사람은 로그인할 수 없습니다.'}
      </p>
      <LoadError lead="2단계 인증 상태를 불러오지 못했습니다" error={status.isError ? status.error : null} />
      <MessageLine message={message} focusRef={messageRef} />
      {codes ? (
        <div className={page.card}>
          <RecoveryCodesSheet
            codes={codes}
            account={email}
            doneLabel="완료"
            onDone={() => {
              setCodes(null);
              report({ ok: true, text: '새 복구 코드를 보관했습니다. 전의 복구 코드는 이제 쓸 수 없습니다.' });
            }}
          />
        </div>
      ) : adding === 'app' ? (
        <div className={page.card}>
          <TotpSetup onAdded={added('인증 앱을')} onCancel={() => setAdding(null)} />
        </div>
      ) : adding === 'passkey' ? (
        <div className={page.card}>
          <PasskeySetup onAdded={added('패스키를')} onCancel={() => setAdding(null)} />
        </div>
      ) : (
        data && (
          <div className={css.factorCards}>
            <section className={page.card} aria-labelledby="own-passkeys">
              <div className={css.factorHead}>
                <h3 id="own-passkeys">패스키</h3>
                <span className={data.passkeys.length ? badges.badgePublished : badges.badgeDraft}>
                  {data.passkeys.length ? `${data.passkeys.length}개` : '없음'}
                </span>
              </div>
              {data.passkeys.length === 0 ? (
                <p className={page.muted}>등록한 패스키가 없습니다.</p>
              ) : (
                <ul className={css.passkeyList}>
                  {data.passkeys.map((passkey) => (
                    <li key={passkey.id} className={css.passkeyItem}>
                      {renaming === passkey.id ? (
                        <form className={css.renameForm} onSubmit={(event) => void onRename(event, passkey)}>
                          <label>
                            <span>&ldquo;{passkey.name}&rdquo;의 새 이름</span>
                            <input
                              className={forms.input}
                              name="name"
                              defaultValue={passkey.name}
                              maxLength={passkeyNameMaxLength}
                              required
                              autoComplete="off"
                              autoFocus
                            />
                          </label>
                          <button type="submit" className={buttons.smallButton} disabled={busy}>
                            저장
                          </button>
                          <button type="button" className={buttons.smallButton} onClick={() => setRenaming(null)}>
                            취소
                          </button>
                        </form>
                      ) : (
                        <>
                          <div>
                            <span className={css.passkeyName}>{passkey.name}</span>
                            <span className={page.hint}>
                              등록 {dateOnly.format(new Date(passkey.createdAt))} · 마지막 사용{' '}
                              {passkey.lastUsedAt ? dateTime.format(new Date(passkey.lastUsedAt)) : '없음'}
                            </span>
                          </div>
                          <div className={page.actions}>
                            <button
                              type="button"
                              className={buttons.smallButton}
                              aria-label={`${passkey.name} 이름 변경`}
                              disabled={busy}
                              onClick={() => setRenaming(passkey.id)}
                            >
                              이름 변경
                            </button>
                            <button
                              type="button"
                              className={buttons.smallDangerButton}
                              aria-label={`${passkey.name} 삭제`}
                              disabled={busy}
                              onClick={() => void onRemovePasskey(passkey)}
                            >
                              삭제
                            </button>
                          </div>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {passkeysSupported() ? (
                <button type="button" className={buttons.quietButton} onClick={() => setAdding('passkey')} disabled={busy}>
                  패스키 추가
                </button>
              ) : (
                <p className={page.hint}>이 브라우저나 이 주소(IP 주소로 연 콘솔)에서는 패스키를 등록할 수 없습니다.</p>
              )}
            </section>
            <div className={css.sideCards}>
              <section className={page.card} aria-labelledby="own-app">
                <div className={css.factorHead}>
                  <h3 id="own-app">인증 앱</h3>
                  <span className={data.totp ? badges.badgePublished : badges.badgeDraft}>{data.totp ? '등록됨' : '없음'}</span>
                </div>
                <p className={page.hint} style={{ marginTop: 0 }}>
                  {data.totp ? '로그인할 때 앱에 표시된 6자리 코드를 입력합니다.' : '휴대폰의 인증 앱이 보여 주는 6자리 코드로 확인합니다.'}
                </p>
                {data.totp ? (
                  <button type="button" className={buttons.smallDangerButton} onClick={() => void onRemoveTotp()} disabled={busy}>
                    인증 앱 삭제
                  </button>
                ) : (
                  <button type="button" className={buttons.quietButton} onClick={() => setAdding('app')} disabled={busy}>
                    인증 앱 등록
                  </button>
                )}
              </section>
              <section className={page.card} aria-labelledby="own-codes">
                <div className={css.factorHead}>
                  <h3 id="own-codes">복구 코드</h3>
                  {hasFactor && (
                    <span className={data.recoveryCodesLeft > 3 ? badges.badgePublished : badges.badgeWarn}>
                      {data.recoveryCodesLeft}개 남음
                    </span>
                  )}
                </div>
                {hasFactor ? (
                  <>
                    <p className={page.hint} style={{ marginTop: 0 }}>
                      앱이나 패스키를 쓸 수 없을 때 한 번씩 쓰는 코드입니다.
                      {data.recoveryCodesLeft <= 3 && ' 얼마 남지 않았으니 새로 만들어 두세요.'}
                    </p>
                    <button type="button" className={buttons.quietButton} onClick={() => void onNewCodes()} disabled={busy}>
                      새 복구 코드 만들기
                    </button>
                  </>
                ) : (
                  <p className={page.hint} style={{ margin: 0 }}>
                    인증 앱이나 패스키를 처음 등록하면 복구 코드 10개를 한 번 보여 드립니다.
                  </p>
                )}
              </section>
            </div>
          </div>
        )
      )}
    </section>
  );
}
