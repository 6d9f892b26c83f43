import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatDate } from '@cyr/i18n';
import {
  FEEDBACK_SUBMITTED_MESSAGE,
  HelpFormSchema,
  SurveyFeedbackSchema,
  SurveyResponseSchema,
  toTextNumber,
} from '@cyr/schemas';
import type { RouteDeps } from '../../deps';
import { errorResponses, jsonResponse } from '../../http/openapi';
import { requestLanguage } from '../../http/language';
import {
  ALL_CLIENTS,
  EMAIL_RATE_WINDOW_SECONDS,
  enforceEmailLimit,
  recipientAllows,
  SURVEY_RATE_LIMIT,
  textRecipientAllows,
} from '../../limits';
import { apiError } from '../../http/errors';
import { helpAckText } from '../../texts/messages';
import { renderHelpAck, renderHelpInboxCapped, renderHelpRequest } from '../../mail/templates';
import { helpAddUrl, newHelpToken } from '../../services/help-messages';
import { helpDueOn, saveFeedback, saveHelpRequest } from '../../services/survey';

export interface SurveyRouteOptions extends RouteDeps {
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
  const { deps, services } = opts;
  const { clock, limiter } = services;
  const db = deps.db.db;

  const response = { 200: jsonResponse(SurveyResponseSchema), ...errorResponses([400, 413, 415, 429]) };
  const feedback = {
    operationId: 'submitFeedback',
    summary: 'Store the feedback survey (200 only after it is durably stored).',
    body: SurveyFeedbackSchema,
    response,
  };
  app.post('/survey/submit-feedback', { schema: feedback }, async (req, reply) => {
    const tooMany = 'api.tooManySubmissions';
    await enforceEmailLimit(limiter, 'survey', opts.clientKey(req), SURVEY_RATE_LIMIT, reply, tooMany);
    // And across clients: many addresses together cannot fill the table.
    await enforceEmailLimit(limiter, 'survey-all', ALL_CLIENTS, deps.config.feedbackHourlyLimit, reply, tooMany);
    await saveFeedback(db, requestLanguage(req, 'accept-language'), req.body);
    return { message: FEEDBACK_SUBMITTED_MESSAGE };
  });

  const helpForm = {
    operationId: 'submitHelpForm',
    summary:
      'Store a help request and email it to the hotline inbox. With `textConsent: true` (where the site sends texts) the acknowledgement is also texted to `phone`, which must then be a U.S. mobile number.',
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
    const { name, email, phone, description, textConsent } = req.body;
    if (textConsent === true && !deps.config.texts) {
      throw apiError(400, 'texts_unavailable', { textConsent: 'texts_unavailable' });
    }
    const dueOn = helpDueOn(clock());
    // The acknowledgement's link lets the person add to their request (services/help-messages.ts).
    const link = newHelpToken();
    // The request is always stored (staff see it in the console); the emails about it only within their limits.
    // The acknowledgement counts against the inbox the form names, like every message sent on a visitor's
    // request: the form cannot be used to flood a stranger's inbox from the site's address.
    // A phone-only request has no address to acknowledge (ADR 0115): it is answered by phone.
    const ackAllowed = email !== '' && (await recipientAllows(limiter, email, deps.config.emailRecipientRateLimit));
    // The hotline's own inbox: at most HELP_INBOX_HOURLY_LIMIT a hour from all clients, then one alert to admins.
    const inbox = await limiter.hit(
      'help-inbox',
      ALL_CLIENTS,
      deps.config.helpInboxHourlyLimit,
      EMAIL_RATE_WINDOW_SECONDS,
    );
    const notify = inbox.allowed
      ? {
          ...renderHelpRequest({ email, phone, description, language }),
          kind: 'help_request',
          language: 'en' as const,
          to: deps.config.helpInbox,
          ...(email === '' ? {} : { replyTo: email }),
        }
      : {
          capped: {
            hour: String(Math.floor(clock().getTime() / (EMAIL_RATE_WINDOW_SECONDS * 1000))),
            alert: renderHelpInboxCapped('en', { limit: deps.config.helpInboxHourlyLimit }),
          },
        };
    const ack = ackAllowed
      ? {
          ...renderHelpAck(language, {
            date: formatDate(dueOn, language),
            addUrl: helpAddUrl(deps.config.publicUrl, link.token),
          }),
          kind: 'help_ack',
          language,
          to: email,
        }
      : null;
    // A text acknowledgement only with the opt-in box ticked (the schema then checked the number is a U.S. mobile),
    // within the per-number limit like every text sent on a visitor's request.
    const number = textConsent === true ? toTextNumber(phone) : null;
    const textAck =
      number && (await textRecipientAllows(limiter, number, deps.config.textRecipientRateLimit))
        ? { kind: 'help_ack', language, to: number, body: helpAckText(language, dueOn) }
        : null;
    await saveHelpRequest(
      db,
      { language, name: name ? name : null, email, phone, description, dueOn, replyTokenHash: link.hash },
      { notify, ack, textAck },
    );
    return { message: FEEDBACK_SUBMITTED_MESSAGE };
  });
};
