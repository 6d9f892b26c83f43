/**
 * The court documents, always in English (the language of the court): the petition for each petition
 * section, the 411.072 letter, and the Statement of Inability to Afford Payment of Court Costs.
 */
import { BLANK, YOU_FILL } from './format';
import type { PetitionFieldMap } from './fields';
import type { PdfWriter } from './layout';
import type { PacketCounty } from './types';

const BASE = { font: 'serif', size: 12 } as const;
const SMALL = 11;
const LINE = '____________________';

function captionBlock(w: PdfWriter, f: PetitionFieldMap): void {
  w.text(`CAUSE NO. ${f.causeNumber}`, { font: 'serifBold', align: 'center', after: 10 });
  w.caption(
    ['THE STATE OF TEXAS', '', 'v.', '', f.petitionerName.toUpperCase()],
    [f.court.captionLine, '', 'OF', '', `${f.county.toUpperCase()} COUNTY, TEXAS`],
  );
  w.space(14);
  for (const line of f.title) w.text(line, { font: 'serifBold', align: 'center' });
  w.space(14);
}

const isOptional = (id: string) => id === 'ignition_interlock';

function statementsBlock(w: PdfWriter, f: PetitionFieldMap, who: 'Petitioner' | 'I'): void {
  w.text(
    who === 'I'
      ? 'I state that each checked statement below is true. A box marked [X] was checked from the court record and my answers; a box left empty must be checked by me only if the statement is true.'
      : "Petitioner states that each checked statement below is true. A box marked [X] was checked from the court record and Petitioner's answers; a box left empty is checked by Petitioner only if the statement is true.",
    { size: SMALL, after: 8 },
  );
  for (const s of f.statements) {
    w.checkbox(s.checked, s.text, {
      size: SMALL,
      source: s.source,
      ...(isOptional(s.id) ? { note: 'Optional: check only if true. It shortens the waiting period.' } : {}),
      ...(!s.checked && !isOptional(s.id) ? { note: 'You check this box only if it is true.' } : {}),
    });
  }
}

function evidenceBlock(w: PdfWriter, f: PetitionFieldMap): void {
  for (const item of f.evidence) w.checkbox(false, item, { size: SMALL, after: 4 });
}

function signatureBlock(w: PdfWriter, f: PetitionFieldMap, role: string): void {
  w.ensure(200);
  w.text('Respectfully submitted,', { after: 4 });
  w.signatureLine(`Signature ${YOU_FILL.replace('fill in', 'sign')}`);
  w.space(4);
  w.text(`${f.petitionerName}, ${role}, representing myself (pro se)`);
  w.field('Mailing address', null, { size: SMALL });
  w.field('City, state, ZIP code', null, { size: SMALL });
  w.field('Phone', null, { size: SMALL });
  w.field('Email', null, { size: SMALL });
  w.field('Date', null, { size: SMALL });
}

/** Unsworn declaration in the form of Tex. Civ. Prac. & Rem. Code § 132.001(d). */
function declarationBlock(w: PdfWriter, f: PetitionFieldMap | { petitionerName: string }, what: string): void {
  w.ensure(230);
  w.heading('UNSWORN DECLARATION', { align: 'center' });
  w.text('(Tex. Civ. Prac. & Rem. Code § 132.001)', { size: SMALL, align: 'center', after: 8 });
  w.text(
    `My name is ${f.petitionerName}, my date of birth is ${LINE}, and my address is ${LINE} (street), ${LINE} (city), ${LINE} (state), ${BLANK} (ZIP code), ${BLANK} (country). I declare under penalty of perjury that ${what} is true and correct.`,
    { after: 8 },
  );
  w.text(`Executed in ${LINE} County, State of ${LINE}, on the ______ day of ${LINE} (month), ________ (year).`, {
    after: 4,
  });
  w.signatureLine(`Declarant ${YOU_FILL.replace('fill in', 'sign')}`);
  w.space(6);
  w.text(
    'Your date of birth and home address are sensitive data (Tex. R. Civ. P. 21c). See the instruction sheet before you write them here.',
    { font: 'serifItalic', size: 10, after: 6 },
  );
}

function feeBlock(w: PdfWriter, fee411072: number | null, letter: boolean): void {
  if (letter) {
    w.checkbox(
      false,
      `I am paying the fee the clerk collects under Section 411.072${fee411072 ? ` ($${fee411072})` : ''}.`,
      {
        size: SMALL,
        after: 4,
      },
    );
  } else {
    w.checkbox(false, 'Petitioner is paying the filing fee.', { size: SMALL, after: 4 });
  }
  w.checkbox(
    false,
    `${letter ? 'I am' : 'Petitioner is'} filing a Statement of Inability to Afford Payment of Court Costs with this ${letter ? 'request' : 'petition'}.`,
    { size: SMALL, note: 'Check one of these two boxes.' },
  );
}

export function renderPetition(w: PdfWriter, f: PetitionFieldMap, county: PacketCounty): void {
  w.beginDocument(
    (p, n) =>
      `Petition for Order of Nondisclosure (Gov't Code § ${f.statuteSection}) - Cause No. ${f.causeNumber} - Page ${p} of ${n}`,
    BASE,
  );
  captionBlock(w, f);
  w.text('TO THE HONORABLE JUDGE OF THE COURT:', { after: 6 });
  w.text(
    `${f.petitionerName} ("Petitioner") files this petition for an order of nondisclosure of criminal history record information under Section ${f.statuteSection}, Texas Government Code, and respectfully shows the Court the following.`,
    { after: 10 },
  );

  let n = 1;
  w.heading('I. PETITIONER');
  w.numbered(
    `${n++}.`,
    `Petitioner's name is ${f.petitionerName}, as it appears in the record of this case. Petitioner's year of birth: ________ ${YOU_FILL}. Last three digits of Petitioner's Texas driver's license or identification card number: XXXXX____ ${YOU_FILL}.`,
  );

  w.heading('II. THE OFFENSE AND WHAT THE COURT ORDERED');
  for (const p of f.history) w.numbered(`${n++}.`, p);

  w.heading('III. PETITIONER IS ENTITLED TO AN ORDER OF NONDISCLOSURE');
  statementsBlock(w, f, 'Petitioner');

  w.heading('IV. EVIDENCE');
  w.text('Petitioner attaches the following (check each item you attach):', { size: SMALL, after: 6 });
  evidenceBlock(w, f);

  w.heading('V. FILING FEE');
  feeBlock(w, null, false);

  const requestText = `${f.request} Petitioner also asks for any other relief to which Petitioner is entitled.`;
  w.heading('VI. REQUEST', { keep: w.heightOf(requestText, w.width, 'serif', 12) + 8 });
  w.text(`${f.request} Petitioner also asks for any other relief to which Petitioner is entitled.`, { after: 12 });

  signatureBlock(w, f, 'Petitioner');
  w.space(12);
  declarationBlock(w, f, 'every statement of fact in this petition');

  w.ensure(260);
  w.heading('NOTICE TO THE STATE AND CERTIFICATE OF SERVICE', { align: 'center' });
  w.text(
    `To the State of Texas, through the ${county.name} County District Attorney: Petitioner has filed this petition for an order of nondisclosure under Section ${f.statuteSection}, Government Code. The Court must give the State notice of this petition and an opportunity for a hearing. The Court must hold a hearing before deciding the petition unless the State does not request one on or before the ${county.hearingRequestDays}th day after the State receives notice and the Court determines that Petitioner is entitled to file the petition and that the order is in the best interest of justice. (Tex. Gov't Code § 411.0745(e).)`,
    { size: SMALL, after: 10 },
  );
  w.text(
    `I certify that on ${LINE} (date) I served a true copy of this petition on the ${county.name} County District Attorney's Office by (check one):`,
    { size: SMALL, after: 6 },
  );
  w.checkbox(false, 'electronic service through eFileTexas', { size: SMALL, after: 2 });
  w.checkbox(false, 'hand delivery', { size: SMALL, after: 2 });
  w.checkbox(false, `mail to this address: ${LINE}${LINE} ${YOU_FILL}`, { size: SMALL, after: 2 });
  w.signatureLine(`Petitioner ${YOU_FILL.replace('fill in', 'sign')}`);
}

export function renderLetter(w: PdfWriter, f: PetitionFieldMap, county: PacketCounty): void {
  w.beginDocument(
    (p, n) =>
      `Request for Order of Nondisclosure (Gov't Code § 411.072) - Cause No. ${f.causeNumber} - Page ${p} of ${n}`,
    BASE,
  );
  captionBlock(w, f);
  w.field('Date', null, { after: 8 });
  w.text(`To: The Judge of the ${f.court.name ?? `${BLANK} Court ${YOU_FILL}`}, ${county.name} County, Texas`, {
    after: 2,
  });
  w.text(`Filed with: ${county.clerk.name.en}, ${county.clerk.filingAddress}`, { after: 10 });
  w.text('Dear Judge:', { after: 8 });
  w.text(
    `I, ${f.petitionerName} ("Petitioner" in the statements below), ask the Court to issue an order of nondisclosure of criminal history record information under Section 411.072, Texas Government Code. That section requires the Court to issue the order itself when it discharges and dismisses a case that qualifies, once the person presents any evidence the Court needs and pays the fee. I have no record that the order was issued in this case.`,
    { after: 10 },
  );
  let n = 1;
  w.heading('The case');
  for (const p of f.history) w.numbered(`${n++}.`, p.replace(/^Petitioner/, 'I').replace(/Petitioner/g, 'me'));
  w.heading('Why the order should issue');
  statementsBlock(w, f, 'I');
  w.heading('Evidence');
  w.text('I attach the following (check each item you attach):', { size: SMALL, after: 6 });
  evidenceBlock(w, f);
  w.heading('Fee');
  feeBlock(w, county.fee411072Usd, true);
  w.heading('Request', { keep: w.heightOf(f.request, w.width, 'serif', 12) + 8 });
  w.text(f.request, { after: 12 });
  signatureBlock(w, f, 'Petitioner');
  w.space(12);
  declarationBlock(w, f, 'every statement of fact in this request');
}

/**
 * The Statement of Inability to Afford Payment of Court Costs, laid out in the sections of the Supreme
 * Court of Texas form (Misc. Docket No. 16-9122; Tex. R. Civ. P. 145). Only the caption and the name are
 * filled; income, property, expenses and debts are the person's to answer.
 */
export function renderStatement(
  w: PdfWriter,
  f: Pick<PetitionFieldMap, 'causeNumber' | 'court' | 'county' | 'petitionerName'> & {
    /** The parties line when the filing is not "The State of Texas v. NAME" (an ex parte expunction petition). */
    parties?: string;
  },
  county: Pick<PacketCounty, 'clerk'>,
): void {
  w.beginDocument(
    (p, n) =>
      `Statement of Inability to Afford Payment of Court Costs - Cause No. ${f.causeNumber} - Page ${p} of ${n}`,
    { font: 'serif', size: SMALL },
  );
  const S = SMALL;
  w.text('Statement of Inability to Afford Payment of Court Costs or an Appeal Bond', {
    font: 'serifBold',
    size: 14,
    align: 'center',
    after: 2,
  });
  w.text('(Texas Rule of Civil Procedure 145; sections as in the form approved by the Supreme Court of Texas)', {
    font: 'serifItalic',
    size: 10,
    align: 'center',
    after: 10,
  });
  w.field('Cause Number', f.causeNumber, { size: S });
  w.text('In the (check one):', { size: S, after: 4 });
  const ccl = f.court.kind === 'county_criminal_court_at_law';
  const district = f.court.kind === 'district';
  w.checkbox(false, 'Justice Court', { size: S, after: 1 });
  w.checkbox(false, 'County Court', { size: S, after: 1 });
  w.checkbox(ccl, `County Court at Law${ccl ? ` - ${f.court.name}` : ''}`, { size: S, after: 1 });
  w.checkbox(district, `District Court${district ? ` - ${f.court.name}` : ''}`, { size: S, after: 4 });
  w.text(`of ${f.county} County, Texas`, { size: S, after: 4 });
  w.text(f.parties ?? `Plaintiff/Petitioner: The State of Texas     v.     Defendant/Respondent: ${f.petitionerName}`, {
    size: S,
    after: 10,
  });

  w.heading('1. Your information', { size: 12 });
  w.field(
    'My full legal name is',
    `${f.petitionerName} (as in the court record; correct it if your full legal name is different)`,
    { size: S },
  );
  w.field('My date of birth is (month/day/year)', null, { size: S });
  w.field('My address is (home)', null, { size: S });
  w.field('My address is (mailing)', null, { size: S });
  w.field('My phone number', null, { size: S });
  w.field('My email', null, { size: S });
  w.text(
    'About my dependents: "The people who depend on me financially are listed below." (You fill in; write N/A if none.)',
    { size: S, after: 4 },
  );
  for (let i = 0; i < 3; i++)
    w.text('Name: ____________________   Age: ______   Relationship to me: ____________________', {
      size: S,
      after: 2,
    });
  w.space(6);

  w.heading('2. Are you represented by legal aid?', { size: 12 });
  w.checkbox(
    false,
    'I am being represented in this case for free by an attorney who works for a legal aid provider or who received my case through a legal aid provider. I have attached the certificate the legal aid provider gave me.',
    { size: S, after: 2 },
  );
  w.checkbox(
    false,
    'I asked a legal aid provider to represent me, and the provider determined that I am financially eligible for representation, but the provider could not take my case. I have attached documentation from legal aid stating this.',
    { size: S, after: 2 },
  );
  w.checkbox(false, 'I am not represented by legal aid. I did not apply for representation by legal aid.', { size: S });

  w.heading('3. Do you receive public benefits?', { size: 12 });
  w.checkbox(false, 'I do not receive needs-based public benefits.', { size: S, after: 2 });
  w.checkbox(
    false,
    'I receive these public benefits based on need (check all that apply and attach proof, such as a copy of an eligibility form or check):',
    { size: S, after: 2 },
  );
  const benefits = [
    'Food stamps/SNAP',
    'TANF',
    'Medicaid',
    'CHIP',
    'SSI',
    'WIC',
    'AABD',
    'Public Housing or Section 8 Housing',
    'Low-Income Energy Assistance',
    'Emergency Assistance',
    'Telephone Lifeline',
    'Community Care via DADS',
    'LIS in Medicare ("Extra Help")',
    'Needs-based VA Pension',
    'Child Care Assistance under the Child Care and Development Block Grant',
    'County Assistance, County Health Care, or General Assistance',
    'Other: ______________________________',
  ];
  w.checkboxColumns(
    benefits.map((text) => ({ checked: false, text })),
    2,
    { size: S, indent: 30, after: 6 },
  );

  w.heading('4. What is your monthly income and where does it come from?', { size: 12 });
  for (const line of [
    '$________ in monthly wages. I work as a ______________________ for ______________________.',
    '$________ in monthly unemployment. I have been unemployed since (date) ______________.',
    '$________ in public benefits per month.',
    '$________ from other people in my household each month (list only if they contribute to household income).',
    '$________ from other jobs or sources of income (retirement, pension, Social Security, disability, child or spousal support, tips, interest and the like). Describe: ______________________',
    '$________ is my total monthly income.',
  ])
    w.text(line, { size: S, after: 3 });
  w.space(4);

  w.heading('5. What is the value of your property?', { size: 12 });
  w.text('(The value is what the item would sell for, minus what you still owe on it.)', {
    size: 10,
    font: 'serifItalic',
    after: 3,
  });
  for (const line of [
    'Cash: $________',
    'Bank accounts and other financial assets (list): ______________________________ $________',
    'Vehicles (cars, boats; make and year): ______________________________ $________',
    'Other property (such as jewelry, stocks, land, another house): ______________________ $________',
    'Total value of property: $________',
  ])
    w.text(line, { size: S, after: 3 });
  w.space(4);

  w.heading('6. What are your monthly expenses?', { size: 12 });
  for (const line of [
    'Rent or house payments and maintenance: $________',
    'Food and household supplies: $________',
    'Utilities and telephone: $________',
    'Clothing and laundry: $________',
    'Medical and dental expenses: $________',
    'Insurance (life, health, auto and so on): $________',
    'School and child care: $________',
    'Transportation, auto repair, gas: $________',
    'Child or spousal support: $________',
    'Wages withheld by court order: $________',
    'Debt payments paid to (list): ______________________ $________',
    'Total monthly expenses: $________',
  ])
    w.text(line, { size: S, after: 2 });
  w.space(4);

  w.heading('7. Are there debts or other facts that explain your financial situation?', { size: 12 });
  w.text('My debts include (list each debt and the amount owed): __________________________________________', {
    size: S,
    after: 3,
  });
  w.text('______________________________________________________________________________', { size: S, after: 3 });
  w.checkbox(
    false,
    'I attach another page with other facts I want the court to consider (such as unusual medical expenses or family emergencies).',
    { size: S },
  );

  w.heading('8. Declaration', { size: 12 });
  w.text(
    'I declare under penalty of perjury that the foregoing is true and correct. I further swear (check what applies):',
    { size: S, after: 4 },
  );
  w.checkbox(false, 'I cannot afford to pay court costs.', { size: S, after: 2 });
  w.checkbox(false, 'I cannot furnish an appeal bond or pay a cash deposit to appeal a justice court decision.', {
    size: S,
  });
  declarationBlock(w, f, 'the information in this statement');
  w.text(
    `Instead of the declaration above, you may sign this statement in front of a notary public. Under Tex. R. Civ. P. 145, the ${county.clerk.name.en} must accept a sworn statement and may return it only if it is not sworn.`,
    { size: 10, font: 'serifItalic' },
  );
}
