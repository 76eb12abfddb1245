import { createFileRoute } from '@tanstack/react-router';
import { PostFormatsContext } from '../components/posts/post-formats';
import { GonePost } from '../components/posts/gone-post';
import { PostArticle, PostLoading } from '../components/posts/post-views';
import { noticeQuery } from '../queries/posts';
import { seoHead } from '../seo/page-head';
import { loadPostItem } from './-post-routes';

export const Route = createFileRoute('/notice/$id')({
  loader: (args) =>
    loadPostItem(args, 'notice', async (id) => (await args.context.queryClient()).ensureQueryData(noticeQuery(args.context, id))),
  head: seoHead,
  pendingComponent: () => <PostLoading pageName="공지사항" />,
  component: NoticePage,
});

/** /notice/{id} (docs/product.md#pages). */
function NoticePage() {
  const data = Route.useLoaderData();
  if (data.gone) return <GonePost pageName="공지사항" />;
  const { post, formats } = data;
  return (
    <PostFormatsContext value={formats}>
      <PostArticle pageName="공지사항" post={post} />
    </PostFormatsContext>
  );
}
