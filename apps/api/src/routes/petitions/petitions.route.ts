import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_TOKEN_PATTERN, LanguageSchema } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { countFunnel, countFunnelOnce, FUNNEL_EVENTS } from '../../services/analytics';
import type { AppDeps, RouteDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { BEARER, errorResponses, PdfSchema, REFRESHED_TOKEN_HEADERS } from '../../http/openapi';
import { PDF_ROUTE_LIMIT } from '../../limits';
import { hashEmailToken } from '../../mail/email-tokens';
import { printableSection } from '../../documents/petitions';
import { HARRIS_COUNTY } from '../../documents/county';
import { PdfRenderPool } from '../../documents/render-pool';
import type { AuthenticatedSession } from '../../services/sessions';
import {
  loadStoredPacket,
  sessionPacket,
  type PacketCaseWithId,
  type SessionPacket,
} from '../../services/petition-packets';
import { todayInCounty } from '../../clock';

export const PetitionPdfQuerySchema = z.strictObject({
  lang: LanguageSchema.optional().describe(
    'Language of the instruction sheets (the court documents are always in English). Default: the session or email language.',
  ),
});
export const PetitionPdfParamsSchema = z.strictObject({ _id: z.string().min(1).max(200) });
export const PetitionEmailPdfParamsSchema = z.strictObject({ emailToken: z.string().min(1).max(200) });

/** A 200 whose body is a PDF. */
export const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: PdfSchema } },
});

const PACKET =
  'For each case: an instruction sheet (English or Spanish), the pre-filled petition for its nondisclosure section (the 411.072 request letter for that section; none for 411.0729) and the Statement of Inability to Afford Payment of Court Costs.';

export { PDF_PER_MINUTE } from '../../limits';

/**
 * The PDF worker pool the app made (documents/render-pool.ts), or one of the routes' own when registered
 * without it; rendering never runs on the event loop.
 */
export function pdfPoolOf(
  plugin: { addHook(name: 'onClose', hook: () => Promise<void>): unknown },
  deps: AppDeps,
): Pick<PdfRenderPool, 'render'> {
  if (deps.pdfPool) return deps.pdfPool;
  const pool = new PdfRenderPool(deps.config.pdf);
  plugin.addHook('onClose', () => pool.close());
  return pool;
}

/**
 * Pre-filled petition packets (docs/decisions/0005-petitions.md):
 * - `GET /api/application/pdf/petition/:_id`: one case (bearer token);
 * - `GET /api/application/pdf/petitions`: every case with a petition section, in order (bearer token);
 * - `GET /api/email-pages/petitions/:emailToken/pdf`: the packet saved with a petitions email page.
 * `?lang=es` prints the instruction sheets in Spanish; the court papers are always in English.
 */
export const petitionRoutes: FastifyPluginAsync<RouteDeps> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps, services } = opts;
  const { sessions, clock } = services;
  const county = (deps.county ?? HARRIS_COUNTY).packet;
  const db = deps.db.db;
  const pool = pdfPoolOf(plugin, deps);

  const authenticate = async (req: FastifyRequest): Promise<AuthenticatedSession> => {
    const session = await sessions.authenticate(req.headers.authorization);
    if (!session) throw apiError(401, 'session_expired');
    return session;
  };

  const render = (packet: SessionPacket, cases: PacketCaseWithId[], lang: Language) =>
    pool.render({
      kind: 'petitions',
      input: { cases, person: { fullName: packet.fullName }, lang, printedOn: todayInCounty(clock()), county },
    });

  const sendPdf = async (reply: FastifyReply, pdf: Buffer, fileName: string, session: AuthenticatedSession | null) => {
    // A petition downloaded is the end of the checker's path (staff console usage, `finished`): once per
    // session; a download from an emailed link (no session) counts once per download.
    const day = todayInCounty(clock());
    if (session) await countFunnelOnce(db, session.id, day, 'finished');
    else await countFunnel(db, day, [[FUNNEL_EVENTS.step, 'finished']]);
    if (session) {
      const token = await sessions.touch(session);
      reply
        .header('x-session-token', token.token)
        .header('x-session-token-expiration', String(token.tokenExpirationTime));
    }
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .type('application/pdf')
      .send(pdf);
  };

  /** Rendering is CPU work: one count per client for every PDF route (limits/pdf.ts). */
  const rateLimit = PDF_ROUTE_LIMIT;

  app.get(
    '/application/pdf/petition/:_id',
    {
      schema: {
        operationId: 'petitionPdf',
        summary: `One case's pre-filled petition packet as a PDF. ${PACKET}${REFRESHED_TOKEN_HEADERS}`,
        security: BEARER,
        params: PetitionPdfParamsSchema,
        querystring: PetitionPdfQuerySchema,
        response: {
          200: pdfResponse('The packet for this case'),
          ...errorResponses([
            [400, 'Validation error (an unknown `lang`)'],
            401,
            [
              404,
              "unknown_case: not one of the session's cases; not_found: the case has no petition (not likely eligible, or a section without one)",
            ],
            429,
            [503, 'pdf_busy or pdf_timeout: the PDF could not be prepared now (Retry-After)'],
          ]),
        },
      },
      config: { rateLimit },
    },
    async (req, reply) => {
      const session = await authenticate(req);
      const packet = await sessionPacket(db, session, todayInCounty(clock()));
      const c = packet.cases.find((x) => x.id === req.params._id);
      if (!c) throw apiError(404, 'unknown_case');
      if (!printableSection(c)) throw apiError(404, 'not_found');
      const pdf = await render(packet, [c], requestLanguage(req, { saved: session.language }));
      return sendPdf(reply, pdf, 'petition.pdf', session);
    },
  );

  app.get(
    '/application/pdf/petitions',
    {
      schema: {
        operationId: 'petitionsPdf',
        summary: `Every likely-eligible case's pre-filled petition packet in one PDF, in the order of the session's cases. ${PACKET}${REFRESHED_TOKEN_HEADERS}`,
        security: BEARER,
        querystring: PetitionPdfQuerySchema,
        response: {
          200: pdfResponse('The packets, one case after another'),
          ...errorResponses([
            [400, 'Validation error (an unknown `lang`)'],
            401,
            [404, 'not_found: no case has a petition'],
            429,
            [503, 'pdf_busy or pdf_timeout: the PDF could not be prepared now (Retry-After)'],
          ]),
        },
      },
      config: { rateLimit },
    },
    async (req, reply) => {
      const session = await authenticate(req);
      const packet = await sessionPacket(db, session, todayInCounty(clock()));
      const cases = packet.cases.filter((c) => printableSection(c) !== null);
      if (cases.length === 0) throw apiError(404, 'not_found');
      const pdf = await render(packet, cases, requestLanguage(req, { saved: session.language }));
      return sendPdf(reply, pdf, 'petitions.pdf', session);
    },
  );

  app.get(
    '/email-pages/petitions/:emailToken/pdf',
    {
      schema: {
        operationId: 'emailPagePetitionsPdf',
        summary: `The petition packets saved with a petitions email (no session needed; the link expires with the email page). ${PACKET}`,
        params: PetitionEmailPdfParamsSchema,
        querystring: PetitionPdfQuerySchema,
        response: {
          200: pdfResponse('The packets saved when the email was sent'),
          ...errorResponses([
            [400, 'Validation error (an unknown `lang`)'],
            [404, 'not_found: unknown, malformed or expired token, or no case has a petition'],
            429,
            [503, 'pdf_busy or pdf_timeout: the PDF could not be prepared now (Retry-After)'],
          ]),
        },
      },
      config: { rateLimit },
    },
    async (req, reply) => {
      const { emailToken } = req.params;
      if (!EMAIL_TOKEN_PATTERN.test(emailToken)) throw apiError(404, 'not_found');
      const stored = await loadStoredPacket(db, hashEmailToken(emailToken), Math.floor(clock().getTime() / 1000));
      if (!stored) throw apiError(404, 'not_found');
      const cases = stored.packet.cases.filter((c) => printableSection(c) !== null);
      if (cases.length === 0) throw apiError(404, 'not_found');
      const pdf = await render(stored.packet, cases, requestLanguage(req, { saved: stored.language }));
      return sendPdf(reply, pdf, 'petitions.pdf', null);
    },
  );
};
