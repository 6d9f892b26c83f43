/**
 * What one PDF worker thread does (documents/render-pool.ts): cap the court data (field-caps.ts), then lay
 * the document out with pdfkit. Runs in a worker thread, never on the server's event loop.
 */
import type { CaseInfoPdfData } from './case-info';
import { renderCaseInfoPdf } from './case-info';
import { renderExpunctionPacket } from './expunction/packet';
import type { ExpunctionInput } from './expunction/types';
import { capEligibilityInfo, capExpunctionInput, capPacketInput } from './field-caps';
import { renderPetitionPacket } from './petitions/packet';
import type { PacketInput } from './petitions/types';

export type RenderJob =
  | { kind: 'petitions'; input: PacketInput }
  | { kind: 'expunction'; input: ExpunctionInput }
  | { kind: 'case-info'; data: CaseInfoPdfData };

/** Renders one job; the court data in it is capped first, whoever calls. */
export async function renderJob(job: RenderJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'petitions':
      return renderPetitionPacket(capPacketInput(job.input));
    case 'expunction':
      return renderExpunctionPacket(capExpunctionInput(job.input));
    case 'case-info':
      return renderCaseInfoPdf({ ...job.data, eligibilityInfo: capEligibilityInfo(job.data.eligibilityInfo) });
  }
}
