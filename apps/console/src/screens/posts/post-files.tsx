import { uploadLimits } from '@office/contracts/browser';
import type { ConsoleAttachment, ConsolePost, UploadedThumbnail } from '@office/contracts';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type CSSProperties, type ReactNode, useState } from 'react';
import { trpc, uploadFile } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { type Message, MessageLine } from '../../components/message-line';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as css from './post-files.css';

/** The thumbnail a save will set: an uploaded one's id (null: none), and whether it differs from the post's. */
export interface ThumbnailChoice {
  id: string | null;
  preview: string | null;
  changed: boolean;
}

/** One upload at a time in a post's form; saving waits until none is under way. */
export interface Uploads {
  uploading: 'thumbnail' | 'attachment' | null;
  setUploading: (upload: 'thumbnail' | 'attachment' | null) => void;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** A file input with what came of the last upload, and "올리는 중…" while this one is under way. */
function UploadField({
  message,
  label,
  accept,
  onFile,
  uploads,
  upload,
  style,
}: {
  message: Message | null;
  label: string;
  accept: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  uploads: Uploads;
  upload: NonNullable<Uploads['uploading']>;
  style?: CSSProperties;
}) {
  return (
    <>
      <MessageLine message={message} />
      <label className={forms.field} style={style}>
        {label}
        <input type="file" accept={accept} onChange={onFile} disabled={uploads.uploading !== null} />
      </label>
      {uploads.uploading === upload && (
        <p role="status" className={page.muted}>
          올리는 중…
        </p>
      )}
    </>
  );
}

/** Uploads a thumbnail (kept by the post once it is saved) or takes it off. */
export function ThumbnailCard({
  post,
  thumbnail,
  onThumbnail,
  uploads,
  children,
}: {
  post: ConsolePost | null;
  thumbnail: ThumbnailChoice;
  onThumbnail: (choice: ThumbnailChoice) => void;
  uploads: Uploads;
  /** More fields of the thumbnail (its text alternative), below the upload. */
  children?: ReactNode;
}) {
  const { uploading, setUploading } = uploads;
  const [thumbMessage, setThumbMessage] = useState<Message | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || uploading) return;
    setUploading('thumbnail');
    setThumbMessage(null);
    try {
      const saved = await uploadFile<UploadedThumbnail>('/admin/api/thumbnails', file);
      onThumbnail({ id: saved.id, preview: saved.variants.w400.url, changed: true });
      setThumbMessage({ ok: true, text: post ? '썸네일을 올렸습니다. 저장하면 글에 반영됩니다.' : '썸네일을 올렸습니다.' });
    } catch (error) {
      setThumbMessage({ ok: false, text: `썸네일을 올리지 못했습니다: ${serverMessage(error)}` });
    } finally {
      input.value = '';
      setUploading(null);
    }
  };

  return (
    <section className={page.card} aria-labelledby="post-thumbnail">
      <h2 id="post-thumbnail">썸네일</h2>
      {thumbnail.preview ? (
        <img className={css.thumbPreview} src={thumbnail.preview} alt="썸네일 미리보기" width={400} height={225} />
      ) : (
        <p className={page.muted}>썸네일이 없습니다.</p>
      )}
      <UploadField
        message={thumbMessage}
        label={`썸네일 이미지 (JPEG·PNG·WebP, ${megabytes(uploadLimits.thumbnailBytes)} MB까지)`}
        accept="image/jpeg,image/png,image/webp"
        onFile={onFile}
        uploads={uploads}
        upload="thumbnail"
        style={{ marginTop: '0.75rem' }}
      />
      {thumbnail.preview && (
        <button
          className={buttons.smallDangerButton}
          type="button"
          disabled={uploading !== null}
          onClick={() => {
            onThumbnail({ id: null, preview: null, changed: true });
            setThumbMessage({ ok: true, text: '썸네일을 뺐습니다. 저장하면 반영됩니다.' });
          }}
        >
          썸네일 빼기
        </button>
      )}
      {children}
    </section>
  );
}

/** A saved library item's attachments: listed, added (at once, not on save) and removed after a confirmation. */
export function AttachmentsCard({
  post,
  uploads,
  busy,
  once,
  refresh,
}: {
  post: ConsolePost | null;
  uploads: Uploads;
  busy: boolean;
  once: (action: () => Promise<void>) => Promise<void>;
  refresh: (id: number) => Promise<void>;
}) {
  const { uploading, setUploading } = uploads;
  const removeAttachment = useMutation(trpc.posts.removeAttachment.mutationOptions());
  const [fileMessage, setFileMessage] = useState<Message | null>(null);
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

  return (
    <section className={page.card} aria-labelledby="post-files">
      <h2 id="post-files">첨부 파일</h2>
      {!post ? (
        <p className={page.muted}>먼저 저장하면 파일을 첨부할 수 있습니다.</p>
      ) : (
        <>
          {post.attachments.length === 0 ? (
            <p className={page.muted}>첨부 파일이 없습니다.</p>
          ) : (
            <ul className={css.fileList}>
              {post.attachments.map((file) => (
                <li key={file.id}>
                  <span>
                    <a href={file.url}>{file.name}</a> <span className={page.muted}>({formatSize(file.size)})</span>
                  </span>
                  <button
                    className={buttons.smallDangerButton}
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
          <UploadField
            message={fileMessage}
            label={`파일 첨부 (PDF·HWP·HWPX·DOCX·XLSX·ZIP, ${megabytes(uploadLimits.attachmentBytes)} MB까지)`}
            accept=".pdf,.hwp,.hwpx,.docx,.xlsx,.zip"
            onFile={onAttachment}
            uploads={uploads}
            upload="attachment"
          />
        </>
      )}
    </section>
  );
}
