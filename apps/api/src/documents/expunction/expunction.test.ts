import { describe, expect, it } from 'vitest';
import { evaluate, type Decision, type EngineCase } from '@cyr/rules';
import { CLEAN_PERSON, DOB, PERSON, PRINTED_ON, decision, engineCase } from '../petitions/test/fixtures';
import { flat, pdfPages } from '../petitions/test/pdftext';
import {
  HARRIS_EXPUNCTION_COUNTY,
  NoExpunctionCaseError,
  expunctionPacketFields,
  renderExpunctionPacket,
  noChargeWaitText,
  routeKeyOf,
  type ExpunctionCase,
} from '.';

const d = (date: string, estimated = false) => ({ date, estimated });

function expDecision(
  ec: EngineCase,
  route: string | null,
  outcome: Decision['final_eligibility'] = 'expunction',
): Decision {
  return {
    ...decision(ec.id, '411.0725', '2023-05-16'),
    final_eligibility: outcome,
    ndo_form: null,
    expunction_route: route,
  };
}

function dismissedCase(over: Partial<ExpunctionCase> = {}): ExpunctionCase {
  const ec = engineCase({
    id: 'x1',
    causeNumber: '221000401010',
    court: '4',
    level: 'MB',
    disposition: 'dismissed',
    dismissalReason: null,
    dates: {
      filing: d('2021-02-02'),
      offense: d('2021-01-30'),
      arrest: d('2021-02-02', true),
      dismissal: d('2021-05-14'),
    },
  });
  return {
    engineCase: ec,
    decision: expDecision(ec, '55A.054'),
    answers: { case: {}, person: CLEAN_PERSON },
    arrestingAgency: 'HOUSTON POLICE DEPARTMENT',
    ...over,
  };
}

const input = (cases: ExpunctionCase[], lang: 'en' | 'es' = 'en') => ({
  cases,
  person: PERSON,
  lang,
  printedOn: PRINTED_ON,
  county: HARRIS_EXPUNCTION_COUNTY,
});

describe('expunction packet field map', () => {
  it('names the route, the case, the court, the arresting agency and every agency once', () => {
    const [f] = expunctionPacketFields(input([dismissedCase()]));
    expect(f?.article).toBe('55A.054');
    expect(f?.causeNumber).toBe('221000401010');
    expect(f?.court.name).toBe('County Criminal Court at Law No. 4');
    expect(f?.arrestingAgency).toBe('Houston Police Department');
    expect(f?.agencies.map((a) => a.name)).toEqual([
      'Houston Police Department',
      'Harris County District Clerk',
      "Harris County District Attorney's Office",
      'Texas Department of Public Safety, Crime Records Service',
    ]);
    expect(f?.statements.find((s) => s.id === 'limitations')?.checked).toBe(true);
    expect(f?.statements.find((s) => s.id === 'not_cs_warrant')?.checked).toBe(false);
  });

  it('leaves the arresting agency blank when the data has none, and lists an agency the county already lists once', () => {
    const [blank] = expunctionPacketFields(input([dismissedCase({ arrestingAgency: null })]));
    expect(blank?.arrestingAgency).toBeNull();
    expect(blank?.agencies[0]?.name).toMatch(/arresting agency\) \(You fill in\)/);
    const [dps] = expunctionPacketFields(
      input([dismissedCase({ arrestingAgency: 'TEXAS DEPARTMENT OF PUBLIC SAFETY, CRIME RECORDS SERVICE' })]),
    );
    expect(dps?.agencies.filter((a) => /Public Safety/.test(a.name))).toHaveLength(1);
  });

  it('prints nothing for a case without an expunction route (could not determine, or nondisclosure)', () => {
    const c = dismissedCase();
    const unsure = { ...c, decision: expDecision(c.engineCase, null, 'could_not_determine') };
    const nd = { ...c, decision: decision(c.engineCase.id, '411.0725', '2023-01-01') };
    expect(expunctionPacketFields(input([unsure, nd]))).toEqual([]);
    return expect(renderExpunctionPacket(input([unsure]))).rejects.toBeInstanceOf(NoExpunctionCaseError);
  });

  it('checks the pretrial-intervention statement only when the data records that reason', () => {
    const c = dismissedCase();
    const pti = {
      ...c,
      engineCase: { ...c.engineCase, dismissalReason: 'pretrial_intervention' as const },
      decision: expDecision(c.engineCase, '55A.053'),
    };
    const [f] = expunctionPacketFields(input([pti]));
    expect(f?.statements.find((s) => s.id === 'dismissal_reason')).toMatchObject({
      checked: true,
      source: 'Tex. Code Crim. Proc. art. 55A.053',
    });
  });

  it('names the agency in title case, with small words and precincts spelled as agencies write them', () => {
    const [f] = expunctionPacketFields(input([dismissedCase({ arrestingAgency: 'HARRIS COUNTY CONSTABLE PCT 4' })]));
    expect(f?.arrestingAgency).toBe('Harris County Constable Precinct 4');
    const [g] = expunctionPacketFields(
      input([dismissedCase({ arrestingAgency: 'TEXAS DEPARTMENT OF PUBLIC SAFETY' })]),
    );
    expect(g?.arrestingAgency).toBe('Texas Department of Public Safety');
    const [h] = expunctionPacketFields(input([dismissedCase({ arrestingAgency: "HARRIS COUNTY SHERIFF'S OFFICE" })]));
    expect(h?.arrestingAgency).toBe("Harris County Sheriff's Office");
  });

  it('prints the acquittal route with the same-episode statement left for the person', async () => {
    const c = dismissedCase();
    const acquitted = {
      ...c,
      engineCase: { ...c.engineCase, disposition: 'acquitted' as const },
      decision: expDecision(c.engineCase, '55A.002'),
    };
    const [f] = expunctionPacketFields(input([acquitted]));
    expect(f?.acquittal).toBe(true);
    expect(f?.statements.map((x) => [x.id, x.checked])).toEqual([
      ['released_no_conviction', true],
      ['acquitted', true],
      ['same_episode', false],
      ['not_cs_warrant', false],
    ]);
    const all = flat(pdfPages(await renderExpunctionPacket(input([acquitted]))).join(' '));
    expect(all).toContain('Petitioner was tried for the offense and acquitted.');
    expect(all).toContain('within 30 days, to order the expunction itself (art. 55A.201)');
  });

  it('prints a no-bill as a partial expunction: the retention box on the order and the note on the sheet', async () => {
    const c = dismissedCase();
    const noBill = {
      ...c,
      engineCase: {
        ...c.engineCase,
        disposition: 'no_bill' as const,
        dates: { ...c.engineCase.dates, dismissal: null },
      },
      decision: expDecision(c.engineCase, '55A.052'),
    };
    const [f] = expunctionPacketFields(input([noBill], 'es'));
    expect(f?.partial).toBe(true);
    expect(f?.statements.find((x) => x.id === 'not_absconded')?.checked).toBe(false);
    const all = flat(pdfPages(await renderExpunctionPacket(input([noBill], 'es'))).join(' '));
    expect(all).toContain('No indictment or information charging Petitioner with the offense was presented.');
    expect(all).toContain('[ ] The arresting agency and the prosecutor may retain records');
    expect(all).toContain('expunción parcial, art. 55A.302');
  });

  it('names the veterans treatment court and mental health court routes in both languages', () => {
    const c = dismissedCase();
    const vtc = {
      ...c,
      decision: expDecision(c.engineCase, '55A.053(a)(2)(A)'),
      answers: { case: { completed_vet_treatment_court_for_case: true }, person: CLEAN_PERSON },
    };
    const mhc = { ...c, decision: expDecision(c.engineCase, '55A.053(a)(2)(B)') };
    const [a, b] = expunctionPacketFields(input([vtc, mhc]));
    expect(a?.statements.find((x) => x.id === 'dismissal_reason')).toMatchObject({
      checked: true,
      source: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(A)',
    });
    expect(b?.statements.find((x) => x.id === 'dismissal_reason')).toMatchObject({ checked: false });
    expect(b?.routeKey).toBe('r55A_053_a_2_B');
  });

  it('turns articles into i18n route keys', () => {
    expect(routeKeyOf('55A.053(a)(2)(A)')).toBe('r55A_053_a_2_A');
    expect(routeKeyOf('55A.054')).toBe('r55A_054');
  });
});

describe('expunction packet of a case added without a cause number (ADR 0073)', () => {
  it.each(['en', 'es'] as const)('prints a blank to write the number in (%s)', async (lang) => {
    const c = dismissedCase();
    const noNumber = { ...c, engineCase: { ...c.engineCase, causeNumber: '' } };
    const all = flat(pdfPages(await renderExpunctionPacket(input([noNumber], lang))).join(' '));
    expect(all).not.toMatch(/(Cause|Case) No\.\s*[,-]/);
    expect(all).toContain('in Cause No. ______________ (You fill in) in the County Criminal Court at Law No. 4');
    expect(all).toContain(
      lang === 'en'
        ? 'your expunction petition for case (cause number not given: copy it from your court papers)'
        : '(número de causa no indicado: cópielo de sus documentos de la corte)',
    );
  });
});

describe('expunction packet PDF', () => {
  it('prints the cause number, court, statute of the route, arresting agency and agency list (pdftotext)', async () => {
    const pdf = await renderExpunctionPacket(input([dismissedCase()]));
    const pages = pdfPages(pdf);
    const all = flat(pages.join(' '));
    expect(all).toContain('PETITION FOR EXPUNCTION OF CRIMINAL RECORDS');
    expect(all).toContain('UNDER ARTICLE 55A.054, TEXAS CODE OF CRIMINAL PROCEDURE');
    expect(all).toContain('Cause No. 221000401010, County Criminal Court at Law No. 4, Harris County, Texas');
    expect(all).toContain('Arresting agency: Houston Police Department');
    for (const a of [
      'Harris County District Clerk',
      "Harris County District Attorney's Office",
      'Texas Department of Public Safety, Crime Records Service',
    ]) {
      expect(all).toContain(a);
    }
    expect(all).toContain('ORDER OF EXPUNCTION');
    expect(all).toContain('Statement of Inability to Afford Payment of Court Costs');
    expect(all).toContain('In the Matter of the Expunction of JANE ALLISON DOE (ex parte petition)');
    expect(all).not.toContain('Defendant/Respondent');
    expect(all).toContain('Address at the time of the arrest');
    expect(all).toMatch(
      /Last three digits of Petitioner's Texas driver's license or identification card number: XXXXX____ \(You fill in\)/,
    );
    // The estimated arrest date is never printed on the court paper.
    expect(all).toMatch(/arrested in Harris County, Texas, on ______________ \(You fill in\)/);
    // No place for a Social Security number on the petition or the order (the Statement lists it only as income).
    expect(flat(pages.slice(3, 8).join(' '))).not.toMatch(/social security/i);
    expect(all).not.toContain(DOB);
    expect(all).toContain('Instructions: your expunction petition for case 221000401010');
    // SB 1667 (docs/law D63): free by e-mail, $25 at notice and again with the order for an agency without e-mail.
    expect(all).toContain('For each agency that cannot take email, the clerk charges $25 when notice of your petition');
    expect(all).toContain('(up to $50 for that agency)');
    // A new civil case: filed at the civil courthouse, not the criminal one of the old case.
    expect(all).toContain('In person: Harris County Civil Courthouse, 201 Caroline St');
    expect(all).not.toContain('In person: Criminal Justice Center');
  });

  it('prints the instruction sheet in Spanish and keeps the court papers in English', async () => {
    const pdf = await renderExpunctionPacket(input([dismissedCase()], 'es'));
    const all = flat(pdfPages(pdf).join(' '));
    expect(all).toContain('Instrucciones: su petición de expunción para el caso 221000401010');
    expect(all).toContain('artículo 55A.054 del Código de Procedimiento Penal');
    expect(all).toContain('Corte Penal del Condado n.º 4');
    expect(all).toContain('PETITION FOR EXPUNCTION OF CRIMINAL RECORDS');
    expect(all).toContain('nunca le pide su número de Seguro Social');
  });
});

describe('the 55A.052 wait a petition states comes from the engine decision', () => {
  const wait = (group: string | null, amount = 1, unit: 'days' | 'years' = 'years') =>
    noChargeWaitText({
      waiting_period: group === null ? null : { group, amount, unit, citation: 'CCP 55A.052(a)' },
    });
  it.each([
    ['misdemeanor', 1, 'years', 'one year, for a Class A or B misdemeanor'],
    ['felony', 3, 'years', 'three years, for a felony'],
    ['felonyTransaction', 3, 'years', 'three years, for a misdemeanor from the same transaction as a felony'],
    ['classCDays', 180, 'days', '180 days, for a Class C misdemeanor'],
  ] as const)('reads the %s group, %i %s, of the declared wait from the decision', (group, amount, unit, text) => {
    expect(wait(group, amount, unit)).toBe(text);
  });
  it('states the length the engine reports, not one of its own', () => {
    expect(wait('felony', 2)).toBe('two years, for a felony');
  });
  it('states no wait when the decision reports none (or a group it does not know)', () => {
    expect(wait(null)).toBeNull();
    expect(wait('listedMisdemeanor')).toBeNull();
    expect(noChargeWaitText({})).toBeNull();
  });
  it('a Class B no-bill from the same arrest as a felony: the engine says three years, and so does the petition', () => {
    const base = dismissedCase();
    const ec: EngineCase = {
      ...base.engineCase,
      disposition: 'no_bill',
      level: 'MB',
      chargePresented: false,
      dates: { ...base.engineCase.dates, arrest: d('2021-02-02'), filing: d('2021-02-02'), dismissal: d('2021-05-01') },
    };
    const felony: EngineCase = { ...ec, id: 'felony', causeNumber: '999', level: 'F3' };
    const out = evaluate({ asOf: '2026-12-01', cases: [ec, felony], personAnswers: {}, caseAnswers: {} });
    const decision = out.decisions[0];
    if (decision === undefined) throw new Error('no decision');
    expect(decision.waiting_period).toMatchObject({ group: 'felonyTransaction', amount: 3, unit: 'years' });
    const c: ExpunctionCase = { ...base, engineCase: ec, decision: { ...decision, expunction_route: '55A.052' } };
    const f = expunctionPacketFields(input([c]))[0];
    const text = f?.statements.find((s) => s.id === 'not_presented')?.text ?? '';
    expect(text).toContain('three years, for a misdemeanor from the same transaction as a felony');
  });
});

describe('the filing-fee waiver the engine found for a case is printed on its sheet (CCP art. 102.0061)', () => {
  const acquittedOn = (acquittal: string, asOf: string): ExpunctionCase => {
    const base = dismissedCase();
    const ec: EngineCase = {
      ...base.engineCase,
      level: 'MA',
      disposition: 'acquitted',
      dates: { ...base.engineCase.dates, dismissal: d(acquittal) },
    };
    const out = evaluate({ asOf, cases: [ec], personAnswers: {}, caseAnswers: {} });
    const decided = out.decisions[0];
    if (decided === undefined) throw new Error('no decision');
    return { ...base, engineCase: ec, decision: decided };
  };
  it.each([
    [
      'en',
      'No filing fee for this case if you file on or before December 10, 2026: the petition is about an acquittal and is filed within 30 days of it',
    ],
    [
      'es',
      'No se cobra la cuota de presentación por este caso si lo presenta a más tardar el 10 de diciembre de 2026: la petición es sobre una absolución y se presenta dentro de los 30 días después de ella',
    ],
  ] as const)('Cy, acquitted 2026-11-10, on 2026-12-01 (%s): no fee if filed by 2026-12-10', async (lang, text) => {
    const c = acquittedOn('2026-11-10', '2026-12-01');
    expect(expunctionPacketFields(input([c]))[0]?.feeWaiver).toMatchObject({
      code: 'FEE_WAIVED_ACQUITTAL_30_DAYS',
      lastDay: '2026-12-10',
    });
    const all = flat(pdfPages(await renderExpunctionPacket(input([c], lang))).join(' '));
    expect(all).toContain(text);
    expect(all).toContain('art. 102.0061');
  });
  it('after the 30th day the sheet gives the general rule, not a waiver for this case', async () => {
    const c = acquittedOn('2026-11-10', '2026-12-11');
    expect(expunctionPacketFields(input([c]))[0]?.feeWaiver).toBeNull();
    const all = flat(pdfPages(await renderExpunctionPacket(input([c]))).join(' '));
    expect(all).not.toContain('No filing fee for this case');
    expect(all).toContain('There is no filing fee if you ask for an expunction within 30 days of an acquittal');
  });
  it.each([
    [
      'en',
      'No filing fee for this case: it was dismissed after you completed a veterans treatment court or mental health court program',
    ],
    [
      'es',
      'No se cobra la cuota de presentación por este caso: se desestimó después de que usted completó un programa',
    ],
  ] as const)('a mental health court dismissal (%s): no fee for this case', async (lang, text) => {
    const base = dismissedCase();
    const ec: EngineCase = { ...base.engineCase, dismissalReason: 'mental_health_court', chargePresented: true };
    const decided = evaluate({ asOf: '2026-12-01', cases: [ec], personAnswers: {}, caseAnswers: {} }).decisions[0];
    if (decided === undefined) throw new Error('no decision');
    expect(decided.expunction_route).toBe('55A.053(a)(2)(B)');
    const c: ExpunctionCase = { ...base, engineCase: ec, decision: decided };
    expect(expunctionPacketFields(input([c]))[0]?.feeWaiver?.code).toBe('FEE_WAIVED_SPECIALTY_COURT');
    const all = flat(pdfPages(await renderExpunctionPacket(input([c], lang))).join(' '));
    expect(all).toContain(text);
  });
});
