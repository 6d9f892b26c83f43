import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LanguageSchema,
  parseOutcomes,
  PartnerListQuerySchema,
  PartnerListResponseSchema,
  REFERRAL_LIMITS,
  ReferralBodySchema,
  ReferralPreviewQuerySchema,
  ReferralPreviewSchema,
  ReferralSentSchema,
  toTextNumber,
  type PartnerProfile,
} from '@cyr/schemas';
import type { RouteDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { requestLanguage, toLanguage } from '../../http/language';
import { BEARER, errorResponses, jsonResponse } from '../../http/openapi';
import { enforceEmailLimit, recipientKey, textRecipientAllows } from '../../limits';
import { getEligibilityInfo } from '../../services/eligibility';
import { listPublicPartners, referralPartner } from '../../services/partners';
import { referralCasesOf, sendReferral } from '../../services/referrals';
import type { AuthenticatedSession } from '../../services/sessions';
import { directoryFilterOf, renderPartnerDirectory } from '../../web/partner-directory';

export interface PartnerRouteOptions extends RouteDeps {
  clientKey: (req: FastifyRequest) => string;
  emailLimit: (req: FastifyRequest) => number;
}

const DirectoryQuerySchema = z.strictObject({
  lang: LanguageSchema.optional(),
  need: z.string().max(40).optional(),
  speaks: z.string().max(10).optional(),
});
const DirectoryResponseSchema = z.object({ html: z.string() }).meta({ id: 'PartnerDirectoryHtml' });

/**
 * The partner directory and referrals, public side (issue #39; docs/decisions/0105, 0106):
 * - `GET /api/partners`: the visible partners, or those that fit `outcomes` and `lang` (no auth);
 * - `GET /api/partners/directory`: the directory page's list and filter form as HTML (no auth);
 * - `GET /api/application/referrals/preview?partnerId=`: exactly what a referral would send now (bearer);
 * - `POST /api/application/referrals`: sends it, after the person's consent (bearer; counted as an email).
 */
export const partnerRoutes: FastifyPluginAsync<PartnerRouteOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps, services } = opts;
  const { sessions, clock, limiter } = services;
  const db = deps.db.db;
  const tags = ['partners'];

  app.get(
    '/partners',
    {
      schema: {
        operationId: 'partners',
        tags,
        summary: 'The partner directory: every visible partner, or those that fit the outcomes and language given.',
        querystring: PartnerListQuerySchema,
        response: { 200: jsonResponse(PartnerListResponseSchema), ...errorResponses([400]) },
      },
    },
    async (req) => {
      const outcomes = parseOutcomes(req.query.outcomes);
      if (outcomes === null) throw apiError(400, 'validation_error', { outcomes: 'invalid' });
      const partners = await listPublicPartners(db, { outcomes, service: req.query.service, lang: req.query.lang });
      return { partners };
    },
  );

  app.get(
    '/partners/directory',
    {
      schema: {
        operationId: 'partnerDirectoryHtml',
        tags,
        summary: 'The directory page’s filter form and list as HTML, in `lang` (the page the server sends has it too).',
        querystring: DirectoryQuerySchema,
        response: { 200: jsonResponse(DirectoryResponseSchema), ...errorResponses([400]) },
      },
    },
    async (req) => {
      const lang = requestLanguage(req, 'cookie');
      const filter = directoryFilterOf(req.query);
      const partners = await listPublicPartners(db, {
        service: filter.need ?? undefined,
        lang: filter.speaks ?? undefined,
      });
      return { html: renderPartnerDirectory(partners, lang, filter) };
    },
  );

  const authenticate = async (req: FastifyRequest): Promise<AuthenticatedSession> => {
    const session = await sessions.authenticate(req.headers.authorization);
    if (!session) throw apiError(401, 'session_expired');
    return session;
  };

  /** The session's results, as a referral would send them, and the partner (404 when it takes no referrals). */
  const prepare = async (session: AuthenticatedSession, partnerId: string) => {
    const partner = await referralPartner(db, partnerId);
    if (!partner) throw apiError(404, 'not_found');
    const info = await getEligibilityInfo({ db, clock }, session.id);
    if (!info) throw apiError(401, 'session_expired');
    const cases = referralCasesOf(info);
    if (cases.length === 0) throw apiError(400, 'no_confirmed_cases');
    return { partner, cases, suggestedName: info.cases[0]?.full_name ?? '' };
  };

  app.get(
    '/application/referrals/preview',
    {
      schema: {
        operationId: 'referralPreview',
        tags,
        summary: 'Exactly what sending the session’s cases to this partner would send (for the consent screen).',
        security: BEARER,
        querystring: ReferralPreviewQuerySchema,
        response: {
          200: jsonResponse(ReferralPreviewSchema),
          ...errorResponses([400, 401, [404, 'not_found: no partner by that id takes referrals']]),
        },
      },
    },
    async (req) => {
      const session = await authenticate(req);
      const { partner, cases, suggestedName } = await prepare(session, req.query.partnerId);
      const profile = partner.profile as PartnerProfile;
      return {
        partner: { id: partner.id, name: profile.name },
        suggestedName,
        cases,
        personalDays: REFERRAL_LIMITS.personalDays,
      };
    },
  );

  app.post(
    '/application/referrals',
    {
      schema: {
        operationId: 'sendReferral',
        tags,
        summary:
          'Sends the session’s cases, the name and the contact given to a partner (consent required); the partner gets a notice with a signed link that expires, the person an acknowledgement: by email, or, with no email address and `textConsent: true` (where the site sends texts), by text to `phone` (a U.S. mobile number), as are the partner’s answers later. `texts_unavailable` (`fields.textConsent`) where the site sends no texts.',
        security: BEARER,
        body: ReferralBodySchema,
        response: {
          200: jsonResponse(ReferralSentSchema),
          ...errorResponses([400, 401, [404, 'not_found: no partner by that id takes referrals'], 413, 415, 429]),
        },
      },
    },
    async (req, reply) => {
      const session = await authenticate(req);
      const { email, phone, textConsent } = req.body;
      if (textConsent === true && !deps.config.texts) {
        throw apiError(400, 'texts_unavailable', { textConsent: 'texts_unavailable' });
      }
      // A referral sends two emails: it counts against the client's email limit, and the person's inbox's.
      await enforceEmailLimit(limiter, 'email', opts.clientKey(req), opts.emailLimit(req), reply);
      if (req.body.email)
        await enforceEmailLimit(
          limiter,
          'email-to',
          recipientKey(req.body.email),
          deps.config.emailRecipientRateLimit,
          reply,
        );
      const { partner, cases } = await prepare(session, req.body.partnerId);
      const language = toLanguage(session.language);
      // Texts only to a person who left no email address and ticked the opt-in box (the schema checked the number),
      // within the per-number limit like every text sent on a visitor's request; over it, the referral still goes.
      const number = textConsent === true && email === '' ? toTextNumber(phone) : null;
      const textTo =
        number && (await textRecipientAllows(limiter, number, deps.config.textRecipientRateLimit)) ? number : null;
      const sent = await sendReferral(db, {
        partner,
        personal: { name: req.body.name, email, phone, cases, ...(textTo ? { textTo } : {}) },
        language,
        now: clock(),
        publicUrl: deps.config.publicUrl,
        secret: deps.config.sessionSecret,
      });
      const token = await sessions.touch(session);
      return { message: 'Referral sent.', acknowledged: sent.acknowledged, ...token };
    },
  );
};
