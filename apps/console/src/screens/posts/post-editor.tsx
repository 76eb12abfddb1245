import { categoryKeys } from '@office/contracts/browser';
import type { CategoryKey, ConsolePost, PostKind, TranslationLanguage } from '@office/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { trpc } from '../../lib/api';
import { refusedField, serverMessage } from '../../lib/server-message';
import { useCategoryNames } from '../../hooks/use-category-names';
import { useOnce } from '../../hooks/use-once';
import { useStaff } from '../../hooks/use-staff';
import { ChoiceSelect } from '../../components/choice-select';
import type { EditorHandle } from '../../components/editor/editor-handle';
import { RichTextEditor } from '../../components/editor/rich-text-editor';
import { LoadError } from '../../components/load-error';
import { FieldProblem, type Message, MessageLine } from '../../components/message-line';
import { accessibilityFieldIds, usePostFindings } from './accessibility-check';
import { AccessibilityPanel, PublishButton } from './accessibility-findings';
import { AttachmentsCard, type ThumbnailChoice, ThumbnailCard, type Uploads } from './post-files';
import { kindLabels, listPathOf, w400 } from './post-labels';
import { StatusBadge } from './status-badge';
import { ScheduleCard } from './post-schedule';
import { plannedChange, postPictures, seoInputOf, seoValuesOf } from './post-fields';
import { SeoCard } from './seo-card';
import { PreviewButton } from '../preview/preview-button';
import { postPreviewInput } from '../preview/preview-input';
import { RevisionHistory } from './revision-history';
import { LanguageTabs, ThumbnailAltField, TranslationForm } from './translation-form';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import { koreaDateTime as dateTime } from '../../lib/korea-time';

/** `/posts/$id`: loads the post, then the form: the Korean source's, or with `?lang=` a translation's. */
export function PostEditScreen({ id, lang }: { id: number; lang?: TranslationLanguage | undefined }) {
  const post = useQuery(trpc.posts.get.queryOptions({ id }));
  if (!Number.isInteger(id) || id < 1)
    return (
      <p role="alert" className={page.error}>
        잘못된 글 번호입니다.
      </p>
    );
  if (post.isPending) return <p role="status">불러오는 중…</p>;
  if (post.isError) return <LoadError lead="글을 불러오지 못했습니다" error={post.error} />;
  if (lang) return <TranslationForm key={`${post.data.id}-${lang}`} post={post.data} lang={lang} />;
  return <PostForm key={post.data.id} kind={post.data.kind} post={post.data} />;
}

/** `/posts/new?kind=`: an empty form; saving creates a draft and moves to its page. */
export function PostNewScreen({ kind }: { kind: PostKind }) {
  return <PostForm key={`new-${kind}`} kind={kind} post={null} />;
}

/** A message to show on the page a new post moves to after its first save. */
let flash: string | null = null;

function PostForm({ kind, post }: { kind: PostKind; post: ConsolePost | null }) {
  const staff = useStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useCategoryNames('자료실');
  const create = useMutation(trpc.posts.create.mutationOptions());
  const update = useMutation(trpc.posts.update.mutationOptions());
  const publish = useMutation(trpc.posts.publish.mutationOptions());
  const unpublish = useMutation(trpc.posts.unpublish.mutationOptions());
  const remove = useMutation(trpc.posts.delete.mutationOptions());

  const [title, setTitle] = useState(post?.title ?? '');
  const [category, setCategory] = useState<CategoryKey>(post?.category ?? 'category1');
  const [author, setAuthor] = useState(post?.author ?? '');
  const [thumbnailAlt, setThumbnailAlt] = useState(post?.thumbnailAlt ?? '');
  const [seo, setSeo] = useState(() => seoValuesOf(post));
  // Sent only once the body was edited: the editor cannot keep everything the site renders (tables…).
  const [content, setContent] = useState<string | null>(null);
  const [thumbnail, setThumbnail] = useState<ThumbnailChoice>({
    id: null,
    preview: post?.thumbnailUrl ? w400(post.thumbnailUrl) : null,
    changed: false,
  });
  const [message, setMessage] = useState<Message | null>(() => (post && flash ? { ok: true, text: flash } : null));
  // The field the server refused on the last save (a body over its size limit, say), said beside it.
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const problemOf = (field: 'title' | 'content') => (refused?.field === field ? refused.text : null);
  useEffect(() => {
    if (post) flash = null;
  }, [post]);
  // The body's editor once loaded: the accessibility check reads its HTML and moves to what it found.
  const [bodyEditor, setBodyEditor] = useState<EditorHandle | null>(null);
  const check = usePostFindings(post, {
    lang: 'ko',
    title,
    // Before the body is edited: as the editor holds it (what saving would keep), or as saved.
    bodyHtml: content ?? bodyEditor?.html() ?? post?.content ?? '',
    thumbnailAlt,
    hasThumbnail: thumbnail.preview !== null,
  });
  const [uploading, setUploading] = useState<Uploads['uploading']>(null);
  const uploads: Uploads = { uploading, setUploading };
  const { busy, once } = useOnce();
  const refresh = async (id: number) => {
    await queryClient.invalidateQueries({ queryKey: trpc.posts.list.queryKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.posts.get.queryKey({ id }) });
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(async () => {
      setRefused(null);
      if (!title.trim()) {
        setMessage({ ok: false, text: '제목을 입력해 주세요.' });
        return;
      }
      try {
        if (!post) {
          const fields = {
            title,
            content: content ?? '',
            author: author.trim() || undefined,
            thumbnailAlt: thumbnailAlt.trim() || undefined,
            thumbnailId: thumbnail.id ?? undefined,
            ...seoInputOf(seo),
          };
          const created = await create.mutateAsync(kind === 'library' ? { kind, category, ...fields } : { kind, ...fields });
          await queryClient.invalidateQueries({ queryKey: trpc.posts.list.queryKey() });
          queryClient.setQueryData(trpc.posts.get.queryKey({ id: created.id }), created);
          flash = '초안으로 저장했습니다.';
          await navigate({ to: '/posts/$id', params: { id: String(created.id) }, replace: true });
          return;
        }
        await update.mutateAsync({
          id: post.id,
          title,
          ...(content !== null ? { content } : {}),
          author: author.trim() || null,
          thumbnailAlt: thumbnailAlt.trim() || null,
          ...(kind === 'library' ? { category } : {}),
          ...(thumbnail.changed ? { thumbnailId: thumbnail.id } : {}),
          ...seoInputOf(seo),
        });
        setThumbnail((current) => ({ ...current, changed: false }));
        setContent(null);
        setMessage({ ok: true, text: '저장했습니다.' });
        await refresh(post.id);
      } catch (error) {
        setMessage({ ok: false, text: `저장하지 못했습니다: ${serverMessage(error)}` });
        setRefused(refusedField(error) ?? null);
      }
    });
  };

  const onPublish = (next: boolean) =>
    once(async () => {
      if (!post) return;
      try {
        await (next ? publish : unpublish).mutateAsync({ id: post.id });
        setMessage({ ok: true, text: next ? '게시했습니다. 이제 누리집에 보입니다.' : '게시를 취소했습니다. 이제 초안입니다.' });
        await refresh(post.id);
      } catch (error) {
        setMessage({ ok: false, text: `${next ? '게시하지 못했습니다' : '게시를 취소하지 못했습니다'}: ${serverMessage(error)}` });
      }
    });

  const onDelete = () =>
    once(async () => {
      if (!post || !window.confirm(`'${post.title}' 글을 삭제할까요? 첨부 파일도 함께 지워지며 되돌릴 수 없습니다.`)) return;
      try {
        await remove.mutateAsync({ id: post.id });
        await queryClient.invalidateQueries({ queryKey: trpc.posts.list.queryKey() });
        await navigate({ to: listPathOf(kind) });
      } catch (error) {
        setMessage({ ok: false, text: `삭제하지 못했습니다: ${serverMessage(error)}` });
      }
    });

  const publicPath = post ? `/${post.kind}/${post.id}` : null;

  return (
    <>
      <p>
        <Link to={listPathOf(kind)}>← {kindLabels[kind]} 목록</Link>
      </p>
      <div className={page.titleRow}>
        <h1 className={page.title}>{post ? `${kindLabels[kind]} 글 수정` : `새 ${kindLabels[kind]} 글`}</h1>
        {post && <StatusBadge status={post.status} planned={plannedChange(post)} />}
      </div>
      {post && <LanguageTabs post={post} current="ko" />}
      <MessageLine message={message} />
      <form className={page.formGrid} onSubmit={onSave} aria-label="글">
        <div className={page.formColumn}>
          <div className={page.card}>
            <label className={forms.field}>
              제목
              <input
                className={forms.input}
                name="title"
                id={accessibilityFieldIds.title}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                required
                maxLength={200}
                aria-invalid={problemOf('title') ? true : undefined}
                aria-describedby={problemOf('title') ? 'title-problem' : undefined}
              />
              <FieldProblem id="title-problem" text={problemOf('title')} />
            </label>
            <div className={forms.field}>
              <span>본문</span>
              <RichTextEditor
                initialHtml={post?.content ?? ''}
                onChange={setContent}
                onReady={setBodyEditor}
                label="본문"
                invalid={problemOf('content') !== null}
                describedBy={problemOf('content') ? 'content-problem' : undefined}
              />
              <FieldProblem id="content-problem" text={problemOf('content')} />
            </div>
          </div>
        </div>

        <div className={page.formColumn}>
          <section className={page.card} aria-labelledby="post-actions">
            <h2 id="post-actions">{post ? (post.status === 'published' ? '게시됨' : '초안') : '새 글 (초안)'}</h2>
            {post && (
              <dl className={page.facts} style={{ fontSize: '0.875rem' }}>
                <dt>만든 때</dt>
                <dd>{dateTime.format(new Date(post.createdAt))}</dd>
                <dt>고친 때</dt>
                <dd>{dateTime.format(new Date(post.updatedAt))}</dd>
              </dl>
            )}
            <div className={page.actions}>
              <button className={buttons.button} type="submit" disabled={busy || uploading !== null}>
                저장
              </button>
              {post &&
                (post.status === 'draft' ? (
                  <PublishButton disabled={busy} findingsNow={check.countNow} onPublish={() => void onPublish(true)} />
                ) : (
                  <button className={buttons.quietButton} type="button" onClick={() => onPublish(false)} disabled={busy}>
                    게시 취소
                  </button>
                ))}
              {post && (
                <PreviewButton
                  input={() =>
                    postPreviewInput(post.id, 'ko', {
                      title,
                      content: content ?? post.content,
                      author,
                      thumbnailAlt,
                      seo,
                      category: kind === 'library' ? category : undefined,
                    })
                  }
                />
              )}
              {post && post.status === 'published' && publicPath && (
                <a className={buttons.quietLinkButton} href={publicPath} target="_blank" rel="noopener">
                  누리집에서 보기 <span className="visually-hidden">(저장된 글, 새 탭)</span>
                </a>
              )}
            </div>
            {!post && (
              <p className={page.muted} style={{ fontSize: '0.875rem', marginBottom: 0 }}>
                저장하면 초안이 만들어지고, 그다음 미리 보거나 게시할 수 있습니다.
              </p>
            )}
          </section>

          <AccessibilityPanel postId={post?.id ?? null} lang="ko" findings={check.findings} editor={bodyEditor} />

          {post && <ScheduleCard key={post.status} post={post} refresh={refresh} />}

          <section className={page.card} aria-labelledby="post-meta">
            <h2 id="post-meta">정보</h2>
            {kind === 'library' && (
              <ChoiceSelect
                block
                label="분류"
                value={category}
                options={categoryKeys}
                labelOf={(key) => categories[key]}
                onChange={setCategory}
              />
            )}
            <label className={forms.field}>
              글쓴이
              <input
                className={forms.input}
                value={author}
                onChange={(e) => setAuthor(e.target.value)}
                placeholder={staff.displayName}
                maxLength={100}
              />
              <span className={page.muted} style={{ fontSize: '0.8rem' }}>
                비워 두면 {post ? '누리집의 기본 글쓴이' : `'${staff.displayName}'`}(으)로 표시됩니다.
              </span>
            </label>
          </section>

          <SeoCard
            lang="ko"
            kind={kind}
            postId={post?.id ?? null}
            values={seo}
            onChange={setSeo}
            defaults={{ title, bodyHtml: content ?? post?.content ?? '' }}
            pictures={postPictures(post, content ?? post?.content ?? '')}
          />

          <ThumbnailCard post={post} thumbnail={thumbnail} onThumbnail={setThumbnail} uploads={uploads}>
            <ThumbnailAltField value={thumbnailAlt} onChange={setThumbnailAlt} />
          </ThumbnailCard>

          {kind === 'library' && <AttachmentsCard post={post} uploads={uploads} busy={busy} once={once} refresh={refresh} />}

          {post && (
            <button className={buttons.dangerButton} type="button" onClick={onDelete} disabled={busy}>
              글 삭제
            </button>
          )}
        </div>
      </form>
      {post && <RevisionHistory subject={`post:${post.id}`} savedAt={post.updatedAt} />}
    </>
  );
}
