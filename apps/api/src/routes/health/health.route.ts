import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app';

export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', async (_req, reply) => {
    try {
      await sql`select 1`.execute(deps.db.db);
      // demoMode tells the web app to offer the demo instructions (product-spec §1).
      return { status: 'ok', database: deps.db.kind, demoMode: deps.config.demoMode };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: deps.db.kind });
    }
  });
};
