import { createRoute } from '@tanstack/react-router';
import { LanguagesScreen } from '../screens/languages';
import { loadScreen } from './loaders';
import { rootRoute } from './root';

/** The site's languages (언어, decision 0043): every member of staff sees which are offered, an admin switches them. */
export const languagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/languages',
  loader: ({ context }) => loadScreen.languages(context.queryClient),
  component: LanguagesScreen,
});
