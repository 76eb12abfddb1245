import {
  displayWidth,
  type LanguageCode,
  languageTags,
  seoDescriptionLimit,
  seoDescriptionMobileLimit,
  seoTextLength,
  seoTextLimits,
  type SeoTextKind,
  seoTextState,
  seoTitleLimit,
  truncateForSnippet,
} from '@office/contracts/browser';
import * as css from './search-snippet.css';

export interface SearchSnippetProps {
  /** The title as the page's `<title>` has it (for a page: `site | title`, `shownPageTitle`). */
  title: string;
  /** The page's meta description; empty: the results page picks words of the page itself. */
  description: string;
  /** The page's absolute address (with `?lang=`). */
  url: string;
  /** The language of the title and description: their `lang`, hence the font the browser picks. */
  lang: LanguageCode;
  /** The site's name, above the address (the results page's line for the site). */
  siteName?: string;
  /** Small print above the result, saying which it is (its language, say). */
  caption?: string;
  /** A phone's result cuts the description shorter. */
  device?: 'desktop' | 'mobile';
}

/** `https://example.kr › about?lang=en`: the address as a results page writes it, its path as crumbs. */
function addressLine(url: string): string {
  try {
    const parsed = new URL(url);
    const crumbs = parsed.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return [`${parsed.protocol}//${parsed.host}`, ...crumbs].join(' › ') + parsed.search;
  } catch {
    return url;
  }
}

/**
 * A preview of the page's search result (issue 28): the site and address line, the title cut at
 * `seoTitleLimit` and the description at `seoDescriptionLimit` (120 on a phone), as a results page
 * cuts them. Not a link: it only shows.
 */
export function SearchSnippet({ title, description, url, lang, siteName, caption, device = 'desktop' }: SearchSnippetProps) {
  const descriptionLimit = device === 'mobile' ? seoDescriptionMobileLimit : seoDescriptionLimit;
  const shownDescription = truncateForSnippet(description, descriptionLimit);
  const label = caption ? `검색 결과 미리보기: ${caption}` : '검색 결과 미리보기';
  return (
    <figure className={css.snippet} aria-label={label}>
      {caption && (
        <p className={css.caption} aria-hidden="true">
          {caption}
        </p>
      )}
      <div lang={languageTags[lang]}>
        <div className={css.siteLine}>
          <span className={css.siteIcon} aria-hidden="true">
            {Array.from(siteName?.trim() || new URL(url, 'http://x').host)[0]?.toUpperCase()}
          </span>
          <span className={css.siteText}>
            {siteName && <span className={css.siteName}>{siteName}</span>}
            <span className={css.address} lang="en">
              {addressLine(url)}
            </span>
          </span>
        </div>
        <p className={css.title}>{truncateForSnippet(title, seoTitleLimit)}</p>
        <p className={css.description}>
          {shownDescription || (
            <span className={css.empty} lang="ko">
              (설명 없음: 검색 엔진이 페이지 본문에서 골라 보여 줍니다)
            </span>
          )}
        </p>
      </div>
    </figure>
  );
}

const kindNames: Record<SeoTextKind, string> = { title: '제목', description: '설명' };

export interface SeoLengthHintProps {
  kind: SeoTextKind;
  /** The text as it is stored (its length counts against `seoTextLimits[kind].max`). */
  value: string;
  /**
   * The text as the result shows it, when it differs from the value: a title with the site's name
   * (said beside the count), a text with its `{office.…}` placeholders filled in.
   */
  shown?: string;
  /** For the field's `aria-describedby`. */
  id?: string;
}

/**
 * "제목 48/60": a title's or description's display width against what a result shows whole (CJK,
 * Hangul and kana count 2). Past it, a warning in words; past what is stored, an error. The words
 * are in a live region of their own, so a screen reader hears them once as they appear, not each count.
 */
export function SeoLengthHint({ kind, value, shown = value, id }: SeoLengthHintProps) {
  const { shown: limit, max } = seoTextLimits[kind];
  const state = seoTextState(kind, shown, value);
  const width = displayWidth(shown);
  const warning =
    state === 'too-long'
      ? `저장할 수 없습니다: ${kindNames[kind]}은 ${max}자까지 저장됩니다 (지금 ${seoTextLength(value)}자).`
      : state === 'cut'
        ? `경고: 검색 결과에서 ${kindNames[kind]}이 잘립니다.`
        : kind === 'description' && width > seoDescriptionMobileLimit
          ? `휴대전화 검색 결과에서는 ${seoDescriptionMobileLimit}까지 보입니다.`
          : '';
  return (
    <p id={id} className={css.hint[state]}>
      <span className={css.count}>
        {kindNames[kind]} {width}/{limit}
        {kind === 'title' && shown !== value && ' (사이트 이름 포함)'}
      </span>
      <span aria-live="polite">{warning}</span>
    </p>
  );
}
