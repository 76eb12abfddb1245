import { categoryKeys, postStatuses, uploadLimits } from '@office/contracts/browser';
import type { CategoryKey, ConsoleAttachment, ConsolePost, PageName, PostKind, PostStatus, UploadedThumbnail } from '@office/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { trpc, uploadFile } from '../api';
import { RichTextEditor } from '../rich-text-editor';
import { useStaff } from '../session';
import { ChoiceSelect } from '../choice-select';
import { serverMessage } from '../server-message';
import { type Message, MessageLine } from '../message-line';
import * as css from '../styles.css';
import { TableScroll } from '../table-scroll';
import { formText } from '../form-data';

export const kindLabels: Record<PostKind, string> = { notice: '공지사항', library: '자료실' };
export const postStatusLabels: Record<PostStatus, string> = { draft: '초안', published: '게시됨' };
const dateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
const date = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });

export interface PostListSearch {
  q?: string;
  status?: PostStatus;
  page?: number;
}

/** Korean names of the six categories, from the website's own texts of `pageName`; "분류 n" until loaded. */
export function useCategoryNames(pageName: PageName): Record<CategoryKey, string> {
  const grid = useQuery({ ...trpc.texts.grid.queryOptions({ pageName }), staleTime: 60_000 });
  return Object.fromEntries(
    categoryKeys.map((key, i) => [key, grid.data?.find((row) => row.key === key)?.values.ko?.value || `분류 ${i + 1}`]),
  ) as Record<CategoryKey, string>;
}

export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={status === 'published' ? css.badgePublished : css.badgeDraft}>{postStatusLabels[status]}</span>;
}

/** Notices or library items, drafts included: search, status filter, paging. */
export function PostListScreen({ kind, search }: { kind: PostKind; search: PostListSearch }) {
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(trpc.posts.list.queryOptions({ kind, search: search.q || undefined, status: search.status, page, pageSize: 20 }));
  const categories = useCategoryNames('자료실');
  const go = (next: PostListSearch) => void navigate({ to: kind === 'notice' ? '/posts/notice' : '/posts/library', search: next });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = formText(data, 'q').trim();
    const status = formText(data, 'status');
    go({ q: q || undefined, status: (postStatuses as readonly string[]).includes(status) ? (status as PostStatus) : undefined });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const columns = kind === 'library' ? 6 : 5;

  return (
    <>
      <div className={css.headerRow}>
        <h1 className={css.title}>{kindLabels[kind]}</h1>
        <Link className={css.linkButton} to="/posts/new" search={{ kind }}>
          새 글
        </Link>
      </div>
      <form
        className={css.toolbar}
        role="search"
        aria-label={`${kindLabels[kind]} 검색`}
        onSubmit={onSearch}
        key={`${search.q}-${search.status}`}
      >
        <label>
          <span className="visually-hidden">검색어</span>
          <input
            className={css.inputInline}
            type="search"
            name="q"
            placeholder="제목·본문 검색"
            defaultValue={search.q}
            maxLength={200}
            style={{ width: '18rem' }}
          />
        </label>
        <label>
          상태{' '}
          <select className={css.inputInline} name="status" defaultValue={search.status ?? ''}>
            <option value="">전체</option>
            {postStatuses.map((status) => (
              <option key={status} value={status}>
                {postStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <button className={css.quietButton} type="submit">
          검색
        </button>
        {(search.q || search.status) && (
          <button className={css.quietButton} type="button" onClick={() => go({})}>
            조건 지우기
          </button>
        )}
        {data && <span className={css.muted}>총 {data.total}건</span>}
      </form>
      {list.isError && (
        <p role="alert" className={css.error}>
          목록을 불러오지 못했습니다: {serverMessage(list.error)}
        </p>
      )}
      <TableScroll label="글 목록">
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col" style={{ width: '4rem' }}>
                번호
              </th>
              <th scope="col">제목</th>
              {kind === 'library' && <th scope="col">분류</th>}
              <th scope="col">글쓴이</th>
              <th scope="col">상태</th>
              <th scope="col">만든 날</th>
            </tr>
          </thead>
          <tbody>
            {list.isPending && (
              <tr>
                <td colSpan={columns} className={css.muted} role="status">
                  불러오는 중…
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={columns} className={css.muted}>
                  조건에 맞는 글이 없습니다.
                </td>
              </tr>
            )}
            {data?.items.map((item) => (
              <tr key={item.id}>
                <td className={css.muted}>{item.id}</td>
                <td>
                  <Link to="/posts/$id" params={{ id: String(item.id) }}>
                    {item.title}
                  </Link>
                </td>
                {kind === 'library' && <td>{item.category ? categories[item.category] : '—'}</td>}
                <td>{item.author ?? <span className={css.muted}>기본값</span>}</td>
                <td>
                  <StatusBadge status={item.status} />
                </td>
                <td>{date.format(new Date(item.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {pages > 1 && (
        <nav className={css.toolbar} aria-label="페이지" style={{ marginTop: '1rem' }}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              className={n === page ? css.button : css.quietButton}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => go({ ...search, page: n === 1 ? undefined : n })}
            >
              {n}
            </button>
          ))}
        </nav>
      )}
    </>
  );
}

/** `/posts/$id`: loads the post, then the form. */
export function PostEditScreen({ id }: { id: number }) {
  const post = useQuery(trpc.posts.get.queryOptions({ id }));
  if (!Number.isInteger(id) || id < 1)
    return (
      <p role="alert" className={css.error}>
        잘못된 글 번호입니다.
      </p>
    );
  if (post.isPending) return <p role="status">불러오는 중…</p>;
  if (post.isError)
    return (
      <p role="alert" className={css.error}>
        글을 불러오지 못했습니다: {serverMessage(post.error)}
      </p>
    );
  return <PostForm key={post.data.id} kind={post.data.kind} post={post.data} />;
}

/** `/posts/new?kind=`: an empty form; saving creates a draft and moves to its page. */
export function PostNewScreen({ kind }: { kind: PostKind }) {
  return <PostForm key={`new-${kind}`} kind={kind} post={null} />;
}

/** A message to show on the page a new post moves to after its first save. */
let flash: string | null = null;

const w400 = (url: string) => url.replace(/w800\.webp$/, 'w400.webp');
const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

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
  const removeAttachment = useMutation(trpc.posts.removeAttachment.mutationOptions());

  const [title, setTitle] = useState(post?.title ?? '');
  const [category, setCategory] = useState<CategoryKey>(post?.category ?? 'category1');
  const [author, setAuthor] = useState(post?.author ?? '');
  // Sent only once the body was edited: the editor cannot keep everything the site renders (tables…).
  const [content, setContent] = useState<string | null>(null);
  const [thumbnail, setThumbnail] = useState<{ id: string | null; preview: string | null; changed: boolean }>({
    id: null,
    preview: post?.thumbnailUrl ? w400(post.thumbnailUrl) : null,
    changed: false,
  });
  const [message, setMessage] = useState<Message | null>(() => (post && flash ? { ok: true, text: flash } : null));
  useEffect(() => {
    if (post) flash = null;
  }, [post]);
  const [thumbMessage, setThumbMessage] = useState<Message | null>(null);
  const [fileMessage, setFileMessage] = useState<Message | null>(null);
  const [uploading, setUploading] = useState<'thumbnail' | 'attachment' | null>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);

  /** Runs one action at a time: a second click while the first is on its way does nothing. */
  const once = async (action: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const refresh = async (id: number) => {
    await queryClient.invalidateQueries({ queryKey: trpc.posts.list.queryKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.posts.get.queryKey({ id }) });
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(async () => {
      if (!title.trim()) {
        setMessage({ ok: false, text: '제목을 입력해 주세요.' });
        return;
      }
      try {
        if (!post) {
          const fields = { title, content: content ?? '', author: author.trim() || undefined, thumbnailId: thumbnail.id ?? undefined };
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
          ...(kind === 'library' ? { category } : {}),
          ...(thumbnail.changed ? { thumbnailId: thumbnail.id } : {}),
        });
        setThumbnail((current) => ({ ...current, changed: false }));
        setContent(null);
        setMessage({ ok: true, text: '저장했습니다.' });
        await refresh(post.id);
      } catch (error) {
        setMessage({ ok: false, text: `저장하지 못했습니다: ${serverMessage(error)}` });
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
        await navigate({ to: kind === 'notice' ? '/posts/notice' : '/posts/library' });
      } catch (error) {
        setMessage({ ok: false, text: `삭제하지 못했습니다: ${serverMessage(error)}` });
      }
    });

  const onThumbnail = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || uploading) return;
    setUploading('thumbnail');
    setThumbMessage(null);
    try {
      const saved = await uploadFile<UploadedThumbnail>('/admin/api/thumbnails', file);
      setThumbnail({ id: saved.id, preview: saved.variants.w400.url, changed: true });
      setThumbMessage({ ok: true, text: post ? '썸네일을 올렸습니다. 저장하면 글에 반영됩니다.' : '썸네일을 올렸습니다.' });
    } catch (error) {
      setThumbMessage({ ok: false, text: `썸네일을 올리지 못했습니다: ${serverMessage(error)}` });
    } finally {
      input.value = '';
      setUploading(null);
    }
  };

  const onAttachment = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !post || uploading) return;
    setUploading('attachment');
    setFileMessage(null);
    try {
      const saved = await uploadFile<ConsoleAttachment>(`/admin/api/posts/${post.id}/attachments`, file);
      setFileMessage({ ok: true, text: `'${saved.name}'을(를) 첨부했습니다.` });
      await refresh(post.id);
    } catch (error) {
      setFileMessage({ ok: false, text: `파일을 첨부하지 못했습니다: ${serverMessage(error)}` });
    } finally {
      input.value = '';
      setUploading(null);
    }
  };

  const onRemoveAttachment = (fileId: string, name: string) =>
    once(async () => {
      if (!post || !window.confirm(`첨부 파일 '${name}'을(를) 지울까요?`)) return;
      try {
        await removeAttachment.mutateAsync({ postId: post.id, fileId });
        setFileMessage({ ok: true, text: `'${name}'을(를) 지웠습니다.` });
        await refresh(post.id);
      } catch (error) {
        setFileMessage({ ok: false, text: `첨부 파일을 지우지 못했습니다: ${serverMessage(error)}` });
      }
    });

  const publicPath = post ? `/${post.kind}/${post.id}` : null;

  return (
    <>
      <p>
        <Link to={kind === 'notice' ? '/posts/notice' : '/posts/library'}>← {kindLabels[kind]} 목록</Link>
      </p>
      <div className={css.titleRow}>
        <h1 className={css.title}>{post ? `${kindLabels[kind]} 글 수정` : `새 ${kindLabels[kind]} 글`}</h1>
        {post && <StatusBadge status={post.status} />}
      </div>
      <MessageLine message={message} />
      <form className={css.formGrid} onSubmit={onSave} aria-label="글">
        <div className={css.formColumn}>
          <div className={css.card}>
            <label className={css.field}>
              제목
              <input className={css.input} name="title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
            </label>
            <div className={css.field}>
              <span>본문</span>
              <RichTextEditor initialHtml={post?.content ?? ''} onChange={setContent} label="본문" />
            </div>
          </div>
        </div>

        <div className={css.formColumn}>
          <section className={css.card} aria-labelledby="post-actions">
            <h2 id="post-actions">{post ? (post.status === 'published' ? '게시됨' : '초안') : '새 글 (초안)'}</h2>
            {post && (
              <dl className={css.facts} style={{ fontSize: '0.875rem' }}>
                <dt>만든 때</dt>
                <dd>{dateTime.format(new Date(post.createdAt))}</dd>
                <dt>고친 때</dt>
                <dd>{dateTime.format(new Date(post.updatedAt))}</dd>
              </dl>
            )}
            <div className={css.actions}>
              <button className={css.button} type="submit" disabled={busy || uploading !== null}>
                저장
              </button>
              {post &&
                (post.status === 'draft' ? (
                  <button className={css.quietButton} type="button" onClick={() => onPublish(true)} disabled={busy}>
                    게시
                  </button>
                ) : (
                  <button className={css.quietButton} type="button" onClick={() => onPublish(false)} disabled={busy}>
                    게시 취소
                  </button>
                ))}
              {post && post.status === 'published' && publicPath && (
                <a className={css.quietLinkButton} href={publicPath} target="_blank" rel="noopener">
                  미리보기 <span className="visually-hidden">(새 탭)</span>
                </a>
              )}
            </div>
            {post?.status === 'draft' && (
              <p className={css.muted} style={{ fontSize: '0.875rem', marginBottom: 0 }}>
                미리보기: 초안은 누리집에 공개되지 않아 열 수 없습니다. 게시한 뒤 {publicPath}에서 볼 수 있습니다.
              </p>
            )}
            {!post && (
              <p className={css.muted} style={{ fontSize: '0.875rem', marginBottom: 0 }}>
                저장하면 초안이 만들어지고, 그다음 게시할 수 있습니다.
              </p>
            )}
          </section>

          <section className={css.card} aria-labelledby="post-meta">
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
            <label className={css.field}>
              글쓴이
              <input
                className={css.input}
                value={author}
                onChange={(e) => setAuthor(e.target.value)}
                placeholder={staff.displayName}
                maxLength={100}
              />
              <span className={css.muted} style={{ fontSize: '0.8rem' }}>
                비워 두면 {post ? '누리집의 기본 글쓴이' : `'${staff.displayName}'`}(으)로 표시됩니다.
              </span>
            </label>
          </section>

          <section className={css.card} aria-labelledby="post-thumbnail">
            <h2 id="post-thumbnail">썸네일</h2>
            {thumbnail.preview ? (
              <img className={css.thumbPreview} src={thumbnail.preview} alt="썸네일 미리보기" width={400} height={225} />
            ) : (
              <p className={css.muted}>썸네일이 없습니다.</p>
            )}
            <MessageLine message={thumbMessage} />
            <label className={css.field} style={{ marginTop: '0.75rem' }}>
              썸네일 이미지 (JPEG·PNG·WebP, {uploadLimits.thumbnailBytes / 1024 / 1024} MB까지)
              <input type="file" accept="image/jpeg,image/png,image/webp" onChange={onThumbnail} disabled={uploading !== null} />
            </label>
            {uploading === 'thumbnail' && (
              <p role="status" className={css.muted}>
                올리는 중…
              </p>
            )}
            {thumbnail.preview && (
              <button
                className={css.smallDangerButton}
                type="button"
                disabled={uploading !== null}
                onClick={() => {
                  setThumbnail({ id: null, preview: null, changed: true });
                  setThumbMessage({ ok: true, text: '썸네일을 뺐습니다. 저장하면 반영됩니다.' });
                }}
              >
                썸네일 빼기
              </button>
            )}
          </section>

          {kind === 'library' && (
            <section className={css.card} aria-labelledby="post-files">
              <h2 id="post-files">첨부 파일</h2>
              {!post ? (
                <p className={css.muted}>먼저 저장하면 파일을 첨부할 수 있습니다.</p>
              ) : (
                <>
                  {post.attachments.length === 0 ? (
                    <p className={css.muted}>첨부 파일이 없습니다.</p>
                  ) : (
                    <ul className={css.fileList}>
                      {post.attachments.map((file) => (
                        <li key={file.id}>
                          <span>
                            <a href={file.url}>{file.name}</a> <span className={css.muted}>({formatSize(file.size)})</span>
                          </span>
                          <button
                            className={css.smallDangerButton}
                            type="button"
                            disabled={busy}
                            onClick={() => onRemoveAttachment(file.id, file.name)}
                            aria-label={`${file.name} 지우기`}
                          >
                            지우기
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                  <MessageLine message={fileMessage} />
                  <label className={css.field}>
                    파일 첨부 (PDF·HWP·HWPX·DOCX·XLSX·ZIP, {uploadLimits.attachmentBytes / 1024 / 1024} MB까지)
                    <input type="file" accept=".pdf,.hwp,.hwpx,.docx,.xlsx,.zip" onChange={onAttachment} disabled={uploading !== null} />
                  </label>
                  {uploading === 'attachment' && (
                    <p role="status" className={css.muted}>
                      올리는 중…
                    </p>
                  )}
                </>
              )}
            </section>
          )}

          {post && (
            <button className={css.dangerButton} type="button" onClick={onDelete} disabled={busy}>
              글 삭제
            </button>
          )}
        </div>
      </form>
    </>
  );
}
