import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CountyReportJobResponseSchema, StaffCountyReportSchema } from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { csvResponse, sendCsv, STAFF_TAG, type StaffRouteOptions } from './shared';

/**
 * The newest county report with its plain-words summary and the data in use, its figures as CSV (audited), and a
 * new report an admin starts here with its progress.
 */
export const staffCountyRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/county-report',
    {
      onRequest: gate({ area: 'county' }),
      schema: {
        operationId: 'staffCountyReport',
        tags: STAFF_TAG,
        summary: 'The newest county report with a plain-words summary (EN/ES).',
        security: STAFF_SESSION,
        response: {
          200: jsonResponse(StaffCountyReportSchema),
          ...errorResponses([401, 403, [404, 'no_county_report']]),
        },
      },
    },
    async () => staff.county.latest(),
  );

  app.get(
    '/county-report.csv',
    {
      onRequest: gate({ area: 'county' }),
      schema: {
        operationId: 'staffCountyReportCsv',
        tags: STAFF_TAG,
        summary: "The newest county report's figures as CSV (audited).",
        security: STAFF_SESSION,
        response: { 200: csvResponse, ...errorResponses([401, 403, [404, 'no_county_report']]) },
      },
    },
    async (req, reply) => sendCsv(reply, await staff.county.exportCsv(staffOf(req))),
  );

  app.get(
    '/county-report/job',
    {
      onRequest: gate({ area: 'county' }),
      schema: {
        operationId: 'staffCountyReportJob',
        tags: STAFF_TAG,
        summary: 'The newest county report started from the console, and how far it has gone.',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(CountyReportJobResponseSchema), ...errorResponses([401, 403]) },
      },
    },
    async () => staff.county.job(),
  );

  app.post(
    '/county-report/run',
    {
      onRequest: gate({ area: 'countyRun', csrf: true }),
      schema: {
        operationId: 'staffCountyReportRun',
        tags: STAFF_TAG,
        summary: 'Starts a county report in the server (admin; audited); its progress is at /county-report/job.',
        security: STAFF_SESSION_CSRF,
        response: {
          200: jsonResponse(CountyReportJobResponseSchema),
          ...errorResponses([401, 403, [409, 'county_report_running']]),
        },
      },
    },
    async (req) => staff.county.run(staffOf(req)),
  );
};
