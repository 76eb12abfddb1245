import type { PostKind, TranslationLanguage } from '@office/contracts';
import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { postListSearchOf, translationLanguageOf } from '../queries/post-list-search';
import { PostEditScreen, PostNewScreen } from '../screens/posts/post-editor';
import { PostListScreen } from '../screens/posts/post-list-screen';
import { listLoader, loadScreen } from './loaders';
import { rootRoute } from './root';

// A component that reads its own route (`noticeListRoute.useSearch()`) declares what it returns:
// its type then does not depend on the route's, which it is part of.

export const noticeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/notice',
  validateSearch: postListSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => listLoader(cause, loadScreen.postList(context.queryClient, 'notice', deps)),
  component: (): ReactNode => <PostListScreen kind="notice" search={noticeListRoute.useSearch()} />,
});

export const libraryListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/library',
  validateSearch: postListSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => listLoader(cause, loadScreen.postList(context.queryClient, 'library', deps)),
  component: (): ReactNode => <PostListScreen kind="library" search={libraryListRoute.useSearch()} />,
});

export const newPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/new',
  validateSearch: (search: Record<string, unknown>): { kind: PostKind } => ({ kind: search.kind === 'library' ? 'library' : 'notice' }),
  loader: ({ context }) => loadScreen.postNew(context.queryClient),
  component: (): ReactNode => <PostNewScreen kind={newPostRoute.useSearch().kind} />,
});

export const postRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/$id',
  /** `?lang=`: the translation tab open; none: the Korean source. */
  validateSearch: (search: Record<string, unknown>): { lang?: TranslationLanguage } => ({ lang: translationLanguageOf(search.lang) }),
  loader: ({ context, params }) => loadScreen.postEdit(context.queryClient, Number(params.id)),
  component: (): ReactNode => <PostEditScreen id={Number(postRoute.useParams().id)} lang={postRoute.useSearch().lang} />,
});
