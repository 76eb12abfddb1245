import type { AdminRouter } from '@office/api/admin-trpc';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** The session's CSRF token, from sign-in or `auth.me`; sent with every call (the server checks mutations). */
let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 1 && !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500),
    },
  },
});

export const trpc = createTRPCOptionsProxy<AdminRouter>({
  client: createTRPCClient<AdminRouter>({
    links: [httpBatchLink({ url: '/admin/trpc', headers: () => (csrfToken ? { 'x-csrf-token': csrfToken } : {}) })],
  }),
  queryClient,
});

export const isUnauthorized = (error: unknown) => error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED';
