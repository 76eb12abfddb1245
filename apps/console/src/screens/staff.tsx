import { staffPasswordRules } from '@office/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useState } from 'react';
import { trpc } from '../api';
import { auditActionLabel } from '../audit-labels';
import * as css from '../styles.css';

const dateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });

/** Staff accounts (admin): the list, and a form to add one. */
export function StaffScreen() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.staff.list.queryOptions());
  const create = useMutation(trpc.staff.create.mutationOptions());
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      await create.mutateAsync({
        email: String(data.get('email')),
        displayName: String(data.get('displayName')),
        role: data.get('role') === 'admin' ? 'admin' : 'editor',
        password: String(data.get('password')),
      });
      form.reset();
      setMessage({ ok: true, text: '계정을 만들었습니다.' });
      await queryClient.invalidateQueries({ queryKey: trpc.staff.list.queryKey() });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof TRPCClientError ? error.message : '계정을 만들지 못했습니다.' });
    }
  };

  return (
    <>
      <h1 className={css.title}>직원 계정</h1>
      {list.isError && <p className={css.error}>목록을 불러오지 못했습니다.</p>}
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">이름</th>
            <th scope="col">이메일</th>
            <th scope="col">역할</th>
            <th scope="col">만든 날</th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((member) => (
            <tr key={member.id}>
              <td>{member.displayName}</td>
              <td>{member.email}</td>
              <td>{member.role === 'admin' ? '관리자' : '편집자'}</td>
              <td>{dateTime.format(new Date(member.createdAt))}</td>
              <td>{member.disabledAt ? '사용 중지' : '사용 중'}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <form className={css.card} style={{ marginTop: '2rem', maxWidth: '32rem' }} onSubmit={onSubmit} aria-labelledby="new-staff">
        <h2 id="new-staff">새 계정</h2>
        {message && (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? css.muted : css.error}>
            {message.text}
          </p>
        )}
        <label className={css.field}>
          이메일
          <input className={css.input} name="email" type="email" required autoComplete="off" />
        </label>
        <label className={css.field}>
          표시 이름 (글쓴이로 표시됩니다)
          <input className={css.input} name="displayName" required maxLength={100} />
        </label>
        <label className={css.field}>
          역할
          <select className={css.input} name="role" defaultValue="editor">
            <option value="editor">편집자 (공지·자료·문구)</option>
            <option value="admin">관리자 (모든 기능)</option>
          </select>
        </label>
        <label className={css.field}>
          처음 비밀번호 ({staffPasswordRules.minLength}자 이상, 흔한 비밀번호 불가)
          <input className={css.input} name="password" type="password" required minLength={staffPasswordRules.minLength} autoComplete="new-password" />
        </label>
        <button className={css.button} type="submit" disabled={create.isPending}>
          만들기
        </button>
      </form>
    </>
  );
}

/** The audit log (admin): who did what and when, newest first. */
export function AuditScreen() {
  const log = useQuery(trpc.audit.list.queryOptions({ limit: 100 }));
  return (
    <>
      <h1 className={css.title}>감사 기록</h1>
      {log.isError && <p className={css.error}>기록을 불러오지 못했습니다.</p>}
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">시각</th>
            <th scope="col">누가</th>
            <th scope="col">무엇을</th>
            <th scope="col">대상</th>
          </tr>
        </thead>
        <tbody>
          {(log.data?.entries ?? []).map((entry) => (
            <tr key={entry.id}>
              <td>{dateTime.format(new Date(entry.at))}</td>
              <td>{entry.actorEmail ?? '—'}</td>
              <td>
                {auditActionLabel(entry.action)} <span className={css.muted}>({entry.action})</span>
              </td>
              <td>{entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
