import { countFunnel, countFunnelOnce, FUNNEL_EVENTS } from '../../services/analytics';
import { printableSection } from '../../documents/petitions';
import { todayInCounty } from '../../clock';
import { packetRoutes } from './packet-routes';

export { PDF_PER_MINUTE } from '../../limits';

const PACKET =
  'For each case: an instruction sheet (English or Spanish), the pre-filled petition for its nondisclosure section (the 411.072 request letter for that section; none for 411.0729) and the Statement of Inability to Afford Payment of Court Costs.';

/**
 * Pre-filled petition packets (docs/decisions/0005-petitions.md), by the download routes of packet-routes.ts:
 * - `GET /api/application/pdf/petition/:_id`: one case (bearer token);
 * - `GET /api/application/pdf/petitions`: every case with a petition section, in order (bearer token);
 * - `GET /api/email-pages/petitions/:emailToken/pdf`: the packet saved with a petitions email page.
 */
export const petitionRoutes = packetRoutes({
  paths: { one: 'petition', all: 'petitions', email: 'pdf' },
  prints: (c) => printableSection(c) !== null,
  render: (pool, { cases, packet, lang, printedOn, county }) =>
    pool.render({
      kind: 'petitions',
      input: { cases, person: { fullName: packet.fullName }, lang, printedOn, county: county.packet },
    }),
  // A petition downloaded is the end of the checker's path (staff console usage, `finished`): once per session; a
  // download from an emailed link (no session) counts once per download.
  count: async (db, { clock }, _download, session) => {
    const day = todayInCounty(clock());
    if (session) await countFunnelOnce(db, session.id, day, 'finished');
    else await countFunnel(db, day, [[FUNNEL_EVENTS.step, 'finished']]);
  },
  text: {
    one: {
      operationId: 'petitionPdf',
      summary: `One case's pre-filled petition packet as a PDF. ${PACKET}`,
      ok: 'The packet for this case',
      notFound:
        "unknown_case: not one of the session's cases; not_found: the case has no petition (not likely eligible, or a section without one)",
      fileName: 'petition.pdf',
    },
    all: {
      operationId: 'petitionsPdf',
      summary: `Every likely-eligible case's pre-filled petition packet in one PDF, in the order of the session's cases. ${PACKET}`,
      ok: 'The packets, one case after another',
      notFound: 'not_found: no case has a petition',
      fileName: 'petitions.pdf',
    },
    email: {
      operationId: 'emailPagePetitionsPdf',
      summary: `The petition packets saved with a petitions email (no session needed; the link expires with the email page). ${PACKET}`,
      ok: 'The packets saved when the email was sent',
      notFound: 'not_found: unknown, malformed or expired token, or no case has a petition',
      fileName: 'petitions.pdf',
    },
  },
});
