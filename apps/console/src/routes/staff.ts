import { createRoute } from '@tanstack/react-router';
import { AccountScreen } from '../screens/account';
import { AuditScreen, StaffScreen } from '../screens/staff';
import { loadScreen } from './loaders';
import { rootRoute } from './root';

export const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff',
  loader: ({ context }) => loadScreen.staff(context.queryClient),
  component: StaffScreen,
});

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  loader: ({ context }) => loadScreen.audit(context.queryClient),
  component: AuditScreen,
});

/** The signed-in member's own account (any role). */
export const accountRoute = createRoute({ getParentRoute: () => rootRoute, path: '/account', component: AccountScreen });
