import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api';
import { ConsoleLayout, HomeScreen } from './screens/layout';
import { SignInScreen } from './screens/sign-in';
import { AuditScreen, StaffScreen } from './screens/staff';
import { SessionGate } from './session';
import './styles.css';

const rootRoute = createRootRoute({ component: ConsoleLayout });
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: '/staff', component: StaffScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: '/audit', component: AuditScreen }),
]);
const router = createRouter({ routeTree, basepath: '/admin' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionGate signIn={<SignInScreen />}>
        <RouterProvider router={router} />
      </SessionGate>
    </QueryClientProvider>
  </StrictMode>,
);
