import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database';

/**
 * Unencrypted checks for load balancers: /livez answers while the process runs (also the bare
 * baseline of bench:http); /healthz also asks the database and answers 503 when it cannot.
 */
export function registerHealthRoutes(app: FastifyInstance, database: TDatabase): void {
  app.get('/livez', () => ({ status: 'ok' }));
  app.get('/healthz', async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
