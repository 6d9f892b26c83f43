import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMAIL_TOKEN_PATTERN } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import type { AppDeps, RouteDeps } from '../../deps';
import { addDailyCounts } from '../../services/analytics';
import { expunctionArticle, type ExpunctionCase } from '../../documents/expunction';
import { HARRIS_COUNTY } from '../../documents/county';
import { apiError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { BEARER, errorResponses, REFRESHED_TOKEN_HEADERS } from '../../http/openapi';
import { PDF_ROUTE_LIMIT } from '../../limits';
import { hashEmailToken } from '../../mail/email-tokens';
import type { AuthenticatedSession } from '../../services/sessions';
import {
  pdfPoolOf,
  PetitionEmailPdfParamsSchema,
  PetitionPdfParamsSchema,
  PetitionPdfQuerySchema,
  pdfResponse,
} from '../petitions/petitions.route';
import {
  loadStoredPacket,
  sessionPacket,
  type PacketCaseWithId,
  type SessionPacket,
} from '../../services/petition-packets';
import { arrestingAgencies } from '../../services/agencies';
import { todayInCounty } from '../../clock';

/** Analytics target of each download route (a daily count in `analytics_daily`; nothing about the person). */
export type DownloadTarget = 'expunction_one' | 'expunction_all' | 'expunction_email';
export const DOWNLOAD_EVENT = 'pdf_download';
export const DOWNLOAD_PATH = '/api/application/pdf/expunction';

/** Counts one packet download for today (America/Chicago), in the analytics route's daily counters. */
async function countDownload(db: AppDeps['db']['db'], now: Date, target: DownloadTarget): Promise<void> {
  await addDailyCounts(db, todayInCounty(now), [{ event: DOWNLOAD_EVENT, path: DOWNLOAD_PATH, target, count: 1 }]);
}

/**
 * Pre-filled expunction packets (docs/decisions/0030-expunction-packets.md):
 * - `GET /api/application/pdf/expunction/:_id`: one case whose result is `expunction` (bearer token);
 * - `GET /api/application/pdf/expunctions`: every such case of the session, in order (bearer token);
 * - `GET /api/email-pages/petitions/:emailToken/expunctions/pdf`: the cases saved with a petitions email page.
 * A case whose expunction route could not be determined has no packet (404 `not_found`). `?lang=es` prints
 * the instruction sheets in Spanish; the court papers are always in English.
 */
export const expunctionRoutes: FastifyPluginAsync<RouteDeps> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { deps, services } = opts;
  const { sessions, clock } = services;
  const county = (deps.county ?? HARRIS_COUNTY).expunction;
  const db = deps.db.db;
  const pool = pdfPoolOf(plugin, deps);

  const authenticate = async (req: FastifyRequest): Promise<AuthenticatedSession> => {
    const session = await sessions.authenticate(req.headers.authorization);
    if (!session) throw apiError(401, 'session_expired');
    return session;
  };

  const render = async (packet: SessionPacket, cases: PacketCaseWithId[], lang: Language) => {
    const agencies = await arrestingAgencies(
      db,
      cases.map((c) => c.engineCase.id),
    );
    const withAgency: ExpunctionCase[] = cases.map((c) => ({
      ...c,
      arrestingAgency: agencies.get(c.engineCase.id) ?? null,
    }));
    return pool.render({
      kind: 'expunction',
      input: {
        cases: withAgency,
        person: { fullName: packet.fullName },
        lang,
        printedOn: todayInCounty(clock()),
        county,
      },
    });
  };

  const sendPdf = async (
    reply: FastifyReply,
    pdf: Buffer,
    fileName: string,
    session: AuthenticatedSession | null,
    target: DownloadTarget,
  ) => {
    if (session) {
      const token = await sessions.touch(session);
      reply
        .header('x-session-token', token.token)
        .header('x-session-token-expiration', String(token.tokenExpirationTime));
    }
    await countDownload(db, clock(), target);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .type('application/pdf')
      .send(pdf);
  };

  const rateLimit = PDF_ROUTE_LIMIT;
  const packetText =
    'For each case whose result is `expunction` with a route: an instruction sheet (English or Spanish), the pre-filled petition for expunction under its Code of Criminal Procedure article, a proposed order, and the Statement of Inability to Afford Payment of Court Costs.';
  const lang400: [number, string] = [400, 'Validation error (an unknown `lang`)'];

  app.get(
    '/application/pdf/expunction/:_id',
    {
      schema: {
        operationId: 'expunctionPdf',
        summary: `One case's pre-filled expunction packet as a PDF. ${packetText}${REFRESHED_TOKEN_HEADERS}`,
        security: BEARER,
        params: PetitionPdfParamsSchema,
        querystring: PetitionPdfQuerySchema,
        response: {
          200: pdfResponse('The packet for this case'),
          ...errorResponses([
            lang400,
            401,
            [
              404,
              "unknown_case: not one of the session's cases; not_found: the case has no expunction packet (another result, or a route that could not be determined)",
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
      if (!expunctionArticle(c)) throw apiError(404, 'not_found');
      const pdf = await render(packet, [c], requestLanguage(req, { saved: session.language }));
      return sendPdf(reply, pdf, 'expunction.pdf', session, 'expunction_one');
    },
  );

  app.get(
    '/application/pdf/expunctions',
    {
      schema: {
        operationId: 'expunctionsPdf',
        summary: `Every expunction case's pre-filled packet in one PDF, in the order of the session's cases. ${packetText}${REFRESHED_TOKEN_HEADERS}`,
        security: BEARER,
        querystring: PetitionPdfQuerySchema,
        response: {
          200: pdfResponse('The packets, one case after another'),
          ...errorResponses([
            lang400,
            401,
            [404, 'not_found: no case has an expunction packet'],
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
      const cases = packet.cases.filter((c) => expunctionArticle(c) !== null);
      if (cases.length === 0) throw apiError(404, 'not_found');
      const pdf = await render(packet, cases, requestLanguage(req, { saved: session.language }));
      return sendPdf(reply, pdf, 'expunctions.pdf', session, 'expunction_all');
    },
  );

  app.get(
    '/email-pages/petitions/:emailToken/expunctions/pdf',
    {
      schema: {
        operationId: 'emailPageExpunctionsPdf',
        summary: `The expunction packets of the cases saved with a petitions email (no session needed; the link expires with the email page). ${packetText}`,
        params: PetitionEmailPdfParamsSchema,
        querystring: PetitionPdfQuerySchema,
        response: {
          200: pdfResponse('The packets saved when the email was sent'),
          ...errorResponses([
            lang400,
            [404, 'not_found: unknown, malformed or expired token, or no case has an expunction packet'],
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
      const cases = stored.packet.cases.filter((c) => expunctionArticle(c) !== null);
      if (cases.length === 0) throw apiError(404, 'not_found');
      const pdf = await render(stored.packet, cases, requestLanguage(req, { saved: stored.language }));
      return sendPdf(reply, pdf, 'expunctions.pdf', null, 'expunction_email');
    },
  );
};
