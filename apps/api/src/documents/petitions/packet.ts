/**
 * renderPetitionPacket: one PDF with, for each case that has a petition section, in the order given:
 * the instruction sheet (person's language), the petition or the 411.072 letter (English), and the
 * Statement of Inability to Afford Payment of Court Costs (English). Pure apart from pdfkit: no clock,
 * no database, no network.
 */
import { renderLetter, renderPetition, renderStatement } from './court-documents';
import { petitionFields, type PetitionFieldMap } from './fields';
import { renderInstructions } from './instructions';
import { PdfWriter } from './layout';
import { printableSection, type PacketInput } from './types';

/** The field maps of every printable case, in order (what renderPetitionPacket prints). */
export function packetFields(input: PacketInput): PetitionFieldMap[] {
  const out: PetitionFieldMap[] = [];
  for (const c of input.cases) {
    const section = printableSection(c);
    if (section) out.push(petitionFields(c, section, input.person, input.county, input.printedOn));
  }
  return out;
}

export class NoPrintableCaseError extends Error {
  constructor() {
    super('No case in the packet has a petition section.');
  }
}

export async function renderPetitionPacket(input: PacketInput): Promise<Buffer> {
  const maps = packetFields(input);
  if (maps.length === 0) throw new NoPrintableCaseError();
  const w = new PdfWriter('Order of nondisclosure: petition packet', input.printedOn);
  for (const f of maps) {
    renderInstructions(w, f, input.county, input.lang);
    if (f.kind === 'letter') renderLetter(w, f, input.county);
    else renderPetition(w, f, input.county);
    renderStatement(w, f, input.county);
  }
  return w.finish();
}
