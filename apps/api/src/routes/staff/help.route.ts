import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HelpBulkResponseSchema,
  HelpBulkSchema,
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

/**
 * The help inbox: the list (searched, filtered; audited), one request (audited), a change or note, several
 * assigned or closed at once, a reply through the outbox.
 */
export const staffHelpRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/help',
    {
      onRequest: gate({ area: 'help' }),
      schema: {
        operationId: 'staffHelpList',
        tags: STAFF_TAG,
        summary:
          'Help requests with the name and first line (no email or phone), searched and filtered, oldest due first, with the overdue count (audited).',
        security: STAFF_SESSION,
        querystring: HelpListQuerySchema,
        response: { 200: jsonResponse(HelpListResponseSchema), ...errorResponses([400, 401, 403]) },
      },
    },
    async (req) => staff.help.list(staffOf(req), req.query),
  );

  app.post(
    '/help/bulk',
    {
      onRequest: gate({ area: 'help', csrf: true }),
      schema: {
        operationId: 'staffHelpBulk',
        tags: STAFF_TAG,
        summary: 'Assigns or closes several help requests at once, each audited as one change.',
        security: STAFF_SESSION_CSRF,
        body: HelpBulkSchema,
        response: { 200: jsonResponse(HelpBulkResponseSchema), ...errorResponses([400, 401, 403, 413, 415]) },
      },
    },
    async (req) => staff.help.bulk(staffOf(req), req.body),
  );

  app.get(
    '/help/:id',
    {
      onRequest: gate({ area: 'help' }),
      schema: {
        operationId: 'staffHelpDetail',
        tags: STAFF_TAG,
        summary: 'One help request with its contact details, notes and replies (written to the audit log).',
        security: STAFF_SESSION,
        params: StaffIdParamsSchema,
        response: { 200: jsonResponse(HelpRequestDetailSchema), ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (req) => staff.help.view(staffOf(req), req.params.id),
  );

  app.patch(
    '/help/:id',
    {
      onRequest: gate({ area: 'help', csrf: true }),
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
      onRequest: gate({ area: 'help', csrf: true }),
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
