import type { AppDeps } from '../../deps';
import { addDailyCounts } from '../../services/analytics';
import { expunctionArticle, type ExpunctionCase } from '../../documents/expunction';
import { todayInCounty } from '../../clock';
import { arrestingAgencies } from '../../services/agencies';
import { packetRoutes, type PacketDownload } from '../petitions/packet-routes';

/** Analytics target of each download route (a daily count in `analytics_daily`; nothing about the person). */
export type DownloadTarget = 'expunction_one' | 'expunction_all' | 'expunction_email';
export const DOWNLOAD_EVENT = 'pdf_download';
export const DOWNLOAD_PATH = '/api/application/pdf/expunction';

const TARGETS: Record<PacketDownload, DownloadTarget> = {
  one: 'expunction_one',
  all: 'expunction_all',
  email: 'expunction_email',
};

/** Counts one packet download for today (America/Chicago), in the analytics route's daily counters. */
async function countDownload(db: AppDeps['db']['db'], now: Date, target: DownloadTarget): Promise<void> {
  await addDailyCounts(db, todayInCounty(now), [{ event: DOWNLOAD_EVENT, path: DOWNLOAD_PATH, target, count: 1 }]);
}

const PACKET =
  'For each case whose result is `expunction` with a route: an instruction sheet (English or Spanish), the pre-filled petition for expunction under its Code of Criminal Procedure article, a proposed order, and the Statement of Inability to Afford Payment of Court Costs.';

/**
 * Pre-filled expunction packets (docs/decisions/0030-expunction-packets.md), by the download routes of
 * packet-routes.ts:
 * - `GET /api/application/pdf/expunction/:_id`: one case whose result is `expunction` (bearer token);
 * - `GET /api/application/pdf/expunctions`: every such case of the session, in order (bearer token);
 * - `GET /api/email-pages/petitions/:emailToken/expunctions/pdf`: the cases saved with a petitions email page.
 * A case whose expunction route could not be determined has no packet (404 `not_found`). Each petition names the
 * case's arresting agency as the court data last recorded it.
 */
export const expunctionRoutes = packetRoutes({
  paths: { one: 'expunction', all: 'expunctions', email: 'expunctions/pdf' },
  prints: (c) => expunctionArticle(c) !== null,
  render: async (pool, { db, cases, packet, lang, printedOn, county }) => {
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
      input: { cases: withAgency, person: { fullName: packet.fullName }, lang, printedOn, county: county.expunction },
    });
  },
  count: (db, { clock }, download) => countDownload(db, clock(), TARGETS[download]),
  text: {
    one: {
      operationId: 'expunctionPdf',
      summary: `One case's pre-filled expunction packet as a PDF. ${PACKET}`,
      ok: 'The packet for this case',
      notFound:
        "unknown_case: not one of the session's cases; not_found: the case has no expunction packet (another result, or a route that could not be determined)",
      fileName: 'expunction.pdf',
    },
    all: {
      operationId: 'expunctionsPdf',
      summary: `Every expunction case's pre-filled packet in one PDF, in the order of the session's cases. ${PACKET}`,
      ok: 'The packets, one case after another',
      notFound: 'not_found: no case has an expunction packet',
      fileName: 'expunctions.pdf',
    },
    email: {
      operationId: 'emailPageExpunctionsPdf',
      summary: `The expunction packets of the cases saved with a petitions email (no session needed; the link expires with the email page). ${PACKET}`,
      ok: 'The packets saved when the email was sent',
      notFound: 'not_found: unknown, malformed or expired token, or no case has an expunction packet',
      fileName: 'expunctions.pdf',
    },
  },
});
