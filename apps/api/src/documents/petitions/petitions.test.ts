import { describe, expect, it } from 'vitest';
import { courtName, ordinal } from './courts';
import { HARRIS_PACKET_COUNTY } from './county';
import { NoPrintableCaseError, packetFields, renderPetitionPacket } from './packet';
import { SECTION_TEMPLATES, chapterList } from './sections';
import { printableSection, type PacketCase, type PacketInput, type PrintableSection } from './types';
import { decision, DOB, PERSON, PRINTED_ON, SECTION_CASES } from './test/fixtures';
import { flat, pdfPages, pdfWordBoxes } from './test/pdftext';

const county = HARRIS_PACKET_COUNTY;
const input = (cases: PacketCase[], lang: 'en' | 'es' = 'en'): PacketInput => ({
  cases,
  person: PERSON,
  lang,
  printedOn: PRINTED_ON,
  county,
});

/** Renders a packet and returns its text per document, split at each document's "Page 1 of n". */
async function render(cases: PacketCase[], lang: 'en' | 'es' = 'en') {
  const pdf = await renderPetitionPacket(input(cases, lang));
  const pages = pdfPages(pdf);
  return { pdf, pages, all: flat(pages.join('\n')) };
}

/** Text of the pages whose footer starts with the given document label. */
const docText = (pages: string[], label: string) => flat(pages.filter((p) => p.includes(label)).join('\n'));

/** "[X] <start of statement>" or "[ ] <start of statement>" in flattened text. */
const box = (checked: boolean, statementStart: string) => `${checked ? '[X]' : '[ ]'} ${statementStart}`;

interface Expectation {
  caption: string;
  court: string;
  title: string;
  dates: string[];
  checked: string[];
  unchecked: string[];
  source: string;
}

const EXPECT: Record<PrintableSection, Expectation> = {
  '411.072': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 3',
    court: 'County Criminal Court at Law No. 3 of Harris County, Texas',
    title: 'REQUEST FOR ORDER OF NONDISCLOSURE UNDER SECTION 411.072, TEXAS GOVERNMENT CODE',
    dates: ['January 10, 2022', 'September 15, 2022'],
    checked: [
      'Petitioner was placed on deferred adjudication community supervision for a misdemeanor',
      'The offense is not an offense under Penal Code Section 49.04 or 49.06',
    ],
    unchecked: ['The Court did not find, when it placed Petitioner on deferred adjudication'],
    source: "Source: Tex. Gov't Code § 411.072(a)(2)",
  },
  '411.0725': {
    caption: 'IN THE 178TH DISTRICT COURT',
    court: '178th District Court of Harris County, Texas',
    title: 'UNDER SECTION 411.0725, TEXAS GOVERNMENT CODE',
    dates: ['June 2, 2016', 'June 1, 2018', 'February 27, 2016'],
    checked: [
      'Petitioner was placed on deferred adjudication community supervision for the offense and received a discharge and dismissal',
      'The waiting period that applies to the offense has ended',
      'Petitioner has never been convicted of or placed on deferred adjudication community supervision for: an offense requiring registration',
    ],
    unchecked: [],
    source: "Source: Tex. Gov't Code § 411.0725(e)",
  },
  '411.0726': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 12',
    court: 'County Criminal Court at Law No. 12 of Harris County, Texas',
    title: 'UNDER SECTION 411.0726, TEXAS GOVERNMENT CODE',
    dates: ['February 1, 2020', 'August 1, 2020', 'March 1, 2023'],
    checked: [
      "Petitioner's alcohol concentration was less than 0.15",
      "At the time of the offense Petitioner did not hold a commercial driver's license",
      'The offense did not result in a motor vehicle collision involving another person',
      'The second anniversary of the date Petitioner completed deferred adjudication',
    ],
    unchecked: ['The Court did not find, when it placed Petitioner on deferred adjudication'],
    source: "Source: Tex. Code Crim. Proc. art. 42A.102; Tex. Gov't Code § 411.0726",
  },
  '411.0726-bwi': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 14',
    court: 'County Criminal Court at Law No. 14 of Harris County, Texas',
    title: 'UNDER SECTION 411.0726, TEXAS GOVERNMENT CODE',
    dates: ['July 1, 2021', 'April 1, 2023'],
    checked: [
      'Petitioner was placed on deferred adjudication community supervision for boating while intoxicated (Penal Code Section 49.06)',
      'The offense did not result in a watercraft collision involving another person',
      "Petitioner's alcohol concentration was less than 0.15",
    ],
    unchecked: ['The Court did not find, when it placed Petitioner on deferred adjudication'],
    source: "Source: Tex. Gov't Code § 411.0726(a)",
  },
  '411.0727': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 9',
    court: 'County Criminal Court at Law No. 9 of Harris County, Texas',
    title: 'UNDER SECTION 411.0727, TEXAS GOVERNMENT CODE',
    dates: ['April 10, 2023'],
    checked: [
      'Petitioner successfully completed a veterans treatment court program',
      'Petitioner did not enter the program because of an offense of operating a motor vehicle while intoxicated',
    ],
    unchecked: ['Petitioner has never been previously convicted of an offense listed in Article 42A.054(a)'],
    source: "Source: Tex. Gov't Code § 411.0727(a)",
  },
  '411.0728': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 5',
    court: 'County Criminal Court at Law No. 5 of Harris County, Texas',
    title: 'UNDER SECTION 411.0728, TEXAS GOVERNMENT CODE',
    dates: ['May 1, 2021'],
    checked: [
      'Petitioner committed the offense solely as a victim of trafficking of persons',
      'If a law enforcement agency or prosecutor asked Petitioner to assist',
    ],
    unchecked: [],
    source: "Source: Tex. Gov't Code § 411.0728(a)",
  },
  '411.073': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 15',
    court: 'County Criminal Court at Law No. 15 of Harris County, Texas',
    title: 'UNDER SECTION 411.073, TEXAS GOVERNMENT CODE',
    dates: ['November 20, 2023', 'November 20, 2024'],
    checked: [
      "Petitioner's community supervision was not revoked",
      'Petitioner completed the period of community supervision, including any term of confinement, and paid all fines',
    ],
    unchecked: [],
    source: "Source: Tex. Gov't Code § 411.073(b)(2)",
  },
  '411.0731': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 8',
    court: 'County Criminal Court at Law No. 8 of Harris County, Texas',
    title: 'UNDER SECTION 411.0731, TEXAS GOVERNMENT CODE',
    dates: ['May 15, 2021', 'May 15, 2023'],
    checked: [
      'As a condition of community supervision, Petitioner successfully complied for a period of not less than six months',
      'The offense did not result in a motor vehicle collision involving another person',
      "Petitioner's alcohol concentration was less than 0.15",
    ],
    unchecked: [],
    source: "Source: Tex. Gov't Code § 411.0731(a)",
  },
  '411.0735': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 16',
    court: 'County Criminal Court at Law No. 16 of Harris County, Texas',
    title: 'UNDER SECTION 411.0735, TEXAS GOVERNMENT CODE',
    dates: ['December 22, 2022'],
    checked: [
      'Petitioner completed the sentence, including any term of confinement',
      'The offense was not violent or sexual in nature',
    ],
    unchecked: [],
    source: "Source: Tex. Gov't Code § 411.0735(c-1)",
  },
  '411.0736': {
    caption: 'IN THE COUNTY CRIMINAL COURT AT LAW NO. 2',
    court: 'County Criminal Court at Law No. 2 of Harris County, Texas',
    title: 'UNDER SECTION 411.0736, TEXAS GOVERNMENT CODE',
    dates: ['May 29, 2022'],
    checked: [
      'The offense did not result in a motor vehicle collision',
      "Petitioner's alcohol concentration was less than 0.15",
    ],
    unchecked: [
      'As a condition of release on bond, Petitioner successfully complied for a period of not less than six months',
    ],
    source: "Source: Tex. Gov't Code § 411.0736(a)",
  },
};

describe('pre-filled petition for every petition section', () => {
  it('covers every section but 411.0729', () => {
    expect(Object.keys(SECTION_TEMPLATES).sort()).toEqual(Object.keys(EXPECT).sort());
    expect(Object.keys(SECTION_TEMPLATES)).not.toContain('411.0729');
  });

  it.each(Object.keys(EXPECT) as PrintableSection[])(
    '%s: cause number, court, section, dates and boxes',
    async (section) => {
      const c: PacketCase = SECTION_CASES[section];
      const e = EXPECT[section];
      const { pages } = await render([c]);
      const label =
        section === '411.072' ? 'Request for Order of Nondisclosure' : 'Petition for Order of Nondisclosure';
      const doc = docText(pages, label);
      expect(doc).toContain(`CAUSE NO. ${c.engineCase.causeNumber}`);
      expect(doc).toContain(e.caption);
      expect(doc).toContain('HARRIS COUNTY, TEXAS');
      expect(doc).toContain(e.title);
      expect(doc).toContain(`Cause No. ${c.engineCase.causeNumber} in the ${e.court}`);
      expect(doc).toContain('JANE ALLISON DOE');
      for (const date of e.dates) expect(doc).toContain(date);
      for (const s of e.checked) expect(doc).toContain(box(true, s));
      for (const s of e.unchecked) expect(doc).toContain(box(false, s));
      expect(doc).toContain(e.source);
      // Every statement of the field map reaches the page with its box state and its source.
      const [fields] = packetFields(input([c]));
      expect(fields?.statements.length).toBeGreaterThan(3);
      for (const s of fields?.statements ?? []) {
        expect(doc).toContain(box(s.checked, s.text.slice(0, 60)));
        expect(doc).toContain(`Source: ${s.source}`);
      }
      // Blanks only the person can fill, and the signature and declaration blocks.
      expect(doc).toContain('Mailing address: ________________________________ (You fill in)');
      expect(doc).toContain('Signature (You sign)');
      expect(doc).toContain('UNSWORN DECLARATION');
      expect(doc).toContain('I declare under penalty of perjury');
      expect(doc).toMatch(/Page 1 of \d/);
    },
  );

  it('petitions carry the notice to the State and a certificate of service; the 411.072 letter does not', async () => {
    const petition = docText((await render([SECTION_CASES['411.0725']])).pages, 'Petition for Order');
    expect(petition).toContain('NOTICE TO THE STATE AND CERTIFICATE OF SERVICE');
    expect(petition).toContain('Harris County District Attorney');
    expect(petition).toContain("Tex. Gov't Code § 411.0745(e)");
    const letter = docText((await render([SECTION_CASES['411.072']])).pages, 'Request for Order');
    expect(letter).not.toContain('CERTIFICATE OF SERVICE');
  });
});

describe('the 411.072 letter', () => {
  it('asks the court for the order it should have issued, with the $28 fee and no petition', async () => {
    const { pages, all } = await render([SECTION_CASES['411.072']]);
    const letter = docText(pages, 'Request for Order of Nondisclosure');
    expect(letter).toContain('Dear Judge:');
    expect(letter).toContain(
      'I, JANE ALLISON DOE ("Petitioner" in the statements below), ask the Court to issue an order of nondisclosure',
    );
    expect(letter).toContain('To: The Judge of the County Criminal Court at Law No. 3, Harris County, Texas');
    expect(letter).toContain('Filed with: Harris County District Clerk, Criminal Justice Center, 1201 Franklin St');
    expect(letter).toContain('($28)');
    expect(letter).toContain('On January 10, 2022, the Court deferred further proceedings');
    expect(all).not.toContain('PETITION FOR ORDER OF NONDISCLOSURE');
    // 411.0716(b)'s date and 411.072(b)'s 180 days, from the engine's declaration.
    expect(letter).toContain('on or after September 1, 2017, and at least 180 days have passed');
  });
  it('the Spanish instructions date the 411.072 route from the same declaration', async () => {
    const { all } = await render([SECTION_CASES['411.072']], 'es');
    expect(all).toContain('desestimación del caso el 1 de septiembre de 2017 o después');
  });
});

describe('Statement of Inability to Afford Payment of Court Costs', () => {
  it("fills the caption and the name and leaves the money questions blank, in the form's sections", async () => {
    const { pages } = await render([SECTION_CASES['411.0726']]);
    const st = docText(pages, 'Statement of Inability to Afford Payment of Court Costs - Cause No.');
    expect(st).toContain('Cause Number: 2301726');
    expect(st).toContain('[X] County Court at Law - County Criminal Court at Law No. 12');
    expect(st).toContain('[ ] District Court');
    expect(st).toContain('[ ] Justice Court');
    expect(st).toContain('Defendant/Respondent: JANE ALLISON DOE');
    expect(st).toContain('My full legal name is: JANE ALLISON DOE');
    expect(st).toContain('My date of birth is (month/day/year): ________________________________ (You fill in)');
    for (const heading of [
      '1. Your information',
      '2. Are you represented by legal aid?',
      '3. Do you receive public benefits?',
      '4. What is your monthly income',
      '5. What is the value of your property?',
      '6. What are your monthly expenses?',
      '7. Are there debts or other facts',
      '8. Declaration',
    ]) {
      expect(st).toContain(heading);
    }
    expect(st).toContain('$________ is my total monthly income.');
    expect(st).toContain('[ ] I cannot afford to pay court costs.');
    expect(st).toContain('[ ] Food stamps/SNAP');
  });

  it('checks District Court for a felony case', async () => {
    const st = docText(
      (await render([SECTION_CASES['411.0725']])).pages,
      'Statement of Inability to Afford Payment of Court Costs - Cause No.',
    );
    expect(st).toContain('[X] District Court - 178th District Court');
    expect(st).toContain('[ ] County Court at Law');
  });
});

describe('packet', () => {
  it('prints several cases in one PDF, in the order given, each with instructions, document and statement', async () => {
    const cases = [SECTION_CASES['411.0735'], SECTION_CASES['411.072'], SECTION_CASES['411.0725']];
    const { pages } = await render(cases);
    const causes = cases.map((c) => c.engineCase.causeNumber);
    // The first page of each document, in print order.
    const firstPages = pages
      .map((p, i) => ({ i, p: flat(p) }))
      .filter(({ p }) => /(Page|page) 1 of \d+$/.test(p))
      .map(({ p }) => p);
    expect(firstPages).toHaveLength(9);
    const expected = causes.flatMap((cause) => [
      `Instructions for case ${cause} - page 1 of`,
      `Cause No. ${cause} - Page 1 of`,
      `Statement of Inability to Afford Payment of Court Costs - Cause No. ${cause} - Page 1 of`,
    ]);
    expected.forEach((marker, k) => expect(firstPages[k]).toContain(marker));
    // Every page is numbered within its document.
    for (const p of pages) expect(flat(p)).toMatch(/(Page|page) \d+ of \d+$/);
  });

  it('skips cases without a petition (411.0729, not eligible) and refuses an empty packet', async () => {
    const c0729: PacketCase = { ...SECTION_CASES['411.073'], decision: decision('x', '411.0729', '2024-01-01') };
    const notYet: PacketCase = {
      ...SECTION_CASES['411.0725'],
      decision: { ...SECTION_CASES['411.0725'].decision, final_eligibility: 'not_yet_eligible' },
    };
    expect(printableSection(c0729)).toBeNull();
    expect(printableSection(notYet)).toBeNull();
    expect(packetFields(input([c0729, SECTION_CASES['411.073'], notYet])).map((f) => f.causeNumber)).toEqual([
      '2201073',
    ]);
    await expect(renderPetitionPacket(input([c0729, notYet]))).rejects.toBeInstanceOf(NoPrintableCaseError);
  });

  it('never prints a full date of birth, even when the caller passes one', async () => {
    const person = { ...PERSON, dob: DOB, dateOfBirth: DOB };
    const cases = Object.values(SECTION_CASES);
    for (const lang of ['en', 'es'] as const) {
      const pdf = await renderPetitionPacket({ ...input(cases, lang), person });
      const text = flat(pdfPages(pdf).join('\n'));
      for (const form of [DOB, '04/17/1988', '4/17/1988', 'April 17, 1988', '17 de abril de 1988']) {
        expect(text).not.toContain(form);
      }
      // Wherever a birth date is asked for, only a blank follows.
      for (const m of text.matchAll(/(date of birth is|year of birth:)\s*(\S+)/gi)) {
        expect(m[2]).toMatch(/^(_+[,.]?|\(month\/day\/year\):)$/);
      }
    }
  });

  it('leaves estimated dates off the court papers and explains them in the instructions', async () => {
    const { pages } = await render([SECTION_CASES['411.0735']]);
    const petition = docText(pages, 'Petition for Order of Nondisclosure');
    expect(petition).toContain('Petitioner completed the sentence on ______________ (You fill in).');
    expect(petition).not.toContain('January 1, 2023');
    const sheet = docText(pages, 'Instructions for case');
    expect(sheet).toContain('Sentence completed: January 1, 2023 (our estimate, not in the court record');
    expect(sheet).toContain('Earliest date you can file: January 1, 2025');
  });

  it('leaves the court for the person to fill in when the data does not name one', async () => {
    const c: PacketCase = {
      ...SECTION_CASES['411.0735'],
      engineCase: { ...SECTION_CASES['411.0735'].engineCase, court: '999' },
    };
    const { pages } = await render([c]);
    const petition = docText(pages, 'Petition for Order of Nondisclosure');
    expect(petition).toContain('IN THE ______________________ COURT');
    expect(petition).toContain('Cause No. 2201735 in this Court');
    expect(docText(pages, 'Instructions for case')).toContain('We could not tell the court from the data.');
  });
});

describe('a case added without a cause number (ADR 0073)', () => {
  it.each(['en', 'es'] as const)('prints a blank to write the number in on every document (%s)', async (lang) => {
    const c: PacketCase = {
      ...SECTION_CASES['411.0735'],
      engineCase: { ...SECTION_CASES['411.0735'].engineCase, causeNumber: '' },
    };
    const { all: text } = await render([c], lang);
    expect(text).not.toMatch(/Cause No\.\s*[,-]/i);
    expect(text).toContain('Cause No. ______________ (You fill in) in the County Criminal Court at Law No. 16');
    expect(text).toContain('CAUSE NO. ______________ (You fill in)');
    expect(text).toContain(
      lang === 'en'
        ? 'your petition for case (cause number not given: copy it from your court papers)'
        : 'su petición para el caso (número de causa no indicado: cópielo de sus documentos de la corte)',
    );
  });
});

describe('instruction sheet language', () => {
  it('is Spanish when asked, while the petition stays in English', async () => {
    const { pages } = await render([SECTION_CASES['411.0725']], 'es');
    const sheet = docText(pages, 'Instrucciones para el caso');
    expect(sheet).toContain('Instrucciones: su petición para el caso 1575348');
    expect(sheet).toContain('Qué contiene este paquete');
    expect(sheet).toContain('orden de no divulgación (order of nondisclosure)');
    expect(sheet).toContain('Corte de Distrito n.º 178 (178th District Court)');
    expect(sheet).toContain('Liberación de la supervisión y desestimación del caso: 1 de junio de 2018');
    expect(sheet).toContain('Paso 6. Dónde presentar en el Condado de Harris');
    expect(sheet).toContain('Secretaría de Distrito del Condado de Harris');
    expect(sheet).toContain('Su caso es un delito grave (felony).');
    expect(sheet).not.toContain('Where to file');
    expect(sheet).not.toContain('What happens next');
    const petition = docText(pages, 'Petition for Order of Nondisclosure');
    expect(petition).toContain('PETITION FOR ORDER OF NONDISCLOSURE OF');
    expect(petition).toContain('TO THE HONORABLE JUDGE OF THE COURT:');
  });

  it('is English by default, with the Harris filing steps', async () => {
    const sheet = docText((await render([SECTION_CASES['411.0726']])).pages, 'Instructions for case');
    expect(sheet).toContain('Instructions: your petition for case 2301726');
    expect(sheet).toContain('Step 6. Where to file in Harris County');
    expect(sheet).toContain('https://www.efiletexas.gov');
    expect(sheet).toContain('Criminal Justice Center, 1201 Franklin St, Houston, TX 77002');
    expect(sheet).toContain('Your case is a misdemeanor.');
    expect(sheet).toContain('The State has 45 days to ask for a hearing.');
    expect(sheet).not.toContain('Paso');
  });
});

describe('court names', () => {
  it('maps felony numbers to district courts and misdemeanor numbers to the County Criminal Courts at Law', () => {
    expect(courtName('178', 'F3', county).name).toBe('178th District Court');
    expect(courtName('482', 'FS', county).name).toBe('482nd District Court');
    expect(courtName('183', 'F2', county).name).toBe('183rd District Court');
    expect(courtName('003', 'MB', county).name).toBe('County Criminal Court at Law No. 3');
    expect(courtName('12', 'MA', county).captionLine).toBe('IN THE COUNTY CRIMINAL COURT AT LAW NO. 12');
    expect(courtName('12', 'unknown', county).kind).toBe('county_criminal_court_at_law');
    expect(courtName('3', 'F3', county).kind).toBe('unknown');
    expect(courtName('999', 'MB', county).kind).toBe('unknown');
    expect(courtName(null, 'MB', county).name).toBeNull();
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 111, 351].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '111th',
      '351st',
    ]);
  });
});

describe('county facts', () => {
  it('come from the county profile, with the safe wording where a value is not confirmed', () => {
    expect(county.felonyCourtNumbers).toHaveLength(26);
    expect(county.felonyCourtNumbers).toContain(488);
    expect(county.misdemeanorCourtNumbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(county.fee411072Usd).toBe(28);
    expect(county.hearingRequestDays).toBe(45);
    expect(county.hours.en).toContain('before 4 p.m.');
    expect(county.hours.en).not.toContain('4:30');
    expect(county.filingFee.es).toContain('$350');
  });
});

describe('layout a clerk accepts', () => {
  it.each(['en', 'es'] as const)(
    'every page (%s): text inside one-inch margins, footer below the body, no two words overlapping',
    async (lang) => {
      // Every section in English; in Spanish (longer instruction text) the letter, a felony and two DWI petitions.
      const cases =
        lang === 'en'
          ? Object.values(SECTION_CASES)
          : [SECTION_CASES['411.072'], SECTION_CASES['411.0725'], SECTION_CASES['411.0726'], SECTION_CASES['411.0736']];
      const pages = pdfWordBoxes(await renderPetitionPacket(input(cases, lang)));
      expect(pages.length).toBeGreaterThan(4 * cases.length);
      const INCH = 72;
      const EPS = 0.5;
      const problems: string[] = [];
      pages.forEach((page, p) => {
        const at = `page ${p + 1}`;
        if (page.words.length <= 5) problems.push(`${at} is empty`);
        const body = page.words.filter((w) => w.yMax <= page.height - INCH + EPS);
        const footer = page.words.filter((w) => w.yMax > page.height - INCH + EPS);
        // The footer: "... Page n of m" in the bottom margin, not at the paper's edge.
        if (!/(Page|página|page) \d+ (of|de) \d+$/.test(footer.map((w) => w.text).join(' ')))
          problems.push(`${at}: no page number`);
        for (const w of footer)
          if (w.yMax > page.height - INCH / 4) problems.push(`${at}: "${w.text}" at the bottom edge`);
        for (const w of page.words) {
          if (w.xMin < INCH - EPS) problems.push(`${at}: "${w.text}" left of the margin`);
          if (w.xMax > page.width - INCH + EPS) problems.push(`${at}: "${w.text}" right of the margin`);
        }
        for (const w of body) if (w.yMin < INCH - EPS) problems.push(`${at}: "${w.text}" above the top margin`);
        // No overlap: sort by top edge and compare each word with the ones that start above its bottom edge.
        const words = [...page.words].sort((a, b) => a.yMin - b.yMin);
        for (let i = 0; i < words.length; i++) {
          const a = words[i];
          if (!a) continue;
          for (let j = i + 1; j < words.length; j++) {
            const b = words[j];
            if (!b || b.yMin >= a.yMax - 1) break;
            if (Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 1)
              problems.push(`${at}: "${a.text}" overlaps "${b.text}"`);
          }
        }
      });
      expect(problems).toEqual([]);
    },
  );
});

describe('42A.105(f) statement', () => {
  it('is checked only when the court data records that the judge made no such finding', () => {
    const base = SECTION_CASES['411.0726'];
    const state = (finding: boolean | null | undefined) => {
      const c: PacketCase = {
        ...base,
        engineCase: {
          ...base.engineCase,
          ...(finding === undefined ? {} : { finding42A105f: finding }),
        } as PacketCase['engineCase'],
      };
      return packetFields(input([c]))[0]?.statements.find((s) => s.id === 'no_42a105f_finding')?.checked;
    };
    expect(state(undefined)).toBe(false);
    expect(state(null)).toBe(false);
    expect(state(true)).toBe(false);
    expect(state(false)).toBe(true);
  });
});

describe('statements read the engine decision, not a second copy of the law', () => {
  it('411.0727: the "not an intoxication entry" box follows the section the engine chose', () => {
    const base = SECTION_CASES['411.0727'];
    const statement = (c: PacketCase) =>
      SECTION_TEMPLATES['411.0727'].statements
        .find((s) => s.id === 'vtc_not_intoxication_entry')
        ?.basis({ c, printedOn: PRINTED_ON });
    expect(statement(base)).toBe(true);
    // An intoxication assault (PC 49.07) carries no DWI category; the engine's 411.0727(e) test excludes it and
    // picks no 411.0727, so the box stays for the person.
    const other: PacketCase = {
      ...base,
      decision: { ...base.decision, ndo_form: null, final_eligibility: 'ineligible' },
    };
    expect(statement(other)).toBeNull();
  });
  it('an interlock box is checked only when the engine counted the short wait', () => {
    const dwi = SECTION_CASES['411.0731'];
    const box = (c: PacketCase) =>
      SECTION_TEMPLATES['411.0731'].statements
        .find((s) => s.id === 'ignition_interlock')
        ?.basis({ c, printedOn: PRINTED_ON });
    expect(box(dwi)).toBe(true);
    expect(box({ ...dwi, decision: { ...dwi.decision, reasons: [] } })).toBeNull();
  });
});

describe('the chapter lists the petitions print are the engine lists', () => {
  it('prints "20, 21, 22, 25, 42, 43, or 46" from the engine, and the 411.073 wait cited to (d)', () => {
    expect(chapterList([20, 21, 46])).toBe('20, 21, or 46');
    const wait0725 = SECTION_TEMPLATES['411.0725'].statements.find((s) => s.id === 'waiting_period');
    expect(wait0725?.text).toContain('Chapter 20, 21, 22, 25, 42, 43, or 46, Penal Code');
    const excluded = SECTION_TEMPLATES['411.072'].statements.find((s) => s.id === 'offense_not_excluded');
    expect(excluded?.text).toContain('Chapter 20, 21, 22, 25, 42, 43, 46, or 71, Penal Code');
    expect(SECTION_TEMPLATES['411.073'].statements.find((s) => s.id === 'waiting_period')?.source).toMatch(
      /411\.073\(d\)$/,
    );
  });
});
