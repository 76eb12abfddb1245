import { trpcMaxBatchSize } from '@office/contracts';
import type { AnyRouter, inferRouterContext } from '@trpc/server';
import { type CreateFastifyContextOptions, fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '@office/api/errors';
import { logTrpcFailure } from '@office/api/trpc/refusals';

/** tRPC speaks GET (queries) and POST (mutations); anything else never reaches the adapter. */
const trpcMethods = new Set(['GET', 'POST']);

/**
 * Mounts a tRPC router at `prefix` in a scope of its own (so the adapter's body handling stays
 * there), the same way for the public API and the console's: batches capped, other methods a 405
 * in the API's error body, every server-side failure logged once with its request id.
 */
export async function mountTrpc<TRouter extends AnyRouter>(
  app: FastifyInstance,
  options: {
    prefix: string;
    router: TRouter;
    createContext: (options: CreateFastifyContextOptions) => inferRouterContext<TRouter>;
    /** Extra headers of an answer (Retry-After of a refused inquiry). */
    responseMeta?: FastifyTRPCPluginOptions<TRouter>['trpcOptions']['responseMeta'];
  },
) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!trpcMethods.has(request.method)) throw new HttpProblem(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.');
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: options.prefix,
      trpcOptions: {
        router: options.router,
        createContext: options.createContext,
        responseMeta: options.responseMeta,
        maxBatchSize: trpcMaxBatchSize,
        onError: logTrpcFailure,
      },
    });
  });
}
