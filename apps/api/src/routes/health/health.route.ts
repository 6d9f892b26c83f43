import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app';

/** Longest the health check waits for the database: a load balancer's probe gets its 503 well within 2 s. */
export const HEALTH_DB_TIMEOUT_MS = 1500;

/** Resolves true when the database answers `select 1` within `ms`, false when it fails or stays silent. */
async function databaseAnswers(deps: AppDeps, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const query = sql`select 1`.execute(deps.db.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', async (_req, reply) => {
    if (await databaseAnswers(deps, HEALTH_DB_TIMEOUT_MS)) {
      // demoMode tells the web app to offer the demo instructions (product-spec §1).
      return { status: 'ok', database: deps.db.kind, demoMode: deps.config.demoMode };
    }
    return reply.code(503).header('retry-after', '2').send({ status: 'unavailable', database: deps.db.kind });
  });
};
