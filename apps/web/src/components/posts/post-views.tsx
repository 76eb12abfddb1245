import {
  type LibraryItemDetail,
  type LanguageCode,
  type NoticeDetail,
  type PostPage,
  type PostSearchResult,
  type PostSummary,
  templatePage,
  languageTags,
} from '@office/contracts/browser';
import { Link, useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useTexts } from '../../hooks/use-texts';
import type { LocalizedText } from '../../i18n/texts';
import { loadPageTexts } from '../../queries/page-texts';
import { cardThumbnailSizes, placeholderThumbnail } from '../../images/site-images';
import { Picture } from '../picture';
import { useFileSizes, usePostDate } from './post-formats';
import * as page from '../page.css';
import * as css from './posts.css';
import { richTextHtml } from '../rich-text-html';
import { Highlighted } from './highlighted';
import { basePath, type PostPageName } from './post-pages';

/**
 * The `lang` of a post's text on a page in another language (WCAG 3.1.2, language of parts): a post
 * without a translation into the page's language comes in Korean, its source.
 */
const languageOfParts = (shown: LanguageCode, page: LanguageCode) => (shown === page ? undefined : shown);

/**
 * A card (docs/product.md#pages): thumbnail (placeholder when none), title, two-line excerpt, creation date. A search
 * result marks its terms, and says so when only its Korean original has them.
 */
function PostCard({
  pageName,
  post,
  badge,
  terms,
  place,
}: {
  pageName: PostPageName;
  post: PostSummary | PostSearchResult;
  badge?: ReactNode;
  terms?: readonly string[];
  /** Its place in the grid: the first card's image is the page's largest paint; the rest of the first row is on a desktop's first screen. */
  place: number;
}) {
  const { t, lang } = useTexts(pageName);
  const textLang = languageOfParts(post.lang, lang);
  const foundInKorean = 'found_in' in post && post.found_in !== post.lang;
  const date = usePostDate(post.created_at, lang);
  return (
    <article className={`${css.card} ${css.cardFocusRing}`}>
      <Picture
        src={post.thumbnail_url ?? placeholderThumbnail}
        alt=""
        width={800}
        height={450}
        sizes={cardThumbnailSizes}
        imgClassName={css.thumbnail}
        priority={place === 0 ? 'high' : place < firstRowCards ? 'eager' : undefined}
      />
      <div className={css.cardBody}>
        {badge && <span className={css.categoryBadge}>{badge}</span>}
        <h2 className={css.cardTitle} lang={textLang && languageTags[textLang]}>
          <Link className={css.cardLink} to={`${basePath[pageName]}/$id`} params={{ id: String(post.id) }}>
            <Highlighted text={post.title} terms={terms} />
          </Link>
        </h2>
        {textLang && <p className={css.koreanOnly}>{t('koreanOnly')}</p>}
        {foundInKorean && <p className={css.koreanOnly}>{t('search.foundInKorean')}</p>}
        <p className={css.excerpt} lang={textLang && languageTags[textLang]}>
          <Highlighted text={post.excerpt} terms={terms} />
        </p>
        <time className={css.date} dateTime={post.created_at}>
          {date}
        </time>
      </div>
    </article>
  );
}

/** Cards in the grid's first row on a desktop (posts.css.ts); on a phone the first of them is the largest paint. */
const firstRowCards = 3;

/** Previous, numbered and next page links, each a URL of its own (`?page=`). */
function Pagination({ pageName, page, total, pageSize }: { pageName: PostPageName; page: number; total: number; pageSize: number }) {
  const { s, t } = useTexts(pageName);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  const to = basePath[pageName];
  const searchFor = (n: number) => (prev: Record<string, unknown>) => ({ ...prev, page: n === 1 ? undefined : n });
  return (
    <nav className={css.pagination} aria-label={s('pagination.label')}>
      {page > 1 && (
        <Link className={css.pageLink} to={to} search={searchFor(page - 1)} rel="prev">
          ‹ <span className="visually-hidden">{t('pagination.previous')}</span>
        </Link>
      )}
      {shown.map((n, index) => (
        <span key={n} style={{ display: 'contents' }}>
          {index > 0 && n - (shown[index - 1] ?? n) > 1 && <span aria-hidden="true">…</span>}
          <Link className={css.pageLink} to={to} search={searchFor(n)} aria-current={n === page ? 'page' : undefined}>
            {n}
          </Link>
        </span>
      ))}
      {page < pages && (
        <Link className={css.pageLink} to={to} search={searchFor(page + 1)} rel="next">
          <span className="visually-hidden">{t('pagination.next')}</span> ›
        </Link>
      )}
    </nav>
  );
}

/** The card grid with its paging, or the page's empty message (docs/product.md#pages); a search's terms marked in its cards. */
export function PostGrid({
  pageName,
  data,
  badgeFor,
  terms,
}: {
  pageName: PostPageName;
  data: PostPage | (Omit<PostPage, 'items'> & { items: PostSearchResult[] });
  badgeFor?: (post: PostSummary) => ReactNode;
  terms?: readonly string[];
}) {
  const { t } = useTexts(pageName);
  if (data.items.length === 0) return <p className={css.empty}>{t('emptyMessage')}</p>;
  return (
    <>
      <ul className={css.grid}>
        {data.items.map((post, index) => (
          <li key={post.id}>
            <PostCard pageName={pageName} post={post} badge={badgeFor?.(post)} terms={terms} place={index} />
          </li>
        ))}
      </ul>
      <Pagination pageName={pageName} page={data.page} total={data.total} pageSize={data.pageSize} />
    </>
  );
}

/** A detail (docs/product.md#pages): title, creation date, author (the page's default label when missing), HTML. */
export function PostArticle({ pageName, post }: { pageName: PostPageName; post: NoticeDetail | LibraryItemDetail }) {
  const { t, lang } = useTexts(pageName);
  const textLang = languageOfParts(post.lang, lang);
  const date = usePostDate(post.created_at, lang);
  return (
    <article className={css.article}>
      {textLang && <p className={css.koreanOnly}>{t('koreanOnly')}</p>}
      <h1 className={css.articleTitle} lang={textLang && languageTags[textLang]}>
        {post.title}
      </h1>
      <div className={css.articleMeta}>
        <p className={css.metaItem}>
          <span className={css.metaLabel}>{t('date.label')}</span>
          <time dateTime={post.created_at}>{date}</time>
        </p>
        <p className={css.metaItem}>
          <span className={css.metaLabel}>{t('author.label')}</span>
          {post.author ? <span lang={textLang && languageTags[textLang]}>{post.author}</span> : <span>{t('author.default')}</span>}
        </p>
      </div>
      {post.thumbnail_url && (
        <Picture
          src={post.thumbnail_url}
          alt={post.thumbnail_alt}
          width={800}
          height={450}
          sizes="(min-width: 768px) 46rem, 100vw"
          imgClassName={css.articleImage}
          priority="high"
        />
      )}
      <div
        className={page.richText}
        lang={textLang && languageTags[textLang]}
        // Sanitized on the server with the site's allow-list (packages/api/src/services/html-sanitize.ts).
        dangerouslySetInnerHTML={{ __html: richTextHtml(post.content) }}
      />
      {'attachments' in post && post.attachments.length > 0 && <Attachments attachments={post.attachments} />}
      <Link className={css.backLink} to={basePath[pageName]}>
        ← {t('backToList')}
      </Link>
    </article>
  );
}

/** A library item's files, as downloads with their sizes. */
function Attachments({ attachments }: { attachments: LibraryItemDetail['attachments'] }) {
  const { t, lang } = useTexts('자료실');
  const size = useFileSizes(lang);
  return (
    <section className={css.attachments} aria-labelledby="attachments-title">
      <h2 id="attachments-title" className={css.attachmentsTitle}>
        {t('attachments.title')}
      </h2>
      <ul className={css.attachmentList}>
        {attachments.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>{' '}
            <span className={css.attachmentSize}>({size(file.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Shown only while a detail page loads in the browser (client-side navigation; docs/product.md#pages): the
 * page's own loading text, read from the query cache (usually there) once shown, and the site's
 * until then. It never suspends: React renders a route's pending component beside its content on
 * the server too, and a fallback that suspends holds the whole page back (decision 0025).
 */
export function PostLoading({ pageName }: { pageName: PostPageName }) {
  const { s, lang } = useTexts(templatePage);
  const { queryClient, trpc } = useRouteContext({ from: '__root__' });
  const [own, setOwn] = useState<LocalizedText | null>(null);
  useEffect(() => {
    let shown = true;
    loadPageTexts({ queryClient, trpc, lang }, pageName).then(
      (texts) => shown && setOwn(texts.lookup('loading')),
      () => {}, // The site's loading text stays.
    );
    return () => {
      shown = false;
    };
  }, [queryClient, trpc, lang, pageName]);
  return (
    <p className={css.loading} role="status" lang={own && own.lang !== lang ? own.lang : undefined}>
      {own ? own.text : s('loading')}
    </p>
  );
}
