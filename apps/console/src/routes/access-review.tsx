import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { accessReviewSearchOf } from '../queries/access-review';
import { AccessReviewScreen } from '../screens/access-review';
import { loadScreen } from './loaders';
import { rootRoute } from './root';

/** The monthly review of the access records (접속기록 점검, admin); `?month=YYYY-MM`, this month without it. */
export const accessReviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/access-review',
  validateSearch: accessReviewSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadScreen.accessReview(context.queryClient, deps.month),
  component: (): ReactNode => <AccessReviewScreen month={accessReviewRoute.useSearch().month} />,
});
