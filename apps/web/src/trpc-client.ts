import type { AppRouter } from '@office/api/trpc';
import { trpcMaxBatchSize } from '@office/contracts/browser';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Trpc } from './trpc';

/** The browser's tRPC client over HTTP, a chunk of its own that trpc-lazy.ts loads when first needed. */
export function createBrowserTrpc(queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', maxItems: trpcMaxBatchSize })] }),
    queryClient,
  });
}
