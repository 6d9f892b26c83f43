import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatDate } from '@cyr/i18n';
import { FEEDBACK_SUBMITTED_MESSAGE, HelpFormSchema, SurveyFeedbackSchema, SurveyResponseSchema } from '@cyr/schemas';
import type { AppDeps } from '../../deps';
import { errorResponses, jsonResponse } from '../../http/openapi';
import { requestLanguage } from '../../http/language';
import { DbRateLimiter, enforceEmailLimit, SURVEY_RATE_LIMIT } from '../../limits';
import { renderHelpAck, renderHelpRequest } from '../../mail/templates';
import { helpDueOn } from '../../services/staff/help';
import { saveFeedback, saveHelpRequest } from '../../services/survey';

export interface SurveyRouteOptions {
  deps: AppDeps;
  clientKey: (req: FastifyRequest) => string;
  /** Emails this client may send per hour (higher on a trusted network: limits/email.ts `emailLimitFor`). */
  emailLimit: (req: FastifyRequest) => number;
}

/**
 * `POST /api/survey/submit-feedback` and `POST /api/survey/submit-help-form` (no auth). The 200 is sent
 * only after the submission has committed; a help request and its email to the hotline inbox are written
 * in the same transaction.
 */
export const surveyRoutes: FastifyPluginAsync<SurveyRouteOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  const db = deps.db.db;
  const clock = deps.clock ?? (() => new Date());
  const limiter = new DbRateLimiter(db, deps.config.sessionSecret, clock);

  const response = { 200: jsonResponse(SurveyResponseSchema), ...errorResponses([400, 413, 415, 429]) };
  const feedback = {
    operationId: 'submitFeedback',
    summary: 'Store the feedback survey (200 only after it is durably stored).',
    body: SurveyFeedbackSchema,
    response,
  };
  app.post('/survey/submit-feedback', { schema: feedback }, async (req, reply) => {
    await enforceEmailLimit(limiter, 'survey', opts.clientKey(req), SURVEY_RATE_LIMIT, reply, 'api.tooManySubmissions');
    await saveFeedback(db, requestLanguage(req, 'accept-language'), req.body);
    return { message: FEEDBACK_SUBMITTED_MESSAGE };
  });

  const helpForm = {
    operationId: 'submitHelpForm',
    summary: 'Store a help request and email it to the hotline inbox.',
    body: HelpFormSchema,
    response,
  };
  app.post('/survey/submit-help-form', { schema: helpForm }, async (req, reply) => {
    // Each help request emails the hotline: limited per client like the other emails.
    await enforceEmailLimit(
      limiter,
      'help',
      opts.clientKey(req),
      opts.emailLimit(req),
      reply,
      'api.tooManySubmissions',
    );
    // The site's language: the web app sends the language the person reads the site in as Accept-Language
    // (apps/web/src/lib/api.ts), and `?lang=` wins over it; replies and the acknowledgement use it.
    const language = requestLanguage(req, 'accept-language');
    const { email, phone, description } = req.body;
    const rendered = renderHelpRequest({ email, phone, description, language });
    const dueOn = helpDueOn(clock());
    const ack = renderHelpAck(language, { date: formatDate(dueOn, language) });
    await saveHelpRequest(
      db,
      { language, email, phone, description, dueOn },
      { ...rendered, kind: 'help_request', language: 'en', to: deps.config.helpInbox, replyTo: email },
      { ...ack, kind: 'help_ack', language, to: email },
    );
    return { message: FEEDBACK_SUBMITTED_MESSAGE };
  });
};
