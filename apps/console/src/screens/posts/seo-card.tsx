import {
  excerpt,
  type LanguageCode,
  languageNames,
  languageUrl,
  seoDescriptionMaxLength,
  seoTitleMaxLength,
  shownPageTitle,
} from '@office/contracts/browser';
import type { PostKind } from '@office/contracts';
import type { SeoValues } from './post-fields';
import { useId } from 'react';
import { SearchSnippet, SeoLengthHint } from '../../components/search-snippet';
import { useSearchPreview } from '../../hooks/use-search-preview';
import * as page from '../../styles/page.css';
import * as forms from '../../styles/forms.css';

/**
 * A post's own title, description and sharing picture for search engines and shares in one language
 * (issue 28), with a preview of its search result; empty fields keep the defaults (the post's
 * title, the start of its text, its thumbnail). Saved with the form it is in.
 */
export function SeoCard({
  lang,
  kind,
  postId,
  values,
  onChange,
  defaults,
  pictures,
}: {
  lang: LanguageCode;
  kind: PostKind;
  postId: number | null;
  values: SeoValues;
  onChange: (values: SeoValues) => void;
  /** The post's title and body HTML in this language, as the form holds them. */
  defaults: { title: string; bodyHtml: string };
  pictures: Array<{ url: string; label: string }>;
}) {
  const id = useId();
  const preview = useSearchPreview()!;
  const siteName = preview.siteName(lang);
  const origin = preview.origin;
  const title = values.seoTitle.trim() || defaults.title;
  const description = values.seoDescription.trim() || excerpt(defaults.bodyHtml);
  const shownTitle = shownPageTitle(siteName, title);
  const set = (change: Partial<SeoValues>) => onChange({ ...values, ...change });

  return (
    <section className={page.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>검색·공유 ({languageNames[lang]})</h2>
      <p className={page.muted} style={{ fontSize: '0.875rem', marginTop: 0 }}>
        비워 두면 글 제목, 본문 앞부분, 대표 이미지가 쓰입니다. 저장 버튼으로 글과 함께 저장됩니다.
      </p>
      <label className={forms.field}>
        검색 제목
        <input
          className={forms.input}
          name="seoTitle"
          lang={lang}
          value={values.seoTitle}
          placeholder={defaults.title}
          maxLength={seoTitleMaxLength}
          onChange={(event) => set({ seoTitle: event.target.value })}
          aria-describedby={`${id}-title-hint`}
        />
        <SeoLengthHint id={`${id}-title-hint`} kind="title" value={title} shown={shownTitle} />
      </label>
      <label className={forms.field}>
        검색 설명
        <textarea
          className={forms.input}
          name="seoDescription"
          lang={lang}
          rows={3}
          value={values.seoDescription}
          placeholder={excerpt(defaults.bodyHtml)}
          maxLength={seoDescriptionMaxLength}
          onChange={(event) => set({ seoDescription: event.target.value })}
          aria-describedby={`${id}-description-hint`}
        />
        <SeoLengthHint id={`${id}-description-hint`} kind="description" value={description} />
      </label>
      <label className={forms.field}>
        공유 이미지
        <select
          className={forms.input}
          name="seoImageUrl"
          value={values.seoImageUrl}
          onChange={(event) => set({ seoImageUrl: event.target.value })}
        >
          <option value="">기본값 (대표 이미지, 없으면 사이트 이미지)</option>
          {pictures.map((picture) => (
            <option key={picture.url} value={picture.url}>
              {picture.label}
            </option>
          ))}
          {values.seoImageUrl && !pictures.some((picture) => picture.url === values.seoImageUrl) && (
            <option value={values.seoImageUrl}>저장된 이미지 (본문에서 지워짐)</option>
          )}
        </select>
      </label>
      <SearchSnippet
        title={shownTitle}
        description={description}
        url={languageUrl(origin, postId ? `/${kind}/${postId}` : `/${kind}`, lang)}
        lang={lang}
        siteName={siteName}
      />
    </section>
  );
}
