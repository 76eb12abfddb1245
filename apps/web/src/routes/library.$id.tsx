import { createFileRoute } from '@tanstack/react-router';
import { PostFormatsContext } from '../components/posts/post-formats';
import { GonePost } from '../components/posts/gone-post';
import { PostArticle, PostLoading } from '../components/posts/post-views';
import { libraryItemQuery } from '../queries/posts';
import { seoHead } from '../seo/page-head';
import { loadPostItem } from './-post-routes';

export const Route = createFileRoute('/library/$id')({
  loader: (args) =>
    loadPostItem(args, 'library', async (id) => (await args.context.queryClient()).ensureQueryData(libraryItemQuery(args.context, id))),
  head: seoHead,
  pendingComponent: () => <PostLoading pageName="자료실" />,
  component: LibraryPage,
});

/** /library/{id} (docs/product.md#pages). */
function LibraryPage() {
  const data = Route.useLoaderData();
  if (data.gone) return <GonePost pageName="자료실" />;
  const { post, formats } = data;
  return (
    <PostFormatsContext value={formats}>
      <PostArticle pageName="자료실" post={post} />
    </PostFormatsContext>
  );
}
