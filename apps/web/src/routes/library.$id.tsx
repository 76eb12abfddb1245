import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PostArticle, PostLoading } from '../components/posts/post-views';
import { pageHead } from '../seo/page-head';
import type { RouterContext } from '../router';
import { loadPostItem } from './-post-routes';

const postQuery = (context: Pick<RouterContext, 'trpc'>, id: number) => context.trpc.library.byId.queryOptions({ id });

export const Route = createFileRoute('/library/$id')({
  loader: (args) => loadPostItem(args, 'library', (id) => args.context.queryClient.ensureQueryData(postQuery(args.context, id))),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.seo) : {}),
  pendingComponent: () => <PostLoading pageName="자료실" />,
  component: LibraryPage,
});

/** Spec §2 /library/{id}. */
function LibraryPage() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(postQuery(Route.useRouteContext(), Number(id)));
  return <PostArticle pageName="자료실" post={data} />;
}
