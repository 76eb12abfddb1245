import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PostArticle, PostLoading } from '../components/posts/post-views';
import { libraryItemQuery } from '../queries/posts';
import { seoHead } from '../seo/page-head';
import { loadPostItem } from './-post-routes';

export const Route = createFileRoute('/library/$id')({
  loader: (args) => loadPostItem(args, 'library', (id) => args.context.queryClient.ensureQueryData(libraryItemQuery(args.context, id))),
  head: seoHead,
  pendingComponent: () => <PostLoading pageName="자료실" />,
  component: LibraryPage,
});

/** Spec §2 /library/{id}. */
function LibraryPage() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(libraryItemQuery(Route.useRouteContext(), Number(id)));
  return <PostArticle pageName="자료실" post={data} />;
}
