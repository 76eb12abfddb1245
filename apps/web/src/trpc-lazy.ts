import type { Trpc } from './trpc';

/**
 * The browser's tRPC options proxy, without tRPC's code on the first visit (decision 0025).
 * Query keys are made here, the same way `@trpc/tanstack-react-query` makes them, so the texts a
 * page came with are put into the browser's cache under the keys its loaders ask for (decision
 * 0025). The query cache, the client and tRPC's own options proxy (`./browser-data`) load on the
 * first query or mutation that needs the network, a navigation or the inquiry form, and answer
 * everything from then on.
 *
 * Why the key is made here (decision 0034): `@trpc/tanstack-react-query` has no export that makes
 * a key without its options proxy, and importing `createTRPCOptionsProxy` into the first visit
 * brings tRPC's client with it: +8.0 KiB brotli on every route (home 97.7 → 105.7 KiB, over the
 * 100 KiB budget). The copy is held to the library by trpc-lazy.test.ts, which compares it with
 * the library's own keys for every procedure of the site's router: a tRPC upgrade that changes
 * the format fails there, not in a visitor's cache.
 */
export function createLazyTrpc(load: () => Promise<Trpc>): Trpc {
  const loaded = loadOnce(load);
  const real = async (path: string[]) => {
    const proxy = await loaded();
    return path.reduce<Record<string, unknown>>(
      (node, part) => node[part] as Record<string, unknown>,
      proxy as never,
    ) as unknown as Procedure;
  };
  const node = (path: string[]): unknown =>
    new Proxy(
      {},
      {
        get(_, property) {
          // Not a procedure's name: never thenable, never inspected as one.
          if (typeof property !== 'string' || property === 'then') return undefined;
          if (property === 'queryKey') return (input?: unknown) => queryKey(path, input, 'query');
          if (property === 'queryOptions')
            return (input: unknown, opts?: Record<string, unknown>) => ({
              ...opts,
              queryKey: queryKey(path, input, 'query'),
              queryFn: async (context: unknown) => (await real(path)).queryOptions(input, opts).queryFn(context),
              trpc: { path: path.join('.') },
            });
          if (property === 'mutationOptions')
            return (opts?: Record<string, unknown>) => ({
              ...opts,
              mutationKey: mutationKey(path),
              mutationFn: async (variables: unknown) => (await real(path)).mutationOptions(opts).mutationFn(variables),
            });
          return node([...path, property]);
        },
      },
    );
  return node([]) as Trpc;
}

/**
 * A chunk's load, done once and shared; a failed one (the network dropped while the chunk came) is
 * forgotten, so the next query or navigation tries again rather than failing until a reload.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

interface Procedure {
  queryOptions(input: unknown, opts?: unknown): { queryFn: (context: unknown) => Promise<unknown> };
  mutationOptions(opts?: unknown): { mutationFn: (variables: unknown) => Promise<unknown> };
}

/**
 * tRPC's query key, as `@trpc/tanstack-react-query` 11 makes it for `queryOptions`/`queryKey`
 * (no key prefix, no `skipToken`, neither of which the site uses): the procedure's path split at
 * dots, then the input (when given) and the type.
 */
function queryKey(path: string[], input: unknown, type: 'query') {
  return [splitPath(path), { ...(input !== undefined && { input }), type }];
}

/** tRPC's mutation key: the procedure's path split at dots, alone. */
function mutationKey(path: string[]) {
  return [splitPath(path)];
}

function splitPath(path: string[]) {
  return path.flatMap((part) => part.split('.'));
}

/** What a tRPC client error carries (`TRPCClientError.data`), read without importing the client. */
export function trpcErrorData(error: unknown): Record<string, unknown> | undefined {
  return error instanceof Error && error.name === 'TRPCClientError'
    ? ((error as { data?: Record<string, unknown> }).data ?? undefined)
    : undefined;
}
