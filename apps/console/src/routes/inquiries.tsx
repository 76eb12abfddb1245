import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { inboxSearchOf } from '../queries/inbox-search';
import { InquiriesScreen, InquiryScreen } from '../screens/inquiries';
import { OutboxScreen } from '../screens/outbox';
import { listLoader, loadScreen } from './loaders';
import { rootRoute } from './root';

// A component that reads its own route (`inboxRoute.useSearch()`) declares what it returns: its
// type then does not depend on the route's, which it is part of.

export const inboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inquiries',
  validateSearch: inboxSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => listLoader(cause, loadScreen.inbox(context.queryClient, deps)),
  component: (): ReactNode => <InquiriesScreen search={inboxRoute.useSearch()} />,
});

// The office's e-mail about a new inquiry links here (/admin/inquiries/<id>).
export const inquiryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inquiries/$id',
  loader: ({ context, params }) => loadScreen.inquiry(context.queryClient, Number(params.id)),
  component: (): ReactNode => <InquiryScreen id={Number(inquiryRoute.useParams().id)} />,
});

export const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outbox',
  loader: ({ context }) => loadScreen.outbox(context.queryClient),
  component: OutboxScreen,
});
