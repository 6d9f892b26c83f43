import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLINIC_LIMITS,
  ClinicRunParamsSchema,
  ClinicRunSchema,
  ClinicStartedSchema,
  ClinicUploadSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

const ZipSchema = z.unknown().meta({ type: 'string', format: 'binary', description: 'ZIP archive' });

/**
 * Clinic day (docs/decisions/0108-clinic-day.md): upload a list of clients, poll the run's progress and results,
 * download the ZIP once. Open to every signed-in account, partners included; a run is seen only by its starter.
 */
export const staffClinicRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate, pdfPool }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/clinic',
    {
      onRequest: gate({ area: 'clinic', csrf: true }),
      bodyLimit: CLINIC_LIMITS.bodyMaxBytes,
      schema: {
        operationId: 'staffClinicStart',
        tags: STAFF_TAG,
        summary: 'Starts a clinic-day run over a CSV list of clients (audited; a bad row is its own error).',
        security: STAFF_SESSION_CSRF,
        body: ClinicUploadSchema,
        response: { 200: jsonResponse(ClinicStartedSchema), ...errorResponses([400, 401, 403, 413, 415]) },
      },
    },
    async (req) => staff.clinic.start(staffOf(req), req.body, pdfPool),
  );

  app.get(
    '/clinic/:id',
    {
      onRequest: gate({ area: 'clinic' }),
      schema: {
        operationId: 'staffClinicRun',
        tags: STAFF_TAG,
        summary: 'A clinic-day run: its progress, and its rows once done (its starter only).',
        security: STAFF_SESSION,
        params: ClinicRunParamsSchema,
        response: { 200: jsonResponse(ClinicRunSchema), ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (req) => staff.clinic.run(staffOf(req), req.params.id),
  );

  app.get(
    '/clinic/:id/zip',
    {
      onRequest: gate({ area: 'clinic' }),
      schema: {
        operationId: 'staffClinicZip',
        tags: STAFF_TAG,
        summary: 'The run’s ZIP (results.csv and the PDFs), once: the run is deleted with it (audited).',
        security: STAFF_SESSION,
        params: ClinicRunParamsSchema,
        response: {
          200: { description: 'OK', content: { 'application/zip': { schema: ZipSchema } } },
          ...errorResponses([400, 401, 403, 404]),
        },
      },
    },
    async (req, reply) => {
      const zip = await staff.clinic.zip(staffOf(req), req.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="clinic-day.zip"')
        .send(zip);
    },
  );
};
