import {
  parseRevisionSubject,
  type Revision,
  revisionFieldNames,
  revisionHtmlFields,
  type RevisionSummary,
} from '@office/contracts/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { useOnce } from '../../hooks/use-once';
import { LoadError } from '../../components/load-error';
import { type Message, MessageLine } from '../../components/message-line';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as dialogs from '../../styles/dialog.css';
import { htmlToLines } from './revision-text';
import * as css from './revision-history.css';
import { koreaDateTime as dateTime } from '../../lib/korea-time';

// The word comparison (jsdiff) is loaded when a comparison is first shown.
const TextComparison = lazy(() => import('./revision-comparison'));

const fieldLabels: Record<string, string> = {
  title: '제목',
  content: '본문',
  author: '글쓴이',
  thumbnailAlt: '썸네일 대체 텍스트',
  category: '분류',
  seoTitle: '검색 제목',
  seoDescription: '검색 설명',
  seoImageUrl: '공유 이미지',
  value: '문구',
};

/** `3번째 판 · 2026. 3. 2. 오후 6:00 · Editor Lee` */
const revisionLabel = (revision: RevisionSummary, number: number) =>
  `${number}번째 판 · ${dateTime.format(new Date(revision.createdAt))} · ${revision.staffName ?? '기록 이전'}`;

/** What the restore said, kept across the remount the restore causes (the editor shows the restored version afresh). */
const restoredMessages = new Map<string, string>();

/**
 * The "수정 이력" of one post, translation, page text or main-task content (decision 0049): every
 * save with when and who, two of them compared as text (the later one's additions and removals,
 * field by field), and any one restored as a new save. `onRestored` is told the restored fields
 * once the data the screen shows has been fetched again.
 */
export function RevisionHistory({
  subject,
  heading = '수정 이력',
  savedAt,
  onRestored,
}: {
  subject: string;
  heading?: string;
  /** When the subject was last saved, as the screen knows it: a save there lists its revision here. */
  savedAt?: string | undefined;
  onRestored?: (fields: Revision['fields']) => void;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.revisions.list.queryOptions({ subject }));
  const [picked, setPicked] = useState<{ before: number; after: number } | null>(null);
  const seenSave = useRef(savedAt);
  useEffect(() => {
    if (seenSave.current === savedAt) return;
    seenSave.current = savedAt;
    setPicked(null);
    void queryClient.invalidateQueries({ queryKey: trpc.revisions.list.queryKey({ subject }) });
  }, [queryClient, savedAt, subject]);
  const restore = useMutation(trpc.revisions.restore.mutationOptions());
  const { busy, once } = useOnce();
  const [message, setMessage] = useState<Message | null>(() => {
    const kept = restoredMessages.get(subject);
    restoredMessages.delete(subject);
    return kept ? { ok: true, text: kept } : null;
  });
  // Remounted after a restore: the heading takes the focus the restore button had, and the message is read from there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [restoredHere] = useState(message !== null);
  useEffect(() => {
    if (restoredHere) headingRef.current?.focus();
  }, [restoredHere]);
  const revisions = list.data ?? [];
  // Shown by number, oldest first (1번째 판), as the list reads newest first.
  const numberOf = (revision: RevisionSummary) => revisions.length - revisions.indexOf(revision);
  const after = revisions.find((r) => r.id === picked?.after) ?? revisions[0];
  const before = revisions.find((r) => r.id === picked?.before) ?? revisions[1];

  const onRestore = (revision: RevisionSummary) =>
    once(async () => {
      const label = revisionLabel(revision, numberOf(revision));
      if (!window.confirm(`${label}(으)로 되돌릴까요?\n지금 내용은 이력에 남아 있어 다시 되돌릴 수 있습니다.`)) return;
      try {
        await restore.mutateAsync({ id: revision.id, subject });
        const { fields } = await queryClient.fetchQuery(trpc.revisions.get.queryOptions({ id: revision.id }));
        const text = `${label}(으)로 되돌렸습니다.`;
        restoredMessages.set(subject, text);
        setMessage({ ok: true, text });
        setPicked(null);
        await queryClient.invalidateQueries({ queryKey: trpc.revisions.list.queryKey({ subject }) });
        await refetchShown(queryClient, subject);
        // A post's editor remounts and this card with it: the new card says the message (and takes it).
        if (parseRevisionSubject(subject)?.kind !== 'post') restoredMessages.delete(subject);
        onRestored?.(fields);
      } catch (error) {
        restoredMessages.delete(subject);
        setMessage({ ok: false, text: `되돌리지 못했습니다: ${serverMessage(error)}` });
      }
    });

  return (
    <section className={`${page.card} ${css.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <MessageLine message={message} />
      <LoadError lead="수정 이력을 불러오지 못했습니다" error={list.isError ? list.error : null} />
      {list.isPending && <p role="status">불러오는 중…</p>}
      {list.data && revisions.length === 0 && <p className={page.muted}>아직 이력이 없습니다. 저장하면 그때의 내용이 이력으로 남습니다.</p>}
      {revisions.length > 0 && (
        <ol className={css.list} aria-label="저장한 판 (최근 것부터)">
          {revisions.map((revision, index) => (
            <li key={revision.id} className={css.item}>
              <span className={css.itemWhen}>{numberOf(revision)}번째 판</span>
              <span>{dateTime.format(new Date(revision.createdAt))}</span>
              <span>{revision.staffName ?? <span className={page.muted}>이력 기록 이전의 내용</span>}</span>
              <span className={page.muted}>
                {revision.reason === 'restore'
                  ? `되돌림${revision.restoredFrom !== null ? ` (${restoredNumber(revisions, revision.restoredFrom)})` : ''}`
                  : '저장'}
              </span>
              {index === 0 ? (
                <span className={`${css.itemRestore} ${page.muted}`}>지금 내용</span>
              ) : (
                <button
                  type="button"
                  className={`${buttons.smallButton} ${css.itemRestore}`}
                  disabled={busy}
                  onClick={() => void onRestore(revision)}
                  aria-label={`${numberOf(revision)}번째 판으로 되돌리기`}
                >
                  이 판으로 되돌리기
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {before && after && (
        <>
          <h3 className={css.fieldName}>두 판 비교</h3>
          <div className={css.pickers}>
            <RevisionPicker
              label="이전 판"
              value={before.id}
              revisions={revisions}
              numberOf={numberOf}
              onChange={(id) => setPicked({ before: id, after: after.id })}
            />
            <RevisionPicker
              label="이후 판"
              value={after.id}
              revisions={revisions}
              numberOf={numberOf}
              onChange={(id) => setPicked({ before: before.id, after: id })}
            />
          </div>
          <Comparison subject={subject} beforeId={before.id} afterId={after.id} />
        </>
      )}
    </section>
  );
}

const restoredNumber = (revisions: RevisionSummary[], id: number) => {
  const index = revisions.findIndex((r) => r.id === id);
  return index < 0 ? '지금은 없는 판에서' : `${revisions.length - index}번째 판에서`;
};

function RevisionPicker({
  label,
  value,
  revisions,
  numberOf,
  onChange,
}: {
  label: string;
  value: number;
  revisions: RevisionSummary[];
  numberOf: (revision: RevisionSummary) => number;
  onChange: (id: number) => void;
}) {
  return (
    <label className={css.picker}>
      {label}
      <select className={forms.input} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {revisionLabel(revision, numberOf(revision))}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The two revisions' fields, each changed one compared as text; the unchanged ones named. */
function Comparison({ subject, beforeId, afterId }: { subject: string; beforeId: number; afterId: number }) {
  const before = useQuery(trpc.revisions.get.queryOptions({ id: beforeId }));
  const after = useQuery(trpc.revisions.get.queryOptions({ id: afterId }));
  const kind = parseRevisionSubject(subject)?.kind ?? 'post';
  if (before.isError || after.isError) return <LoadError lead="판을 불러오지 못했습니다" error={before.error ?? after.error} />;
  if (!before.data || !after.data) return <p role="status">불러오는 중…</p>;
  const textOf = (fields: Revision['fields'], name: string) => {
    const value = fields[name] ?? '';
    return revisionHtmlFields.includes(name) ? htmlToLines(value) : value;
  };
  const names = revisionFieldNames[kind] as readonly string[];
  const changed = names.filter((name) => textOf(before.data.fields, name) !== textOf(after.data.fields, name));
  const same = names.filter((name) => !changed.includes(name) && (before.data.fields[name] ?? '') !== '');
  return (
    <div>
      <p className={css.legend}>
        이후 판에서 <ins className={css.added}>더한 글자는 밑줄</ins>, <del className={css.removed}>뺀 글자는 취소선</del>으로 보입니다.
        서식(굵게, 링크 등)은 비교하지 않고 글만 비교합니다.
      </p>
      {changed.length === 0 && <p className={page.muted}>두 판의 글이 같습니다.</p>}
      <Suspense fallback={<p role="status">비교하는 중…</p>}>
        {changed.map((name) => (
          <div key={name}>
            <h4 className={css.fieldName}>{fieldLabels[name] ?? name}</h4>
            <TextComparison before={textOf(before.data.fields, name)} after={textOf(after.data.fields, name)} />
          </div>
        ))}
      </Suspense>
      {same.length > 0 && <p className={css.legend}>바뀌지 않은 항목: {same.map((name) => fieldLabels[name] ?? name).join(', ')}</p>}
    </div>
  );
}

/** After a restore, what the screen shows of the subject is fetched again (a post's editor remounts with it). */
async function refetchShown(queryClient: ReturnType<typeof useQueryClient>, subject: string) {
  const parsed = parseRevisionSubject(subject);
  if (!parsed) return;
  if (parsed.kind === 'post') {
    await queryClient.invalidateQueries({ queryKey: trpc.posts.list.queryKey() });
    // Reset, not invalidated: the editor shows "불러오는 중…" and its form is made afresh from the restored post.
    await queryClient.resetQueries({ queryKey: trpc.posts.get.queryKey({ id: parsed.postId }) });
  } else if (parsed.kind === 'text') {
    await queryClient.invalidateQueries({ queryKey: trpc.texts.grid.pathKey() });
  } else {
    await queryClient.invalidateQueries({ queryKey: trpc.mainTask.get.queryKey({ category: parsed.category }) });
  }
}

/**
 * A "이력" button that opens a subject's history in a modal dialog (the page texts' grid: a row is
 * too small for the card).
 */
export function RevisionHistoryDialogButton({
  subject,
  label,
  title,
  onRestored,
}: {
  subject: string;
  /** The button's accessible name (`home.title 이력`). */
  label: string;
  title: string;
  onRestored?: (fields: Revision['fields']) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  return (
    <>
      <button type="button" className={buttons.smallButton} onClick={() => setOpen(true)} aria-label={label}>
        이력
      </button>
      {open && (
        <dialog ref={dialog} className={`${dialogs.dialog} ${css.historyDialog}`} onClose={() => setOpen(false)} aria-label={title}>
          <RevisionHistory subject={subject} heading={title} onRestored={onRestored} />
          <div className={page.actions} style={{ marginTop: '1rem' }}>
            <button type="button" className={buttons.quietButton} onClick={() => dialog.current?.close()}>
              닫기
            </button>
          </div>
        </dialog>
      )}
    </>
  );
}
