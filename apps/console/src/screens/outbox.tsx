import type { OutboxEntry } from '@office/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../lib/api';
import { LoadError } from '../components/load-error';
import { TableScroll } from '../components/table-scroll';
import { vars } from '../styles/theme.css';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as tables from '../styles/table.css';

const dateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Seoul' });

/**
 * The notification e-mails about new inquiries that have not gone out (admin): whether mail is
 * sent at all, and per waiting notification its inquiry, attempts and last error. Only what
 * `inquiries.outbox` returns (the inquiry's number and name), never the inquiry's contents.
 */
/** What each message is (decision 0045): the office's notification, or the visitor's confirmation (which names no one). */
const outboxKindLabels: Record<OutboxEntry['kind'], string> = {
  'inquiry.received': '사무소 알림',
  'inquiry.confirmation': '방문자 접수 확인',
};

export function OutboxScreen() {
  const outbox = useQuery(trpc.inquiries.outbox.queryOptions());
  const data = outbox.data;
  const waiting = data?.waiting ?? [];

  return (
    <>
      <div className={page.headerRow}>
        <h1 className={page.title}>알림 메일 대기열</h1>
        <button
          className={buttons.quietButton}
          type="button"
          style={{ color: vars.color.navy }}
          onClick={() => outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {outbox.isFetching ? '불러오는 중…' : '새로 고침'}
        </button>
      </div>
      <LoadError lead="대기열을 불러오지 못했습니다" error={outbox.isError ? outbox.error : null} />
      {data &&
        (data.mailEnabled ? (
          <div className={page.notice}>
            <p>
              <strong>메일 발송이 켜져 있습니다.</strong> 새 문의가 들어오면 몇 초 안에 사무실로 알림 메일을 보냅니다.
            </p>
            <p>아래는 아직 보내지 못한 알림입니다. 실패한 알림은 간격을 늘려 가며(최대 1시간) 계속 다시 보냅니다.</p>
          </div>
        ) : (
          <div className={page.noticeWarn}>
            <p>
              <strong>메일 발송이 꺼져 있습니다 (SMTP_URL이 설정되지 않음). 알림 메일은 보내지 않습니다.</strong>
            </p>
            <p>
              새 문의의 사무소 알림과 방문자에게 가는 접수 확인 메일은 여기에 쌓여 기다리며, 메일 서버를 설정하면 그때 보냅니다. 문의 자체는
              저장되어 있으니 <Link to="/inquiries">문의함</Link>에서 확인하세요.
            </p>
          </div>
        ))}
      <TableScroll label="대기 중인 알림">
        <table className={tables.table}>
          <caption className={tables.tableCaption}>{outbox.isPending ? '불러오는 중…' : `기다리는 알림 ${waiting.length}건`}</caption>
          <thead>
            <tr>
              <th scope="col">문의</th>
              <th scope="col">종류</th>
              <th scope="col">이름</th>
              <th scope="col">대기 시작</th>
              <th scope="col">시도 횟수</th>
              <th scope="col">다음 시도</th>
              <th scope="col">마지막 오류</th>
            </tr>
          </thead>
          <tbody>
            {data && waiting.length === 0 && (
              <tr>
                <td colSpan={7} className={page.muted}>
                  기다리는 알림이 없습니다. 모든 알림 메일을 보냈습니다.
                </td>
              </tr>
            )}
            {waiting.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" className={tables.rowHeader}>
                  {entry.inquiryId === null ? (
                    <span className={page.muted}>삭제된 문의</span>
                  ) : (
                    <Link to="/inquiries/$id" params={{ id: String(entry.inquiryId) }}>
                      문의 #{entry.inquiryId}
                    </Link>
                  )}
                </th>
                <td>{outboxKindLabels[entry.kind]}</td>
                <td>{entry.name ?? '—'}</td>
                <td>{dateTime.format(new Date(entry.createdAt))}</td>
                <td>{entry.attempts}회</td>
                <td>
                  {data?.mailEnabled ? (
                    dateTime.format(new Date(entry.nextAttemptAt))
                  ) : (
                    <span className={page.muted}>보내지 않음 (발송 꺼짐)</span>
                  )}
                </td>
                <td className={entry.lastError ? tables.detailCell : page.muted}>{entry.lastError ?? '없음'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
