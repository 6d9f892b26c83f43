/**
 * renderExpunctionPacket: one PDF with, for each case the engine found `expunction` with a route, in the
 * order given: the instruction sheet (person's language), the petition for expunction and the proposed
 * order (English), and the Statement of Inability to Afford Payment of Court Costs (English). Pure apart
 * from pdfkit: no clock, database or network.
 */
import { courtName } from '../petitions/courts';
import { renderStatement } from '../petitions/court-documents';
import { PdfWriter } from '../petitions/layout';
import { renderExpunctionPetition, renderProposedOrder } from './court-documents';
import { BLANK } from '../petitions/format';
import { expunctionFields, type ExpunctionFieldMap } from './fields';
import { renderExpunctionInstructions } from './instructions';
import { expunctionArticle, type ExpunctionInput } from './types';

/** The field maps of every case with an expunction packet, in order (what renderExpunctionPacket prints). */
export function expunctionPacketFields(input: ExpunctionInput): ExpunctionFieldMap[] {
  const out: ExpunctionFieldMap[] = [];
  for (const c of input.cases) {
    const article = expunctionArticle(c);
    if (article) out.push(expunctionFields(c, article, input.person, input.county));
  }
  return out;
}

export class NoExpunctionCaseError extends Error {
  constructor() {
    super('No case in the packet has an expunction route.');
  }
}

export async function renderExpunctionPacket(input: ExpunctionInput): Promise<Buffer> {
  const maps = expunctionPacketFields(input);
  if (maps.length === 0) throw new NoExpunctionCaseError();
  const w = new PdfWriter('Expunction: petition packet', input.printedOn);
  for (const f of maps) {
    renderExpunctionInstructions(w, f, input.county, input.lang);
    renderExpunctionPetition(w, f, input.county);
    renderProposedOrder(w, f);
    // The Statement is filed in the new civil case: its number and the district court's are the clerk's to give.
    const district = courtName(null, 'F1', input.county.packet);
    renderStatement(
      w,
      {
        causeNumber: `${BLANK} (new cause number the clerk gives the petition)`,
        court: { ...district, kind: 'district', name: `District Court, ________ Judicial District` },
        county: f.county,
        petitionerName: f.petitionerName,
        parties: `In the Matter of the Expunction of ${f.petitionerName} (ex parte petition)`,
      },
      input.county.packet,
    );
  }
  return w.finish();
}
