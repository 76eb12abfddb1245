import { createRoute } from '@tanstack/react-router';
import { OfficeScreen } from '../screens/office/office-screen';
import { loadScreen } from './loaders';
import { rootRoute } from './root';

/** The office's details (사무소 정보): every member of staff reads them, an admin changes them. */
export const officeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/office',
  loader: ({ context }) => loadScreen.office(context.queryClient),
  component: OfficeScreen,
});
