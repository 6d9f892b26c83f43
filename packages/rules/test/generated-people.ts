/**
 * Generated people for the engine's equivalence test (packages/rules/test/equivalence.test.ts) and its
 * throughput benchmark (bench/rules.ts): a small deterministic PRNG (mulberry32), so runs are comparable,
 * over a spread of offenses, dispositions and dates. Each generator starts from the same seed.
 */
import type {
  DispositionKind,
  EngineCase,
  EvaluateInput,
  OffenseCategory,
  OffenseLevel,
  PersonAnswers,
} from '../src/model';
import { PAID_BEFORE } from './helpers';

const DAY_MS = 86_400_000;
const BASE = Date.UTC(1995, 0, 1);
const iso = (day: number): string => new Date(BASE + day * DAY_MS).toISOString().slice(0, 10);

const OFFENSES: readonly {
  statute: string;
  chapter: number | null;
  cats: OffenseCategory[];
  levels: OffenseLevel[];
}[] = [
  { statute: 'PC 31.03', chapter: 31, cats: ['theft'], levels: ['MB', 'MA', 'FS', 'F3'] },
  { statute: 'HSC 481.121', chapter: null, cats: ['marijuana'], levels: ['MB', 'MA'] },
  { statute: 'HSC 481.115', chapter: null, cats: [], levels: ['FS', 'F3', 'F2'] },
  { statute: 'PC 49.04', chapter: 49, cats: ['dwi'], levels: ['MB', 'MB', 'MA'] },
  { statute: 'PC 22.01', chapter: 22, cats: ['assault'], levels: ['MA'] },
  { statute: 'PC 22.01', chapter: 22, cats: ['assault', 'family_violence'], levels: ['MA', 'F3'] },
  { statute: 'PC 30.05', chapter: 30, cats: [], levels: ['MB'] },
  { statute: 'PC 46.02', chapter: 46, cats: [], levels: ['MA'] },
  { statute: 'TC 521.457', chapter: null, cats: [], levels: ['MB'] },
];
const DISPOSITIONS: readonly DispositionKind[] = [
  'deferred_discharged',
  'deferred_discharged',
  'dismissed',
  'dismissed',
  'convicted_sentence',
  'convicted_sentence',
  'probation_completed',
  'probation_revoked',
  'deferred_adjudicated',
  'no_bill',
  'acquitted',
  'pending',
  'on_deferred',
];

/** The person-level answer sets the people are evaluated under. */
export const ANSWERS: readonly PersonAnswers[] = [
  {},
  { sexOffender: false, noneOfTheAbove: true, isVeteran: false, hasBeenVictim: false },
  {
    sexOffender: false,
    noneOfTheAbove: true,
    isVeteran: true,
    completedVetTreatmentCrt: true,
    completedVetReemploymentPrg: false,
    hasBeenVictim: false,
  },
];

/** A fresh generator of people (1–6 cases each); every generator yields the same sequence. */
export function createPeopleGenerator(): () => EvaluateInput {
  let seed = 0x2f6b1d3;
  function rnd(): number {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;

  let caseNo = 0;
  function genCase(): EngineCase {
    const o = pick(OFFENSES);
    const disposition = pick(DISPOSITIONS);
    const filing = Math.floor(rnd() * 10_000);
    const disp = filing + 30 + Math.floor(rnd() * 400);
    const end = disp + 180 + Math.floor(rnd() * 1000);
    const f = (day: number) => ({ date: iso(day), estimated: false });
    const deferred = disposition.includes('deferred');
    const conviction =
      disposition.startsWith('probation') ||
      disposition === 'convicted_sentence' ||
      disposition === 'deferred_adjudicated';
    caseNo += 1;
    return {
      id: `b${caseNo}`,
      causeNumber: `${caseNo}`,
      court: null,
      level: pick(o.levels),
      offense: {
        literal: o.statute,
        code: null,
        statute: o.statute,
        penalCodeChapter: o.chapter,
        categories: o.cats,
        unidentified: rnd() < 0.02,
        fineOnly: false,
      },
      disposition,
      dismissalReason:
        disposition === 'dismissed'
          ? pick(['other', 'pretrial_intervention', 'insufficient_evidence', 'after_deferred'] as const)
          : null,
      familyViolenceFinding: o.cats.includes('family_violence') ? true : rnd() < 0.5 ? false : null,
      dates: {
        filing: f(filing),
        offense: f(filing - 2),
        arrest: null,
        placement: deferred || disposition.startsWith('probation') ? f(disp) : null,
        discharge: disposition === 'deferred_discharged' ? f(end) : null,
        conviction: conviction ? f(disposition === 'deferred_adjudicated' ? end : disp) : null,
        dismissal: disposition === 'dismissed' || disposition === 'acquitted' ? f(disp) : null,
        supervisionEnd: disposition === 'probation_completed' ? f(end) : null,
        sentenceCompletion: conviction ? { date: iso(end + 30), estimated: true } : null,
      },
      sentence: { raw: null, confinementDays: null, supervisionMonths: 24, fineDollars: null },
    };
  }

  function genPerson(): EvaluateInput {
    const n = 1 + Math.floor(rnd() * 6);
    const cases: EngineCase[] = [];
    for (let i = 0; i < n; i++) cases.push(genCase());
    const caseAnswers: EvaluateInput['caseAnswers'] = {};
    if (rnd() < 0.5)
      for (const c of cases)
        caseAnswers[c.id] = {
          paid_all_fines_and_costs: true,
          completion_payment_month: PAID_BEFORE,
          bac_under_015: true,
          collision_with_another_person: false,
          had_commercial_license_or_permit: false,
        };
    return { cases, personAnswers: pick(ANSWERS), caseAnswers, asOf: '2026-11-22' };
  }
  return genPerson;
}
