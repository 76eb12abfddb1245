import {
  filterDateRange,
  isDateRangeInOrder,
  inquiryRefusalReasons,
  inquiryStatuses,
  inquiryStatusTransitions,
  type InquiryRefusalReason,
  inquiryReplyChannelKoreanLabels,
  languageKoreanNames,
} from '@office/contracts/browser';
import type { InquiryDetail, InquiryReply, InquiryStatus } from '@office/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { trpc } from '../lib/api';
import { formText } from '../lib/form-data';
import { serverMessage } from '../lib/server-message';
import { type InboxSearch, inboxQuery } from '../queries/inbox-search';
import { useFieldsShowing } from '../hooks/use-fields-showing';
import { ListCount } from '../components/list-count';
import { LoadError } from '../components/load-error';
import { type Message, MessageLine } from '../components/message-line';
import { Pager } from '../components/pager';
import { TableScroll } from '../components/table-scroll';
import { inquiryStatusLabels } from './audit-labels';
import { InquiryExportButton } from './inquiry-export-dialog';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as forms from '../styles/forms.css';
import * as tables from '../styles/table.css';
import { koreaDateTime as dateTime } from '../lib/korea-time';

const statusLabels = inquiryStatusLabels;

/** Why the public form or the REST API refused a submission (nothing of it was stored). */
const refusalLabels: Record<InquiryRefusalReason, string> = {
  honeypot: '숨은 입력란을 채움 (자동 프로그램)',
  challenge_invalid: '스팸 방지 확인 값이 틀림·위조됨',
  challenge_expired: '스팸 방지 확인 시간 만료',
  challenge_reused: '이미 쓴 스팸 방지 확인을 다시 보냄',
  unverified_limit: '확인 없이 보낸 요청의 한도 초과',
  address_limit: '같은 접속 주소의 한도 초과',
  global_limit: '전체 시간당 한도 초과',
};

/** Counts only: a refused submission is not stored, so there is nothing more to show. */
function RefusedSubmissions() {
  const refusals = useQuery(trpc.inquiries.refusals.queryOptions());
  if (!refusals.data) return null;
  const { last24Hours, last7Days } = refusals.data;
  const total = (counts: Record<InquiryRefusalReason, number>) => inquiryRefusalReasons.reduce((sum, reason) => sum + counts[reason], 0);
  return (
    <details className={page.notice}>
      <summary>
        자동으로 막은 접수: 최근 24시간 {total(last24Hours)}건 · 최근 7일 {total(last7Days)}건
      </summary>
      <p className={page.muted}>
        스팸 방지(숨은 입력란, 작업 증명 확인, 접속 주소별·전체 한도)에 걸려 저장되지 않은 문의의 수입니다. 방문자에게는 막힌 이유와 사무소
        전화번호가 안내됩니다.
      </p>
      <ul>
        {inquiryRefusalReasons.map((reason) => (
          <li key={reason}>
            {refusalLabels[reason]}: 최근 24시간 {last24Hours[reason]}건, 최근 7일 {last7Days[reason]}건
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The inbox (admin): newest first, tabs per status with counts, a date range, CSV of the same filter
 * (after a stated reason). Every list shown is in the access record, with the rows' ids.
 */
export function InquiriesScreen({ search }: { search: InboxSearch }) {
  const navigate = useNavigate();
  const list = useQuery(inboxQuery(search));
  // New conditions show at once; the rows shown stay until theirs are in (`listLoader`).
  const loadingNewRows = list.isPlaceholderData;
  const data = list.data;
  const dateForm = useFieldsShowing({ from: search.from, to: search.to });
  const go = (next: InboxSearch) => void navigate({ to: '/inquiries', search: next });
  const [exported, setExported] = useState<Message | null>(null);
  const exportFilter = { status: search.status, from: search.from, to: search.to };
  const exportScope = [
    search.status ? `상태 '${statusLabels[search.status]}'` : '모든 상태',
    search.from || search.to ? `${search.from ?? '처음'} ~ ${search.to ?? '오늘'}` : '모든 기간',
    ...(data && !loadingNewRows ? [`${data.total}건`] : []),
  ].join(' · ');
  const onDates = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = formText(data, 'from') || undefined;
    const to = formText(data, 'to') || undefined;
    // The server refuses such a range; the staff are told here, beside the box, in Korean.
    const end = event.currentTarget.elements.namedItem('to') as HTMLInputElement;
    if (!isDateRangeInOrder({ from, to })) {
      end.setCustomValidity('종료일은 시작일과 같거나 그 뒤여야 합니다.');
      end.reportValidity();
      return;
    }
    go({ ...search, from, to, page: undefined });
  };
  const clearRangeProblem = (event: FormEvent<HTMLFormElement>) =>
    (event.currentTarget.elements.namedItem('to') as HTMLInputElement).setCustomValidity('');
  return (
    <>
      <h1 className={page.title}>문의함</h1>
      <div className={page.toolbar}>
        <div role="group" aria-label="상태" className={page.toolbar}>
          <button
            type="button"
            className={search.status ? buttons.quietButton : buttons.button}
            aria-pressed={!search.status}
            onClick={() => go({ ...search, status: undefined, page: undefined })}
          >
            전체
          </button>
          {inquiryStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={search.status === status ? buttons.button : buttons.quietButton}
              aria-pressed={search.status === status}
              onClick={() => go({ ...search, status, page: undefined })}
            >
              {statusLabels[status]} {data ? `(${data.countsByStatus[status]})` : ''}
            </button>
          ))}
        </div>
        <form className={page.toolbar} onSubmit={onDates} onInput={clearRangeProblem} aria-label="기간" ref={dateForm}>
          <label>
            시작일 <input className={forms.inputInline} type="date" name="from" defaultValue={search.from} {...filterDateRange} />
          </label>
          <label>
            종료일 <input className={forms.inputInline} type="date" name="to" defaultValue={search.to} {...filterDateRange} />
          </label>
          <button className={buttons.quietButton} type="submit">
            적용
          </button>
        </form>
        <InquiryExportButton filter={exportFilter} scope={exportScope} onExported={(text) => setExported({ ok: true, text })} />
        <ListCount loading={loadingNewRows} total={data?.total} />
      </div>
      <MessageLine message={exported} />
      <LoadError lead="문의를 불러오지 못했습니다" error={list.error} />
      <TableScroll label="문의 목록">
        <table className={tables.table} aria-busy={loadingNewRows}>
          <thead>
            <tr>
              <th scope="col">받은 때</th>
              <th scope="col">이름</th>
              <th scope="col">연락처</th>
              <th scope="col">내용</th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={5} className={page.muted}>
                  조건에 맞는 문의가 없습니다.
                </td>
              </tr>
            )}
            {data?.items.map((item) => (
              <tr key={item.id}>
                <td className={page.nowrap}>{dateTime.format(new Date(item.createdAt))}</td>
                <td>
                  <Link to="/inquiries/$id" params={{ id: String(item.id) }}>
                    {item.name}
                  </Link>
                </td>
                <td>
                  {item.phone}
                  <br />
                  <span className={page.muted}>{item.email}</span>
                  {replyWish(item.reply) && (
                    <>
                      <br />
                      <span className={page.muted}>답변: {replyWish(item.reply)}</span>
                    </>
                  )}
                </td>
                <td>{item.excerpt}</td>
                <td className={page.nowrap}>{statusLabels[item.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={search.page ?? 1} results={data} onPage={(page) => go({ ...search, page })} />
      <RefusedSubmissions />
    </>
  );
}

/** "베트남어 · 메신저": the language and channel the visitor would like to be answered in, or null when they did not say. */
function replyWish(reply: InquiryReply): string | null {
  const parts = [reply.lang && languageKoreanNames[reply.lang], reply.channel && inquiryReplyChannelKoreanLabels[reply.channel]].filter(
    Boolean,
  );
  return parts.length ? parts.join(' · ') : null;
}

/** Whether the visitor's confirmation e-mail went out (decision 0045). */
function confirmationState(confirmation: InquiryDetail['confirmation']): string {
  if (!confirmation) return '보내지 않음 (같은 주소로 하루 3건을 넘었거나 이전에 접수)';
  if (confirmation.sentAt) return `보냄 (${dateTime.format(new Date(confirmation.sentAt))})`;
  return confirmation.attempts ? `보내는 중 (${confirmation.attempts}번 시도, 다시 시도합니다)` : '보낼 차례를 기다리는 중';
}

/** One inquiry (admin): contents, the consent record, status, staff note, delete. Viewing and each change are in the access record. */
export function InquiryScreen({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inquiry = useQuery(trpc.inquiries.get.queryOptions({ id }));
  const setStatus = useMutation(trpc.inquiries.setStatus.mutationOptions());
  const setNote = useMutation(trpc.inquiries.setNote.mutationOptions());
  const remove = useMutation(trpc.inquiries.delete.mutationOptions());
  const [message, setMessage] = useState<Message | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() });
  /** Runs a change; says what happened, or why it did not (the server's message). */
  const attempt = async (change: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await change();
      setMessage({ ok: true, text: done });
      return true;
    } catch (error) {
      setMessage({ ok: false, text: `${failed}: ${serverMessage(error)}` });
      return false;
    }
  };

  if (inquiry.isPending) return <p role="status">불러오는 중…</p>;
  if (inquiry.isError) return <LoadError lead="문의를 불러오지 못했습니다" error={inquiry.error} />;
  const item = inquiry.data;

  const onNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = formText(new FormData(event.currentTarget), 'note');
    if (await attempt(() => setNote.mutateAsync({ id, note }), '메모를 저장했습니다.', '메모를 저장하지 못했습니다')) await refresh();
  };
  const onStatus = async (status: InquiryStatus) => {
    const done = `상태를 '${statusLabels[status]}'(으)로 바꿨습니다.`;
    if (await attempt(() => setStatus.mutateAsync({ id, status }), done, '상태를 바꾸지 못했습니다')) await refresh();
  };
  const onDelete = async () => {
    if (!window.confirm('이 문의를 삭제할까요? 되돌릴 수 없습니다.')) return;
    if (!(await attempt(() => remove.mutateAsync({ id }), '삭제했습니다.', '삭제하지 못했습니다'))) return;
    await refresh();
    await navigate({ to: '/inquiries' });
  };

  return (
    <>
      <p>
        <Link to="/inquiries">← 문의함</Link>
      </p>
      <h1 className={page.title}>
        문의 #{item.id} · {item.name}
      </h1>
      <MessageLine message={message} />
      <div className={page.twoColumns}>
        <section className={page.card} aria-labelledby="inquiry-content">
          <h2 id="inquiry-content">내용</h2>
          <dl className={page.facts}>
            <dt>받은 때</dt>
            <dd>{dateTime.format(new Date(item.createdAt))}</dd>
            <dt>연락처</dt>
            <dd>
              <a href={`tel:${item.phone}`}>{item.phone}</a>
            </dd>
            <dt>이메일</dt>
            <dd>
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
            <dt>상태</dt>
            <dd>{statusLabels[item.status]}</dd>
            <dt>답변 희망</dt>
            <dd>{replyWish(item.reply) ?? '말하지 않음 (이전 양식 또는 API로 접수)'}</dd>
            <dt>접수 확인 메일</dt>
            <dd>{confirmationState(item.confirmation)}</dd>
          </dl>
          <p style={{ whiteSpace: 'pre-wrap' }}>{item.content}</p>
        </section>
        <div className={page.stack}>
          <section className={page.card} aria-labelledby="inquiry-status">
            <h2 id="inquiry-status">상태 바꾸기</h2>
            <div className={page.toolbar}>
              {inquiryStatusTransitions[item.status].map((status) => (
                <button
                  key={status}
                  type="button"
                  className={buttons.quietButton}
                  disabled={setStatus.isPending}
                  onClick={() => onStatus(status)}
                >
                  {statusLabels[status]}
                </button>
              ))}
            </div>
          </section>
          <form className={page.card} onSubmit={onNote} aria-labelledby="inquiry-note">
            <h2 id="inquiry-note">직원 메모</h2>
            <label className={forms.field}>
              <span className="visually-hidden">메모</span>
              <textarea className={forms.input} name="note" rows={4} defaultValue={item.staffNote ?? ''} maxLength={5000} />
            </label>
            <button className={buttons.button} type="submit" disabled={setNote.isPending}>
              메모 저장
            </button>
          </form>
          <section className={page.card} aria-labelledby="inquiry-consent">
            <h2 id="inquiry-consent">동의 기록</h2>
            <dl className={page.facts}>
              <dt>개인정보 수집·이용 동의</dt>
              <dd>{item.consent.given === true ? '동의함' : item.consent.given === false ? '동의하지 않음' : '기록 없음 (API로 접수)'}</dd>
              <dt>동의문 버전</dt>
              <dd>{item.consent.version ?? '—'}</dd>
              <dt>작성 언어</dt>
              <dd>{item.consent.lang ?? '—'}</dd>
              <dt>기록 시각</dt>
              <dd>{dateTime.format(new Date(item.consent.recordedAt))}</dd>
            </dl>
          </section>
          <button className={buttons.dangerButton} type="button" onClick={onDelete} disabled={remove.isPending}>
            문의 삭제
          </button>
        </div>
      </div>
    </>
  );
}
