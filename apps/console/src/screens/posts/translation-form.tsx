import { translationLanguages, languageTags } from '@office/contracts/browser';
import type { ConsolePost, TranslationLanguage } from '@office/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { trpc } from '../../lib/api';
import { refusedField, serverMessage } from '../../lib/server-message';
import { useOnce } from '../../hooks/use-once';
import type { EditorHandle } from '../../components/editor/editor-handle';
import { RichTextEditor } from '../../components/editor/rich-text-editor';
import { FieldProblem, type Message, MessageLine } from '../../components/message-line';
import { accessibilityFieldIds, useLiveFindings } from './accessibility-check';
import { AccessibilityPanel } from './accessibility-findings';
import { kindLabels, listPathOf, translationLanguageLabels } from './post-labels';
import { TranslationBadge } from './status-badge';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as css from './translation-form.css';
import { postPictures, seoInputOf, seoValuesOf } from './post-fields';
import { SeoCard } from './seo-card';
import { PreviewButton } from '../preview/preview-button';
import { postPreviewInput } from '../preview/preview-input';
import { RevisionHistory } from './revision-history';
import { koreaDateTime as dateTime } from '../../lib/korea-time';

/**
 * The post's languages as tabs, each its own URL (`?lang=`): the Korean source, then each
 * translation with its state, so an editor sees at a glance what is missing or out of date. The
 * current one is marked by us, not by the router's active-link matching, which also counted the
 * Korean tab (no `?lang=`) as active on a translation's tab.
 */
export function LanguageTabs({ post, current }: { post: ConsolePost; current: 'ko' | TranslationLanguage }) {
  const navigate = useNavigate();
  const tab = (lang: 'ko' | TranslationLanguage, label: ReactNode) => {
    const search = lang === 'ko' ? {} : { lang };
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or window (Ctrl, Shift, middle button) is the browser's to open.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate({ to: '/posts/$id', params: { id: String(post.id) }, search });
    };
    return (
      <a
        key={lang}
        className={css.languageTab}
        href={`/admin/posts/${post.id}${lang === 'ko' ? '' : `?lang=${lang}`}`}
        onClick={open}
        aria-current={current === lang ? 'page' : undefined}
      >
        {label}
      </a>
    );
  };
  return (
    <nav className={css.languageTabs} aria-label="언어">
      {tab('ko', '한국어 (원문)')}
      {translationLanguages.map((lang) =>
        tab(
          lang,
          <>
            {translationLanguageLabels[lang]} <TranslationBadge lang={lang} state={post.translations[lang]} />
          </>,
        ),
      )}
    </nav>
  );
}

/** A one-line text field with its label and an optional hint; `lang` when it holds a translation. */
function TextField(props: {
  label: string;
  name: string;
  id?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  lang?: TranslationLanguage | undefined;
  hint?: string;
}) {
  const { label, name, id, value, onChange, maxLength, required, lang, hint } = props;
  return (
    <label className={forms.field}>
      {label}
      <input
        className={forms.input}
        name={name}
        id={id}
        lang={lang && languageTags[lang]}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        maxLength={maxLength}
      />
      {hint && (
        <span className={page.muted} style={{ fontSize: '0.8rem' }}>
          {hint}
        </span>
      )}
    </label>
  );
}

/** The thumbnail's text alternative, in the language of the form it is in. */
export function ThumbnailAltField({
  value,
  onChange,
  lang,
}: {
  value: string;
  onChange: (value: string) => void;
  lang?: TranslationLanguage;
}) {
  return (
    <TextField
      label="썸네일 대체 텍스트"
      name="thumbnailAlt"
      id={accessibilityFieldIds.thumbnailAlt}
      value={value}
      onChange={onChange}
      maxLength={300}
      lang={lang}
      hint="화면 낭독기가 읽는 그림 설명입니다. 장식용 그림이면 비워 두세요(게시 전 접근성 점검에 표시됩니다)."
    />
  );
}

/**
 * `/posts/$id?lang=`: one translation, edited beside the Korean source (read-only). Saving records it
 * against the Korean as it is now; an outdated one can also be marked as still current, when the
 * Korean's change does not touch it (a typo fixed, say).
 */
export function TranslationForm({ post, lang }: { post: ConsolePost; lang: TranslationLanguage }) {
  const queryClient = useQueryClient();
  const save = useMutation(trpc.posts.setTranslation.mutationOptions());
  const confirm = useMutation(trpc.posts.confirmTranslation.mutationOptions());
  const remove = useMutation(trpc.posts.removeTranslation.mutationOptions());
  const saved = post.translationTexts[lang];
  const state = post.translations[lang];
  const languageName = translationLanguageLabels[lang];

  const [title, setTitle] = useState(saved?.title ?? '');
  const [author, setAuthor] = useState(saved?.author ?? '');
  const [thumbnailAlt, setThumbnailAlt] = useState(saved?.thumbnailAlt ?? '');
  const [seo, setSeo] = useState(() => seoValuesOf(saved));
  // Null until the body is edited: then the saved body is sent as it is.
  const [content, setContent] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // The field the server refused on the last save (a body over its size limit, say), said beside it.
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const contentProblem = refused?.field === 'content' ? refused.text : null;
  const { busy, once } = useOnce();
  // The body's editor once loaded: the accessibility check reads its HTML and moves to what it found.
  const [bodyEditor, setBodyEditor] = useState<EditorHandle | null>(null);
  const findings = useLiveFindings({
    lang,
    title,
    bodyHtml: content ?? bodyEditor?.html() ?? saved?.content ?? '',
    thumbnailAlt,
    hasThumbnail: post.thumbnailUrl !== null,
    sourceThumbnailAlt: post.thumbnailAlt,
  });

  /** The answer is the whole post with its translations: the page (and the tabs' badges) show it at once. */
  const show = async (updated: ConsolePost, text: string) => {
    queryClient.setQueryData(trpc.posts.get.queryKey({ id: post.id }), updated);
    await queryClient.invalidateQueries({ queryKey: trpc.posts.list.queryKey() });
    setMessage({ ok: true, text });
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(async () => {
      setRefused(null);
      const body = content ?? saved?.content ?? '';
      const missing = !title.trim() ? '번역 제목을 입력해 주세요.' : !body.trim() ? '번역 본문을 입력해 주세요.' : null;
      if (missing) {
        setMessage({ ok: false, text: missing });
        return;
      }
      try {
        const updated = await save.mutateAsync({
          postId: post.id,
          lang,
          title,
          content: body,
          author: author.trim() || null,
          thumbnailAlt: thumbnailAlt.trim() || null,
          ...seoInputOf(seo),
        });
        setContent(null);
        await show(updated, `${languageName} 번역을 저장했습니다.${post.status === 'published' ? ' 누리집에 바로 보입니다.' : ''}`);
      } catch (error) {
        setMessage({ ok: false, text: `번역을 저장하지 못했습니다: ${serverMessage(error)}` });
        setRefused(refusedField(error) ?? null);
      }
    });
  };

  const onConfirm = () =>
    once(async () => {
      try {
        await show(await confirm.mutateAsync({ postId: post.id, lang }), '번역을 지금 원문에 맞는 것으로 표시했습니다.');
      } catch (error) {
        setMessage({ ok: false, text: `표시하지 못했습니다: ${serverMessage(error)}` });
      }
    });

  const onRemove = () =>
    once(async () => {
      if (!window.confirm(`${languageName} 번역을 삭제할까요? 누리집에서는 이 언어로 한국어 글이 보입니다.`)) return;
      try {
        await show(await remove.mutateAsync({ postId: post.id, lang }), `${languageName} 번역을 삭제했습니다.`);
        setTitle('');
        setAuthor('');
        setThumbnailAlt('');
      } catch (error) {
        setMessage({ ok: false, text: `번역을 삭제하지 못했습니다: ${serverMessage(error)}` });
      }
    });

  return (
    <>
      <p>
        <Link to={listPathOf(post.kind)}>← {kindLabels[post.kind]} 목록</Link>
      </p>
      <div className={page.titleRow}>
        <h1 className={page.title}>
          {languageName} 번역: <span lang="ko">{post.title}</span>
        </h1>
        <TranslationBadge lang={lang} state={state} />
      </div>
      <LanguageTabs post={post} current={lang} />
      <MessageLine message={message} />
      {state === 'missing' && (
        <div className={page.notice}>
          <p>
            아직 {languageName} 번역이 없습니다. 누리집의 이 언어 페이지에는 한국어 글이 &lsquo;한국어로만 제공&rsquo; 안내와 함께 보입니다.
          </p>
        </div>
      )}
      {state === 'outdated' && saved && (
        <div className={page.noticeWarn} role="note">
          <p>
            한국어 원문이 이 번역을 저장한 뒤에 바뀌었습니다 (번역 저장 {dateTime.format(new Date(saved.updatedAt))}, 원문 수정{' '}
            {dateTime.format(new Date(post.updatedAt))}). 원문을 보고 번역을 고쳐 저장하세요. 바뀐 부분이 번역과 상관없다면 그대로 둘 수
            있습니다.
          </p>
          <p>
            <button className={buttons.quietButton} type="button" onClick={() => void onConfirm()} disabled={busy}>
              여전히 맞는 번역으로 표시
            </button>
          </p>
        </div>
      )}
      <form className={css.sideBySide} onSubmit={onSave} aria-label={`${languageName} 번역`}>
        <section className={page.card} aria-labelledby="source-heading" lang="ko">
          <h2 id="source-heading">한국어 원문</h2>
          <dl className={page.facts}>
            <dt>제목</dt>
            <dd>{post.title}</dd>
            <dt>글쓴이</dt>
            <dd>{post.author ?? <span className={page.muted}>기본값</span>}</dd>
            <dt>썸네일 대체 텍스트</dt>
            <dd>{post.thumbnailAlt ?? <span className={page.muted}>없음 (장식용)</span>}</dd>
          </dl>
          <div className={forms.field}>
            <span>본문 (읽기 전용)</span>
            <RichTextEditor key={post.updatedAt} initialHtml={post.content} label="한국어 원문 본문" />
          </div>
        </section>
        <div className={page.stack}>
          <section className={page.card} aria-labelledby="translation-heading">
            <h2 id="translation-heading">{languageName} 번역</h2>
            <TextField
              label="제목"
              name="title"
              id={accessibilityFieldIds.title}
              value={title}
              onChange={setTitle}
              maxLength={200}
              required
              lang={lang}
            />
            <TextField
              label="글쓴이"
              name="author"
              value={author}
              onChange={setAuthor}
              maxLength={100}
              lang={lang}
              hint="비워 두면 누리집의 이 언어 기본 글쓴이로 표시됩니다."
            />
            {post.thumbnailUrl && <ThumbnailAltField value={thumbnailAlt} onChange={setThumbnailAlt} lang={lang} />}
            <div className={forms.field}>
              <span>본문</span>
              <RichTextEditor
                initialHtml={saved?.content ?? ''}
                onChange={setContent}
                onReady={setBodyEditor}
                label={`${languageName} 본문`}
                lang={lang}
                invalid={contentProblem !== null}
                describedBy={contentProblem ? 'translation-content-problem' : undefined}
              />
              <FieldProblem id="translation-content-problem" text={contentProblem} />
            </div>
            <div className={page.actions}>
              <button className={buttons.button} type="submit" disabled={busy}>
                번역 저장
              </button>
              <PreviewButton
                input={() =>
                  postPreviewInput(post.id, lang, { title, content: content ?? saved?.content ?? '', author, thumbnailAlt, seo })
                }
              />
              {saved && (
                <button className={buttons.dangerButton} type="button" onClick={() => void onRemove()} disabled={busy}>
                  번역 삭제
                </button>
              )}
            </div>
          </section>
          <AccessibilityPanel postId={post.id} lang={lang} findings={findings} editor={bodyEditor} />
          <SeoCard
            lang={lang}
            kind={post.kind}
            postId={post.id}
            values={seo}
            onChange={setSeo}
            defaults={{ title: title || post.title, bodyHtml: content ?? saved?.content ?? post.content }}
            pictures={postPictures(post, `${content ?? saved?.content ?? ''}${post.content}`)}
          />
        </div>
      </form>
      <RevisionHistory subject={`post:${post.id}:${lang}`} heading={`${languageName} 번역 수정 이력`} savedAt={saved?.updatedAt} />
    </>
  );
}
