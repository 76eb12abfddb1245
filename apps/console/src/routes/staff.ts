import { createRoute } from '@tanstack/react-router';
import { AccountScreen } from '../screens/account';
import { AuditScreen, StaffScreen } from '../screens/staff';
import { trpc } from '../lib/api';
import { loadScreen } from './loaders';
import { rootRoute } from './root';

export const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff',
  // The list, each account's second factors and the require-everyone switch open together (decision 0029).
  loader: ({ context }) =>
    Promise.all([
      loadScreen.staff(context.queryClient),
      context.queryClient.prefetchQuery(trpc.staff.secondFactors.queryOptions()),
      context.queryClient.prefetchQuery(trpc.staff.securitySettings.queryOptions()),
    ]).then(() => undefined),
  component: StaffScreen,
});

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  loader: ({ context }) => loadScreen.audit(context.queryClient),
  component: AuditScreen,
});

/** The signed-in member's own account (any role). */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  // Its second factors are part of the screen as it opens (decision 0029).
  loader: ({ context }) => context.queryClient.prefetchQuery(trpc.secondFactor.status.queryOptions()),
  component: AccountScreen,
});
