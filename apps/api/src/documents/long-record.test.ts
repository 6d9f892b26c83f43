import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, ErrorBodySchema } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../test/app';
import { flat, pdfPages } from './petitions/test/pdftext';
import { capStrings, capText, FIELD_CAPS } from './field-caps';
import { PdfRenderPool, type RenderJob } from './render-pool';

/**
 * Nothing a record can hold stalls the server: court data is capped where it enters a document, PDFs are
 * rendered in worker threads with a time limit, and `/api/health` answers while a document renders.
 */
const HUGE = 100_000;

describe('field caps', () => {
  it('cuts text over its cap with "…", leaves real values alone, and counts characters, not UTF-16 units', () => {
    expect(capText('DOE, JANE', FIELD_CAPS.name)).toBe('DOE, JANE');
    const cut = capText('A'.repeat(HUGE), FIELD_CAPS.name);
    expect(cut).toHaveLength(FIELD_CAPS.name);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(capText('😀'.repeat(500), 10))).toHaveLength(10);
    expect(
      capStrings({ full_name: 'N'.repeat(HUGE), current_offense_name: 'O'.repeat(HUGE), crt: 'C'.repeat(HUGE) }),
    ).toEqual({
      full_name: `${'N'.repeat(FIELD_CAPS.name - 1)}…`,
      current_offense_name: `${'O'.repeat(FIELD_CAPS.offense - 1)}…`,
      crt: `${'C'.repeat(FIELD_CAPS.other - 1)}…`,
    });
  });
});

describe('a 100,000-character name in the court data', () => {
  let t: TestApp;
  let auth = '';
  let caseId = '';
  let base = '';
  // A new pool for each document: its thread starts with the render (seconds), so the health checks below
  // certainly fall inside a render, and each route's render is checked from a cold start.
  let pool: PdfRenderPool | null = null;
  const pools = {
    render: (job: RenderJob) => {
      if (!pool) throw new Error('no pool');
      return pool.render(job);
    },
  };
  beforeAll(async () => {
    t = await makeTestApp({ people: 2, deps: { pdfPool: pools } });
    // Health is asked over a real socket: its answer needs the event loop, as a load balancer's probe does.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    auth = await startSession(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/application/cont/${url}`, headers: { authorization: auth }, payload });
    const found = CaseLookupFoundSchema.parse((await post('case-lookup', { ...DEMO_LOOKUP, firstName: 'Ana' })).json());
    const spn = found.eligibilityInfo.cases[0]?.def_spn ?? '';
    await post('confirm-cases', { spn });
    const answered = EligibilityResponseSchema.parse(
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
    );
    caseId = answered.eligibilityInfo.cases.find((c) => c.final_eligibility === 'nondisclosure')?._id ?? '';
    expect(caseId).not.toBe('');
    // What a bad file could load: a name of 100,000 characters on every one of her records.
    await t.db.db
      .updateTable('cases')
      .set({ def_nam: `DEMO, ANA ${'X'.repeat(HUGE)}` })
      .where('def_spn', '=', spn)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    pool = new PdfRenderPool({ workers: 1, queueMax: 2, timeoutMs: 120_000 });
  });
  afterEach(async () => {
    await pool?.close();
  });

  /** Starts `render` and asks for /api/health until it settles; how many health answers came back meanwhile. */
  async function renderWhileCheckingHealth(
    render: () => Promise<{ statusCode: number; body: string; rawPayload: Buffer }>,
  ) {
    let settled = false;
    const pending = render().finally(() => {
      settled = true;
    });
    let answeredDuring = 0;
    while (!settled) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      if (!settled) answeredDuring++;
    }
    return { res: await pending, answeredDuring };
  }

  for (const [what, url] of [
    ['the petitions packet', '/api/application/pdf/petitions'],
    ['one petition', () => `/api/application/pdf/petition/${caseId}`],
    ['the case-info PDF', '/api/application/pdf/case-info?format=pdf'],
  ] as const) {
    it(`${what}: a PDF with the name cut to ${FIELD_CAPS.name} characters, and /api/health answers meanwhile`, async () => {
      const { res, answeredDuring } = await renderWhileCheckingHealth(() =>
        t.app.inject({
          method: 'GET',
          url: typeof url === 'string' ? url : url(),
          headers: { authorization: auth },
        }),
      );
      expect(answeredDuring).toBeGreaterThan(0);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = flat(pdfPages(res.rawPayload).join('\n'));
      expect(text).not.toContain('X'.repeat(FIELD_CAPS.name));
    });
  }
});

describe('the PDF worker pool', () => {
  const job = (lang: 'en' | 'es'): RenderJob => ({
    kind: 'case-info',
    data: {
      eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases: [] },
      lang,
      dataEndDate: '2026-11-20',
      printedOn: '2026-11-21',
      publicUrl: 'http://localhost:3000',
    },
  });

  it('refuses a job past its time limit with the translated 503, and the next job still renders', async () => {
    // A time limit no thread can meet (starting one takes longer): the job is stopped, not awaited.
    const pool = new PdfRenderPool({ workers: 1, queueMax: 2, timeoutMs: 1 });
    try {
      const err = await pool.render(job('en')).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toMatchObject({ statusCode: 503, code: 'pdf_timeout', retryAfter: expect.any(Number) });
    } finally {
      await pool.close();
    }
    const ok = new PdfRenderPool({ workers: 1, queueMax: 2, timeoutMs: 60_000 });
    try {
      const pdf = await ok.render(job('es'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await ok.close();
    }
  });

  it('refuses at once what does not fit in the queue (one running, one waiting), with the translated 503', async () => {
    const pool = new PdfRenderPool({ workers: 1, queueMax: 1, timeoutMs: 60_000 });
    try {
      // A started thread (while one is starting, piscina also lets a job wait for it).
      await pool.render(job('en'));
      const results = await Promise.allSettled(
        (['en', 'es', 'en', 'es'] as const).map((lang) => pool.render(job(lang))),
      );
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(refused).toHaveLength(2);
      for (const r of refused) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          statusCode: 503,
          code: 'pdf_busy',
          retryAfter: 10,
        });
        const { message, messageEs } = (r as PromiseRejectedResult).reason as { message: string; messageEs: string };
        expect(ErrorBodySchema.parse({ error: { code: 'pdf_busy', message, messageEs } }).error.messageEs).not.toBe(
          message,
        );
      }
    } finally {
      await pool.close();
    }
  });
});
