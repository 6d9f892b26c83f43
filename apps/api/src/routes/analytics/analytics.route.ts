import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsBatchSchema, AnalyticsResponseSchema } from '@cyr/schemas';
import type { RouteDeps } from '../../deps';
import { errorResponses, jsonResponse } from '../../http/openapi';
import { addDailyCounts } from '../../services/analytics';
import { todayInCounty } from '../../clock';

/** First path segments of the site's routes (product-spec §2); anything else is counted as `/other`. */
const KNOWN_SECTIONS = new Set(['', 'info', 'check', 'steps', 'email-pages']);
const MAX_SEGMENTS = 3;
/** Batches one client may send per minute (a browser sends a few; the limit bounds what a script can add). */
export const ANALYTICS_BATCHES_PER_MINUTE = 60;

/** Bounds how many distinct paths a client can create: unknown sections fold into `/other`, depth ≤ 3. */
export function countedPath(path: string): string {
  const segments = path.split('/').slice(1);
  if (!KNOWN_SECTIONS.has(segments[0] ?? '')) return '/other';
  return `/${segments.slice(0, MAX_SEGMENTS).join('/')}`;
}

/**
 * `POST /api/analytics/events` (no auth): a batch of up to 50 anonymous events, kept only as daily counts
 * per (event, path, target) in `analytics_daily`. Nothing that identifies a visitor is stored: no address,
 * no time of day, no query string, no token.
 */
export const analyticsRoutes: FastifyPluginAsync<RouteDeps> = async (plugin, { deps, services }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const db = deps.db.db;
  const { clock } = services;

  app.post(
    '/analytics/events',
    {
      schema: {
        operationId: 'events',
        summary: 'Anonymous page-view analytics batch.',
        body: AnalyticsBatchSchema,
        response: { 200: jsonResponse(AnalyticsResponseSchema), ...errorResponses([400, 413, 415, 429]) },
      },
      config: { rateLimit: { max: ANALYTICS_BATCHES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (req) => {
      const day = todayInCounty(clock());
      const counts = new Map<string, { event: string; path: string; target: string; count: number }>();
      for (const e of req.body.events) {
        const target = e.target ?? '';
        const path = countedPath(e.path);
        const key = JSON.stringify([e.event, path, target]);
        const row = counts.get(key) ?? { event: e.event, path, target, count: 0 };
        row.count++;
        counts.set(key, row);
      }
      await addDailyCounts(db, day, [...counts.values()]);
      return { accepted: req.body.events.length };
    },
  );
};
