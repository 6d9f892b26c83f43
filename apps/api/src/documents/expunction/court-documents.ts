/**
 * The expunction court papers, in English (the language of the court), in the structure of the Texas model
 * expunction forms: an ex parte petition filed as a new civil case in a district court of the county of
 * arrest (CCP art. 55A.251), and a proposed order for the judge. The clerk assigns the new cause number; the
 * criminal cause number is printed in the body, where the forms ask for the case number and court.
 */
import { formatDate } from '@cyr/i18n/dates';
import type { PdfWriter } from '../petitions/layout';
import { BLANK, YOU_FILL } from '../petitions/format';
import type { ExpunctionFieldMap } from './fields';
import type { ExpunctionCounty } from './types';

const BASE = { font: 'serif', size: 12 } as const;
const SMALL = 11;
const LINE = '____________________';
const SIGN = '(You sign)';

function captionBlock(w: PdfWriter, f: ExpunctionFieldMap, title: string[]): void {
  w.text(`CAUSE NO. ${BLANK}____ (the clerk assigns it)`, { font: 'serifBold', align: 'center', after: 10 });
  w.caption(
    ['IN THE MATTER OF', '', 'THE EXPUNCTION OF', '', f.petitionerName.toUpperCase()],
    ['IN THE DISTRICT COURT OF', '', `${f.county.toUpperCase()} COUNTY, TEXAS`, '', `________ JUDICIAL DISTRICT`],
  );
  w.space(14);
  for (const line of title) w.text(line, { font: 'serifBold', align: 'center' });
  w.space(14);
}

function identification(w: PdfWriter, f: ExpunctionFieldMap, n: { v: number }): void {
  w.numbered(
    `${n.v++}.`,
    `Petitioner's name is ${f.petitionerName}, as it appears in the record of the arrest. Sex: ________ ${YOU_FILL}. Race: ________ ${YOU_FILL}. Year of birth: ________ ${YOU_FILL}. Last three digits of Petitioner's Texas driver's license or identification card number: XXXXX____ ${YOU_FILL}. Issuing state: ________ ${YOU_FILL}.`,
  );
}

function agencyList(w: PdfWriter, f: ExpunctionFieldMap): void {
  f.agencies.forEach((a, i) => {
    w.numbered(
      `(${String.fromCharCode(97 + i)})`,
      `${a.name}\nAddress or email for service: ${a.address ?? `${BLANK}${BLANK} ${YOU_FILL}`}`,
      { size: SMALL, after: 4 },
    );
  });
  for (let k = 0; k < 2; k++) {
    const label = `(${String.fromCharCode(97 + f.agencies.length + k)})`;
    w.numbered(
      label,
      `Other agency: ${BLANK}${BLANK} ${YOU_FILL}\nAddress or email for service: ${BLANK}${BLANK} ${YOU_FILL}`,
      { size: SMALL, after: 4 },
    );
  }
}

function statementsBlock(w: PdfWriter, f: ExpunctionFieldMap): void {
  w.text(
    "Petitioner states that each checked statement below is true. A box marked [X] was checked from the court record and Petitioner's answers; a box left empty is checked by Petitioner only if the statement is true.",
    { size: SMALL, after: 8 },
  );
  for (const s of f.statements) {
    w.checkbox(s.checked, s.text, {
      size: SMALL,
      source: s.source,
      ...(s.checked ? {} : { note: 'You check this box only if it is true.' }),
    });
  }
}

/** Unsworn declaration in the form of Tex. Civ. Prac. & Rem. Code § 132.001(d). */
function declarationBlock(w: PdfWriter, f: ExpunctionFieldMap): void {
  w.ensure(230);
  w.heading('UNSWORN DECLARATION', { align: 'center' });
  w.text('(Tex. Civ. Prac. & Rem. Code § 132.001)', { size: SMALL, align: 'center', after: 8 });
  w.text(
    `My name is ${f.petitionerName}, my date of birth is ${LINE}, and my address is ${LINE} (street), ${LINE} (city), ${LINE} (state), ${BLANK} (ZIP code), ${BLANK} (country). I declare under penalty of perjury that every statement of fact in this petition is true and correct.`,
    { after: 8 },
  );
  w.text(`Executed in ${LINE} County, State of ${LINE}, on the ______ day of ${LINE} (month), ________ (year).`, {
    after: 4,
  });
  w.signatureLine(`Declarant ${SIGN}`);
  w.space(6);
  w.text(
    'Your date of birth and home address are sensitive data (Tex. R. Civ. P. 21c). See the instruction sheet before you write them here.',
    {
      font: 'serifItalic',
      size: 10,
      after: 6,
    },
  );
}

export function renderExpunctionPetition(w: PdfWriter, f: ExpunctionFieldMap, county: ExpunctionCounty): void {
  w.beginDocument(
    (p, n) =>
      `Petition for Expunction (Tex. Code Crim. Proc. art. ${f.articleSection}) - Case No. ${f.causeNumber} - Page ${p} of ${n}`,
    BASE,
  );
  captionBlock(w, f, [
    'PETITION FOR EXPUNCTION OF CRIMINAL RECORDS',
    `UNDER ARTICLE ${f.article}, TEXAS CODE OF CRIMINAL PROCEDURE`,
  ]);
  w.text('TO THE HONORABLE JUDGE OF THE COURT:', { after: 6 });
  w.text(
    `${f.petitionerName} ("Petitioner") files this ex parte petition for expunction of all records and files relating to the arrest described below under Chapter 55A, Texas Code of Criminal Procedure (Article ${f.article}), and respectfully shows the Court the following.`,
    { after: 10 },
  );
  const n = { v: 1 };
  w.heading('I. PETITIONER');
  identification(w, f, n);
  w.numbered(
    `${n.v++}.`,
    `Venue is proper in ${f.county} County because Petitioner was arrested, or the offense was alleged to have occurred, in ${f.county} County (Tex. Code Crim. Proc. art. 55A.251).`,
  );

  w.heading('II. THE ARREST, THE CHARGE AND HOW IT ENDED');
  for (const p of f.history) w.numbered(`${n.v++}.`, p);
  w.numbered(
    `${n.v++}.`,
    `Case number and court: Cause No. ${f.causeNumber}, ${f.court.name ?? `${BLANK} court ${YOU_FILL}`}, ${f.county} County, Texas. Offense charged: ${f.offense.literal}${f.offense.statute ? ` (${f.offense.statute})` : ''}${f.offense.level ? `, ${f.offense.level}` : ''}. Arresting agency: ${f.arrestingAgency ?? `${BLANK} ${YOU_FILL}`}.`,
  );

  w.heading('III. PETITIONER IS ENTITLED TO EXPUNCTION');
  statementsBlock(w, f);

  w.heading('IV. AGENCIES THAT MAY HAVE RECORDS');
  w.text(
    'Petitioner believes that the following officials, agencies and other entities of this State or a political subdivision of this State, and the following private entities, have records or files subject to expunction. Each is listed once.',
    { size: SMALL, after: 6 },
  );
  agencyList(w, f);

  w.heading('V. FILING FEE');
  w.checkbox(false, 'Petitioner is paying the filing fee.', { size: SMALL, after: 4 });
  w.checkbox(
    false,
    'Petitioner is filing a Statement of Inability to Afford Payment of Court Costs with this petition.',
    { size: SMALL, after: 4 },
  );
  w.checkbox(
    false,
    'No filing fee is due (acquittal petition within 30 days of the acquittal, or dismissal after a veterans treatment court or mental health court program; Tex. Code Crim. Proc. art. 102.0061).',
    {
      size: SMALL,
      note: 'Check one of these boxes.',
    },
  );

  const request = `Petitioner asks the Court to set a hearing on this petition no sooner than ${county.hearingAfterDays} days after the date it is filed, to give reasonable notice of the hearing to each official, agency or other entity named above, and, after the hearing, to order the expunction of all records and files relating to the arrest described in this petition under Article ${f.article}, Texas Code of Criminal Procedure. Petitioner also asks for any other relief to which Petitioner is entitled.`;
  w.heading('VI. REQUEST', { keep: w.heightOf(request, w.width, 'serif', 12) + 8 });
  w.text(request, { after: 12 });

  w.ensure(200);
  w.text('Respectfully submitted,', { after: 4 });
  w.signatureLine(`Signature ${SIGN}`);
  w.space(4);
  w.text(`${f.petitionerName}, Petitioner, representing myself (pro se)`);
  w.field('Mailing address', null, { size: SMALL });
  w.field('City, state, ZIP code', null, { size: SMALL });
  w.field('Phone', null, { size: SMALL });
  w.field('Email', null, { size: SMALL });
  w.field('Date', null, { size: SMALL });
  w.space(12);
  declarationBlock(w, f);
}

/** The order the judge signs if the petition is granted; the person brings it to the hearing unsigned. */
export function renderProposedOrder(w: PdfWriter, f: ExpunctionFieldMap): void {
  w.beginDocument((p, n) => `Order of Expunction (proposed) - Case No. ${f.causeNumber} - Page ${p} of ${n}`, BASE);
  captionBlock(w, f, ['ORDER OF EXPUNCTION', `(TEXAS CODE OF CRIMINAL PROCEDURE, ARTICLE ${f.article})`]);
  w.text(
    `On ${LINE}, the Court heard the Petition for Expunction of ${f.petitionerName}. After considering the petition, the evidence and the law, the Court FINDS that Petitioner is entitled to expunction of all records and files relating to the arrest described below under Article ${f.article}, Texas Code of Criminal Procedure, and that each official, agency and entity named below was given reasonable notice of the hearing.`,
    { after: 10 },
  );
  w.heading('Identifying information');
  const rows: [string, string][] = [
    ['Name', f.petitionerName],
    ['Sex / race', `${BLANK} / ${BLANK}`],
    ['Year of birth', BLANK],
    ["Driver's license or ID number (last three digits only)", 'XXXXX____'],
    ['Address at the time of the arrest', `${BLANK}${BLANK}`],
    [
      'Offense charged',
      `${f.offense.literal}${f.offense.statute ? ` (${f.offense.statute})` : ''}${f.offense.level ? `, ${f.offense.level}` : ''}`,
    ],
    ['Date of arrest', formatDate(f.dates.find((d) => d.key === 'arrest' && !d.estimated)?.date, 'en') || BLANK],
    ['Date of offense', formatDate(f.dates.find((d) => d.key === 'offense' && !d.estimated)?.date, 'en') || BLANK],
    ['County of arrest', `${f.county} County, Texas`],
    ['Arresting agency', f.arrestingAgency ?? BLANK],
    ['Case number and court', `Cause No. ${f.causeNumber}, ${f.court.name ?? BLANK}`],
  ];
  for (const [label, value] of rows) w.field(label, value, { size: 10, after: 1 });
  w.space(6);
  w.text(
    'IT IS THEREFORE ORDERED that the petition is GRANTED. Each official, agency and other entity listed below that has records or files relating to this arrest shall return them to this Court or, if removal is impracticable, obliterate all portions of the record or file that identify Petitioner, and shall delete from its public records all index references to the arrest, as Chapter 55A, Texas Code of Criminal Procedure, requires. The clerk shall send a certified copy of this order to each of them.',
    { after: 8 },
  );
  f.agencies.forEach((a, i) => w.numbered(`(${String.fromCharCode(97 + i)})`, a.name, { size: SMALL, after: 2 }));
  w.numbered(`(${String.fromCharCode(97 + f.agencies.length)})`, `${BLANK}${BLANK}`, { size: SMALL, after: 8 });
  if (f.partial) {
    w.checkbox(
      false,
      'The arresting agency and the prosecutor may retain records and files relating to the arrest as Article 55A.302, Texas Code of Criminal Procedure, provides (check only if the Court so orders).',
      { size: SMALL },
    );
  }
  const further =
    'IT IS FURTHER ORDERED that Petitioner may deny the occurrence of the arrest and the existence of this order, except when questioned under oath in a criminal proceeding about the arrest.';
  // The last paragraph, the date and the judge's line stay on one page (a signature page never stands alone).
  w.ensure(w.heightOf(further, w.width, 'serif', 12) + 90);
  w.text(further, { after: 12 });
  w.text(`SIGNED on ${LINE}.`, { after: 4 });
  w.signatureLine('JUDGE PRESIDING', { x: 300, width: 240 });
}
