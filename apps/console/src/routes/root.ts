import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { ConsoleLayout } from '../screens/layout';

/** What every route's loader is given: the query cache it fills before its screen is shown. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** The console's frame (the sidebar of sections, who is signed in); every screen is a child of it. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: ConsoleLayout });
