import { staffPasswordRules } from '@office/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { setCsrfToken, trpc, trpcErrorOf } from '../lib/api';
import { formText } from '../lib/form-data';
import { serverMessage } from '../lib/server-message';
import { useStaff } from '../hooks/use-staff';
import { type Message, MessageLine } from '../components/message-line';
import { NewPasswordInput } from '../components/password-input';
import { OwnFactors } from './second-factor/own-factors';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as forms from '../styles/forms.css';

type Problem = { field: 'currentPassword' | 'newPassword' | 'confirmPassword'; text: string };

/** Which field a refusal of `auth.changePassword` is about, and what to say. */
function refusal(error: unknown): Problem {
  const problem = trpcErrorOf(error)?.data?.problem;
  if (problem === 'wrong_current_password') return { field: 'currentPassword', text: serverMessage(error) };
  if (problem === 'weak_password') return { field: 'newPassword', text: `새 비밀번호로 쓸 수 없습니다: ${serverMessage(error)}` };
  return { field: 'newPassword', text: `비밀번호를 바꾸지 못했습니다: ${serverMessage(error)}` };
}

const hintId = 'new-password-hint';
const errorId = 'password-problem';

/** The signed-in staff member's own account (any role): who they are, a new password, and their second factors. */
export function AccountScreen() {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const [message, setMessage] = useState<Message | null>(null);
  const [problemField, setProblemField] = useState<Problem['field'] | null>(null);

  const fail = (problem: Problem, form: HTMLFormElement) => {
    setProblemField(problem.field);
    setMessage({ ok: false, text: problem.text });
    form.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = formText(data, 'currentPassword');
    const newPassword = formText(data, 'newPassword');
    const confirmPassword = formText(data, 'confirmPassword');
    setMessage(null);
    setProblemField(null);
    if (newPassword !== confirmPassword) {
      fail({ field: 'confirmPassword', text: '새 비밀번호와 확인이 다릅니다. 같은 비밀번호를 두 번 입력해 주세요.' }, form);
      return;
    }
    if (newPassword === currentPassword) {
      fail({ field: 'newPassword', text: '새 비밀번호가 현재 비밀번호와 같습니다. 다른 비밀번호를 골라 주세요.' }, form);
      return;
    }
    try {
      const { csrfToken } = await change.mutateAsync({ currentPassword, newPassword });
      // The server ended every session of the account and started a new one for this browser.
      setCsrfToken(csrfToken);
      queryClient.setQueryData(trpc.auth.me.queryKey(), (me) => (me ? { ...me, csrfToken } : me));
      form.reset();
      setMessage({ ok: true, text: '비밀번호를 바꿨습니다. 다른 브라우저나 기기의 로그인은 모두 끝났습니다.' });
    } catch (error) {
      fail(refusal(error), form);
    }
  };

  /** The refused field is marked invalid and described by the message (besides its own hint). */
  const invalid = (field: Problem['field'], hint?: string) => {
    const refused = problemField === field && message !== null && !message.ok;
    const describedBy = [hint, refused ? errorId : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': refused ? (true as const) : undefined, 'aria-describedby': describedBy || undefined };
  };

  return (
    <>
      <h1 className={page.title}>내 계정</h1>
      <div className={page.formGrid}>
        <form className={page.card} onSubmit={onSubmit} aria-labelledby="change-password">
          <h2 id="change-password">비밀번호 바꾸기</h2>
          <MessageLine message={message} alertId={errorId} />
          <label className={forms.field}>
            현재 비밀번호
            <input
              className={forms.input}
              name="currentPassword"
              type="password"
              required
              maxLength={staffPasswordRules.maxLength}
              autoComplete="current-password"
              {...invalid('currentPassword')}
            />
          </label>
          <div className={forms.field}>
            <label htmlFor="new-password">새 비밀번호</label>
            <NewPasswordInput id="new-password" name="newPassword" {...invalid('newPassword', hintId)} />
            <span id={hintId} className={page.hint}>
              {staffPasswordRules.minLength}자 이상. 흔한 비밀번호(숫자·기호만 덧붙인 것, 같은 말을 되풀이한 것 포함)와 이메일 주소가 들어간
              비밀번호는 쓸 수 없습니다. 서로 상관없는 낱말 몇 개를 이은 긴 문구를 권합니다.
            </span>
          </div>
          <label className={forms.field}>
            새 비밀번호 확인
            <NewPasswordInput name="confirmPassword" {...invalid('confirmPassword')} />
          </label>
          <p className={page.hint} style={{ marginTop: 0 }}>
            바꾸면 이 브라우저는 로그인된 채로 남고, 다른 곳의 로그인은 모두 끝납니다.
          </p>
          <button className={buttons.button} type="submit" disabled={change.isPending}>
            {change.isPending ? '바꾸는 중…' : '비밀번호 바꾸기'}
          </button>
        </form>
        <section className={page.card} aria-labelledby="who-am-i">
          <h2 id="who-am-i">계정 정보</h2>
          <dl className={page.facts}>
            <dt>이름</dt>
            <dd>{staff.displayName}</dd>
            <dt>이메일</dt>
            <dd>{staff.email}</dd>
            <dt>역할</dt>
            <dd>{staff.role === 'admin' ? '관리자 (모든 기능)' : '편집자 (공지·자료·문구)'}</dd>
          </dl>
          <p className={page.hint} style={{ margin: 0 }}>
            역할은 다른 관리자가 직원 계정 화면에서 바꿉니다.
          </p>
        </section>
      </div>
      <OwnFactors email={staff.email} />
    </>
  );
}
