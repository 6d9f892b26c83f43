import { describe, expect, it } from 'vitest';
import type { Case, EligibilityInfo } from '@cyr/schemas';
import { renderCaseInfoPdf } from './case-info';
import { printable } from './fonts';
import { renderPetitionPacket } from './petitions/packet';
import { HARRIS_PACKET_COUNTY } from './petitions/county';
import { PRINTED_ON, SECTION_CASES } from './petitions/test/fixtures';
import { flat, pdfPages } from './petitions/test/pdftext';

/**
 * Names and words people type print as typed (docs/decisions/0118-pdf-fonts-and-other-scripts.md): the PDFs
 * embed Noto Sans and Noto Serif, so Spanish, Vietnamese, Greek and Cyrillic letters round-trip through
 * `pdftotext`; a character the fonts cannot draw prints as `?`, never as mojibake.
 */
const ACCENTED = ['José Ñúñez', 'Nguyễn Thị Hồng', 'Đặng Văn Lâm', 'Ελένη Παπαδοπούλου', 'Владимир Петров'];

describe('printable text', () => {
  it('keeps every accented Latin, Vietnamese, Greek and Cyrillic letter, in each font', () => {
    for (const name of ACCENTED)
      for (const font of ['sans', 'sansBold', 'serif', 'serifBold', 'serifItalic'] as const)
        expect(printable(name, font)).toBe(name);
  });

  it('composes a name typed as letters and separate accents', () => {
    expect(printable('Nguyễn'.normalize('NFD'))).toBe('Nguyễn');
  });

  it('prints a character the fonts cannot draw as ?, one for each', () => {
    expect(printable('李小龍')).toBe('???');
    expect(printable('محمد علي')).toBe('???? ???');
    expect(printable('שלום')).toBe('????');
    expect(printable('Ana 😀')).toBe('Ana ?');
  });

  it('spells out the signs the fonts lack and keeps line breaks', () => {
    expect(printable('≥ $100 → < $750\nsecond line')).toBe('>= $100 -> < $750\nsecond line');
  });
});

const typedCase: Case = {
  _id: 'c1',
  casID: '',
  current_offense_name: 'Robo — José Ñúñez, Nguyễn Thị Hồng, 李小龍 😀',
  current_charge_level: 'MB',
  misdemeanor_felony: 'Misdemeanor',
  full_name: 'Nguyễn Thị Hồng',
  def_spn: '',
  fda: '2015-03-02',
  crt: '7',
  conviction_date: null,
  dismissal_date: '2016-04-05',
  da_start: null,
  da_end: null,
  probation_start: null,
  probation_end: null,
  waiting_period_start: '2016-04-05',
  sentence_completion_date: null,
  estimated: [],
  sentence: null,
  fine: null,
  final_eligibility: 'could_not_determine',
  ndo_form: null,
  eligible_date: null,
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

describe('PDFs print what a person typed', () => {
  it('the case-information PDF: accents and Vietnamese round-trip; Chinese and emoji print as ?', async () => {
    const info: EligibilityInfo = {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases: [typedCase],
    };
    const text = flat(
      pdfPages(
        await renderCaseInfoPdf({
          eligibilityInfo: info,
          lang: 'es',
          dataEndDate: '2026-11-20',
          printedOn: '2026-11-21',
          publicUrl: 'https://cyr.example',
          partners: [{ name: 'Clínica Đặng Văn Lâm', contact: '713-555-0199', hours: 'Martes' }],
        }),
      ).join('\n'),
    );
    expect(text).toContain('José Ñúñez');
    // After an "i" was printed (in "Clínica"... and the texts): each accented letter is its own glyph.
    expect(text).toContain('Nguyễn Thị Hồng');
    expect(text).toContain('Clínica Đặng Văn Lâm');
    expect(text).toContain('??? ?');
    // What a standard PDF font made of them before: UTF-16 halves read as Latin-1.
    expect(text).not.toMatch(/Ø=Ü|Ã©|Ã±/);
  });

  it('a petition packet: the person’s name round-trips in the caption and the instructions', async () => {
    for (const fullName of ['ÑÚÑEZ, JOSÉ', 'NGUYỄN, THỊ HỒNG']) {
      const pdf = await renderPetitionPacket({
        cases: [SECTION_CASES['411.0725']],
        person: { fullName },
        lang: 'es',
        printedOn: PRINTED_ON,
        county: HARRIS_PACKET_COUNTY,
      });
      const text = flat(pdfPages(pdf).join('\n'));
      const [last = '', given = ''] = fullName.split(', ');
      expect(text).toContain(`${given} ${last}`);
      // What the WinAnsi-only standard fonts printed before.
      expect(text).not.toMatch(/NGUY\?N|H\?NG/);
    }
  });
});
