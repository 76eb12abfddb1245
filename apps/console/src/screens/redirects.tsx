import { normalRedirectFrom, normalRedirectTo, type RedirectPathProblem, type RedirectRecord } from '@office/contracts/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { trpc } from '../lib/api';
import { refusedField, serverMessage } from '../lib/server-message';
import { useOnce } from '../hooks/use-once';
import { LoadError } from '../components/load-error';
import { FieldProblem, type Message, MessageLine } from '../components/message-line';
import { TableScroll } from '../components/table-scroll';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as forms from '../styles/forms.css';
import * as tables from '../styles/table.css';
import * as badges from '../styles/badges.css';
import * as css from './redirects.css';
import { koreaDateTime as dateTime } from '../lib/korea-time';

/** Why a typed path cannot be used, in Korean: the contracts' rule, checked as the server checks it. */
const pathProblemWordings: Record<RedirectPathProblem, string> = {
  not_a_site_path: '이 누리집의 주소를 /로 시작해 적어 주세요 (예: /notice/12). 다른 사이트로는 보낼 수 없습니다.',
  too_long: '주소가 너무 깁니다 (500자까지).',
  bad_character: '주소에 빈칸, 역슬래시(\\), 제어 문자를 쓸 수 없습니다.',
  home: '첫 페이지(/)는 옮길 수 없습니다.',
  reserved: '/api, /trpc, /admin, /files, /assets 아래 주소는 페이지가 아니라서 옮길 수 없습니다.',
  file: '이미지·스크립트 같은 파일 주소는 옮길 수 없습니다 (예전 사이트의 .html, .php, .asp, .jsp 페이지는 됩니다).',
  fragment: '옮길 주소에는 # 뒷부분을 쓸 수 없습니다 (브라우저가 보내지 않습니다).',
};

const fieldIds = { fromPath: 'redirect-from-problem', toPath: 'redirect-to-problem' } as const;
type Field = keyof typeof fieldIds;

interface Draft {
  /** The redirect being edited; undefined for a new one. */
  id?: number;
  fromPath: string;
  toPath: string;
  permanent: boolean;
}

const emptyDraft: Draft = { fromPath: '', toPath: '', permanent: true };

/**
 * 리다이렉트 (decision 0047): old addresses sent on to where their content is now, permanently (301)
 * or for now (302), answered before the page cache; how often each is still used; and the addresses
 * visitors asked for that the site does not have, each a button that starts a redirect from it.
 * Editors and admins alike.
 */
export function RedirectsScreen() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.redirects.list.queryOptions());
  const missing = useQuery(trpc.redirects.notFoundPaths.queryOptions());
  const create = useMutation(trpc.redirects.create.mutationOptions());
  const update = useMutation(trpc.redirects.update.mutationOptions());
  const remove = useMutation(trpc.redirects.delete.mutationOptions());
  const { once, busy } = useOnce();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.redirects.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.redirects.notFoundPaths.queryKey() }),
    ]);
  const saved = (redirects: RedirectRecord[]) => queryClient.setQueryData(trpc.redirects.list.queryKey(), redirects);

  /** Starts a form: a new redirect from `fromPath`, or editing one; the focus goes to the first field to fill. */
  const startForm = (next: Draft) => {
    setDraft(next);
    setProblems({});
    setMessage(null);
    formRef.current?.scrollIntoView({ block: 'start' });
    (next.fromPath ? toRef : fromRef).current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = normalRedirectFrom(draft.fromPath);
    const to = normalRedirectTo(draft.toPath);
    const found: Partial<Record<Field, string>> = {};
    if ('problem' in from) found.fromPath = pathProblemWordings[from.problem];
    if ('problem' in to) found.toPath = pathProblemWordings[to.problem];
    if ('value' in from && 'value' in to && from.value === to.value) found.toPath = '옮길 주소와 옮겨 갈 주소가 같습니다.';
    setProblems(found);
    if (found.fromPath || found.toPath) {
      setMessage({ ok: false, text: '주소를 고쳐 주세요.' });
      (found.fromPath ? fromRef : toRef).current?.focus();
      return;
    }
    void once(async () => {
      const input = { fromPath: draft.fromPath, toPath: draft.toPath, permanent: draft.permanent };
      try {
        saved(draft.id === undefined ? await create.mutateAsync(input) : await update.mutateAsync({ id: draft.id, ...input }));
        setMessage({
          ok: true,
          text: `${draft.id === undefined ? '리다이렉트를 추가했습니다' : '리다이렉트를 고쳤습니다'}: ${'value' in from ? from.value : ''} → ${'value' in to ? to.value : ''}`,
        });
        setDraft(emptyDraft);
      } catch (error) {
        const refused = refusedField(error);
        if (refused && (refused.field === 'fromPath' || refused.field === 'toPath')) {
          setProblems({ [refused.field]: refused.text });
          (refused.field === 'fromPath' ? fromRef : toRef).current?.focus();
        }
        setMessage({ ok: false, text: `저장하지 못했습니다: ${serverMessage(error)}` });
      }
      await refresh();
    });
  };

  const onDelete = (redirect: RedirectRecord) => {
    if (
      !window.confirm(
        `${redirect.fromPath} → ${redirect.toPath} 리다이렉트를 지울까요?\n지우면 이 주소로 오는 방문자는 다시 '페이지를 찾을 수 없음'을 봅니다.`,
      )
    )
      return;
    void once(async () => {
      try {
        saved(await remove.mutateAsync({ id: redirect.id }));
        setMessage({ ok: true, text: `${redirect.fromPath} 리다이렉트를 지웠습니다.` });
        if (draft.id === redirect.id) setDraft(emptyDraft);
      } catch (error) {
        setMessage({ ok: false, text: `지우지 못했습니다: ${serverMessage(error)}` });
      }
      await refresh();
    });
  };

  const redirects = list.data ?? [];
  const problemProps = (field: Field) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': fieldIds[field] } : { 'aria-describedby': undefined };

  return (
    <>
      <h1 className={page.title}>리다이렉트</h1>
      <section className={`${page.card} ${css.about}`} aria-labelledby="redirects-about">
        <h2 id="redirects-about">리다이렉트란</h2>
        <p>
          예전 주소로 들어온 방문자와 검색 엔진을 지금 주소로 보냅니다. 글 주소를 바꾸었거나, 예전 누리집의 주소가 아직 쓰일 때 만드세요.
        </p>
        <ul>
          <li>
            <strong>영구 (301)</strong>: 주소가 완전히 바뀌었을 때. 검색 엔진도 새 주소를 기억합니다.
          </li>
          <li>
            <strong>임시 (302)</strong>: 잠시 다른 페이지로 보낼 때. 검색 엔진은 예전 주소를 그대로 둡니다.
          </li>
          <li>누리집 안의 주소로만 보낼 수 있고, 리다이렉트끼리 이어지게(두 번 옮기거나 되돌아오게) 만들 수 없습니다.</li>
          <li>삭제한 글의 주소는 따로 만들지 않아도 &lsquo;삭제된 글&rsquo;이라고 답합니다 (410).</li>
        </ul>
      </section>

      <MessageLine message={message} />
      <LoadError lead="리다이렉트 목록을 불러오지 못했습니다" error={list.isError ? list.error : null} />
      <TableScroll label="리다이렉트 목록">
        <table className={tables.table}>
          <caption className={tables.tableCaption}>{list.isPending ? '불러오는 중…' : `리다이렉트 ${redirects.length}개`}</caption>
          <thead>
            <tr>
              <th scope="col">옮길 주소</th>
              <th scope="col">옮겨 갈 주소</th>
              <th scope="col">종류</th>
              <th scope="col">방문 수</th>
              <th scope="col">마지막 방문</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {list.data && redirects.length === 0 && (
              <tr>
                <td colSpan={6} className={page.muted}>
                  아직 리다이렉트가 없습니다.
                </td>
              </tr>
            )}
            {redirects.map((redirect) => (
              <tr key={redirect.id}>
                <th scope="row" className={tables.rowHeader}>
                  <span className={css.path}>{redirect.fromPath}</span>
                </th>
                <td>
                  <span className={css.path}>{redirect.toPath}</span>
                </td>
                <td>
                  {redirect.permanent ? (
                    <span className={badges.badgePublished}>영구 301</span>
                  ) : (
                    <span className={badges.badgeWarn}>임시 302</span>
                  )}
                </td>
                <td>{redirect.hits.toLocaleString('ko-KR')}회</td>
                <td>
                  {redirect.lastHitAt ? (
                    <span className={page.nowrap}>{dateTime.format(new Date(redirect.lastHitAt))}</span>
                  ) : (
                    <span className={page.muted}>없음</span>
                  )}
                </td>
                <td>
                  <div className={css.rowActions}>
                    <button
                      type="button"
                      className={buttons.smallButton}
                      disabled={busy}
                      onClick={() =>
                        startForm({ id: redirect.id, fromPath: redirect.fromPath, toPath: redirect.toPath, permanent: redirect.permanent })
                      }
                    >
                      고치기<span className="visually-hidden"> {redirect.fromPath}</span>
                    </button>
                    <button type="button" className={buttons.smallDangerButton} disabled={busy} onClick={() => onDelete(redirect)}>
                      지우기<span className="visually-hidden"> {redirect.fromPath}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <form ref={formRef} className={`${page.card} ${css.form}`} onSubmit={onSubmit} aria-labelledby="redirect-form" noValidate>
        <h2 id="redirect-form">{draft.id === undefined ? '리다이렉트 추가' : '리다이렉트 고치기'}</h2>
        <label className={forms.field}>
          옮길 주소 (예전 주소, 예: /old-notice 또는 /board.php?id=3)
          <input
            ref={fromRef}
            className={forms.input}
            name="fromPath"
            value={draft.fromPath}
            onChange={(event) => setDraft({ ...draft, fromPath: event.currentTarget.value })}
            autoComplete="off"
            spellCheck={false}
            required
            {...problemProps('fromPath')}
          />
        </label>
        <FieldProblem id={fieldIds.fromPath} text={problems.fromPath} />
        <label className={forms.field}>
          옮겨 갈 주소 (지금 주소, 예: /notice/12)
          <input
            ref={toRef}
            className={forms.input}
            name="toPath"
            value={draft.toPath}
            onChange={(event) => setDraft({ ...draft, toPath: event.currentTarget.value })}
            autoComplete="off"
            spellCheck={false}
            required
            {...problemProps('toPath')}
          />
        </label>
        <FieldProblem id={fieldIds.toPath} text={problems.toPath} />
        <fieldset className={css.kinds}>
          <legend>종류</legend>
          <label className={css.kind}>
            <input type="radio" name="permanent" checked={draft.permanent} onChange={() => setDraft({ ...draft, permanent: true })} />
            영구 (301)
          </label>
          <label className={css.kind}>
            <input type="radio" name="permanent" checked={!draft.permanent} onChange={() => setDraft({ ...draft, permanent: false })} />
            임시 (302)
          </label>
        </fieldset>
        <div className={page.actions}>
          <button className={buttons.button} type="submit" disabled={busy}>
            {draft.id === undefined ? '추가' : '저장'}
          </button>
          {(draft.id !== undefined || draft.fromPath || draft.toPath) && (
            <button className={buttons.quietButton} type="button" onClick={() => startForm(emptyDraft)}>
              {draft.id === undefined ? '비우기' : '고치기 취소'}
            </button>
          )}
        </div>
      </form>

      <section className={css.section} aria-labelledby="not-found-paths">
        <h2 id="not-found-paths">자주 찾는 없는 주소</h2>
        <p className={page.hint}>
          방문자가 찾았지만 누리집에 없는 주소입니다 (많이 찾은 순, 50개까지). 주소 뒤의 ?로 시작하는 부분은 개인정보가 들어 있을 수 있어
          남기지 않습니다.
        </p>
        <LoadError lead="없는 주소 목록을 불러오지 못했습니다" error={missing.isError ? missing.error : null} />
        <TableScroll label="자주 찾는 없는 주소">
          <table className={tables.table}>
            <caption className={tables.tableCaption}>
              {missing.isPending ? '불러오는 중…' : `없는 주소 ${(missing.data ?? []).length}개`}
            </caption>
            <thead>
              <tr>
                <th scope="col">주소</th>
                <th scope="col">찾은 수</th>
                <th scope="col">마지막으로 찾은 때</th>
                <th scope="col">리다이렉트</th>
              </tr>
            </thead>
            <tbody>
              {missing.data?.length === 0 && (
                <tr>
                  <td colSpan={4} className={page.muted}>
                    아직 없습니다.
                  </td>
                </tr>
              )}
              {missing.data?.map((entry) => (
                <tr key={entry.path}>
                  <th scope="row" className={tables.rowHeader}>
                    <span className={css.path}>{entry.path}</span>
                  </th>
                  <td>{entry.hits.toLocaleString('ko-KR')}회</td>
                  <td>
                    <span className={page.nowrap}>{dateTime.format(new Date(entry.lastSeenAt))}</span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={buttons.smallButton}
                      onClick={() => startForm({ fromPath: entry.path, toPath: '', permanent: true })}
                    >
                      리다이렉트 만들기<span className="visually-hidden"> {entry.path}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
