import { QueryClient } from '@tanstack/react-query';

/** One per request on the server, one per page in the browser. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Texts and lists change a few times a week; the server cache is cleared on writes.
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
