import {
  type LibraryItemDetail,
  libraryCategoryOf,
  listPageOf,
  type NoticeDetail,
  searchQueryOf,
  templatePage,
} from '@office/contracts/browser';
import { notFound } from '@tanstack/react-router';
import { postFormats, type PostFormats } from '../components/posts/post-formats';
import { canonicalPath } from '../i18n/links';
import { cardThumbnail } from '../images/site-images';
import { loadPageTexts, type PageTexts } from '../queries/page-texts';
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

/** A detail page's data: its post, or (`gone`) the word that the post was deleted (decision 0047). */
export type PostItemData<Post> =
  { gone?: undefined; post: Post; formats: PostFormats; seo: PageSeo; texts: PageTexts } | { gone: true; seo: PageSeo; texts: PageTexts };

/**
 * A detail page's post, texts and head; an unknown or malformed id is the not-found page (HTTP 404),
 * a deleted post's id the page saying it was removed (HTTP 410, set by the server entry).
 */
export async function loadPostItem<Post extends NoticeDetail | LibraryItemDetail>(
  args: LoaderArgs & { params: { id: string } },
  kind: 'notice' | 'library',
  /** Reads the post through the query cache (each route with its own procedure). */
  ensurePost: (id: number) => Promise<Post>,
): Promise<PostItemData<Post>> {
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  const { context } = args;
  try {
    const pageName = kind === 'notice' ? '공지사항' : '자료실';
    const [post, template, page] = await Promise.all([
      ensurePost(id),
      loadPageTexts(context, templatePage),
      loadPageTexts(context, pageName),
    ]);
    return {
      post,
      formats: postFormats([post], context.lang),
      texts: { [pageName]: page.resolved },
      seo: {
        // Staff's own search and share texts for this language where set (issue 28), else the defaults.
        title: post.seo.title,
        description: post.seo.description,
        keywords: post.title,
        imgsrc: post.seo.image ?? '',
        url: canonicalPath(args.location),
        lang: context.lang,
        origin: context.site.origin,
        offered: context.site.languages,
        siteName: template.text('siteName'),
        type: 'article',
        languages: post.languages,
      },
    };
  } catch (error) {
    if (isDeleted(error)) return goneItem(args, kind);
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/**
 * A deleted post's page: the list page's texts and head, kept out of search engines' indexes (the
 * page's own words are in its lazily loaded component).
 */
async function goneItem(args: LoaderArgs, kind: 'notice' | 'library'): Promise<{ gone: true; seo: PageSeo; texts: PageTexts }> {
  const { seo, texts } = await textPageSeo(args, kind === 'notice' ? '공지사항' : '자료실');
  return { gone: true, texts, seo: { ...seo, noindex: true } };
}

/**
 * The post was deleted: NOT_FOUND with `problem: 'post_deleted'`, as the tRPC client has it in the
 * browser, or on the server (the procedure called in-process) the refusal kept as the error's cause.
 */
function isDeleted(error: unknown): boolean {
  const problem = trpcErrorData(error)?.problem ?? (error as { cause?: { problem?: unknown } } | null)?.cause?.problem;
  return problem === 'post_deleted';
}

/** Whether a page's loaders found a deleted post: the server entry answers it with 410 Gone. */
export const isGonePage = (loaderData: unknown): boolean => (loaderData as { gone?: unknown } | undefined)?.gone === true;

/**
 * The post does not exist: a tRPC client error in the browser, or, on the server, where the
 * procedure is called in-process, the server's own error with the same code.
 */
function isNotFound(error: unknown): boolean {
  const code = trpcErrorData(error)?.code ?? (error as { code?: unknown } | null)?.code;
  return code === 'NOT_FOUND';
}

/**
 * A list page's data and head: the list (`list`), or a search's results (`found`, not for search
 * engines: `noindex`).
 */
export const loadPostList = (kind: 'notice' | 'library') => async (args: LoaderArgs & { deps: ListSearch }) => {
  const queryClient = await args.context.queryClient();
  const { q } = args.deps;
  const [list, found] = q
    ? [undefined, await queryClient.ensureQueryData(postSearchQuery(args.context, kind, { ...args.deps, q }))]
    : [await queryClient.ensureQueryData(postListQuery(args.context, kind, args.deps)), undefined];
  const items = (list ?? found).items;
  // A page past the last one names nothing: the not-found page (404, never cached).
  if (items.length === 0 && (args.deps.page ?? 1) > 1) throw notFound();
  const first = items[0];
  const { seo, texts } = await textPageSeo(args, kind === 'notice' ? '공지사항' : '자료실', {
    lcpImage: first ? cardThumbnail(first.thumbnail_url) : undefined,
  });
  const formats = postFormats(items, args.context.lang, found ? [found.total] : []);
  return { list, found, formats, texts, seo: q ? { ...seo, noindex: true } : seo };
};
