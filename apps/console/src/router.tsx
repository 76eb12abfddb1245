import { createRouter } from '@tanstack/react-router';
import { queryClient } from './lib/api';
import { ScreenError } from './components/load-error';
import { routeTree } from './routes/route-tree';

// A screen is shown once its loader has its data (no screen growing under the pointer as answers
// arrive); the previous one stays meanwhile, and after a second a line says it is loading.
export const router = createRouter({
  routeTree,
  context: { queryClient },
  basepath: '/admin',
  defaultPendingComponent: () => <p role="status">불러오는 중…</p>,
  defaultErrorComponent: ScreenError,
});

// The routes' paths, params and search, typed for every `Link`, `useNavigate` and route hook.
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
