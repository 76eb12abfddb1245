import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PostArticle, PostLoading } from '../components/posts/post-views';
import { pageHead } from '../seo/page-head';
import type { RouterContext } from '../router';
import { loadPostItem } from './-post-routes';

const postQuery = (context: Pick<RouterContext, 'trpc'>, id: number) => context.trpc.notices.byId.queryOptions({ id });

export const Route = createFileRoute('/notice/$id')({
  loader: (args) => loadPostItem(args, 'notice', (id) => args.context.queryClient.ensureQueryData(postQuery(args.context, id))),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.seo) : {}),
  pendingComponent: () => <PostLoading pageName="공지사항" />,
  component: NoticePage,
});

/** Spec §2 /notice/{id}. */
function NoticePage() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(postQuery(Route.useRouteContext(), Number(id)));
  return <PostArticle pageName="공지사항" post={data} />;
}
