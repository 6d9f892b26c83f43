import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FeedbackContactsResponseSchema,
  FeedbackSummarySchema,
  FeedbackTextResponseSchema,
  StaffDateRangeQuerySchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION } from '../../http/openapi';
import { staffOf } from './guard';
import { csvResponse, rangeSchema, sendCsv, STAFF_TAG, type StaffRouteOptions } from './shared';

/** The survey answers: counts, free text, "contact me" details (admin, audited) and the CSV export (audited). */
export const staffFeedbackRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/feedback/summary',
    {
      onRequest: gate(),
      schema: rangeSchema('staffFeedbackSummary', 'Survey answers counted per question.', FeedbackSummarySchema),
    },
    async (req) => staff.feedback.summary(req.query),
  );

  app.get(
    '/feedback/text',
    {
      onRequest: gate(),
      schema: rangeSchema(
        'staffFeedbackText',
        'Free-text survey answers (no contact details).',
        FeedbackTextResponseSchema,
      ),
    },
    async (req) => staff.feedback.text(req.query),
  );

  app.get(
    '/feedback/contacts',
    {
      onRequest: gate({ role: 'admin' }),
      schema: {
        ...rangeSchema(
          'staffFeedbackContacts',
          '"Contact me" details of survey answers (admin; audited).',
          FeedbackContactsResponseSchema,
        ),
        response: { 200: jsonResponse(FeedbackContactsResponseSchema), ...errorResponses([400, 401, 403]) },
      },
    },
    async (req) => staff.feedback.contacts(staffOf(req), req.query),
  );

  app.get(
    '/feedback/export.csv',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffFeedbackCsv',
        tags: STAFF_TAG,
        summary: 'Survey answers as CSV; contact columns for an admin only (audited).',
        security: STAFF_SESSION,
        querystring: StaffDateRangeQuerySchema,
        response: { 200: csvResponse, ...errorResponses([400, 401]) },
      },
    },
    async (req, reply) => {
      const me = staffOf(req);
      return sendCsv(reply, await staff.feedback.exportCsv(me, req.query, me.role === 'admin'));
    },
  );
};
