import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { trpc } from '../lib/api';
import { PreviewScreen } from '../screens/preview/preview-screen';
import { rootRoute } from './root';

/** A preview made from an editor (decision 0050): the page in a frame, at a phone's or a desktop's width. */
export const previewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/preview/$id',
  // A failed fetch (an expired preview) stays in the cache for the screen to say so: a loader never fails.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(trpc.previews.get.queryOptions({ id: params.id })),
  component: (): ReactNode => <PreviewScreen id={previewRoute.useParams().id} />,
});
