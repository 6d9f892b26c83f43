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

/**
 * The survey answers: totals and free text for every member; each response, "contact me" details and the
 * per-response CSV for the `feedbackResponses` area (admins; audited).
 */
export const staffFeedbackRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/feedback/summary',
    {
      onRequest: gate({ area: 'feedback' }),
      schema: rangeSchema('staffFeedbackSummary', 'Survey answers counted per question.', FeedbackSummarySchema),
    },
    async (req) => staff.feedback.summary(req.query),
  );

  app.get(
    '/feedback/text',
    {
      onRequest: gate({ area: 'feedback' }),
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
      onRequest: gate({ area: 'feedbackResponses' }),
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
      onRequest: gate({ area: 'feedbackResponses' }),
      schema: {
        operationId: 'staffFeedbackCsv',
        tags: STAFF_TAG,
        summary:
          'Each survey response as CSV, with its contact columns (admin; audited). The staff role sees the totals only.',
        security: STAFF_SESSION,
        querystring: StaffDateRangeQuerySchema,
        response: { 200: csvResponse, ...errorResponses([400, 401, 403]) },
      },
    },
    async (req, reply) => sendCsv(reply, await staff.feedback.exportCsv(staffOf(req), req.query)),
  );
};
