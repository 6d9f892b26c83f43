import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate, resources, translate, type Language } from '@cyr/i18n';
import {
  EMAIL_PAGE_KINDS,
  EMAIL_TOKEN_PATTERN,
  LanguageSchema,
  OutcomeFollowupBodySchema,
  OutcomeFollowupResponseSchema,
  PublicCourtNotesResponseSchema,
  type Case,
  type EligibilityInfo,
  type OutcomeFollowupBody,
} from '@cyr/schemas';
import type { RouteDeps } from '../../deps';
import { ApiError, apiError } from '../../http/errors';
import { BEARER, errorResponses, jsonResponse } from '../../http/openapi';
import { hashEmailToken } from '../../mail/email-tokens';
import { enforceEmailLimit, enforceTextRecipientLimit, recipientKey } from '../../limits';
import { getEligibilityInfo } from '../../services/eligibility';
import { loadEmailPage } from '../../services/email-pages';
import { createFollowup, followedCase, type FollowedCase } from '../../outcomes/service';
import { courtNotesFor } from '../../outcomes/court-notes';
import { todayInCounty } from '../../clock';

export interface OutcomeRouteOptions extends RouteDeps {
  clientKey: (req: FastifyRequest) => string;
  emailLimit: (req: FastifyRequest) => number;
}

const text = (lang: Language, key: string, params?: Record<string, string>) =>
  translate(resources, lang, `outcomes:api.${key}`, params);

/** A 400 naming `caseIds`: a case that is not one of these cases, or not one that leads to a petition. */
const notFollowable = () =>
  new ApiError(400, 'validation_error', text('en', 'notFollowable'), text('es', 'notFollowable'), {
    caseIds: 'notFollowable',
  });

/** The followed codes of the chosen cases, in the order the person saw them; 400 if any cannot be followed. */
function chosenCases(cases: readonly Case[], ids: readonly string[]): FollowedCase[] {
  const chosen = cases.filter((c) => ids.includes(c._id));
  if (chosen.length !== ids.length) throw notFollowable();
  const followed = chosen.map(followedCase);
  if (followed.some((f) => f === null)) throw notFollowable();
  return followed.filter((f): f is FollowedCase => f !== null);
}

const EmailPageParamsSchema = z.object({
  kind: z.string().meta({ enum: [...EMAIL_PAGE_KINDS] }),
  emailToken: z.string(),
});

/**
 * Asking for outcome follow-ups (issue #38; docs/decisions/0100-outcome-follow-ups.md), from the results and
 * the steps (bearer token) or from an emailed results or petitions page (its link's token), and the court notes
 * of a person's own courts:
 * - `POST /api/application/outcome-followups`, `POST /api/email-pages/:kind/:emailToken/outcome-followups`:
 *   `{email?, phone?, textConsent?, caseIds, useSpanishURL}` (an address, a number with text consent, or both);
 *   stores the follow-up and queues its confirmation in one transaction. Counted with the other messages, per
 *   client, per inbox and per number.
 * - `GET /api/application/court-notes?lang=`: what staff noted about the courts of the session's cases.
 */
export const outcomeRoutes: FastifyPluginAsync<OutcomeRouteOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps, services } = opts;
  const { sessions, clock, limiter } = services;
  const db = deps.db.db;
  const links = { publicUrl: deps.config.publicUrl };

  const save = async (req: FastifyRequest, reply: FastifyReply, body: OutcomeFollowupBody, cases: readonly Case[]) => {
    const { email, phone } = body;
    if (phone !== undefined && !deps.config.texts) {
      throw apiError(400, 'texts_unavailable', { phone: 'texts_unavailable' });
    }
    const followed = chosenCases(cases, body.caseIds);
    // Counted with the other messages: per client, per inbox, and per number (TEXT_RECIPIENT_RATE_LIMIT).
    await enforceEmailLimit(limiter, 'email', opts.clientKey(req), opts.emailLimit(req), reply);
    if (email !== undefined) {
      await enforceEmailLimit(limiter, 'email-to', recipientKey(email), deps.config.emailRecipientRateLimit, reply);
    }
    if (phone !== undefined) {
      await enforceTextRecipientLimit(limiter, phone, deps.config.textRecipientRateLimit, reply);
    }
    const language: Language = body.useSpanishURL ? 'es' : 'en';
    const today = todayInCounty(clock());
    const { firstOn, reach } = await createFollowup(db, links, {
      ...(email !== undefined
        ? { channel: 'email', contact: email, phone }
        : { channel: 'text', contact: phone ?? '' }),
      language,
      cases: followed,
      today,
    });
    return {
      message: text('en', `saved.${reach}`, { date: formatDate(firstOn, 'en') }),
      messageEs: text('es', `saved.${reach}`, { date: formatDate(firstOn, 'es') }),
      firstOn,
    };
  };

  const responses = {
    200: jsonResponse(OutcomeFollowupResponseSchema),
    ...errorResponses([
      [
        400,
        'Validation error; `fields.caseIds` is `notFollowable` for a case that is not likely eligible or expungeable; `texts_unavailable` (`fields.phone`) where the site sends no texts',
      ],
      401,
      413,
      415,
      429,
    ]),
  };

  app.post(
    '/application/outcome-followups',
    {
      schema: {
        operationId: 'outcomeFollowups',
        summary:
          'Ask to be emailed (`email`), texted (`phone`, a U.S. mobile number, with `textConsent: true` from the opt-in checkbox, where the site sends texts), or both, about how the petitions of the chosen cases go (about 45, 120 and 240 days after today; once more about 90 days after a granted order). Stores the address or number until the last message, and per case only codes (section, court, month). A confirmation is queued with it (an email with the one-click stop link; a text that says reply STOP). Rate-limited with the other messages.',
        security: BEARER,
        body: OutcomeFollowupBodySchema,
        response: responses,
      },
    },
    async (req, reply) => {
      const session = await sessions.authenticate(req.headers.authorization);
      if (!session) throw apiError(401, 'session_expired');
      const info = await getEligibilityInfo({ db, clock }, session.id);
      if (!info) throw apiError(401, 'session_expired');
      const saved = await save(req, reply, req.body, info.cases);
      return saved;
    },
  );

  app.post(
    '/email-pages/:kind/:emailToken/outcome-followups',
    {
      schema: {
        operationId: 'emailPageOutcomeFollowups',
        summary:
          'The same, from an emailed results or petitions page (no login: the link token). Unknown, malformed or expired token: 404.',
        params: EmailPageParamsSchema,
        body: OutcomeFollowupBodySchema,
        response: { ...responses, ...errorResponses([[404, 'not_found']]) },
      },
    },
    async (req, reply) => {
      const { kind, emailToken } = req.params;
      if (!(EMAIL_PAGE_KINDS as readonly string[]).includes(kind) || !EMAIL_TOKEN_PATTERN.test(emailToken)) {
        throw apiError(404, 'not_found');
      }
      const now = Math.floor(clock().getTime() / 1000);
      const page = await loadEmailPage(db, kind, hashEmailToken(emailToken), now);
      if (!page) throw apiError(404, 'not_found');
      return save(req, reply, req.body, (page.eligibility_info as EligibilityInfo).cases);
    },
  );

  app.get(
    '/application/court-notes',
    {
      schema: {
        operationId: 'courtNotes',
        summary:
          "What staff noted about the courts of the session's likely eligible cases (setting practice, objections, typical wait), in the language asked for, with the day they were checked.",
        security: BEARER,
        querystring: z.strictObject({ lang: LanguageSchema.optional() }),
        response: { 200: jsonResponse(PublicCourtNotesResponseSchema), ...errorResponses([401]) },
      },
    },
    async (req) => {
      const session = await sessions.authenticate(req.headers.authorization);
      if (!session) throw apiError(401, 'session_expired');
      const info = await getEligibilityInfo({ db, clock }, session.id);
      if (!info) throw apiError(401, 'session_expired');
      const courts = [
        ...new Set(info.cases.map(followedCase).flatMap((f) => (f && f.kind === 'nondisclosure' ? [f.court] : []))),
      ];
      return { notes: await courtNotesFor(db, courts, req.query.lang ?? 'en') };
    },
  );
};
