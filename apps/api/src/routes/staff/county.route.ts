import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StaffCountyReportSchema } from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION } from '../../http/openapi';
import { staffOf } from './guard';
import { csvResponse, sendCsv, STAFF_TAG, type StaffRouteOptions } from './shared';

/** The newest county report with its plain-words summary, and its figures as CSV (audited). */
export const staffCountyRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/county-report',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffCountyReport',
        tags: STAFF_TAG,
        summary: 'The newest county report with a plain-words summary (EN/ES).',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffCountyReportSchema), ...errorResponses([401, [404, 'no_county_report']]) },
      },
    },
    async () => staff.county.latest(),
  );

  app.get(
    '/county-report.csv',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffCountyReportCsv',
        tags: STAFF_TAG,
        summary: "The newest county report's figures as CSV (audited).",
        security: STAFF_SESSION,
        response: { 200: csvResponse, ...errorResponses([401, [404, 'no_county_report']]) },
      },
    },
    async (req, reply) => sendCsv(reply, await staff.county.exportCsv(staffOf(req))),
  );
};
