import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../deps';
import { databaseAnswers } from '../../services/health';
import { freshness } from '../../services/freshness';

/** Longest the health check waits for the database: a load balancer's probe gets its 503 well within 2 s. */
export const HEALTH_DB_TIMEOUT_MS = 1500;

export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { deps, services }) => {
  app.get('/health', async (_req, reply) => {
    if (await databaseAnswers(deps.db.db, HEALTH_DB_TIMEOUT_MS)) {
      // demoMode tells the web app to offer the demo instructions (product-spec §1); texts, whether to offer text
      // messages beside email (SMS_PROVIDER; docs/decisions/0110-text-messages-through-twilio.md). `data` is for monitors:
      // stale when no successful court-data import finished in the last eight days (docs/api/staff.md).
      const data = await freshness(deps.db.db, services.clock()).catch(() => undefined);
      return {
        status: 'ok',
        database: deps.db.kind,
        demoMode: deps.config.demoMode,
        texts: deps.config.texts !== null,
        ...(data ? { data } : {}),
      };
    }
    return reply.code(503).header('retry-after', '2').send({ status: 'unavailable', database: deps.db.kind });
  });
};
