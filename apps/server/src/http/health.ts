import type { FastifyInstance } from 'fastify';
import type { Database } from '@office/db/client';
import type { Lifecycle } from './lifecycle.js';

/** Liveness says the process serves requests; readiness also says the database answers. */
export async function healthRoutes(app: FastifyInstance, { database, lifecycle }: { database: Database; lifecycle: Lifecycle }) {
  app.get('/livez', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    // Shutting down: out of rotation at once, whatever the database says.
    if (lifecycle.draining) return reply.code(503).send({ status: 'draining', database: database.kind });
    try {
      await database.ping(2000);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
