import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StaffDateRangeQuerySchema } from '@cyr/schemas';
import { errorResponses, STAFF_SESSION } from '../../http/openapi';
import { staffOf } from './guard';
import { csvResponse, sendCsv, STAFF_TAG, type StaffRouteOptions } from './shared';

/** The funders' exports: counts only, never contact data (docs/decisions/0093-running-the-service-from-the-console.md). */
export const staffExportRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const schema = (operationId: string, summary: string) => ({
    operationId,
    tags: STAFF_TAG,
    summary,
    security: STAFF_SESSION,
    querystring: StaffDateRangeQuerySchema,
    response: { 200: csvResponse, ...errorResponses([400, 401, 403]) },
  });

  app.get(
    '/exports/requests.csv',
    {
      onRequest: gate({ area: 'exports' }),
      schema: schema(
        'staffExportRequests',
        'Help requests by week, language and status as CSV: counts only (audited).',
      ),
    },
    async (req, reply) => sendCsv(reply, await staff.exports.requests(staffOf(req), req.query)),
  );

  app.get(
    '/exports/usage.csv',
    {
      onRequest: gate({ area: 'exports' }),
      schema: schema('staffExportUsage', 'The checker’s usage by day as CSV: counts only (audited).'),
    },
    async (req, reply) => sendCsv(reply, await staff.exports.usage(staffOf(req), req.query)),
  );
};
