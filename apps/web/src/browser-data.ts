import type { AppRouter } from '@office/api/trpc';
import { trpcMaxBatchSize } from '@office/contracts/browser';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createQueryClient } from './query-client';
import type { Trpc } from './trpc';

/**
 * The browser's query cache and tRPC client over HTTP: a chunk of its own, loaded by the first
 * query or mutation that needs the network (a navigation, a preload, the inquiry form). A first
 * visit renders from the data in the page and never needs it (decision 0025).
 */
export function createBrowserData(): { queryClient: ReturnType<typeof createQueryClient>; trpc: Trpc } {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', maxItems: trpcMaxBatchSize })] }),
    queryClient,
  });
  return { queryClient, trpc };
}
