import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListResponseSchema } from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION } from '../../http/openapi';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** The audit log (admin, read-only). */
export const staffAuditRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit',
    {
      onRequest: gate({ role: 'admin' }),
      schema: {
        operationId: 'staffAudit',
        tags: STAFF_TAG,
        summary: 'The newest 200 audit entries (admin; read-only).',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(AuditListResponseSchema), ...errorResponses([401, 403]) },
      },
    },
    async () => ({ entries: await staff.audit.list() }),
  );
};
