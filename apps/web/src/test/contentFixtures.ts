import { vi } from 'vitest';
import type { Case } from '@cyr/schemas';
import { makeCase } from './fixtures';

/** A likely eligible 411.0725 case for the content pages' tests (test data; a made-up person). */
export function eligibleCaseFixture(overrides: Partial<Case> = {}): Case {
  return makeCase({
    casID: '123456701010',
    current_offense_name: 'THEFT PROP >=$100<$750',
    def_spn: '00000001',
    crt: '5',
    dismissal_date: '2016-04-01',
    da_end: '2016-04-01',
    waiting_period_start: '2016-04-01',
    ndo_form: '411.0725',
    eligible_date: '2016-04-01',
    ...overrides,
  });
}

/** An email link's page answer with these cases (what `GET /api/email-pages/*` sends), stubbed as `fetch`. */
export function serveEmailPage(cases: unknown[], personCasesLeftOut?: number): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            eligibilityInfo: {
              needSPN: false,
              needsPreliminaryQuestions: false,
              preliminaryQuestions: [],
              cases,
              ...(personCasesLeftOut === undefined ? {} : { personCasesLeftOut }),
            },
            lookupEndDateEn: 'August 31, 2020',
            lookupEndDateEs: '31 de agosto de 2020',
          }),
          { status: 200 },
        ),
    ),
  );
}
