import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PostArticle, PostLoading } from '../components/posts/post-views';
import { noticeQuery } from '../queries/posts';
import { seoHead } from '../seo/page-head';
import { loadPostItem } from './-post-routes';

export const Route = createFileRoute('/notice/$id')({
  loader: (args) => loadPostItem(args, 'notice', (id) => args.context.queryClient.ensureQueryData(noticeQuery(args.context, id))),
  head: seoHead,
  pendingComponent: () => <PostLoading pageName="공지사항" />,
  component: NoticePage,
});

/** Spec §2 /notice/{id}. */
function NoticePage() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(noticeQuery(Route.useRouteContext(), Number(id)));
  return <PostArticle pageName="공지사항" post={data} />;
}
