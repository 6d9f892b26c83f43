import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courtCodeOf } from '@cyr/i18n';
import {
  CaseLookupFoundSchema,
  EligibilityResponseSchema,
  OutcomesReportSchema,
  type OutcomesReport,
} from '@cyr/schemas';
import { countFunnel, FUNNEL_EVENTS } from '../../services/analytics';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { addAndSignIn, type SignedIn } from '../../test/staff';

/**
 * The staff console's Outcomes and court notes through the API (PGlite): the report over outcome codes (small
 * figures withheld), its CSV holding the same figures, the audit entries, and court notes written by staff and
 * read on a person's steps page.
 */
let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await makeTestApp({ people: 2 });
  staff = await addAndSignIn(t.app, t.db.db, t.clock, 'staff@cyr.example', 'staff');
});
afterAll(async () => {
  await t?.close();
});

const audited = async (action: string) =>
  t.db.db.selectFrom('staff_audit').select(['actor_email', 'subject']).where('action', '=', action).execute();

/** A followed petition's codes, as the follow-ups leave them. */
async function outcome(o: {
  section: string;
  kind?: 'nondisclosure' | 'expunction';
  court?: string;
  month: string;
  stage: string;
  filed?: string;
  decided?: string;
}): Promise<string> {
  const id = randomUUID();
  await t.db.db
    .insertInto('outcomes')
    .values({
      id,
      position: 1,
      kind: o.kind ?? 'nondisclosure',
      section: o.section,
      court: o.court ?? 'district:178',
      started_month: o.month,
      stage: o.stage,
      filed_month: o.filed ?? null,
      decided_month: o.decided ?? null,
      updated_on: `${o.month}-15`,
    })
    .execute();
  return id;
}

async function stuck(outcomeId: string, reason: string) {
  await t.db.db
    .insertInto('outcome_answers')
    .values({
      outcome_id: outcomeId,
      message_id: randomUUID(),
      question: 'filing',
      answer: 'stuck',
      stuck_reason: reason,
      answered_on: '2026-11-10',
    })
    .execute();
}

describe('GET /api/staff/outcomes and outcomes.csv', () => {
  beforeEach(async () => {
    await t.db.db.deleteFrom('outcome_answers').execute();
    await t.db.db.deleteFrom('outcomes').execute();
    await t.db.db.deleteFrom('analytics_daily').execute();
  });

  it('counts how far petitions got, by route, court and month, withholding figures below 5', async () => {
    // 411.0725 in the 178th, downloaded in November 2026: eight petitions.
    const ids = [
      await outcome({ section: '411.0725', month: '2026-11', stage: 'asked' }),
      await outcome({ section: '411.0725', month: '2026-11', stage: 'filed', filed: '2026-11' }),
      await outcome({ section: '411.0725', month: '2026-11', stage: 'hearing_set' }),
    ];
    const decided: [string, string, string][] = [
      ['granted', '2026-01', '2026-03'], // 59 days
      ['granted', '2026-02', '2026-04'], // 59 days
      ['granted', '2026-03', '2026-06'], // 92 days
      ['granted', '2026-04', '2026-05'], // 30 days
      ['denied', '2026-05', '2026-07'], // 61 days
    ];
    for (const [stage, filed, d] of decided) {
      ids.push(await outcome({ section: '411.0725', month: '2026-11', stage, filed, decided: d }));
    }
    // Two expunctions in October: too few to show.
    await outcome({ section: '55A.054', kind: 'expunction', court: 'unknown', month: '2026-10', stage: 'asked' });
    await outcome({ section: '55A.054', kind: 'expunction', court: 'unknown', month: '2026-10', stage: 'asked' });
    // Outside the default twelve months: not counted.
    await outcome({ section: '411.0725', month: '2025-11', stage: 'granted' });
    for (const id of ids.slice(0, 5)) await stuck(id, 'fee');
    await stuck(ids[5] ?? '', 'forms');
    await countFunnel(t.db.db, '2026-11-02', [
      ...Array.from({ length: 12 }, () => [FUNNEL_EVENTS.step, 'results'] as const),
      ...Array.from({ length: 7 }, () => [FUNNEL_EVENTS.step, 'finished'] as const),
    ]);

    const res = await staff.call('GET', '/api/staff/outcomes');
    expect(res.statusCode).toBe(200);
    const report = OutcomesReportSchema.parse(res.json());
    expect(report).toMatchObject({ from: '2025-12', to: '2026-11' });
    expect(report.funnel).toEqual({
      results: 12,
      downloaded: 7,
      followed: 10,
      filed: 7,
      hearing_set: 6,
      granted: null,
      denied: null,
    });
    expect(report.byRoute).toEqual([
      { kind: 'expunction', key: '55A.054', followed: null, filed: 0, hearing_set: 0, granted: 0, denied: 0 },
      { kind: 'nondisclosure', key: '411.0725', followed: 8, filed: 7, hearing_set: 6, granted: null, denied: null },
    ]);
    expect(report.byCourt.map((r) => [r.key, r.followed])).toEqual([
      ['district:178', 8],
      ['unknown', null],
    ]);
    expect(report.byMonth.map((r) => [r.key, r.followed])).toEqual([
      ['2026-10', null],
      ['2026-11', 8],
    ]);
    expect(report.medianDaysToOrder).toBe(59);
    expect(report.decidedWithMonths).toBe(5);
    expect(report.stuck.find((s) => s.reason === 'fee')?.count).toBe(5);
    expect(report.stuck.find((s) => s.reason === 'forms')?.count).toBeNull();
    expect(report.stuck.find((s) => s.reason === 'fear')?.count).toBe(0);

    const csv = await staff.call('GET', '/api/staff/outcomes.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('outcomes-2025-12-2026-11.csv');
    // Every figure of the report, and only those, in the CSV.
    const lines = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    const value = (table: string, row: string, column: string) =>
      lines.find((l) => l[0] === table && l[1] === row && l[2] === column)?.[3];
    const shown = (n: number | null) => (n === null ? '<5' : String(n));
    for (const [step, n] of Object.entries(report.funnel)) expect(value('funnel', step, 'count')).toBe(shown(n));
    const tables: [string, OutcomesReport['byCourt']][] = [
      ['route', report.byRoute],
      ['court', report.byCourt],
      ['month', report.byMonth],
    ];
    for (const [table, rows] of tables) {
      for (const row of rows) {
        for (const c of ['followed', 'filed', 'hearing_set', 'granted', 'denied'] as const) {
          expect(value(table, row.key, c), `${table} ${row.key} ${c}`).toBe(shown(row[c]));
        }
      }
    }
    expect(value('days_to_order', 'median', 'days')).toBe('59');
    for (const s of report.stuck) expect(value('stuck', s.reason, 'count')).toBe(shown(s.count));
    expect(lines).toHaveLength(7 + 5 * (2 + 2 + 2) + 2 + 6);
    expect(await audited('outcomes_exported')).toEqual([
      { actor_email: 'staff@cyr.example', subject: 'outcomes:2025-12..2026-11' },
    ]);
  });

  it('takes a range of months; a bad range is a 400; no session is a 401', async () => {
    await outcome({ section: '411.0725', month: '2025-11', stage: 'granted' });
    const old = OutcomesReportSchema.parse(
      (await staff.call('GET', '/api/staff/outcomes?from=2025-11&to=2025-11')).json(),
    );
    expect(old.byMonth.map((r) => r.key)).toEqual(['2025-11']);
    expect(old.medianDaysToOrder).toBeNull();
    expect((await staff.call('GET', '/api/staff/outcomes?from=2026-11&to=2026-01')).statusCode).toBe(400);
    expect((await staff.call('GET', '/api/staff/outcomes?from=November')).statusCode).toBe(400);
    const tooLong = await staff.call('GET', '/api/staff/outcomes?from=2023-11&to=2026-11');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ from: 'invalid' });
    expect((await staff.call('GET', '/api/staff/outcomes?from=2023-12&to=2026-11')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/outcomes' })).statusCode).toBe(401);
  });
});

describe('court notes', () => {
  const notes = {
    setting_en: 'Sets hearings about six weeks out; call the coordinator.',
    setting_es: 'Fija audiencias unas seis semanas después; llame al coordinador.',
    objections_en: 'The State rarely objects.',
    objections_es: 'El Estado rara vez se opone.',
    wait_en: '',
    wait_es: '',
    checkedOn: '2026-11-20',
  };

  it('staff write them in both languages (audited) and a person reads those of their own court', async () => {
    // Ana Demo's 411.072 case, decided after the additional-info answers.
    const auth = await startSession(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/application/cont/${url}`, headers: { authorization: auth }, payload });
    const found = CaseLookupFoundSchema.parse((await post('case-lookup', { ...DEMO_LOOKUP, firstName: 'Ana' })).json());
    await post('confirm-cases', { spn: found.eligibilityInfo.cases[0]?.def_spn });
    const after = EligibilityResponseSchema.parse(
      (
        await post('eligibility-preliminary-questions', {
          sexOffender: false,
          disqualifyingOffenses: [],
          noneOfTheAbove: true,
          isVeteran: false,
          hasBeenVictim: false,
          hasClassCConviction: false,
        })
      ).json(),
    ).eligibilityInfo;
    const c = after.cases.find((x) => x.final_eligibility === 'nondisclosure');
    const court = courtCodeOf(c?.crt, c?.misdemeanor_felony === 'Felony');
    expect(court).toMatch(/^(ccl|district):\d+$/);

    const saved = await staff.call('PUT', `/api/staff/courts/${court}`, notes);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ note: { court, setting: { es: notes.setting_es }, checkedOn: '2026-11-20' } });
    expect(await audited('court_notes_changed')).toContainEqual({
      actor_email: 'staff@cyr.example',
      subject: `court:${court}`,
    });
    const list = (await staff.call('GET', '/api/staff/courts')).json() as { notes: { court: string }[] };
    expect(list.notes.map((n) => n.court)).toEqual([court]);

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/application/court-notes?lang=es',
      headers: { authorization: auth },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      notes: [{ court, setting: notes.setting_es, objections: notes.objections_es, wait: '', checkedOn: '2026-11-20' }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/application/court-notes' })).statusCode).toBe(401);

    // All topics empty: deleted.
    const cleared = await staff.call('PUT', `/api/staff/courts/${court}`, {
      ...notes,
      setting_en: '',
      setting_es: '',
      objections_en: '',
      objections_es: '',
    });
    expect(cleared.json()).toEqual({ note: null });
    expect((await staff.call('GET', '/api/staff/courts')).json()).toEqual({ notes: [] });
  });

  it('refuses a topic in one language only, an unknown court and a change without the CSRF token, storing nothing', async () => {
    const oneLanguage = await staff.call('PUT', '/api/staff/courts/district:178', { ...notes, objections_es: '' });
    expect(oneLanguage.statusCode).toBe(400);
    expect(oneLanguage.json()).toMatchObject({ error: { fields: { objections_es: expect.any(String) } } });
    expect((await staff.call('PUT', '/api/staff/courts/district:999', notes)).statusCode).toBe(404);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/courts/district:178',
      headers: { cookie: staff.jar.header() },
      payload: notes,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await staff.call('GET', '/api/staff/courts')).json()).toEqual({ notes: [] });
  });
});
