import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMAIL_TOKEN_DAYS, SendEmailBodySchema, SendEmailResponseSchema, type EmailKind } from '@cyr/schemas';
import { nondisclosureForms } from '@cyr/i18n';
import type { RouteDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { BEARER, errorResponses, jsonResponse } from '../../http/openapi';
import { hashEmailToken, newEmailToken } from '../../mail/email-tokens';
import { enqueueMail } from '../../outbox/enqueue';
import { enforceEmailLimit, RECIPIENT_SCOPE, recipientKey } from '../../limits';
import { renderLinkEmail } from '../../mail/templates';
import { presentLookupEndDate } from '../../presenters/case';
import { getDataEndDate } from '../../services/case-store';
import { getEligibilityInfo } from '../../services/eligibility';
import { emailCopyOf, saveEmailPageAndMail } from '../../services/email-pages';
import { todayInCounty } from '../../clock';

export interface EmailRouteOptions extends RouteDeps {
  /** The client a rate limit counts against (app.ts `clientKey`). */
  clientKey: (req: FastifyRequest) => string;
  /** Emails this client may send per hour (higher on a trusted network: limits/email.ts `emailLimitFor`). */
  emailLimit: (req: FastifyRequest) => number;
}

const CALLS: [path: string, kind: EmailKind, operationId: string, what: string][] = [
  ['send-case-results-email', 'case_results', 'sendCaseResultsEmail', 'a link to the case results'],
  ['send-petitions-email', 'petitions', 'sendPetitionsEmail', 'a link to the petitions'],
  ['send-know-your-rights-email', 'know_your_rights', 'sendKnowYourRightsEmail', 'a link to the know-your-rights page'],
];

const PAGE_OF: Record<Exclude<EmailKind, 'know_your_rights'>, 'results' | 'petitions'> = {
  case_results: 'results',
  petitions: 'petitions',
};

/**
 * `POST /api/application/email/send-{case-results,petitions,know-your-rights}-email` (api-contract "Emails").
 * The email-page snapshot and the outbox row are written in one transaction; the 200 is sent only after it
 * commits, so a message the person was told about is never lost (the outbox worker delivers it).
 */
export const emailRoutes: FastifyPluginAsync<EmailRouteOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps, services } = opts;
  const { sessions, clock, limiter } = services;
  const db = deps.db.db;
  const sessionIds = new WeakMap<FastifyRequest, { id: string; token: string }>();

  const auth = async (req: FastifyRequest): Promise<void> => {
    const session = await sessions.authenticate(req.headers.authorization);
    if (!session) throw apiError(401, 'session_expired');
    sessionIds.set(req, { id: session.id, token: session.token });
  };

  for (const [path, kind, operationId, what] of CALLS) {
    app.post(
      `/application/email/${path}`,
      {
        onRequest: auth,
        schema: {
          operationId,
          summary: `Queue an email with ${what} (200 once durably queued).`,
          security: BEARER,
          body: SendEmailBodySchema,
          response: { 200: jsonResponse(SendEmailResponseSchema), ...errorResponses([400, 401, 413, 415, 429]) },
        },
      },
      async (req, reply) => {
        const session = sessionIds.get(req);
        if (!session) throw apiError(401, 'session_expired');
        const sessionId = session.id;
        await enforceEmailLimit(limiter, 'email', opts.clientKey(req), opts.emailLimit(req), reply);
        const { email, useSpanishURL } = req.body;
        // Per inbox too, whoever asks: many clients cannot flood one person's mailbox.
        await enforceEmailLimit(
          limiter,
          RECIPIENT_SCOPE,
          recipientKey(email),
          deps.config.emailRecipientRateLimit,
          reply,
        );
        const lang = useSpanishURL ? 'es' : 'en';
        const query = useSpanishURL ? '?lang=es' : '';
        const base = deps.config.publicUrl;
        const token = await sessions.touch(session);

        if (kind === 'know_your_rights') {
          const rendered = renderLinkEmail(kind, lang, { url: `${base}/email-pages/know-your-rights${query}` });
          await enqueueMail(db, { ...rendered, kind, language: lang, to: email });
        } else {
          const live = await getEligibilityInfo({ db, clock }, sessionId);
          if (!live) throw apiError(401, 'session_expired');
          // The saved copy outlives the session: it leaves out what the person entered (ADR 0073).
          const eligibilityInfo = emailCopyOf(live);
          const end = await getDataEndDate(db);
          if (!end) throw apiError(503, 'no_data');
          const dates = presentLookupEndDate(end);
          const emailToken = newEmailToken();
          const page = PAGE_OF[kind];
          const rendered = renderLinkEmail(kind, lang, {
            url: `${base}/email-pages/${page}/${emailToken}${query}`,
            dataDate: lang === 'es' ? dates.lookupEndDateEs : dates.lookupEndDateEn,
            leftOut: eligibilityInfo.personCasesLeftOut ?? 0,
            forms: nondisclosureForms(
              eligibilityInfo.cases.filter((c) => c.final_eligibility === 'nondisclosure').map((c) => c.ndo_form),
            ),
          });
          const now = Math.floor(clock().getTime() / 1000);
          await saveEmailPageAndMail(
            db,
            {
              tokenHash: hashEmailToken(emailToken),
              kind: page,
              eligibilityInfo,
              lookupEndDateEn: dates.lookupEndDateEn,
              lookupEndDateEs: dates.lookupEndDateEs,
              createdAt: now,
              expiresAt: now + EMAIL_TOKEN_DAYS * 86400,
            },
            { ...rendered, kind, language: lang, to: email },
            // The petitions page's PDF (routes/petitions) prints from this saved copy of the packet.
            page === 'petitions' ? { sessionId, language: lang, asOf: todayInCounty(clock()) } : null,
          );
        }
        return { message: `Email sent to ${email}.`, ...token };
      },
    );
  }
};
