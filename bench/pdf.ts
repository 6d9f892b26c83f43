/**
 * `npm run bench:pdf`: the size and the time of the site's PDFs with their embedded fonts
 * (docs/decisions/0118-pdf-fonts-and-other-scripts.md): a petition packet of three cases (instructions, petition
 * and statement for each, Noto Serif and Noto Sans), and the case-information PDF (Noto Sans), each for a person
 * whose name has Vietnamese accents. Prints the median of 15 renders after 3 warm-up ones, the size, and the load
 * average (the machine is shared: compare figures taken together).
 */
import os from 'node:os';
import type { Case } from '@cyr/schemas';
import { renderCaseInfoPdf } from '../apps/api/src/documents/case-info';
import { renderPetitionPacket } from '../apps/api/src/documents/petitions/packet';
import { HARRIS_PACKET_COUNTY } from '../apps/api/src/documents/petitions/county';
import { PRINTED_ON, SECTION_CASES } from '../apps/api/src/documents/petitions/test/fixtures';

const NAME = 'NGUYỄN, THỊ HỒNG';

const packet = () =>
  renderPetitionPacket({
    cases: [SECTION_CASES['411.0735'], SECTION_CASES['411.072'], SECTION_CASES['411.0725']],
    person: { fullName: NAME },
    lang: 'es',
    printedOn: PRINTED_ON,
    county: HARRIS_PACKET_COUNTY,
  });

const oneCase: Case = {
  _id: 'c1',
  casID: '201234501010',
  current_offense_name: 'THEFT PROP >=$100<$750',
  current_charge_level: 'MB',
  misdemeanor_felony: 'Misdemeanor',
  full_name: NAME,
  def_spn: '01234567',
  fda: '2015-03-02',
  crt: '7',
  conviction_date: null,
  dismissal_date: '2016-04-05',
  da_start: '2015-05-01',
  da_end: '2016-04-05',
  probation_start: null,
  probation_end: null,
  waiting_period_start: '2016-04-05',
  sentence_completion_date: null,
  estimated: [],
  sentence: null,
  fine: '$200',
  final_eligibility: 'nondisclosure',
  ndo_form: '411.0725',
  eligible_date: '2016-04-05',
  expunction_route: null,
  reasons: [],
  questions: [],
  pend_elig_411_0727_0729: false,
  pend_elig_411_0728: false,
  final_pot_elig_411_0727: false,
  final_pot_elig_411_0728: false,
  final_pot_elig_411_0729: false,
  final_pot_elig_411_0731: false,
  final_pot_elig_411_0736: false,
  bwi: false,
  hideStatus: false,
};

const caseInfo = () =>
  renderCaseInfoPdf({
    eligibilityInfo: {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases: [oneCase, { ...oneCase, _id: 'c2', casID: '201234501011' }],
    },
    lang: 'es',
    dataEndDate: '2026-11-20',
    printedOn: '2026-11-21',
    publicUrl: 'https://cyr.example',
  });

async function measure(name: string, render: () => Promise<Buffer>): Promise<void> {
  for (let i = 0; i < 3; i++) await render();
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    size = (await render()).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${(times[7] ?? 0).toFixed(0)} ms, ${(size / 1024).toFixed(0)} KB`);
}

await measure('petition packet, 3 cases (9 documents)', packet);
await measure('case-information PDF, 2 cases', caseInfo);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
