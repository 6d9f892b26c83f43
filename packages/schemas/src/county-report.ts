import { z } from 'zod';
import { EXPUNCTION_ROUTE_IDS, NDO_SECTION_IDS } from '@cyr/rules/vocabulary';
import { IsoDateSchema } from './common';

/**
 * The county report (`npm run report:county`, apps/api/src/services/county-report.ts): every person in the
 * court data evaluated by the engine with no answers given, counted. Stored as JSON in `county_reports.report`
 * (migration 0400) with the data date, for the staff console. It holds codes and counts only, never a name,
 * a date of birth, an SPN or a cause number; the console shows its words from packages/i18n
 * (`countyReport` namespace, English and Spanish).
 *
 * Each case gets one outcome from its decision:
 * - `nondisclosure_now` / `expunction_now`: the engine finds it likely eligible on the report date;
 * - `nondisclosure_later` / `expunction_later`: likely eligible on a later date (`not_yet_eligible`);
 * - `could_not_determine`: an answer the person has not given, or data the engine cannot read, decides it;
 * - `ineligible`: barred on what the data shows.
 * A person counts once in a column when at least one of their cases has that outcome.
 */
export const COUNTY_OUTCOMES = [
  'nondisclosure_now',
  'expunction_now',
  'nondisclosure_later',
  'expunction_later',
  'could_not_determine',
  'ineligible',
] as const;
export type CountyOutcome = (typeof COUNTY_OUTCOMES)[number];

/** The order a person's "first outcome" is taken in (`people.first`): the first one any of their cases has. */
export const COUNTY_OUTCOME_ORDER: readonly CountyOutcome[] = [
  'expunction_now',
  'nondisclosure_now',
  'expunction_later',
  'nondisclosure_later',
  'could_not_determine',
  'ineligible',
];

const count = z.number().int().nonnegative();

export const CountyCountsSchema = z.object(
  Object.fromEntries(COUNTY_OUTCOMES.map((o) => [o, count])) as Record<CountyOutcome, typeof count>,
);
export type CountyCounts = z.infer<typeof CountyCountsSchema>;

/** Section keys: a nondisclosure section, an expunction article, or `none` (no route: undetermined, ineligible). */
export const COUNTY_SECTION_KEYS = [...NDO_SECTION_IDS, ...EXPUNCTION_ROUTE_IDS, 'none'] as const;

/** One line of a breakdown: people (at least one case with the key in that outcome) and cases. */
const rowOf = <K extends z.ZodType<string>>(key: K) =>
  z.object({ key, people: CountyCountsSchema, cases: CountyCountsSchema });

export const CountyYearSchema = z.object({
  year: z.number().int().min(1990).max(2200),
  /** People whose earliest later nondisclosure (expunction) date falls in this year, and cases with it. */
  nondisclosure: z.object({ people: count, cases: count }),
  expunction: z.object({ people: count, cases: count }),
});

export const CountyReportSchema = z.object({
  version: z.literal(1),
  /** The date the court data is current to (the import's data end date); null before any import. */
  dataEndDate: IsoDateSchema.nullable(),
  /** The date every case was evaluated at (today in Harris County when the report ran). */
  asOf: IsoDateSchema,
  generatedAt: z.iso.datetime(),
  millis: count,
  threads: z.number().int().positive(),
  totals: z.object({
    /** Distinct people (SPNs) with at least one case the site would show. */
    people: count,
    /** Cases the site would show (not Class C, filed 1990 or later and by the data date). */
    cases: count,
    /** Stored cases the current rules do not offer (an expunction on record, …): not evaluated. */
    casesLeftOut: count,
  }),
  people: z.object({
    /** People with at least one case in each outcome (a person can count in several columns). */
    atLeastOne: CountyCountsSchema,
    /** Each person once, by the first outcome of COUNTY_OUTCOME_ORDER any of their cases has. */
    first: CountyCountsSchema,
    /** People with at least one case likely eligible now for nondisclosure or expunction. */
    eligibleNow: count,
  }),
  cases: CountyCountsSchema,
  /**
   * The same people and cases if every person answered "no" to each person question of the site (not a
   * registered sex offender, none of the disqualifying offenses, no Class C record, not a veteran, not a
   * trafficking victim, no record outside Texas or before 1990). An assumption, to be shown as one: with no
   * answers, nondisclosure waits on these questions for nearly everyone.
   */
  ifAnsweredNo: z.object({
    people: z.object({ atLeastOne: CountyCountsSchema, first: CountyCountsSchema, eligibleNow: count }),
    cases: CountyCountsSchema,
  }),
  /** Later eligibility by year, earliest year first. */
  laterByYear: z.array(CountyYearSchema),
  bySection: z.array(rowOf(z.enum(COUNTY_SECTION_KEYS))),
  /** By the court outcome the data shows (the engine's disposition kind: `dismissed`, `deferred_discharged`, …). */
  byDisposition: z.array(rowOf(z.string().regex(/^[a-z_]{1,40}$/))),
  /** By offense level (`F1` … `MB`, `unknown`). */
  byLevel: z.array(rowOf(z.string().regex(/^[A-Za-z0-9_]{1,10}$/))),
});
export type CountyReport = z.infer<typeof CountyReportSchema>;
export type CountyYear = z.infer<typeof CountyYearSchema>;
export type CountySectionKey = (typeof COUNTY_SECTION_KEYS)[number];
