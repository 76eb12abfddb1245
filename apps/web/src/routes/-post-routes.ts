import {
  excerpt,
  type LibraryItemDetail,
  libraryCategoryOf,
  listPageOf,
  type NoticeDetail,
  searchQueryOf,
} from '@office/contracts/browser';
import { notFound } from '@tanstack/react-router';
import { canonicalPath } from '../i18n/links';
import { cardThumbnail } from '../images/site-images';
import { ensurePageTexts } from '../queries/page-texts';
import { type ListSearch, postListQuery, postSearchQuery } from '../queries/posts';
import type { PageSeo } from '../seo/page-head';
import { trpcErrorData } from '../trpc-lazy';
import { type LoaderArgs, textPageSeo } from './-page-loaders';

/**
 * `?page=` (2 and up; page 1 has none), `?q=` (a search) and, for the library, `?category=`,
 * validated in contracts. Every key is returned, undefined when invalid: the router keeps raw
 * values for keys left out.
 */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  return { page: listPageOf(search.page), category: libraryCategoryOf(search.category), q: searchQueryOf(search.q) };
}

/** A detail page's data and head; an unknown or malformed id is the not-found page (HTTP 404). */
export async function loadPostItem(
  args: LoaderArgs & { params: { id: string } },
  kind: 'notice' | 'library',
  /** Puts the post in the query cache (each route with its own procedure) and returns it. */
  ensurePost: (id: number) => Promise<NoticeDetail | LibraryItemDetail>,
): Promise<{ seo: PageSeo }> {
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  const { context } = args;
  try {
    const [post, template] = await Promise.all([
      ensurePost(id),
      ensurePageTexts(context, '템플릿'),
      ensurePageTexts(context, kind === 'notice' ? '공지사항' : '자료실'),
    ]);
    return {
      seo: {
        title: post.title,
        description: excerpt(post.content),
        keywords: post.title,
        imgsrc: post.thumbnail_url ?? '',
        url: canonicalPath(args.location),
        lang: context.lang,
        origin: context.site.origin,
        siteName: template('siteName'),
        type: 'article',
        languages: post.languages,
      },
    };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/**
 * The post does not exist: a tRPC client error in the browser, or, on the server, where the
 * procedure is called in-process, the server's own error with the same code.
 */
function isNotFound(error: unknown): boolean {
  const code = trpcErrorData(error)?.code ?? (error as { code?: unknown } | null)?.code;
  return code === 'NOT_FOUND';
}

/** A list page's data and head: the list, or a search's results (not for search engines: `noindex`). */
export const loadPostList = (kind: 'notice' | 'library') => async (args: LoaderArgs & { deps: ListSearch }) => {
  const { queryClient } = args.context;
  const { q } = args.deps;
  const list = await (q
    ? queryClient.ensureQueryData(postSearchQuery(args.context, kind, { ...args.deps, q }))
    : queryClient.ensureQueryData(postListQuery(args.context, kind, args.deps)));
  // A page past the last one names nothing: the not-found page (404, never cached).
  if (list.items.length === 0 && (args.deps.page ?? 1) > 1) throw notFound();
  const first = list.items[0];
  const seo = await textPageSeo(args, kind === 'notice' ? '공지사항' : '자료실', {
    lcpImage: first ? cardThumbnail(first.thumbnail_url) : undefined,
  });
  return { seo: q ? { ...seo, noindex: true } : seo };
};
