import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffActionParamsSchema,
  StaffAddResponseSchema,
  StaffAddSchema,
  StaffListResponseSchema,
  StaffMemberSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** Staff accounts (admin): the list, adding one, and disabling, enabling, unlocking or resetting the second factor. */
export const staffMemberRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/staff',
    {
      onRequest: gate({ role: 'admin' }),
      schema: {
        operationId: 'staffList',
        tags: STAFF_TAG,
        summary: 'Every staff account (admin).',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffListResponseSchema), ...errorResponses([401, 403]) },
      },
    },
    async () => ({ staff: await staff.members.list() }),
  );

  app.post(
    '/staff',
    {
      onRequest: gate({ role: 'admin', csrf: true }),
      schema: {
        operationId: 'staffAdd',
        tags: STAFF_TAG,
        summary: 'Adds a staff member; answers their one-time initial password (admin).',
        security: STAFF_SESSION_CSRF,
        body: StaffAddSchema,
        response: {
          200: jsonResponse(StaffAddResponseSchema),
          ...errorResponses([400, 401, 403, [409, 'staff_exists'], 413, 415]),
        },
      },
    },
    async (req) => staff.members.add(staffOf(req), req.body.email, req.body.role, req.body.partnerId),
  );

  app.post(
    '/staff/:id/:action',
    {
      onRequest: gate({ role: 'admin', csrf: true }),
      schema: {
        operationId: 'staffChange',
        tags: STAFF_TAG,
        summary: 'Disables, enables, unlocks or resets the second factor of an account (admin).',
        security: STAFF_SESSION_CSRF,
        params: StaffActionParamsSchema,
        response: { 200: jsonResponse(StaffMemberSchema), ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (req) => staff.members.change(staffOf(req), req.params.id, req.params.action),
  );
};
