import { MutationObserver, type MutationObserverOptions, QueryClient } from '@tanstack/react-query';

/** An answer the server gave on purpose (not found, bad input): asking again will not change it. */
function isDefinitiveAnswer(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** One per request on the server, one per page in the browser. */
export function createQueryClient({ server = false }: { server?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Texts and lists change a few times a week; the server cache is cleared on writes.
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // On the server data is read in-process: a retry only delays the page. In the browser one
        // retry rides out a network blip, but never a 4xx.
        retry: server ? false : (failures, error) => failures < 1 && !isDefinitiveAnswer(error),
      },
    },
  });
}

/**
 * Runs one mutation through the client's mutation cache, as `useMutation` does, for a component
 * whose chunk must not carry React Query's code (decision 0025): a failure is thrown to the caller.
 */
export function mutate<TData, TError, TVariables, TContext>(
  client: QueryClient,
  options: MutationObserverOptions<TData, TError, TVariables, TContext>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(client, options).mutate(variables);
}
