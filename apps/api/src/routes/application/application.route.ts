import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaseAddedBodySchema,
  CaseCorrectionBodySchema,
  CaseFollowupBodySchema,
  CaseFollowupChangeBodySchema,
  CaseNotMineBodySchema,
  CaseUndoBodySchema,
  CaseInfoQuerySchema,
  CaseLookupBodySchema,
  CaseLookupResponseSchema,
  ConfirmCasesBodySchema,
  EligibilityResponseSchema,
  LookupEndDateResponseSchema,
  PreCheckBodySchema,
  PreCheckResponseSchema,
  StepsOpenedResponseSchema,
  PreliminaryQuestionsBodySchema,
} from '@cyr/schemas';
import type { RouteDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { BEARER, errorResponses, jsonResponse, PdfSchema, REFRESHED_TOKEN_HEADERS } from '../../http/openapi';
import { enforcePdfLimit, enforceSearchedNameLimit } from '../../limits';
import { countFunnel, countFunnelOnce, deviceOf, FUNNEL_EVENTS } from '../../services/analytics';
import type { AuthenticatedSession } from '../../services/sessions';
import { todayInCounty } from '../../clock';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated session (set by the auth hook of `/application/cont/*` and `/application/pdf/*`). */
    cyrSession: AuthenticatedSession | null;
  }
}

export interface ApplicationRouteOptions extends RouteDeps {
  /** Key for the lookup rate limit (one client). */
  clientKey: (req: FastifyRequest) => string;
}

/** `?lang` of the pre-check: described as en|es; any other value is ignored, never refused. */
const PreCheckQuerySchema = z.object({
  lang: z
    .unknown()
    .optional()
    .meta({ type: 'string', enum: ['en', 'es'], description: 'Language of the session (default: Accept-Language)' }),
});

/**
 * The case-info query as parameters: the same fields as `CaseInfoQuerySchema`, not registered as a
 * component (OpenAPI describes a query by its parameters, not by a reference).
 */
const CaseInfoParamsSchema = z.object(CaseInfoQuerySchema.shape);

function wantsPdf(req: FastifyRequest, format: string | undefined): boolean {
  if (format === 'pdf') return true;
  if (format === 'json') return false;
  const accept = req.headers.accept;
  return typeof accept === 'string' && /application\/pdf/i.test(accept) && !/application\/json/i.test(accept);
}

/**
 * `/api/application/*` (api-contract "Calls", except the email calls): thin routes that validate with the
 * shared schema, call one ApplicationService method and return its output plus the refreshed token.
 */
export const applicationRoutes: FastifyPluginAsync<ApplicationRouteOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps, services } = opts;
  const { sessions, clock, application: service } = services;

  app.decorateRequest('cyrSession', null);

  /** 401 `session_expired` unless the bearer token names a live session. */
  const auth = async (req: FastifyRequest): Promise<void> => {
    const session = await sessions.authenticate(req.headers.authorization);
    if (!session) throw apiError(401, 'session_expired');
    req.cyrSession = session;
  };
  const sessionOf = (req: FastifyRequest): AuthenticatedSession => {
    if (!req.cyrSession) throw apiError(401, 'session_expired');
    return req.cyrSession;
  };
  /** Every authenticated 200 carries the refreshed token (sliding 60-minute expiry). */
  const withToken = async <T extends object>(req: FastifyRequest, body: T) => ({
    ...(await sessions.touch(sessionOf(req))),
    ...body,
  });

  // Lookups per searched name and birth year across every client (limits/searched-name.ts), and case-info PDFs.
  const nameLimiter = services.limiter;

  const preCheckLimit = { rateLimit: { max: deps.config.preCheckRateLimit, timeWindow: 60_000 } };
  app.post(
    '/application/pre-check',
    {
      schema: {
        operationId: 'preCheck',
        summary: 'Start a new session (ends the one named by an optional bearer token).',
        querystring: PreCheckQuerySchema,
        body: PreCheckBodySchema,
        response: { 200: jsonResponse(PreCheckResponseSchema), ...errorResponses([400, 413, 415, 429]) },
      },
      config: preCheckLimit,
    },
    async (req) => {
      const language = requestLanguage(req, 'accept-language');
      const started = await service.preCheck(req.body, req.headers.authorization, language);
      await countFunnel(deps.db.db, todayInCounty(clock()), [
        [FUNNEL_EVENTS.step, 'pre_check'],
        [FUNNEL_EVENTS.language, language],
        [FUNNEL_EVENTS.device, deviceOf(req.headers)],
      ]);
      return started;
    },
  );

  app.get(
    '/application/lookup-end-date',
    {
      schema: {
        operationId: 'lookupEndDate',
        summary: 'The date the loaded court data is current to, in English and Spanish.',
        response: { 200: jsonResponse(LookupEndDateResponseSchema), ...errorResponses([503]) },
      },
    },
    async () => service.lookupEndDate(),
  );

  app.post(
    '/application/cont/case-lookup',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseLookup',
        summary:
          'Search the court data for a person (name rules of the contract); nameError when a name has no letters.',
        security: BEARER,
        body: CaseLookupBodySchema,
        response: {
          200: jsonResponse(CaseLookupResponseSchema),
          ...errorResponses([
            400,
            401,
            413,
            415,
            [
              429,
              'rate_limited: too many lookups from this client, or of this name and birth year from any client (Retry-After says when to try again)',
            ],
          ]),
        },
      },
      config: {
        rateLimit: {
          max: deps.config.lookupRateLimit,
          timeWindow: 60_000,
          keyGenerator: opts.clientKey,
        },
      },
      // After the per-client limit and the body's validation: only a lookup that would run is counted.
      preHandler: async (req, reply) => {
        await enforceSearchedNameLimit(nameLimiter, req.body, req.body.dob, deps.config.lookupNameRateLimit, reply);
      },
    },
    async (req) => {
      const result = await service.caseLookup(sessionOf(req), req.body);
      const found = 'eligibilityInfo' in result && result.eligibilityInfo.cases.length > 0;
      // Each step once per session (services/analytics.ts `countFunnelOnce`): repeating a call adds nothing.
      const day = todayInCounty(clock());
      await countFunnelOnce(deps.db.db, sessionOf(req).id, day, 'lookup');
      if (found) await countFunnelOnce(deps.db.db, sessionOf(req).id, day, 'found');
      // a found search slides the expiry in its own session UPDATE; a name error still needs the touch
      return 'nameError' in result ? withToken(req, result) : result;
    },
  );

  app.post(
    '/application/cont/confirm-cases',
    {
      onRequest: auth,
      schema: {
        operationId: 'confirmCases',
        summary: "Keep the chosen person's (def_spn) cases in the session and evaluate them.",
        security: BEARER,
        body: ConfirmCasesBodySchema,
        response: {
          200: jsonResponse(EligibilityResponseSchema),
          ...errorResponses([400, 401, [404, 'unknown_spn: not a def_spn of the last lookup'], 413, 415]),
        },
      },
    },
    async (req) => {
      const confirmed = await service.confirmCases(sessionOf(req), req.body.spn); // token from the session UPDATE
      // Confirming shows the results: one outcome count per case shown (counts only, nothing about the person).
      const day = todayInCounty(clock());
      await countFunnelOnce(deps.db.db, sessionOf(req).id, day, 'confirmed');
      await countFunnelOnce(
        deps.db.db,
        sessionOf(req).id,
        day,
        'results',
        confirmed.eligibilityInfo.cases.map((c) => [FUNNEL_EVENTS.outcome, c.final_eligibility] as const),
      );
      return confirmed;
    },
  );

  app.post(
    '/application/cont/steps-opened',
    {
      onRequest: auth,
      schema: {
        operationId: 'stepsOpened',
        summary:
          "The next-steps page was opened: counted once per session with confirmed cases (the staff console's usage); nothing is stored about the person.",
        security: BEARER,
        response: { 200: jsonResponse(StepsOpenedResponseSchema), ...errorResponses([401]) },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const counted =
        session.confirmed_spn !== null &&
        (await countFunnelOnce(deps.db.db, session.id, todayInCounty(clock()), 'steps'));
      return withToken(req, { counted });
    },
  );

  app.post(
    '/application/cont/eligibility-preliminary-questions',
    {
      onRequest: auth,
      schema: {
        operationId: 'eligibilityPreliminaryQuestions',
        summary: 'Record the additional-info answers (they accumulate) and re-evaluate.',
        security: BEARER,
        body: PreliminaryQuestionsBodySchema,
        response: { 200: jsonResponse(EligibilityResponseSchema), ...errorResponses([400, 401, 413, 415]) },
      },
    },
    async (req) => withToken(req, { eligibilityInfo: await service.preliminaryQuestions(sessionOf(req), req.body) }),
  );

  app.post(
    '/application/cont/case-followup-questions',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseFollowupQuestions',
        summary:
          'Record one case\'s follow-up answers (only the keys its `questions` lists are required) and re-evaluate. Yes/no keys take true, false or "not_sure" (an unknown fact); month keys "YYYY-MM" or "unknown"; interlock_condition one of its values. A wrong type or shape is a 400 whose `fields` names the key. The response\'s `questions` may name the next question an answer revealed: ask until it is empty.',
        security: BEARER,
        body: CaseFollowupBodySchema,
        response: {
          200: jsonResponse(EligibilityResponseSchema),
          ...errorResponses([400, 401, [404, "unknown_case: not one of the session's cases"], 413, 415]),
        },
      },
    },
    async (req) => withToken(req, { eligibilityInfo: await service.caseFollowup(sessionOf(req), req.body) }),
  );

  app.post(
    '/application/cont/case-followup-change',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseFollowupChange',
        summary:
          "Drop one case's follow-up answers so the person can answer again, and re-evaluate: the case's `questions` list them again (a case's `answers` shows what was answered).",
        security: BEARER,
        body: CaseFollowupChangeBodySchema,
        response: {
          200: jsonResponse(EligibilityResponseSchema),
          ...errorResponses([400, 401, [404, "unknown_case: not one of the session's cases"], 413, 415]),
        },
      },
    },
    async (req) => withToken(req, { eligibilityInfo: await service.caseFollowupChange(sessionOf(req), req.body._id) }),
  );

  // Cases the person fixes or adds from their papers (ADR 0073): kept in the session, never in the court data.
  const personCaseErrors = errorResponses([400, 401, [404, "unknown_case: not one of the session's cases"], 413, 415]);
  app.post(
    '/application/cont/case-not-mine',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseNotMine',
        summary:
          'Mark one of the session\'s court cases "not mine": it is left out of every result and document and listed in `notMine` (case-undo puts it back).',
        security: BEARER,
        body: CaseNotMineBodySchema,
        response: { 200: jsonResponse(EligibilityResponseSchema), ...personCaseErrors },
      },
    },
    async (req) => withToken(req, { eligibilityInfo: await service.caseNotMine(sessionOf(req), req.body._id) }),
  );

  app.post(
    '/application/cont/case-correction',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseCorrection',
        summary:
          "Correct one case from the person's papers (offense, level, how it ended, dates) and re-evaluate. A court case is then `origin: corrected` with `court_record` keeping what the court data said; its follow-up answers are dropped. Kept in the session only; the court data is never changed.",
        security: BEARER,
        body: CaseCorrectionBodySchema,
        response: { 200: jsonResponse(EligibilityResponseSchema), ...personCaseErrors },
      },
    },
    async (req) => withToken(req, { eligibilityInfo: await service.caseCorrection(sessionOf(req), req.body) }),
  );

  app.post(
    '/application/cont/case-added',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseAdded',
        summary:
          "Add a Harris County case the court data does not show, from the person's papers, and re-evaluate (`origin: entered`). A typed offense is not classified: rules that depend on the offense are could_not_determine. At most 20 a session; kept in the session only.",
        security: BEARER,
        body: CaseAddedBodySchema,
        response: {
          200: jsonResponse(EligibilityResponseSchema),
          ...errorResponses([
            [400, 'validation_error (`fields.added: too_many` when the session already has 20 added cases)'],
            401,
            [409, "no_confirmed_cases: confirm a person's cases first"],
            413,
            415,
          ]),
        },
      },
    },
    async (req) => withToken(req, { eligibilityInfo: await service.caseAdded(sessionOf(req), req.body) }),
  );

  app.post(
    '/application/cont/case-undo',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseUndo',
        summary:
          'Take back the person\'s change to one case: a "not mine" court case comes back, a correction is dropped, an added case is removed.',
        security: BEARER,
        body: CaseUndoBodySchema,
        response: { 200: jsonResponse(EligibilityResponseSchema), ...personCaseErrors },
      },
    },
    async (req) => withToken(req, { eligibilityInfo: await service.caseUndo(sessionOf(req), req.body._id) }),
  );

  app.get(
    '/application/pdf/case-info',
    {
      onRequest: auth,
      schema: {
        operationId: 'caseInfo',
        summary: `The session's confirmed, evaluated cases (JSON; a PDF with Accept: application/pdf or ?format=pdf).${REFRESHED_TOKEN_HEADERS}`,
        security: BEARER,
        querystring: CaseInfoParamsSchema,
        response: {
          200: {
            description: 'OK',
            content: {
              'application/json': { schema: EligibilityResponseSchema },
              'application/pdf': { schema: PdfSchema },
            },
          },
          ...errorResponses([
            400,
            401,
            406,
            [429, 'rate_limited: too many PDFs from this client (shared with the other PDF routes)'],
            [503, 'pdf_busy or pdf_timeout: the PDF could not be prepared now (Retry-After)'],
          ]),
        },
      },
    },
    async (req, reply) => {
      const session = sessionOf(req);
      const eligibilityInfo = await service.caseInfo(session);
      if (wantsPdf(req, req.query.format)) {
        const render = deps.renderCaseInfoPdf;
        if (!render) throw apiError(406, 'not_acceptable');
        // The PDF counts with every other PDF route's (limits/pdf.ts); the JSON answer is not limited.
        await enforcePdfLimit(nameLimiter, opts.clientKey(req));
        const lang = requestLanguage(req, { saved: session.language });
        const pdf = await render(eligibilityInfo, lang);
        const token = await sessions.touch(session);
        return reply
          .header('x-session-token', token.token)
          .header('x-session-token-expiration', String(token.tokenExpirationTime))
          .header('cache-control', 'no-store')
          .type('application/pdf')
          .send(pdf);
      }
      return withToken(req, { eligibilityInfo });
    },
  );
};
