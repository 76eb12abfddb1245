import type { AppRouter } from '@office/api/trpc';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import type { Trpc } from './trpc';
import { createLazyTrpc, trpcErrorData } from './trpc-lazy';
import { templatePage } from '@office/contracts/browser';

const queryClient = new QueryClient();
const real: Trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://127.0.0.1:9/trpc' })] }),
  queryClient,
});

describe('the lazy tRPC proxy', () => {
  it("makes tRPC's own query keys, so the texts a page came with are found in the cache without a request", () => {
    let loads = 0;
    const lazy = createLazyTrpc(() => {
      loads += 1;
      return Promise.resolve(real);
    });
    const pairs = [
      [
        lazy.texts.page.queryOptions({ pageName: templatePage, lang: 'en' }),
        real.texts.page.queryOptions({ pageName: templatePage, lang: 'en' }),
      ],
      [lazy.notices.byId.queryOptions({ id: 3, lang: 'ko' }), real.notices.byId.queryOptions({ id: 3, lang: 'ko' })],
      [
        lazy.library.page.queryOptions({ page: 2, lang: 'ru', category: 'all' } as never),
        real.library.page.queryOptions({ page: 2, lang: 'ru', category: 'all' } as never),
      ],
    ] as const;
    for (const [mine, theirs] of pairs) {
      expect(mine.queryKey).toEqual(theirs.queryKey);
      expect(hashKey(mine.queryKey)).toBe(hashKey(theirs.queryKey));
    }
    expect(lazy.inquiries.submit.mutationOptions().mutationKey).toEqual(real.inquiries.submit.mutationOptions().mutationKey);
    // Keys alone never load the client.
    expect(loads).toBe(0);
  });

  it('loads the client once, on the first request, and asks through it', async () => {
    let loads = 0;
    const answers: unknown[] = [];
    const fake = {
      texts: {
        page: {
          queryOptions: (input: unknown) => ({ queryFn: () => Promise.resolve({ answered: input }) }),
        },
      },
    } as unknown as Trpc;
    const lazy = createLazyTrpc(() => {
      loads += 1;
      return Promise.resolve(fake);
    });
    const options = lazy.texts.page.queryOptions({ pageName: '404', lang: 'ja' });
    answers.push(await queryClient.fetchQuery(options), await queryClient.fetchQuery({ ...options, staleTime: 0 }));
    expect(answers).toEqual([{ answered: { pageName: '404', lang: 'ja' } }, { answered: { pageName: '404', lang: 'ja' } }]);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next request, and loads once after that', async () => {
    let loads = 0;
    const fake = {
      texts: { page: { queryOptions: (input: unknown) => ({ queryFn: () => Promise.resolve({ answered: input }) }) } },
    } as unknown as Trpc;
    const lazy = createLazyTrpc(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('the network dropped')) : Promise.resolve(fake);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = lazy.texts.page.queryOptions({ pageName: '404', lang: 'ko' });
    await expect(client.fetchQuery(options)).rejects.toThrow('the network dropped');
    expect(await client.fetchQuery(options)).toEqual({ answered: { pageName: '404', lang: 'ko' } });
    expect(await client.fetchQuery({ ...lazy.texts.page.queryOptions({ pageName: '홈', lang: 'ko' }) })).toEqual({
      answered: { pageName: '홈', lang: 'ko' },
    });
    expect(loads).toBe(2);
  });

  it("reads a tRPC client error's data without the client's class", () => {
    const error = new TRPCClientError('Too many', { result: { error: { data: { httpStatus: 429 } } } });
    expect(trpcErrorData(error)).toEqual(error.data);
    expect(trpcErrorData(new Error('other'))).toBeUndefined();
  });
});
