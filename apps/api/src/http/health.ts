import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/** Liveness says the process serves requests; readiness also says the database answers. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/livez', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping(2000);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
