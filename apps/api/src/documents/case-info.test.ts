import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, EligibilityInfo } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../test/app';
import { caseLines, lawCitation, reasonLines, renderCaseInfoPdf } from './case-info';
import { seedPartners } from '../services/partners';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'cyr-pdf-'));
let n = 0;

/** The PDF's text as pdftotext reads it, whitespace collapsed (tests check values, not bytes). */
function pdfText(pdf: Buffer): string {
  const file = path.join(tmp, `${n++}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const baseCase: Case = {
  _id: 'c1',
  casID: '201234501010',
  current_offense_name: 'THEFT PROP >=$100<$750',
  current_charge_level: 'MB',
  misdemeanor_felony: 'Misdemeanor',
  full_name: 'DEMO, DAN',
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
  estimated: ['da_start'],
  sentence: null,
  fine: '$200',
  final_eligibility: 'nondisclosure',
  ndo_form: '411.0725',
  eligible_date: '2016-04-05',
  expunction_route: null,
  reasons: [{ code: 'NO_SUCH_REASON_CODE', citation: 'Tex. Gov’t Code § 411.0725' }],
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

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('case-info PDF rendering', () => {
  it('prints the fields, dates, estimated flags and reasons in both languages', async () => {
    const info: EligibilityInfo = {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases: [baseCase],
    };
    const en = pdfText(
      await renderCaseInfoPdf({
        eligibilityInfo: info,
        lang: 'en',
        dataEndDate: '2026-11-20',
        printedOn: '2026-11-21',
        publicUrl: 'https://cyr.example',
      }),
    );
    expect(en).toContain('Your case results');
    expect(en).toContain('Printed on November 21, 2026.');
    expect(en).toContain('cases filed from January 1, 1990 to November 20, 2026');
    expect(en).toContain('not legal advice');
    expect(en).toContain('Likely eligible for nondisclosure');
    expect(en).toContain('Cause number: 201234501010');
    expect(en).toContain('Texas Government Code § 411.0725');
    expect(en).toContain('May 1, 2015 (estimated) to April 5, 2016');
    expect(en).toContain('NO_SUCH_REASON_CODE (Tex. Gov’t Code § 411.0725)');
    expect(en).toContain('https://cyr.example/steps/review');
    expect(en).toContain('Page 1 of 1');

    const es = pdfText(
      await renderCaseInfoPdf({
        eligibilityInfo: info,
        lang: 'es',
        dataEndDate: '2026-11-20',
        printedOn: '2026-11-21',
        publicUrl: 'https://cyr.example',
      }),
    );
    expect(es).toContain('Sus resultados de casos');
    // A partner's phone and when to reach it, in the PDF's language (the directory's fields).
    const withPartner = pdfText(
      await renderCaseInfoPdf({
        eligibilityInfo: info,
        lang: 'es',
        dataEndDate: '2026-11-20',
        printedOn: '2026-11-21',
        publicUrl: 'https://cyr.example',
        partners: [{ name: 'Ayuda Legal', contact: '713-555-0100', hours: 'Lunes a viernes, de 9 a 5' }],
      }),
    );
    expect(withPartner).toContain('Ayuda Legal: 713-555-0100');
    expect(withPartner).toContain('Cuándo comunicarse: Lunes a viernes, de 9 a 5');
    expect(es).toContain('Impreso el 21 de noviembre de 2026.');
    expect(es).toContain('al 20 de noviembre de 2026');
    expect(es).toContain('no asesoramiento legal');
    expect(es).toContain('Número de causa: 201234501010');
    expect(es).toContain('del 1 de mayo de 2015 (estimada) al 5 de abril de 2016');
    // Noto Sans (docs/decisions/0118) sets lines taller than Helvetica did: the Spanish page runs onto a second.
    expect(es).toContain('Página 1 de 2');
    expect(es).toContain('Página 2 de 2');
  });

  it('prints the offense in plain words with the clerk’s literal beside it; an unknown literal alone (ADR 0074)', async () => {
    const known: Case = { ...baseCase, current_offense_name: 'POSS MARIJ <2OZ' };
    const unknown: Case = { ...baseCase, _id: 'c9', current_offense_name: 'SHOOTING INVESTIGATION' };
    const text = async (lang: 'en' | 'es') =>
      pdfText(
        await renderCaseInfoPdf({
          eligibilityInfo: {
            needSPN: false,
            needsPreliminaryQuestions: false,
            preliminaryQuestions: [],
            cases: [known, unknown],
          },
          lang,
          dataEndDate: '2026-11-20',
          printedOn: '2026-11-21',
          publicUrl: 'https://cyr.example',
        }),
      );
    const en = await text('en');
    expect(en).toContain('Offense: Possession of marijuana, under 2 ounces');
    expect(en).toContain('Offense as the court record says it: POSS MARIJ <2OZ');
    expect(en).toContain('Offense: SHOOTING INVESTIGATION');
    expect(en).not.toContain('Offense as the court record says it: SHOOTING');
    const es = await text('es');
    expect(es).toContain('Delito: Posesión de marihuana, menos de 2 onzas');
    expect(es).toContain('Delito como aparece en el expediente de la corte: POSS MARIJ <2OZ');
    expect(es).toContain('Delito: SHOOTING INVESTIGATION');
  });

  it('points to the steps the outcomes lead to: nondisclosure, expunction, both, or free legal help', async () => {
    const expunction: Case = { ...baseCase, _id: 'c2', final_eligibility: 'expunction', expunction_route: '55A.054' };
    const ineligible: Case = { ...baseCase, _id: 'c3', final_eligibility: 'ineligible', ndo_form: null };
    const text = async (cases: Case[], lang: 'en' | 'es' = 'en') =>
      pdfText(
        await renderCaseInfoPdf({
          eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases },
          lang,
          dataEndDate: '2026-11-20',
          printedOn: '2026-11-21',
          publicUrl: 'https://cyr.example',
        }),
      );
    const onlyExpunction = await text([expunction]);
    expect(onlyExpunction).toContain('https://cyr.example/steps/expunction/review');
    // The route is cited with its code's name, never "55A.054" alone.
    expect(onlyExpunction.replace(/\s+/g, ' ')).toContain('Texas Code of Criminal Procedure art. 55A.054');
    expect(onlyExpunction).not.toContain('https://cyr.example/steps/review');
    const both = await text([baseCase, expunction]);
    expect(both).toContain('https://cyr.example/steps/review');
    expect(both).toContain('https://cyr.example/steps/expunction/review');
    const none = await text([ineligible]);
    expect(none).not.toContain('/steps/');
    expect(none).toContain('call Houston Volunteer Lawyers at 713-228-0735');
    const noneEs = await text([ineligible], 'es');
    expect(noneEs).toContain('llame a Houston Volunteer Lawyers al 713-228-0735');
    expect(await text([expunction], 'es')).toContain('https://cyr.example/steps/expunction/review?lang=es');
  });

  it('a 411.072 case needs no petition: no "file" date or step, the order instead, in both languages', async () => {
    const automatic: Case = { ...baseCase, ndo_form: '411.072' };
    const text = async (cases: Case[], lang: 'en' | 'es') =>
      pdfText(
        await renderCaseInfoPdf({
          eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases },
          lang,
          dataEndDate: '2026-11-20',
          printedOn: '2026-11-21',
          publicUrl: 'https://cyr.example',
        }),
      );
    const en = await text([automatic], 'en');
    expect(en).toContain('Earliest date you can ask for the order: April 5, 2016');
    expect(en).toContain('Nondisclosure: no petition is needed; see how to ask the court for the order at');
    expect(en).not.toContain('Earliest date you can file');
    expect(en).not.toContain('see how to file');
    const es = await text([automatic], 'es');
    expect(es).toContain('Primera fecha en que puede pedir la orden');
    expect(es).toContain('No divulgación: no necesita petición; vea cómo pedirle la orden a la corte en');
    // With a case that needs a petition too, the line is the usual one.
    const mixed = await text([automatic, { ...baseCase, _id: 'c9' }], 'en');
    expect(mixed).toContain('Nondisclosure: see how to file at');
    expect(mixed).toContain('Earliest date you can file');
  });

  it("prints what filing each case will cost: its route's fee, the agency charge, the waiver (issue #41)", async () => {
    const text = async (cases: Case[], lang: 'en' | 'es') =>
      pdfText(
        await renderCaseInfoPdf({
          eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases },
          lang,
          dataEndDate: '2026-11-20',
          printedOn: '2026-11-21',
          publicUrl: 'https://cyr.example',
        }),
      );
    const petition = await text([baseCase], 'en');
    expect(petition).toContain('What filing will cost:');
    expect(petition).toContain('several hundred dollars (about $350 if the clerk charges it as a new civil case)');
    expect(petition).toContain('This amount is not confirmed.');
    const request = await text([{ ...baseCase, ndo_form: '411.072' }], 'en');
    expect(request).toContain('No petition, so no petition fee');
    expect(request).toContain('the clerk charges $28');
    expect(request).not.toContain('about $350');
    const expunction: Case = {
      ...baseCase,
      final_eligibility: 'expunction',
      ndo_form: null,
      expunction_route: '55A.052(a)(3)',
    };
    const es = await text([expunction], 'es');
    expect(es).toContain('Lo que costará presentar su caso:');
    expect(es).toContain('la Secretaría cobra $25 cuando envía el aviso de la petición');
    expect(es).toContain('hasta $50 por esa agencia');
    // An ineligible case has no route, so no cost.
    expect(await text([{ ...baseCase, final_eligibility: 'ineligible', ndo_form: null }], 'en')).not.toContain(
      'What filing will cost',
    );
  });

  it("prints the statutes a reason cites, never the project's own decision notes", async () => {
    expect(lawCitation("Tex. Gov't Code § 411.0725; Project decision, docs/law D58")).toBe(
      "Tex. Gov't Code § 411.0725",
    );
    expect(lawCitation('Project decision, docs/law D2, D14')).toBe('');
    const c: Case = {
      ...baseCase,
      reasons: [
        { code: 'NO_DISCHARGE_ON_RECORD', citation: "Tex. Gov't Code § 411.0725(e); Project decision, docs/law D58" },
        { code: 'NEEDS_LEGAL_REVIEW', citation: 'Project decision, docs/law D2, D14' },
      ],
    };
    for (const lang of ['en', 'es'] as const) {
      const lines = reasonLines(c, lang);
      expect(lines.join(' ')).not.toMatch(/Project decision|docs\/law/);
      expect(lines[0]).toMatch(/\(Tex\. Gov't Code § 411\.0725\(e\)\)$/);
      expect(lines[1]).not.toMatch(/\(/);
    }
    const pdf = pdfText(
      await renderCaseInfoPdf({
        eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases: [c] },
        lang: 'en',
        dataEndDate: '2026-11-20',
        printedOn: '2026-11-21',
        publicUrl: 'https://cyr.example',
      }),
    );
    expect(pdf).not.toMatch(/Project decision|docs\/law|law notes/);
  });

  it('translates reason codes with their parameters and hides the status when asked', () => {
    const lines = reasonLines(
      {
        ...baseCase,
        reasons: [
          {
            code: 'WAIT_OVER',
            citation: '§ 411.0725',
            params: { years: '2', section: '411.0725', date: '2018-04-05' },
          },
        ],
      },
      'en',
    );
    expect(lines[0]).toMatch(/April 5, 2018/);
    expect(lines[0]).not.toContain('WAIT_OVER');
    const hidden = caseLines({ ...baseCase, hideStatus: true }, 'en').map(([k]) => k);
    expect(hidden).not.toContain('Result');
    expect(caseLines(baseCase, 'en').map(([k]) => k)).toContain('Result');
  });

  it('says so when there are no cases', async () => {
    const text = pdfText(
      await renderCaseInfoPdf({
        eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases: [] },
        lang: 'en',
        dataEndDate: '2026-11-20',
        printedOn: '2026-11-21',
        publicUrl: 'https://cyr.example',
      }),
    );
    expect(text).toContain('No confirmed cases are in this session.');
  });
});

describe('GET /api/application/pdf/case-info as a PDF', () => {
  let t: TestApp;
  let auth: string;
  let casIds: string[];
  beforeAll(async () => {
    t = await makeTestApp();
    auth = await startSession(t.app);
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/application/cont/case-lookup',
      headers: { authorization: auth },
      payload: { ...DEMO_LOOKUP, firstName: 'Dan' },
    });
    const spn = (lookup.json() as { eligibilityInfo: { cases: { def_spn: string }[] } }).eligibilityInfo.cases[0]
      ?.def_spn;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/application/cont/confirm-cases',
      headers: { authorization: auth },
      payload: { spn },
    });
    casIds = (confirm.json() as { eligibilityInfo: EligibilityInfo }).eligibilityInfo.cases.map((c) => c.casID);
    expect(casIds.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders the session’s cases with Accept: application/pdf, in Spanish with ?lang=es', async () => {
    const dates = (await t.app.inject({ method: 'GET', url: '/api/application/lookup-end-date' })).json() as {
      lookupEndDateEn: string;
      lookupEndDateEs: string;
    };
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info',
      headers: { authorization: auth, accept: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const en = pdfText(res.rawPayload);
    expect(en).toContain('Printed on November 21, 2026.');
    expect(en).toContain(dates.lookupEndDateEn);
    for (const cas of casIds) expect(en).toContain(cas);

    const es = await t.app.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info?format=pdf&lang=es',
      headers: { authorization: auth },
    });
    expect(es.statusCode).toBe(200);
    const text = pdfText(es.rawPayload);
    expect(text).toContain('Sus resultados de casos');
    expect(text).toContain(dates.lookupEndDateEs);
  });

  it('names the partners that fit the cases and the language, with how to reach them (docs/decisions/0105)', async () => {
    await seedPartners(t.db.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info?format=pdf&lang=es',
      headers: { authorization: auth },
    });
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Organizaciones que pueden ayudar');
    expect(text).toContain('Lone Star Legal Aid: https://www.lonestarlegal.org');
    // Hidden until an admin checks it (the county profile does not confirm its adult record clearing).
    expect(text).not.toContain('Houston Volunteer Lawyers:');
  });

  it('still answers JSON by default, and 401 without a session', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info',
      headers: { authorization: auth },
    });
    expect(json.headers['content-type']).toMatch(/json/);
    const res = await t.app.inject({ method: 'GET', url: '/api/application/pdf/case-info?format=pdf' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'session_expired' } });
  });
});
