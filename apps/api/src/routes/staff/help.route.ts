import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HelpListQuerySchema,
  HelpListResponseSchema,
  HelpReplyBodySchema,
  HelpRequestDetailSchema,
  HelpUpdateSchema,
  StaffIdParamsSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** The help inbox: the list, one request (audited), a change or note, a reply through the outbox. */
export const staffHelpRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/help',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffHelpList',
        tags: STAFF_TAG,
        summary: 'Help requests (no contact details), oldest due first, with the overdue count.',
        security: STAFF_SESSION,
        querystring: HelpListQuerySchema,
        response: { 200: jsonResponse(HelpListResponseSchema), ...errorResponses([400, 401]) },
      },
    },
    async (req) => staff.help.list(req.query),
  );

  app.get(
    '/help/:id',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffHelpDetail',
        tags: STAFF_TAG,
        summary: 'One help request with its contact details, notes and replies (written to the audit log).',
        security: STAFF_SESSION,
        params: StaffIdParamsSchema,
        response: { 200: jsonResponse(HelpRequestDetailSchema), ...errorResponses([400, 401, 404]) },
      },
    },
    async (req) => staff.help.view(staffOf(req), req.params.id),
  );

  app.patch(
    '/help/:id',
    {
      onRequest: gate({ csrf: true }),
      schema: {
        operationId: 'staffHelpUpdate',
        tags: STAFF_TAG,
        summary: 'Changes the status or assignee of a help request, or adds an internal note.',
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        body: HelpUpdateSchema,
        response: { 200: jsonResponse(HelpRequestDetailSchema), ...errorResponses([400, 401, 403, 404, 413, 415]) },
      },
    },
    async (req) => staff.help.update(staffOf(req), req.params.id, req.body),
  );

  app.post(
    '/help/:id/reply',
    {
      onRequest: gate({ csrf: true }),
      schema: {
        operationId: 'staffHelpReply',
        tags: STAFF_TAG,
        summary: "Sends a reply (template + text) in the request's language through the outbox; status answered.",
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        body: HelpReplyBodySchema,
        response: { 200: jsonResponse(HelpRequestDetailSchema), ...errorResponses([400, 401, 403, 404, 413, 415]) },
      },
    },
    async (req) => staff.help.reply(staffOf(req), req.params.id, req.body),
  );
};
