import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CaseFollowupBodySchema,
  CaseInfoQuerySchema,
  CaseLookupBodySchema,
  ConfirmCasesBodySchema,
  PreCheckBodySchema,
  PreliminaryQuestionsBodySchema,
} from '@cyr/schemas';
import type { AppDeps } from '../../app';
import { apiError } from '../../http/errors';
import { ApplicationService } from '../../services/application';
import type { SessionRow, SessionService } from '../../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated session (set by the auth hook of `/application/cont/*` and `/application/pdf/*`). */
    cyrSession: SessionRow | null;
  }
}

export interface ApplicationRouteOptions {
  deps: AppDeps;
  sessions: SessionService;
  /** Key for the lookup rate limit (one client). */
  clientKey: (req: FastifyRequest) => string;
}

/** The client's language for a new session: `?lang=es`, else `Accept-Language` starting with `es`. */
function languageOf(req: FastifyRequest): 'en' | 'es' {
  const q = req.query as Record<string, unknown> | undefined;
  const lang = q && typeof q.lang === 'string' ? q.lang : undefined;
  if (lang === 'es' || lang === 'en') return lang;
  const accept = req.headers['accept-language'];
  return typeof accept === 'string' && /^\s*es\b/i.test(accept) ? 'es' : 'en';
}

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
  const { deps, sessions } = opts;
  const clock = deps.clock ?? (() => new Date());
  const service = new ApplicationService(deps.db.db, sessions, clock);

  app.decorateRequest('cyrSession', null);

  /** 401 `session_expired` unless the bearer token names a live session. */
  const auth = async (req: FastifyRequest): Promise<void> => {
    const session = await sessions.authenticate(req.headers.authorization);
    if (!session) throw apiError(401, 'session_expired');
    req.cyrSession = session;
  };
  const sessionOf = (req: FastifyRequest): SessionRow => {
    if (!req.cyrSession) throw apiError(401, 'session_expired');
    return req.cyrSession;
  };
  /** Every authenticated 200 carries the refreshed token (sliding 60-minute expiry). */
  const withToken = async <T extends object>(req: FastifyRequest, body: T) => ({
    ...(await sessions.touch(sessionOf(req).id)),
    ...body,
  });

  const preCheckLimit = { rateLimit: { max: deps.config.preCheckRateLimit, timeWindow: 60_000 } };
  app.post('/application/pre-check', { schema: { body: PreCheckBodySchema }, config: preCheckLimit }, async (req) =>
    service.preCheck(req.body, req.headers.authorization, languageOf(req)),
  );

  app.get('/application/lookup-end-date', async () => service.lookupEndDate());

  app.post(
    '/application/cont/case-lookup',
    {
      onRequest: auth,
      schema: { body: CaseLookupBodySchema },
      config: {
        rateLimit: {
          max: deps.config.lookupRateLimit,
          timeWindow: 60_000,
          keyGenerator: opts.clientKey,
        },
      },
    },
    async (req) => {
      const result = await service.caseLookup(sessionOf(req), req.body);
      // a found search slides the expiry in its own session UPDATE; a name error still needs the touch
      return 'nameError' in result ? withToken(req, result) : result;
    },
  );

  app.post(
    '/application/cont/confirm-cases',
    { onRequest: auth, schema: { body: ConfirmCasesBodySchema } },
    async (req) => service.confirmCases(sessionOf(req), req.body.spn), // token from the session UPDATE
  );

  app.post(
    '/application/cont/eligibility-preliminary-questions',
    { onRequest: auth, schema: { body: PreliminaryQuestionsBodySchema } },
    async (req) => withToken(req, { eligibilityInfo: await service.preliminaryQuestions(sessionOf(req), req.body) }),
  );

  app.post(
    '/application/cont/case-followup-questions',
    { onRequest: auth, schema: { body: CaseFollowupBodySchema } },
    async (req) => withToken(req, { eligibilityInfo: await service.caseFollowup(sessionOf(req), req.body) }),
  );

  app.get(
    '/application/pdf/case-info',
    { onRequest: auth, schema: { querystring: CaseInfoQuerySchema } },
    async (req, reply) => {
      const session = sessionOf(req);
      const eligibilityInfo = await service.caseInfo(session);
      if (wantsPdf(req, req.query.format)) {
        const render = deps.renderCaseInfoPdf;
        if (!render) throw apiError(406, 'not_acceptable');
        const lang = req.query.lang ?? (session.language === 'es' ? 'es' : 'en');
        const pdf = await render(eligibilityInfo, lang);
        const token = await sessions.touch(session.id);
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
