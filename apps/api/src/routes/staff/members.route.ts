import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffActionParamsSchema,
  StaffIdParamsSchema,
  StaffRoleChangeSchema,
  StaffAddResponseSchema,
  StaffAddSchema,
  StaffListResponseSchema,
  StaffMemberSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/**
 * Staff accounts (admin): the list, adding one, disabling, enabling, unlocking, resetting the second factor,
 * signing one out everywhere, changing a role; each change audited with what it changed.
 */
export const staffMemberRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/staff',
    {
      onRequest: gate({ area: 'members' }),
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
      onRequest: gate({ area: 'members', csrf: true }),
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
      onRequest: gate({ area: 'members', csrf: true }),
      schema: {
        operationId: 'staffChange',
        tags: STAFF_TAG,
        summary:
          'Disables, enables, unlocks (lifts its sign-in waits), resets the second factor of, or signs out everywhere an account (admin; audited with before and after).',
        security: STAFF_SESSION_CSRF,
        params: StaffActionParamsSchema,
        response: { 200: jsonResponse(StaffMemberSchema), ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (req) => staff.members.change(staffOf(req), req.params.id, req.params.action),
  );

  app.put(
    '/staff/:id/role',
    {
      onRequest: gate({ area: 'members', csrf: true }),
      schema: {
        operationId: 'staffRole',
        tags: STAFF_TAG,
        summary: "Changes an account's role (admin; audited with the role before and after; not one's own).",
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        body: StaffRoleChangeSchema,
        response: { 200: jsonResponse(StaffMemberSchema), ...errorResponses([400, 401, 403, 404, 413, 415]) },
      },
    },
    async (req) => staff.members.setRole(staffOf(req), req.params.id, req.body.role),
  );
};
