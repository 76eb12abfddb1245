import { createRoute } from '@tanstack/react-router';
import { RedirectsScreen } from '../screens/redirects';
import { loadScreen } from './loaders';
import { rootRoute } from './root';

/** Staff's redirects and the 404 paths visitors asked for (리다이렉트, decision 0047): editors and admins. */
export const redirectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/redirects',
  loader: ({ context }) => loadScreen.redirects(context.queryClient),
  component: RedirectsScreen,
});
