import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_TOKEN_PATTERN, LanguageSchema } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import type { AppDeps, RouteDeps } from '../../deps';
import { HARRIS_COUNTY, type County } from '../../documents/county';
import { PdfRenderPool } from '../../documents/render-pool';
import { apiError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { BEARER, errorResponses, PdfSchema, REFRESHED_TOKEN_HEADERS } from '../../http/openapi';
import { PDF_ROUTE_LIMIT } from '../../limits';
import { hashEmailToken } from '../../mail/email-tokens';
import { todayInCounty } from '../../clock';
import type { Services } from '../../services';
import type { AuthenticatedSession } from '../../services/sessions';
import {
  loadStoredPacket,
  sessionPacket,
  type PacketCaseWithId,
  type SessionPacket,
} from '../../services/petition-packets';

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

/** Which of the three downloads a request is: one case, every case of a session, or the cases of an email page. */
export type PacketDownload = 'one' | 'all' | 'email';

/** One download route's own words in the API's description and its file name. */
interface RouteText {
  operationId: string;
  summary: string;
  ok: string;
  notFound: string;
  fileName: string;
}

/** What sets one kind of packet (petitions, expunction) apart; the three routes around it are the same. */
export interface PacketKind {
  /** `/application/pdf/<one>/:_id` and `/application/pdf/<all>`; `/email-pages/petitions/:emailToken/<email>`. */
  paths: { one: string; all: string; email: string };
  /** Whether a case of the packet has a document of this kind (a case without one is a 404 `not_found`). */
  prints(c: PacketCaseWithId): boolean;
  /** The PDF of `cases`, with the sheets in `lang` and the county's facts, printed on `printedOn`. */
  render(
    pool: Pick<PdfRenderPool, 'render'>,
    input: {
      db: AppDeps['db']['db'];
      county: County;
      packet: SessionPacket;
      cases: PacketCaseWithId[];
      lang: Language;
      printedOn: string;
    },
  ): Promise<Buffer>;
  /** Counts a download in the usage figures (nothing about the person). */
  count(
    db: AppDeps['db']['db'],
    services: Services,
    download: PacketDownload,
    session: AuthenticatedSession | null,
  ): Promise<void>;
  text: Record<PacketDownload, RouteText>;
}

const LANG_400: [number, string] = [400, 'Validation error (an unknown `lang`)'];
const PDF_503: [number, string] = [503, 'pdf_busy or pdf_timeout: the PDF could not be prepared now (Retry-After)'];

/**
 * The three download routes of a kind of packet: one case of the session, every case of the session in order (both
 * with the bearer token, which they refresh), and the cases saved with a petitions email page (no session; the link
 * expires with the page). `?lang=es` prints the instruction sheets in Spanish; the court papers are always in
 * English. Rendering is CPU work: one count per client for every PDF route (limits/pdf.ts).
 */
export function packetRoutes(kind: PacketKind): FastifyPluginAsync<RouteDeps> {
  return async (plugin, opts) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { deps, services } = opts;
    const { sessions, clock } = services;
    const county = deps.county ?? HARRIS_COUNTY;
    const db = deps.db.db;
    const pool = pdfPoolOf(plugin, deps);
    const rateLimit = PDF_ROUTE_LIMIT;

    const authenticate = async (req: FastifyRequest): Promise<AuthenticatedSession> => {
      const session = await sessions.authenticate(req.headers.authorization);
      if (!session) throw apiError(401, 'session_expired');
      return session;
    };

    const render = (packet: SessionPacket, cases: PacketCaseWithId[], lang: Language) =>
      kind.render(pool, { db, county, packet, cases, lang, printedOn: todayInCounty(clock()) });

    const send = async (
      reply: FastifyReply,
      pdf: Buffer,
      download: PacketDownload,
      session: AuthenticatedSession | null,
    ) => {
      await kind.count(db, services, download, session);
      if (session) {
        const token = await sessions.touch(session);
        reply
          .header('x-session-token', token.token)
          .header('x-session-token-expiration', String(token.tokenExpirationTime));
      }
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${kind.text[download].fileName}"`)
        .type('application/pdf')
        .send(pdf);
    };

    const { one, all, email } = kind.text;

    app.get(
      `/application/pdf/${kind.paths.one}/:_id`,
      {
        schema: {
          operationId: one.operationId,
          summary: `${one.summary}${REFRESHED_TOKEN_HEADERS}`,
          security: BEARER,
          params: PetitionPdfParamsSchema,
          querystring: PetitionPdfQuerySchema,
          response: {
            200: pdfResponse(one.ok),
            ...errorResponses([LANG_400, 401, [404, one.notFound], 429, PDF_503]),
          },
        },
        config: { rateLimit },
      },
      async (req, reply) => {
        const session = await authenticate(req);
        const packet = await sessionPacket(db, session, todayInCounty(clock()));
        const c = packet.cases.find((x) => x.id === req.params._id);
        if (!c) throw apiError(404, 'unknown_case');
        if (!kind.prints(c)) throw apiError(404, 'not_found');
        const pdf = await render(packet, [c], requestLanguage(req, { saved: session.language }));
        return send(reply, pdf, 'one', session);
      },
    );

    app.get(
      `/application/pdf/${kind.paths.all}`,
      {
        schema: {
          operationId: all.operationId,
          summary: `${all.summary}${REFRESHED_TOKEN_HEADERS}`,
          security: BEARER,
          querystring: PetitionPdfQuerySchema,
          response: {
            200: pdfResponse(all.ok),
            ...errorResponses([LANG_400, 401, [404, all.notFound], 429, PDF_503]),
          },
        },
        config: { rateLimit },
      },
      async (req, reply) => {
        const session = await authenticate(req);
        const packet = await sessionPacket(db, session, todayInCounty(clock()));
        const cases = packet.cases.filter(kind.prints);
        if (cases.length === 0) throw apiError(404, 'not_found');
        const pdf = await render(packet, cases, requestLanguage(req, { saved: session.language }));
        return send(reply, pdf, 'all', session);
      },
    );

    app.get(
      `/email-pages/petitions/:emailToken/${kind.paths.email}`,
      {
        schema: {
          operationId: email.operationId,
          summary: email.summary,
          params: PetitionEmailPdfParamsSchema,
          querystring: PetitionPdfQuerySchema,
          response: {
            200: pdfResponse(email.ok),
            ...errorResponses([LANG_400, [404, email.notFound], 429, PDF_503]),
          },
        },
        config: { rateLimit },
      },
      async (req, reply) => {
        const { emailToken } = req.params;
        if (!EMAIL_TOKEN_PATTERN.test(emailToken)) throw apiError(404, 'not_found');
        const stored = await loadStoredPacket(db, hashEmailToken(emailToken), Math.floor(clock().getTime() / 1000));
        if (!stored) throw apiError(404, 'not_found');
        const cases = stored.packet.cases.filter(kind.prints);
        if (cases.length === 0) throw apiError(404, 'not_found');
        const pdf = await render(stored.packet, cases, requestLanguage(req, { saved: stored.language }));
        return send(reply, pdf, 'email', null);
      },
    );
  };
}
