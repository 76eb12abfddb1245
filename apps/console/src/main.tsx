import type { PostKind, TranslationLanguage } from '@office/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api';
import { InquiriesScreen, InquiryScreen } from './screens/inquiries';
import { inboxSearchOf } from './screens/inbox-search';
import { ConsoleLayout, HomeScreen } from './screens/layout';
import { PostEditScreen, PostNewScreen } from './screens/posts/post-editor';
import { PostListScreen } from './screens/posts/post-list-screen';
import { translationLanguageOf } from './screens/posts/post-labels';
import { postListSearchOf } from './screens/posts/post-list-search';
import { MainTaskScreen, TextsScreen } from './screens/texts';
import { SignInScreen } from './screens/sign-in';
import { AuditScreen, StaffScreen } from './screens/staff';
import { AccountScreen } from './screens/account';
import { OutboxScreen } from './screens/outbox';
import { ScreenError } from './load-error';
import { listLoader, loadScreen } from './screen-queries';
import { SessionGate } from './session';
import './styles.css';

const rootRoute = createRootRoute({ component: ConsoleLayout });
const inboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inquiries',
  validateSearch: inboxSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, cause }) => listLoader(cause, loadScreen.inbox(deps)),
  component: () => <InquiriesScreen search={inboxRoute.useSearch()} />,
});

// The office's e-mail about a new inquiry links here (/admin/inquiries/<id>).
const inquiryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inquiries/$id',
  loader: ({ params }) => loadScreen.inquiry(Number(params.id)),
  // A route's own hooks inside its definition are typed `any` (the type refers to itself): the
  // assertions give them their type back.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  component: () => <InquiryScreen id={Number((inquiryRoute.useParams() as { id: string }).id)} />,
});

const noticeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/notice',
  validateSearch: postListSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, cause }) => listLoader(cause, loadScreen.postList('notice', deps)),
  component: () => <PostListScreen kind="notice" search={noticeListRoute.useSearch()} />,
});
const libraryListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/library',
  validateSearch: postListSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, cause }) => listLoader(cause, loadScreen.postList('library', deps)),
  component: () => <PostListScreen kind="library" search={libraryListRoute.useSearch()} />,
});
const newPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/new',
  loader: loadScreen.postNew,
  validateSearch: (search: Record<string, unknown>): { kind: PostKind } => ({ kind: search.kind === 'library' ? 'library' : 'notice' }),
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  component: () => <PostNewScreen kind={(newPostRoute.useSearch() as { kind: PostKind }).kind} />,
});
const postRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/posts/$id',
  loader: ({ params }) => loadScreen.postEdit(Number(params.id)),
  /** `?lang=`: the translation tab open; none: the Korean source. */
  validateSearch: (search: Record<string, unknown>): { lang?: TranslationLanguage } => ({ lang: translationLanguageOf(search.lang) }),
  component: () => (
    <PostEditScreen
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      id={Number((postRoute.useParams() as { id: string }).id)}
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      lang={(postRoute.useSearch() as { lang?: TranslationLanguage }).lang}
    />
  ),
});

const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: '/staff', loader: loadScreen.staff, component: StaffScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: '/audit', loader: loadScreen.audit, component: AuditScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: '/account', component: AccountScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: '/outbox', loader: loadScreen.outbox, component: OutboxScreen }),
  inboxRoute,
  inquiryRoute,
  noticeListRoute,
  libraryListRoute,
  newPostRoute,
  postRoute,
  createRoute({ getParentRoute: () => rootRoute, path: '/texts', loader: loadScreen.texts, component: TextsScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: '/main-task', loader: loadScreen.mainTask, component: MainTaskScreen }),
]);
// A screen is shown once its loader has its data (no screen growing under the pointer as answers
// arrive); the previous one stays meanwhile, and after a second a line says it is loading.
const router = createRouter({
  routeTree,
  basepath: '/admin',
  defaultPendingComponent: () => <p role="status">불러오는 중…</p>,
  defaultErrorComponent: ScreenError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionGate signIn={<SignInScreen />}>
        <RouterProvider router={router} />
      </SessionGate>
    </QueryClientProvider>
  </StrictMode>,
);
