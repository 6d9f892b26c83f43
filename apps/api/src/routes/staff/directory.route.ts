import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffPartnerBodySchema,
  StaffPartnerListSchema,
  StaffPartnerParamsSchema,
  StaffPartnerSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** The partner directory (docs/decisions/0105-partner-directory.md): read by staff, kept by admins (audited). */
export const staffDirectoryRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/partners',
    {
      onRequest: gate({ area: 'directory' }),
      schema: {
        operationId: 'staffPartners',
        tags: STAFF_TAG,
        summary: 'Every entry of the partner directory, hidden ones and referral settings included.',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffPartnerListSchema), ...errorResponses([401, 403]) },
      },
    },
    async () => ({ partners: await staff.directory.list() }),
  );

  app.post(
    '/partners',
    {
      onRequest: gate({ area: 'directoryEdit', csrf: true }),
      schema: {
        operationId: 'staffPartnerAdd',
        tags: STAFF_TAG,
        summary: 'Adds an organisation to the directory, every text in English and Spanish (admin; audited).',
        security: STAFF_SESSION_CSRF,
        body: StaffPartnerBodySchema,
        response: { 200: jsonResponse(StaffPartnerSchema), ...errorResponses([400, 401, 403, 413, 415]) },
      },
    },
    async (req) => staff.directory.add(staffOf(req), req.body),
  );

  app.put(
    '/partners/:id',
    {
      onRequest: gate({ area: 'directoryEdit', csrf: true }),
      schema: {
        operationId: 'staffPartnerChange',
        tags: STAFF_TAG,
        summary: 'Replaces an entry of the directory; showing it clears its check note (admin; audited).',
        security: STAFF_SESSION_CSRF,
        params: StaffPartnerParamsSchema,
        body: StaffPartnerBodySchema,
        response: { 200: jsonResponse(StaffPartnerSchema), ...errorResponses([400, 401, 403, 404, 413, 415]) },
      },
    },
    async (req) => staff.directory.change(staffOf(req), req.params.id, req.body),
  );
};
