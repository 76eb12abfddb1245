import type { AccessFilter, AccessReview, AccessReviewFlag, AuditChainProblem, AuditChainState, InquiryStatus } from '@office/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { trpc } from '../lib/api';
import { formText } from '../lib/form-data';
import { serverMessage } from '../lib/server-message';
import { accessReviewQuery, auditChainQuery, currentOfficeMonth, previousMonth } from '../queries/access-review';
import { LoadError } from '../components/load-error';
import { type Message, MessageLine } from '../components/message-line';
import { TableScroll } from '../components/table-scroll';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as forms from '../styles/forms.css';
import * as tables from '../styles/table.css';
import * as badges from '../styles/badges.css';
import { inquiryStatusLabels } from './audit-labels';
import * as css from './access-review.css';
import { koreaDateTime as dateTime } from '../lib/korea-time';

const dayFormat = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });
const count = new Intl.NumberFormat('ko-KR');

/** "2026년 3월". */
const monthName = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

const chainProblems: Record<AuditChainProblem, string> = {
  altered: '기록 내용이 바뀌었습니다',
  link: '앞 기록과의 연결이 어긋났습니다',
  missing: '기록이 지워졌습니다',
  unsealed: '연결되지 않은 기록이 있습니다',
};

/** An export's conditions in words ("상태 '종결' · 2026-03-01 ~ 2026-03-31"). */
function filterText(filter: AccessFilter | null): string {
  if (!filter) return '—';
  const status = filter.status ? `상태 '${inquiryStatusLabels[filter.status as InquiryStatus] ?? filter.status}'` : '모든 상태';
  const days = filter.from || filter.to ? `${filter.from ?? '처음'} ~ ${filter.to ?? '끝'}` : '모든 기간';
  return `${status} · ${days}`;
}

/** The chain of hashes: whole, or where it first breaks; walked again on demand. */
function ChainState() {
  const chain = useQuery(auditChainQuery());
  const state: AuditChainState | undefined = chain.data;
  return (
    <section className={page.card} aria-labelledby="chain-title">
      <h2 id="chain-title">기록 무결성</h2>
      <LoadError lead="기록의 연결을 확인하지 못했습니다" error={chain.error} />
      {state && (
        <>
          <p className={css.state} role="status">
            {state.intact ? (
              <>
                <span className={badges.badgePublished}>이상 없음</span>
                <span>
                  기록 {count.format(state.checked)}건의 연결을 확인했습니다
                  {state.firstSeq !== null && ` (순번 ${state.firstSeq}–${state.lastSeq})`}.
                </span>
              </>
            ) : (
              <>
                <span className={badges.badgeWarn}>끊김</span>
                <span className={css.broken}>
                  {state.broken!.seq === null ? `기록 id ${state.broken!.id}` : `순번 ${state.broken!.seq}`}에서 끊겼습니다:{' '}
                  {chainProblems[state.broken!.problem]}.
                </span>
              </>
            )}
          </p>
          <p className={page.hint}>
            모든 기록은 앞 기록의 해시를 이어 받아 저장되므로, 데이터베이스에서 기록을 고치거나 지우면 여기서 드러납니다. 끊겼다면 운영
            담당자에게 알리고 <code>node cli.js audit:check</code>로 확인하세요.
            {state.purgedThroughSeq !== null && ` 보관 기간(2년)이 지난 순번 ${state.purgedThroughSeq}까지는 파기되었습니다.`}
          </p>
          {state.headHash && (
            <p className={css.hash}>
              마지막 기록의 해시: <span>{state.headHash}</span>
            </p>
          )}
        </>
      )}
      <button className={buttons.smallButton} type="button" onClick={() => void chain.refetch()} disabled={chain.isFetching}>
        {chain.isFetching ? '확인하는 중…' : '다시 확인'}
      </button>
    </section>
  );
}

/** Who reviewed the month and when; the button that records it. */
function ReviewState({ review, canReview }: { review: AccessReview; canReview: boolean }) {
  const queryClient = useQueryClient();
  const markReviewed = useMutation(trpc.audit.markReviewed.mutationOptions());
  const [message, setMessage] = useState<Message | null>(null);
  const onReviewed = async () => {
    try {
      const updated = await markReviewed.mutateAsync({ month: review.month });
      queryClient.setQueryData(accessReviewQuery(review.month).queryKey, updated);
      setMessage({ ok: true, text: `${monthName(review.month)} 점검을 완료로 기록했습니다.` });
    } catch (error) {
      setMessage({ ok: false, text: `점검 완료를 기록하지 못했습니다: ${serverMessage(error)}` });
    }
  };
  return (
    <section className={page.card} aria-labelledby="review-title">
      <h2 id="review-title">{monthName(review.month)} 점검</h2>
      <p className={css.state}>
        {review.reviewed ? (
          <>
            <span className={badges.badgePublished}>점검 완료</span>
            <span>
              {review.reviewed.email ?? '—'} · {dateTime.format(new Date(review.reviewed.at))}
            </span>
          </>
        ) : (
          <>
            <span className={badges.badgeDraft}>점검 전</span>
            <span>아직 이 달을 점검했다고 기록한 사람이 없습니다.</span>
          </>
        )}
      </p>
      <p className={page.hint}>
        아래 표와 주의 표시를 살펴본 뒤 누르세요. 누가 언제 점검했는지가 기록에 남습니다.
        {!canReview && ' 아직 시작하지 않은 달은 점검할 수 없습니다.'}
      </p>
      <MessageLine message={message} />
      <button className={buttons.button} type="button" onClick={onReviewed} disabled={!canReview || markReviewed.isPending}>
        {review.reviewed ? '이 달 검토 완료 (다시 기록)' : '이 달 검토 완료'}
      </button>
    </section>
  );
}

function flagText(flag: AccessReviewFlag, threshold: number): { what: string; when: string; detail: string } {
  if (flag.kind === 'large_export') {
    return {
      what: '대량 내려받기',
      when: dateTime.format(new Date(flag.at)),
      detail: `문의 ${count.format(flag.count)}건을 한 번에 내려받음 (기준 ${threshold}건 초과) · 사유: ${flag.reason ?? '—'}`,
    };
  }
  return {
    what: '하루 대량 열람',
    when: dayFormat.format(new Date(`${flag.day}T12:00:00+09:00`)),
    detail: `하루에 서로 다른 문의 ${count.format(flag.count)}건을 봄 (기준 ${threshold}건 초과)`,
  };
}

/**
 * The monthly review of the access records (admin, decision 0039): per account, how many inquiries
 * were seen, changed and exported and how often outside office hours; the exports with their
 * reasons; what the threshold flags; the chain's state; and "이 달 검토 완료", recorded with who.
 */
export function AccessReviewScreen({ month: asked }: { month: string | undefined }) {
  const navigate = useNavigate();
  const thisMonth = currentOfficeMonth();
  const month = asked ?? thisMonth;
  const review = useQuery(accessReviewQuery(month));
  const data = review.data;
  const onMonth = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = formText(new FormData(event.currentTarget), 'month');
    if (chosen) void navigate({ to: '/access-review', search: { month: chosen } });
  };
  const hours = data?.officeHours ?? { start: 8, end: 20 };
  const offHoursRule = `평일 ${hours.start}시 이전·${hours.end}시 이후와 주말 (한국 시간)`;

  return (
    <>
      <h1 className={page.title}>접속기록 점검</h1>
      <p className={page.muted}>
        직원이 문의함의 개인정보를 보고, 고치고, 내려받고, 지운 기록입니다. 누가·언제·어디서(접속 주소)·무엇을·누구의 정보를 처리했는지 2년
        동안 고칠 수 없게 보관되며, 관리자는 달마다 이 화면에서 점검합니다 (개인정보의 안전성 확보조치 기준 제8조).
      </p>
      <div className={page.toolbar}>
        <form className={page.toolbar} onSubmit={onMonth} aria-label="점검할 달">
          <label>
            점검할 달{' '}
            <input
              className={forms.inputInline}
              type="month"
              name="month"
              defaultValue={month}
              key={month}
              min="2000-01"
              max={thisMonth}
              required
            />
          </label>
          <button className={buttons.quietButton} type="submit">
            보기
          </button>
        </form>
        <Link className={buttons.quietLinkButton} to="/access-review" search={{ month: previousMonth(month) }}>
          ← {monthName(previousMonth(month))}
        </Link>
        {month < thisMonth && (
          <Link className={buttons.quietLinkButton} to="/access-review" search={{ month: thisMonth }}>
            이번 달
          </Link>
        )}
      </div>
      <LoadError lead="점검 자료를 불러오지 못했습니다" error={review.error} />
      <div className={css.summary}>
        <ChainState />
        {data && <ReviewState review={data} canReview={month <= thisMonth} />}
      </div>

      {data && (
        <>
          <section className={css.section} aria-labelledby="accounts-title">
            <h2 id="accounts-title">계정별 개인정보 접근</h2>
            <p className={css.note}>
              {monthName(month)}, 한국 시간 기준. 본 문의: 목록이나 상세 화면에 나온 서로 다른 문의 수. 업무시간 외: {offHoursRule}.
            </p>
            <TableScroll label="계정별 개인정보 접근 표">
              <table className={`${tables.table} ${css.review}`}>
                <caption className="visually-hidden">{monthName(month)} 계정별 개인정보 접근</caption>
                <thead>
                  <tr>
                    <th scope="col">계정</th>
                    <th scope="col" className={css.numeric}>
                      접근 기록
                    </th>
                    <th scope="col" className={css.numeric}>
                      본 문의
                    </th>
                    <th scope="col" className={css.numeric}>
                      상세 열람
                    </th>
                    <th scope="col" className={css.numeric}>
                      변경
                    </th>
                    <th scope="col" className={css.numeric}>
                      삭제
                    </th>
                    <th scope="col" className={css.numeric}>
                      내려받기
                    </th>
                    <th scope="col" className={css.numeric}>
                      업무시간 외
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.accounts.length === 0 && (
                    <tr>
                      <td colSpan={8} className={page.muted}>
                        이 달에는 개인정보 접근 기록이 없습니다.
                      </td>
                    </tr>
                  )}
                  {data.accounts.map((account) => (
                    <tr key={`${account.actorId}:${account.email}`}>
                      <th scope="row" className={tables.rowHeader}>
                        {account.email ?? '—'}
                      </th>
                      <td className={css.numeric}>{count.format(account.accesses)}</td>
                      <td className={css.numeric}>{count.format(account.viewed)}</td>
                      <td className={css.numeric}>{count.format(account.opened)}</td>
                      <td className={css.numeric}>{count.format(account.changed)}</td>
                      <td className={css.numeric}>{count.format(account.deleted)}</td>
                      <td className={css.numeric}>
                        {count.format(account.exports)}회 · {count.format(account.exportedRows)}건
                      </td>
                      <td className={css.numeric}>
                        {account.offHours > 0 ? <span className={badges.badgeWarn}>{count.format(account.offHours)}</span> : '0'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>

          <section className={css.section} aria-labelledby="flags-title">
            <h2 id="flags-title">주의 표시 ({data.flags.length}건)</h2>
            <p className={css.note}>
              기준: 한 번에 문의 {data.threshold}건을 넘게 내려받거나, 한 계정이 하루에 서로 다른 문의 {data.threshold}건을 넘게 본 경우.
              기준은 점검할 때의 설정으로 계산합니다.
            </p>
            <TableScroll label="주의 표시 표">
              <table className={`${tables.table} ${css.review}`}>
                <caption className="visually-hidden">{monthName(month)} 주의 표시</caption>
                <thead>
                  <tr>
                    <th scope="col">종류</th>
                    <th scope="col">계정</th>
                    <th scope="col">언제</th>
                    <th scope="col">내용</th>
                  </tr>
                </thead>
                <tbody>
                  {data.flags.length === 0 && (
                    <tr>
                      <td colSpan={4} className={page.muted}>
                        기준을 넘은 항목이 없습니다.
                      </td>
                    </tr>
                  )}
                  {data.flags.map((flag, index) => {
                    const text = flagText(flag, data.threshold);
                    return (
                      <tr key={index}>
                        <th scope="row" className={tables.rowHeader}>
                          <span className={badges.badgeWarn}>{text.what}</span>
                        </th>
                        <td className={page.nowrap}>{flag.email ?? '—'}</td>
                        <td className={page.nowrap}>{text.when}</td>
                        <td className={css.reason}>{text.detail}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          </section>

          <section className={css.section} aria-labelledby="exports-title">
            <h2 id="exports-title">내려받기와 사유 ({data.exports.length}건)</h2>
            <p className={css.note}>{monthName(month)}에 문의함을 CSV로 내려받은 기록. 사유는 내려받을 때 직원이 적은 그대로입니다.</p>
            <TableScroll label="내려받기 기록 표">
              <table className={`${tables.table} ${css.review}`}>
                <caption className="visually-hidden">{monthName(month)} 내려받기와 사유</caption>
                <thead>
                  <tr>
                    <th scope="col">언제</th>
                    <th scope="col">계정</th>
                    <th scope="col">접속 주소</th>
                    <th scope="col">조건</th>
                    <th scope="col" className={css.numeric}>
                      건수
                    </th>
                    <th scope="col">사유</th>
                  </tr>
                </thead>
                <tbody>
                  {data.exports.length === 0 && (
                    <tr>
                      <td colSpan={6} className={page.muted}>
                        이 달에는 내려받은 기록이 없습니다.
                      </td>
                    </tr>
                  )}
                  {data.exports.map((entry) => (
                    <tr key={entry.recordId}>
                      <th scope="row" className={`${tables.rowHeader} ${page.nowrap}`}>
                        {dateTime.format(new Date(entry.at))}
                      </th>
                      <td className={page.nowrap}>{entry.email ?? '—'}</td>
                      <td className={page.nowrap}>{entry.address ?? '—'}</td>
                      <td className={css.filter}>{filterText(entry.filter)}</td>
                      <td className={css.numeric}>
                        {count.format(entry.count)}
                        {entry.flagged && (
                          <>
                            {' '}
                            <span className={badges.badgeWarn}>기준 초과</span>
                          </>
                        )}
                      </td>
                      <td className={css.reason}>{entry.reason ?? '(사유 없음: 사유를 묻기 전의 기록)'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>
        </>
      )}
    </>
  );
}
