import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMonths } from '@cyr/rules';
import { resources, translate, type Language } from '@cyr/i18n';
import { EMAIL_TOKEN_PATTERN, RECHECK_MONTHS, ReminderBodySchema } from '@cyr/schemas';
import { recheckOffered } from '@cyr/schemas/next-steps';
import type { RouteDeps } from '../../deps';
import { formatDate } from '@cyr/i18n/dates';
import { ApiError, apiError } from '../../http/errors';
import { BEARER, errorResponses, jsonResponse } from '../../http/openapi';
import { enforceEmailLimit, enforceTextRecipientLimit, RECIPIENT_SCOPE, recipientKey } from '../../limits';
import { cancelReminder, createReminder } from '../../reminders/service';
import { getEligibilityInfo } from '../../services/eligibility';
import { todayInCounty } from '../../clock';

export const UnsubscribeParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

const ReminderResponseSchema = z.object({
  message: z.string(),
  sendOn: z.iso.date(),
  token: z.string(),
  tokenExpirationTime: z.number(),
});
const UnsubscribeResponseSchema = z.object({ message: z.string(), messageEs: z.string() });

export interface ReminderRouteOptions extends RouteDeps {
  /** The client a rate limit counts against (app.ts `clientKey`). */
  clientKey: (req: FastifyRequest) => string;
  /** Emails this client may send per hour (higher on a trusted network: limits/email.ts `emailLimitFor`). */
  emailLimit: (req: FastifyRequest) => number;
}

const text = (lang: Language, key: string, params?: Record<string, string>) =>
  translate(resources, lang, `reminders:api.${key}`, params);

/** A 400 whose texts come from the i18n `reminders` namespace, naming the field. */
function reminderError(
  key: 'caseNotWaiting' | 'idRequired' | 'idNotAllowed' | 'recheckNotOffered',
  field: '_id' | 'kind' = '_id',
): ApiError {
  return new ApiError(400, 'validation_error', text('en', key), text('es', key), { [field]: key });
}

/**
 * Opt-in reminders (api-contract "Reminders"; docs/decisions/0031-reminders.md):
 * - `POST /api/application/reminders` (bearer token): `ripens` on a `not_yet_eligible` case's
 *   `eligible_date`, or `recheck` six months after today. Rate-limited with the other emails.
 * - `GET /api/reminders/unsubscribe/:token` (no auth): deletes it; 404 when there is none. `POST` to the same
 *   path does the same: the site's cancel page sends it when the person clicks, never on opening.
 */
export const reminderRoutes: FastifyPluginAsync<ReminderRouteOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps, services } = opts;
  const { sessions, clock, limiter } = services;
  const db = deps.db.db;
  const links = { publicUrl: deps.config.publicUrl };

  const reminderSchema = {
    operationId: 'reminders',
    summary:
      'Ask for one reminder: `ripens` on the eligible date of a `not_yet_eligible` case (`_id` required), or `recheck` six months after today (no `_id`). By email (`email`), or by text (`phone`, a U.S. mobile number, with `textConsent: true` from the opt-in checkbox) where the site sends texts. Stores only the address or the number, the date, the language and an unsubscribe token; a confirmation is queued with it (an email with the one-click cancel link, or a text that says reply STOP to cancel). Rate-limited with the other messages (per client, and per inbox or number).',
    security: BEARER,
    body: ReminderBodySchema,
    response: {
      200: jsonResponse(ReminderResponseSchema),
      ...errorResponses([
        [
          400,
          'Validation error; `fields._id` is `caseNotWaiting`, `idRequired` or `idNotAllowed` for a case id that does not fit the kind; `fields.kind` is `recheckNotOffered` for a six-month re-check when a case is barred for good and none could change with time; `texts_unavailable` (`fields.phone`) where the site sends no texts',
        ],
        401,
        [404, "unknown_case: not one of the session's cases"],
        413,
        415,
        429,
      ]),
    },
  };
  app.post('/application/reminders', { schema: reminderSchema }, async (req, reply) => {
    const session = await sessions.authenticate(req.headers.authorization);
    if (!session) throw apiError(401, 'session_expired');
    const { email, phone, kind, _id, useSpanishURL } = req.body;
    if (phone !== undefined && !deps.config.texts)
      throw apiError(400, 'texts_unavailable', { phone: 'texts_unavailable' });
    const lang: Language = useSpanishURL ? 'es' : 'en';
    const today = todayInCounty(clock());
    let sendOn: string;
    if (kind === 'recheck') {
      if (_id !== undefined) throw reminderError('idNotAllowed');
      // Not offered when waiting changes nothing: a case barred for good and no case that could change with time
      // (the results offer it on the same rule, @cyr/schemas/next-steps `recheckOffered`).
      const info = await getEligibilityInfo({ db, clock }, session.id);
      if (info && !recheckOffered(info.cases)) throw reminderError('recheckNotOffered', 'kind');
      sendOn = addMonths(today, RECHECK_MONTHS);
    } else {
      if (_id === undefined) throw reminderError('idRequired');
      const info = await getEligibilityInfo({ db, clock }, session.id);
      if (!info) throw apiError(401, 'session_expired');
      const c = info.cases.find((x) => x._id === _id);
      if (!c) throw apiError(404, 'unknown_case');
      if (c.final_eligibility !== 'not_yet_eligible' || !c.eligible_date || c.eligible_date <= today) {
        throw reminderError('caseNotWaiting');
      }
      sendOn = c.eligible_date;
    }
    // Counted like the other emails, only for a request that would send mail (the confirmation goes out now):
    // per client, and per inbox whoever asks.
    // A text counts per client with the emails, and per number (TEXT_RECIPIENT_RATE_LIMIT).
    await enforceEmailLimit(limiter, 'email', opts.clientKey(req), opts.emailLimit(req), reply);
    if (phone !== undefined) {
      await enforceTextRecipientLimit(limiter, phone, deps.config.textRecipientRateLimit, reply);
      await createReminder(db, links, { phone, sendOn, language: lang });
    } else if (email !== undefined) {
      await enforceEmailLimit(
        limiter,
        RECIPIENT_SCOPE,
        recipientKey(email),
        deps.config.emailRecipientRateLimit,
        reply,
      );
      await createReminder(db, links, { email, sendOn, language: lang });
    }
    const token = await sessions.touch(session);
    return { message: text(lang, 'saved', { date: formatDate(sendOn, lang) }), sendOn, ...token };
  });

  const unsubscribeSchema = {
    operationId: 'unsubscribeReminder',
    summary:
      'Cancel a reminder (one click from its confirmation email, no login): deletes the address, the date and the language.',
    params: UnsubscribeParamsSchema,
    response: {
      200: jsonResponse(UnsubscribeResponseSchema),
      ...errorResponses([[404, 'not_found: unknown, malformed, already sent or cancelled']]),
    },
  };
  const unsubscribe = async (token: string) => {
    if (!EMAIL_TOKEN_PATTERN.test(token)) throw apiError(404, 'not_found');
    if (!(await cancelReminder(db, token))) throw apiError(404, 'not_found');
    return { message: text('en', 'cancelled'), messageEs: text('es', 'cancelled') };
  };
  // The contract's GET stays for tools that use it; the site's cancel page sends the POST, on the person's
  // click, so a mail scanner that opens the page cancels nothing.
  app.get('/reminders/unsubscribe/:token', { schema: unsubscribeSchema }, (req) => unsubscribe(req.params.token));
  app.post(
    '/reminders/unsubscribe/:token',
    {
      schema: {
        ...unsubscribeSchema,
        operationId: 'unsubscribeReminderByPost',
        summary:
          "Cancel a reminder from the cancel page, on the person's click (the page itself changes nothing when opened): the same as the GET.",
      },
    },
    (req) => unsubscribe(req.params.token),
  );
};
