import type { AppRouter } from '@office/api/trpc';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
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

/**
 * Inputs for every procedure of the site's router, typed by it: a procedure added to the router
 * fails the type check here until it has samples, so its keys are compared too. Each list has
 * what the site sends and the edge cases of tRPC's key (no input, nested and optional fields).
 */
type Inputs = inferRouterInputs<AppRouter>;
const samples: { [R in keyof Inputs]: { [P in keyof Inputs[R]]: Inputs[R][P][] } } = {
  texts: {
    page: [{ pageName: templatePage, lang: 'en' }, { pageName: '404', lang: 'ko' }, { pageName: templatePage }],
    mainTaskContents: [undefined, { lang: 'zh' }, { category: 'category3', lang: 'ja' }],
  },
  office: {
    view: [{ lang: 'ko' }, { lang: 'ru' }],
  },
  notices: {
    list: [undefined, { lang: 'ru' }],
    page: [{ lang: 'en', page: 2 }, { lang: 'ko', page: 1, pageSize: 12, category: 'category1' }, {}],
    search: [{ q: '비자 연장', lang: 'ko', page: 1 }, { q: 'visa' }],
    byId: [
      { id: 3, lang: 'ko' },
      { id: 14, lang: 'zh' },
    ],
  },
  library: {
    list: [undefined, { lang: 'ja' }],
    page: [{ lang: 'ru', page: 2, category: 'category6' }, {}],
    search: [{ q: 'form', lang: 'en', page: 3, pageSize: 6 }],
    byId: [{ id: 1 }, { id: 7, lang: 'en' }],
  },
  inquiries: {
    challenge: [undefined],
    submit: [{ name: '홍길동', phone: '01012345678', email: 'a@example.com', content: '문의', consent: true, lang: 'ko' }],
  },
};

/** A procedure of either proxy by its path, loosely typed: the keys of every kind are compared. */
interface LooseProcedure {
  queryKey(input?: unknown): unknown[];
  queryOptions(input: unknown): { queryKey: unknown[]; trpc: { path: string } };
  mutationOptions(): { mutationKey: unknown[] };
}
function procedureAt(proxy: Trpc, path: string[]): LooseProcedure {
  return path.reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, proxy as never) as never;
}

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

  it("makes the library's own keys for every procedure of the router and several inputs each (a tRPC upgrade that changes them fails here)", () => {
    let loads = 0;
    const lazy = createLazyTrpc(() => {
      loads += 1;
      return Promise.resolve(real);
    });
    let compared = 0;
    for (const [routerName, procedures] of Object.entries(samples)) {
      for (const [procedureName, inputs] of Object.entries(procedures as Record<string, unknown[]>)) {
        const path = [routerName, procedureName];
        const [mine, theirs] = [procedureAt(lazy, path), procedureAt(real, path)];
        for (const input of inputs) {
          const label = `${path.join('.')}(${JSON.stringify(input)})`;
          expect(mine.queryKey(input), label).toStrictEqual(theirs.queryKey(input));
          expect(mine.queryOptions(input).queryKey, label).toStrictEqual(theirs.queryOptions(input).queryKey);
          expect(hashKey(mine.queryOptions(input).queryKey), label).toBe(hashKey(theirs.queryOptions(input).queryKey));
          expect(mine.queryOptions(input).trpc, label).toEqual(theirs.queryOptions(input).trpc);
          compared += 1;
        }
        expect(mine.mutationOptions().mutationKey, path.join('.')).toStrictEqual(theirs.mutationOptions().mutationKey);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(20);
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
