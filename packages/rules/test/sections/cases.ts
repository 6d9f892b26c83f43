/** Cases the section tests share (moved with the tests of the second legal read). */
import type { CaseAnswers } from '../../src/model';
import { addDays } from '../../src/dates';
import { mkCase, PAID_BEFORE } from '../helpers';

/** Class A assault (PC 22.01, stranger) deferred: 411.0725, two-year wait from the discharge. */
export const assault0725 = (discharge = '2023-06-01', placement = '2022-06-01') =>
  mkCase({
    disposition: 'deferred_discharged',
    level: 'MA',
    statute: 'PC 22.01',
    cats: ['assault'],
    filing: '2022-05-01',
    placement,
    discharge,
  });
/** Class B theft deferred, discharged after day 180: 411.072 (first-offender section). */
export const theft072 = () =>
  mkCase({
    disposition: 'deferred_discharged',
    statute: 'PC 31.03',
    cats: ['theft'],
    filing: '2021-12-01',
    placement: '2022-01-10',
    discharge: '2022-09-15',
  });
/** Class B trespass straight probation (411.073, first-offender section), completed 2020-06-01. */
export const trespass073 = () =>
  mkCase({
    disposition: 'probation_completed',
    statute: 'PC 30.05',
    filing: '2019-05-01',
    conviction: '2019-06-01',
    placement: '2019-06-01',
    supervisionEnd: '2020-06-01',
  });
/** A Class B theft conviction on `day`, sentence completed the same day. */
export const conviction = (day: string, over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
  mkCase({
    disposition: 'convicted_sentence',
    statute: 'PC 31.03',
    cats: ['theft'],
    filing: addDays(day, -30),
    conviction: day,
    sentenceCompletion: day,
    ...over,
  });
/** Fines and costs paid, before the dates the tests use. */
export const PAID: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE };
/** Class B theft deferred adjudication, discharged 2022-09-15, with `over` changed. */
export const deferred = (over: Partial<Parameters<typeof mkCase>[0]>) =>
  mkCase({
    disposition: 'deferred_discharged',
    statute: 'PC 31.03',
    cats: ['theft'],
    filing: '2021-12-01',
    placement: '2022-01-10',
    discharge: '2022-09-15',
    ...over,
  });
/** The decision's reason with this code. */
export const reasonOf = (
  d: { reasons: { code: string; citation: string; params?: Record<string, string> }[] },
  code: string,
) => d.reasons.find((r) => r.code === code);
