import { staffPasswordRules } from '@office/contracts/browser';
import type { AuditEntry, StaffMember, StaffRole } from '@office/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AdminOutputs, trpc } from '../lib/api';
import { formText } from '../lib/form-data';
import { serverMessage } from '../lib/server-message';
import { auditQuery } from '../queries/audit';
import { useStaff } from '../hooks/use-staff';
import { LoadError } from '../components/load-error';
import { type Message, MessageLine } from '../components/message-line';
import { NewPasswordInput } from '../components/password-input';
import { TableScroll } from '../components/table-scroll';
import { auditActionLabel, auditAccessText, auditDetailText, auditTargetLabel } from './audit-labels';
import { vars } from '../styles/theme.css';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as forms from '../styles/forms.css';
import * as tables from '../styles/table.css';
import * as badges from '../styles/badges.css';
import * as css from './staff.css';
import * as switches from '../styles/switch.css';
import { koreaDateTime as dateTime } from '../lib/korea-time';

const dateOnly = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });
const roleLabels: Record<StaffRole, string> = { admin: '관리자', editor: '편집자' };

/** A button on one account's row; its name says whose ("박지훈 사용 중지"). */
function RowButton({
  member,
  action,
  danger = false,
  disabled,
  onClick,
}: {
  member: StaffMember;
  action: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={danger ? buttons.smallDangerButton : buttons.smallButton}
      disabled={disabled}
      aria-label={`${member.displayName} ${action}`}
      onClick={onClick}
    >
      {action}
    </button>
  );
}

type FactorRow = AdminOutputs['staff']['secondFactors'][number];

const hasFactor = (row: FactorRow | undefined) => Boolean(row && (row.totp || row.passkeys > 0));

/** An account's second factors in its row: "앱 · 패스키 2개", or "없음". */
function factorLabel(row: FactorRow | undefined) {
  if (!row) return <span className={page.muted}>—</span>;
  const parts = [row.totp ? '앱' : null, row.passkeys > 0 ? `패스키 ${row.passkeys}개` : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : <span className={badges.badgeDraft}>없음</span>;
}

/**
 * "모든 직원에게 2단계 인증 요구": on, every account without a factor sets one up at its next request.
 * Locked on where the server requires it (STAFF_SECOND_FACTOR=required), and said why.
 */
function SecondFactorSwitch({ report }: { report: (message: Message) => void }) {
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.staff.securitySettings.queryOptions());
  const update = useMutation(trpc.staff.updateSecuritySettings.mutationOptions());
  const data = settings.data;
  const on = Boolean(data && (data.requiredByServer || data.secondFactorRequired));

  const onChange = async (required: boolean) => {
    if (!data) return;
    try {
      await update.mutateAsync({ secondFactorRequired: required, reviewFlagThreshold: data.reviewFlagThreshold });
      report({
        ok: true,
        text: required
          ? '모든 직원에게 2단계 인증을 요구합니다. 인증 수단이 없는 직원은 다음에 콘솔을 쓸 때 먼저 등록합니다.'
          : '2단계 인증을 요구하지 않습니다. 이미 등록한 직원은 계속 2단계로 로그인합니다.',
      });
    } catch (error) {
      report({ ok: false, text: `2단계 인증 설정을 바꾸지 못했습니다: ${serverMessage(error)}` });
    }
    await queryClient.invalidateQueries({ queryKey: trpc.staff.securitySettings.queryKey() });
  };

  return (
    <section className={`${page.card} ${css.securityCard}`} aria-labelledby="security-settings">
      <h2 id="security-settings">로그인 보안</h2>
      <LoadError lead="설정을 불러오지 못했습니다" error={settings.isError ? settings.error : null} />
      {data && (
        <>
          <label className={css.switchRow}>
            <input
              type="checkbox"
              role="switch"
              className={switches.switchInput}
              checked={on}
              disabled={data.requiredByServer || update.isPending}
              aria-describedby="second-factor-switch-hint"
              onChange={(event) => void onChange(event.currentTarget.checked)}
            />
            모든 직원에게 2단계 인증 요구
          </label>
          <p id="second-factor-switch-hint" className={page.hint} style={{ margin: '0.25rem 0 0' }}>
            {data.requiredByServer
              ? '서버 설정(STAFF_SECOND_FACTOR=required)으로 모든 직원에게 항상 요구합니다. 여기서는 끌 수 없습니다.'
              : '켜면 인증 앱이나 패스키가 없는 직원은 다음에 콘솔을 쓸 때 먼저 등록해야 합니다. 켜기 전에 본인의 인증 수단을 등록하세요.'}
          </p>
        </>
      )}
    </section>
  );
}

/** Staff accounts (admin): the list with a role change and disabling per row, and a form to add one. */
export function StaffScreen() {
  const me = useStaff();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.staff.list.queryOptions());
  const create = useMutation(trpc.staff.create.mutationOptions());
  const setRole = useMutation(trpc.staff.setRole.mutationOptions());
  const disable = useMutation(trpc.staff.disable.mutationOptions());
  const enable = useMutation(trpc.staff.enable.mutationOptions());
  const [message, setMessage] = useState<Message | null>(null);
  const [rowMessage, setRowMessage] = useState<Message | null>(null);
  const rowMessageRef = useRef<HTMLDivElement>(null);
  const factors = useQuery(trpc.staff.secondFactors.queryOptions());
  const resetFactor = useMutation(trpc.staff.resetSecondFactor.mutationOptions());
  const refreshList = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.staff.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.staff.secondFactors.queryKey() }),
    ]);
  const busy = setRole.isPending || disable.isPending || enable.isPending || resetFactor.isPending;
  const factorsOf = (member: StaffMember) => factors.data?.find((row) => row.staffId === member.id);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      const created = await create.mutateAsync({
        email: formText(data, 'email'),
        displayName: formText(data, 'displayName'),
        role: data.get('role') === 'admin' ? 'admin' : 'editor',
        password: formText(data, 'password'),
      });
      form.reset();
      setMessage({ ok: true, text: `${created.displayName}(${created.email}) 계정을 ${roleLabels[created.role]}로 만들었습니다.` });
      await refreshList();
    } catch (error) {
      setMessage({ ok: false, text: `계정을 만들지 못했습니다: ${serverMessage(error)}` });
    }
  };

  /** After a row's change: say what happened and move focus to the message (the row's buttons may be gone). */
  const report = (next: Message) => {
    setRowMessage(next);
    rowMessageRef.current?.focus();
  };

  const onRole = async (member: StaffMember, role: StaffRole) => {
    try {
      await setRole.mutateAsync({ id: member.id, role });
      report({ ok: true, text: `${member.displayName} 님의 역할을 ${roleLabels[role]}로 바꿨습니다.` });
    } catch (error) {
      report({ ok: false, text: `${member.displayName} 님의 역할을 바꾸지 못했습니다: ${serverMessage(error)}` });
    }
    await refreshList();
  };

  const onDisable = async (member: StaffMember) => {
    const question =
      `${member.displayName}(${member.email}) 계정을 사용 중지할까요?\n` +
      '이 계정은 곧바로 로그아웃되고, 다시 사용하게 할 때까지 로그인할 수 없습니다.';
    if (!window.confirm(question)) return;
    try {
      await disable.mutateAsync({ id: member.id });
      report({ ok: true, text: `${member.displayName}(${member.email}) 계정을 사용 중지했습니다. 열려 있던 로그인도 모두 끝났습니다.` });
    } catch (error) {
      report({ ok: false, text: `${member.displayName} 님의 계정을 사용 중지하지 못했습니다: ${serverMessage(error)}` });
    }
    await refreshList();
  };

  const onResetFactor = async (member: StaffMember) => {
    const question =
      `${member.displayName}(${member.email}) 님의 2단계 인증을 초기화할까요?\n` +
      '등록된 인증 앱, 패스키, 복구 코드가 모두 지워지고 이 계정은 곧바로 로그아웃됩니다. ' +
      '본인 확인을 한 뒤에만 하세요. 다음 로그인 때 새 인증 수단을 등록합니다.';
    if (!window.confirm(question)) return;
    try {
      await resetFactor.mutateAsync({ id: member.id });
      report({
        ok: true,
        text: `${member.displayName} 님의 2단계 인증을 초기화했습니다. 다음 로그인 때 새 인증 수단을 등록합니다.`,
      });
    } catch (error) {
      report({ ok: false, text: `${member.displayName} 님의 2단계 인증을 초기화하지 못했습니다: ${serverMessage(error)}` });
    }
    await refreshList();
  };

  /** A lost phone or key: shown for another account that has a factor, enabled or disabled alike. */
  const resetFactorButton = (member: StaffMember) =>
    hasFactor(factorsOf(member)) && (
      <RowButton member={member} action="2단계 인증 초기화" danger disabled={busy} onClick={() => onResetFactor(member)} />
    );

  const onEnable = async (member: StaffMember) => {
    try {
      await enable.mutateAsync({ id: member.id });
      report({
        ok: true,
        text: `${member.displayName}(${member.email}) 계정을 다시 사용할 수 있습니다. 전에 쓰던 비밀번호로 로그인합니다.`,
      });
    } catch (error) {
      report({ ok: false, text: `${member.displayName} 님의 계정을 다시 사용하게 하지 못했습니다: ${serverMessage(error)}` });
    }
    await refreshList();
  };

  return (
    <>
      <h1 className={page.title}>직원 계정</h1>
      <SecondFactorSwitch report={report} />
      <LoadError lead="목록을 불러오지 못했습니다" error={list.isError ? list.error : null} />
      <LoadError lead="2단계 인증 상태를 불러오지 못했습니다" error={factors.isError ? factors.error : null} />
      <MessageLine message={rowMessage} focusRef={rowMessageRef} />
      <TableScroll label="직원 계정 목록">
        <table className={tables.table}>
          <caption className={tables.tableCaption}>
            역할 — 관리자: 모든 기능 (문의함, 직원 계정, 감사 기록 포함) · 편집자: 공지·자료·문구만. 본인 계정의 역할과 사용 여부는 다른
            관리자가 바꿉니다.
          </caption>
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">이메일</th>
              <th scope="col">역할</th>
              <th scope="col">만든 날</th>
              <th scope="col">상태</th>
              <th scope="col" className={page.nowrap}>
                2단계 인증
              </th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {list.isPending && (
              <tr>
                <td colSpan={7} role="status" className={page.muted}>
                  불러오는 중…
                </td>
              </tr>
            )}
            {(list.data ?? []).map((member) => {
              const other: StaffRole = member.role === 'admin' ? 'editor' : 'admin';
              return (
                <tr key={member.id}>
                  <th scope="row" className={tables.rowHeader}>
                    {member.displayName}
                  </th>
                  <td>{member.email}</td>
                  <td className={page.nowrap}>{roleLabels[member.role]}</td>
                  <td className={page.nowrap}>{dateOnly.format(new Date(member.createdAt))}</td>
                  <td>
                    {member.disabledAt ? (
                      <>
                        <span className={badges.badgeDraft}>사용 중지</span>
                        <br />
                        <span className={page.hint}>{dateTime.format(new Date(member.disabledAt))}</span>
                      </>
                    ) : (
                      <span className={badges.badgePublished}>사용 중</span>
                    )}
                  </td>
                  <td className={page.nowrap}>{factorLabel(factorsOf(member))}</td>
                  <td>
                    {member.id === me.id ? (
                      <span className={page.muted}>
                        본인 · <Link to="/account">내 계정</Link>
                      </span>
                    ) : member.disabledAt ? (
                      <div className={css.rowActions}>
                        <RowButton member={member} action="다시 사용" disabled={busy} onClick={() => onEnable(member)} />
                        {resetFactorButton(member)}
                      </div>
                    ) : (
                      <div className={css.rowActions}>
                        <RowButton
                          member={member}
                          action={`${roleLabels[other]}로 변경`}
                          disabled={busy}
                          onClick={() => onRole(member, other)}
                        />
                        <RowButton member={member} action="사용 중지" danger disabled={busy} onClick={() => onDisable(member)} />
                        {resetFactorButton(member)}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>

      <form className={page.card} style={{ marginTop: '2rem', maxWidth: '32rem' }} onSubmit={onSubmit} aria-labelledby="new-staff">
        <h2 id="new-staff">새 계정</h2>
        <MessageLine message={message} />
        <label className={forms.field}>
          이메일
          <input className={forms.input} name="email" type="email" required autoComplete="off" />
        </label>
        <label className={forms.field}>
          표시 이름 (글쓴이로 표시됩니다)
          <input className={forms.input} name="displayName" required maxLength={100} />
        </label>
        <label className={forms.field}>
          역할
          <select className={forms.input} name="role" defaultValue="editor">
            <option value="editor">편집자 (공지·자료·문구)</option>
            <option value="admin">관리자 (모든 기능)</option>
          </select>
        </label>
        <label className={forms.field}>
          처음 비밀번호 ({staffPasswordRules.minLength}자 이상, 흔한 비밀번호 불가)
          <NewPasswordInput name="password" />
        </label>
        <button className={buttons.button} type="submit" disabled={create.isPending}>
          만들기
        </button>
      </form>
    </>
  );
}

/** The audit log (admin): who did what and when, newest first, 50 at a time with "더 보기" for older ones. */
export function AuditScreen() {
  const log = useInfiniteQuery(auditQuery);
  const entries: AuditEntry[] = log.data?.pages.flatMap((page) => page.entries) ?? [];
  // After "더 보기", keyboard users continue at the first of the older entries once it is shown.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null || focusRow >= entries.length) return;
    document.getElementById(`audit-row-${focusRow}`)?.focus();
    setFocusRow(null);
  }, [focusRow, entries.length]);

  const onMore = () => {
    setFocusRow(entries.length);
    void log.fetchNextPage();
  };

  return (
    <>
      <h1 className={page.title}>감사 기록</h1>
      <LoadError lead="기록을 불러오지 못했습니다" error={log.isError ? log.error : null} />
      <p role="status" className={page.muted}>
        {log.isPending
          ? '불러오는 중…'
          : `최근 기록 ${entries.length}건을 보여 줍니다${log.hasNextPage ? '. 더 오래된 기록이 있습니다.' : ' (전부입니다).'}`}
      </p>
      <TableScroll label="감사 기록 목록">
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">시각</th>
              <th scope="col">누가</th>
              <th scope="col">어디서</th>
              <th scope="col">무엇을</th>
              <th scope="col">대상</th>
              <th scope="col">내용</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={entry.id} id={`audit-row-${index}`} tabIndex={-1}>
                <td className={page.nowrap}>{dateTime.format(new Date(entry.at))}</td>
                <td>{entry.actorEmail ?? '—'}</td>
                <td className={page.nowrap}>{entry.address ?? '—'}</td>
                <td>
                  {auditActionLabel(entry.action)} <span className={page.muted}>({entry.action})</span>
                </td>
                <td>{auditTargetLabel(entry.targetType, entry.targetId)}</td>
                <td className={tables.detailCell}>
                  {[auditDetailText(entry.detail), auditAccessText(entry.subjects, entry.reason)].filter(Boolean).join(' · ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className={css.more}>
        {log.hasNextPage && (
          <button
            className={buttons.quietButton}
            type="button"
            onClick={onMore}
            disabled={log.isFetchingNextPage}
            style={{ color: vars.color.navy }}
          >
            {log.isFetchingNextPage ? '불러오는 중…' : '더 보기 (이전 기록)'}
          </button>
        )}
        {!log.hasNextPage && entries.length > 0 && (
          <p className={page.muted} style={{ margin: 0 }}>
            가장 오래된 기록까지 모두 보았습니다.
          </p>
        )}
        {log.isFetchNextPageError && (
          <p role="alert" className={page.error} style={{ margin: 0 }}>
            이전 기록을 불러오지 못했습니다: {serverMessage(log.error)}
          </p>
        )}
      </div>
    </>
  );
}
