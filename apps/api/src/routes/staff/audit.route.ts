import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditListResponseSchema } from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION } from '../../http/openapi';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** The audit log (admin, read-only): paged and filtered (docs/decisions/0091-audit-owned-apart.md). */
export const staffAuditRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit',
    {
      onRequest: gate({ area: 'audit' }),
      schema: {
        operationId: 'staffAudit',
        tags: STAFF_TAG,
        summary:
          'A page of audit entries, newest first, filtered by who, what, when and client (admin; read-only). Repeated failures are folded with a count.',
        security: STAFF_SESSION,
        querystring: AuditListQuerySchema,
        response: { 200: jsonResponse(AuditListResponseSchema), ...errorResponses([400, 401, 403]) },
      },
    },
    async (req) => staff.audit.list(req.query),
  );
};
