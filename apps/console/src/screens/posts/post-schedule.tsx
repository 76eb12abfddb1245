import { isoToKoreaLocal, koreaLocalToIso } from '@office/contracts/browser';
import type { ConsolePost } from '@office/contracts';
import { plannedChange } from './post-fields';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/api';
import { refusedField, serverMessage } from '../../lib/server-message';
import { useOnce } from '../../hooks/use-once';
import { FieldProblem, type Message, MessageLine } from '../../components/message-line';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';

type Field = 'publishAt' | 'unpublishAt';

/**
 * The post's schedule: when a draft goes on the site, when a published post comes off, in Korea
 * time, to the minute. The server's scheduler carries it out within a minute, in whichever app
 * process comes first; staff need not be signed in.
 */
export function ScheduleCard({ post, refresh }: { post: ConsolePost; refresh: (id: number) => Promise<void> }) {
  const schedule = useMutation(trpc.posts.schedule.mutationOptions());
  const { busy, once } = useOnce();
  const [publishAt, setPublishAt] = useState(post.publishAt ? isoToKoreaLocal(post.publishAt) : '');
  const [unpublishAt, setUnpublishAt] = useState(post.unpublishAt ? isoToKoreaLocal(post.unpublishAt) : '');
  const [message, setMessage] = useState<Message | null>(null);
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const problemOf = (field: Field) => (refused?.field === field ? refused.text : null);
  const isDraft = post.status === 'draft';

  const save = (next: { publishAt: string; unpublishAt: string }) =>
    once(async () => {
      setRefused(null);
      const moments = { publishAt: isDraft ? next.publishAt : '', unpublishAt: next.unpublishAt };
      const input = { id: post.id, publishAt: null as string | null, unpublishAt: null as string | null };
      for (const field of ['publishAt', 'unpublishAt'] as const) {
        if (!moments[field]) continue;
        const iso = koreaLocalToIso(moments[field]);
        if (!iso) {
          setRefused({ field, text: '날짜와 시각을 모두 입력해 주세요.' });
          setMessage({ ok: false, text: '예약하지 못했습니다: 날짜와 시각을 모두 입력해 주세요.' });
          return;
        }
        input[field] = iso;
      }
      try {
        const saved = await schedule.mutateAsync(input);
        setPublishAt(saved.publishAt ? isoToKoreaLocal(saved.publishAt) : '');
        setUnpublishAt(saved.unpublishAt ? isoToKoreaLocal(saved.unpublishAt) : '');
        setMessage({ ok: true, text: plannedChange(saved) ? `예약했습니다: ${plannedChange(saved)}.` : '예약을 지웠습니다.' });
        await refresh(post.id);
      } catch (error) {
        setMessage({ ok: false, text: `예약하지 못했습니다: ${serverMessage(error)}` });
        setRefused(refusedField(error) ?? null);
      }
    });

  const field = (name: Field, label: string, value: string, onChange: (value: string) => void, hint: string) => (
    <label className={forms.field}>
      {label}
      <input
        className={forms.input}
        type="datetime-local"
        name={name}
        value={value}
        step={60}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemOf(name) ? true : undefined}
        aria-describedby={`${name}-hint${problemOf(name) ? ` ${name}-problem` : ''}`}
      />
      <span id={`${name}-hint`} className={page.muted} style={{ fontSize: '0.8rem' }}>
        {hint}
      </span>
      <FieldProblem id={`${name}-problem`} text={problemOf(name)} />
    </label>
  );

  return (
    <section className={page.card} aria-labelledby="post-schedule">
      <h2 id="post-schedule">예약</h2>
      <p className={page.muted} style={{ fontSize: '0.875rem', marginTop: 0 }}>
        한국 시간 기준입니다. 정한 시각부터 1분 안에 누리집, 사이트맵, 피드, 검색에 반영됩니다.
      </p>
      <p role="status" style={{ fontSize: '0.875rem' }}>
        {plannedChange(post) ?? '예약 없음'}
      </p>
      {isDraft && field('publishAt', '게시할 때 (한국 시간)', publishAt, setPublishAt, '비워 두면 손으로 게시할 때까지 초안입니다.')}
      {field(
        'unpublishAt',
        '내릴 때 (한국 시간)',
        unpublishAt,
        setUnpublishAt,
        isDraft ? '게시한 뒤 이 시각에 다시 초안이 됩니다. 게시할 때와 함께 정하세요.' : '이 시각에 누리집에서 내려 초안이 됩니다.',
      )}
      <div className={page.actions}>
        <button className={buttons.button} type="button" disabled={busy} onClick={() => void save({ publishAt, unpublishAt })}>
          예약 저장
        </button>
        {plannedChange(post) && (
          <button
            className={buttons.quietButton}
            type="button"
            disabled={busy}
            onClick={() => void save({ publishAt: '', unpublishAt: '' })}
          >
            예약 지우기
          </button>
        )}
      </div>
      <MessageLine message={message} />
    </section>
  );
}
