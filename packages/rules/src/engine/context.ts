/**
 * Facts derived once per case and once per person, so that the sections compare integers and small arrays
 * instead of re-reading strings. Nothing here decides eligibility.
 */
import type {
  CaseAnswers,
  DispositionKind,
  EngineCase,
  EvaluateInput,
  OffenseCategory,
  PersonAnswers,
  PersonQuestionKey,
  Reason,
} from '../model';
import { toDay } from '../dates';
import { reason, withWhere } from './route';

/** A conviction or deferred adjudication on record (the events 411.074(a) and the first-offender tests count). */
export interface RecordEvent {
  day: number;
  estimated: boolean;
  conviction: boolean;
}

export interface CaseFacts {
  c: EngineCase;
  /** Disposition, with a dismissal after deferred adjudication read as a deferred discharge. */
  disposition: DispositionKind;
  misdemeanor: boolean;
  felony: boolean;
  levelKnown: boolean;
  /** Penal Code chapter; null when the offense is not in the Penal Code or not known. */
  chapter: number | null;
  /** The classifier identified the offense well enough to apply offense lists. */
  identified: boolean;
  /** 411.074(b) bars this offense carries by itself. */
  barCodes: readonly Reason[];
  /** The same bars as this case's own (`where: this_case`) and as another case's (`where: other_case`), built once
   * per case and shared by every route that reports them (read-only). */
  barsHere: readonly Reason[];
  barsElsewhere: readonly Reason[];
  /** The disposition is a conviction or deferred adjudication (isConvictionDisposition). */
  convictionDisposition: boolean;
  /** Day the court placed the person on supervision or pronounced sentence (411.074(a) window start). */
  startDay: number;
  records: readonly RecordEvent[];
  filingDay: number;
  offenseDay: number;
  /** Every date of the case as a day number, read once (NaN when absent or malformed). */
  days: Readonly<Record<DateField, number>>;
  /** The person's answers for this case (an empty object when there are none); set by personCtx. */
  answers: CaseAnswers;
}

export interface PersonCtx {
  asOf: number;
  facts: CaseFacts[];
  answers: PersonAnswers;
  /** A 411.074(b) bar the person reported on the additional-info page (the product's stop state). */
  answerBar: Reason | null;
  /** Additional-info keys about 411.074(b) still unanswered. */
  barQuestions: readonly PersonQuestionKey[];
  /** The person has records the county data cannot show (pre-check). */
  recordsOutside: boolean;
  recordsBefore1990: boolean;
  /** The person's answer about Class C records the county data cannot show (decision 0006); null = unanswered. */
  classCRecord: boolean | null;
  /** Additional-info questions some case still needs: the one field decide() adds to. */
  preliminary: PersonQuestionKey[];
}

/**
 * What the facts read from Gov't Code 411.074 (sections/411.074.ts passes it in, so the engine does not import the
 * sections): the 411.074(b) bars an offense carries, the bar or open questions of the person's answers, and whether
 * the victim's relation decides whether the offense is family violence.
 */
export interface RecordLaw {
  categoryBars(c: EngineCase): readonly Reason[];
  answerBar(a: PersonAnswers): { bar: Reason | null; questions: PersonQuestionKey[] };
  /** The person's answers make the case's assault, threat or harassment family violence (docs/law D26, D79). */
  familyViolenceByAnswers(c: EngineCase, a: CaseAnswers): boolean;
}

/** True when the case's offense has the category, e.g. hasCat(f, 'dwi'). */
export function hasCat(f: CaseFacts, category: OffenseCategory): boolean {
  return f.c.offense.categories.includes(category);
}

function whereAll(rs: readonly Reason[], where: string): readonly Reason[] {
  return rs.map((r) => withWhere(r, where));
}

export function isConvictionDisposition(d: DispositionKind): boolean {
  switch (d) {
    case 'deferred_adjudicated':
    case 'probation_completed':
    case 'probation_revoked':
    case 'on_probation':
    case 'convicted_sentence':
      return true;
    default:
      return false;
  }
}

function statuteChapter(statute: string | null): number | null {
  if (statute === null || !statute.startsWith('PC ')) return null;
  const n = parseInt(statute.slice(3), 10);
  return Number.isNaN(n) ? null : n;
}

function dayOf(f: { date: string; estimated: boolean } | null): number {
  return f === null ? NaN : toDay(f.date);
}

/** The dates an EngineCase carries. */
export type DateField = keyof EngineCase['dates'];

function daysOf(d: EngineCase['dates']): Record<DateField, number> {
  return {
    filing: dayOf(d.filing),
    offense: dayOf(d.offense),
    arrest: dayOf(d.arrest),
    placement: dayOf(d.placement),
    discharge: dayOf(d.discharge),
    conviction: dayOf(d.conviction),
    dismissal: dayOf(d.dismissal),
    supervisionEnd: dayOf(d.supervisionEnd),
    sentenceCompletion: dayOf(d.sentenceCompletion),
    acquittal: dayOf(d.acquittal ?? null),
  };
}

export function caseFacts(c: EngineCase, law: RecordLaw): CaseFacts {
  let disposition = c.disposition;
  // A dismissal after deferred adjudication is a discharge (not an expunction dismissal); a dismissal with a
  // supervision placement on record and no other stated reason is read the same way (55A.051(3)).
  const why = c.dismissalReason;
  if (
    disposition === 'dismissed' &&
    (why === 'after_deferred' ||
      (c.dates.placement !== null &&
        why !== 'pretrial_intervention' &&
        why !== 'mental_health_court' &&
        why !== 'no_probable_cause' &&
        why !== 'insufficient_evidence' &&
        why !== 'limitations'))
  ) {
    disposition = 'deferred_discharged';
  }
  const level = c.level;
  const misdemeanor = level === 'MA' || level === 'MB' || level === 'MC';
  const felony = level === 'FC' || level === 'F1' || level === 'F2' || level === 'F3' || level === 'FS';
  const o = c.offense;
  const chapter = o.penalCodeChapter ?? statuteChapter(o.statute);
  const identified = !o.unidentified && (o.statute !== null || o.penalCodeChapter !== null);
  const d = c.dates;
  const days = daysOf(d);
  const placement = days.placement;
  const conviction = days.conviction;
  const records: RecordEvent[] = [];
  const barCodes = law.categoryBars(c);
  const fineOnlyTraffic = o.fineOnly && o.categories.includes('traffic_fine_only');
  let startDay = NaN;
  if (
    disposition === 'deferred_discharged' ||
    disposition === 'on_deferred' ||
    disposition === 'deferred_adjudicated'
  ) {
    startDay = placement;
    if (!fineOnlyTraffic)
      records.push({ day: placement, estimated: d.placement?.estimated ?? false, conviction: false });
  }
  const convictionDisposition = isConvictionDisposition(disposition);
  if (convictionDisposition) {
    const day = Number.isNaN(conviction) ? placement : conviction;
    const est = Number.isNaN(conviction) ? (d.placement?.estimated ?? false) : (d.conviction?.estimated ?? false);
    if (disposition !== 'deferred_adjudicated') startDay = day;
    else if (Number.isNaN(startDay)) startDay = day;
    if (!fineOnlyTraffic) records.push({ day, estimated: est, conviction: true });
  }
  return {
    c,
    disposition,
    misdemeanor,
    felony,
    levelKnown: misdemeanor || felony,
    chapter,
    identified,
    barCodes,
    barsHere: whereAll(barCodes, 'this_case'),
    barsElsewhere: whereAll(barCodes, 'other_case'),
    convictionDisposition,
    startDay,
    records,
    filingDay: days.filing,
    offenseDay: days.offense,
    days,
    answers: {},
  };
}

export function personCtx(input: EvaluateInput, law: RecordLaw): PersonCtx {
  const a = input.personAnswers;
  const bar = law.answerBar(a);
  const facts = input.cases.map((c) => caseFacts(c, law));
  // Each case's answers, by its id; only the answer object's own keys count (an id such as "toString" finds nothing).
  const byCase = input.caseAnswers;
  for (const f of facts) if (Object.hasOwn(byCase, f.c.id)) f.answers = byCase[f.c.id] ?? {};
  // The person said the victim was family, household or dating (docs/law D26): the case is family
  // violence, a 411.074(b)(1)(D) bar for it and, with a conviction or deferred record, for every other case.
  for (const f of facts) {
    if (law.familyViolenceByAnswers(f.c, f.answers)) {
      f.barCodes = [...f.barCodes, reason('BAR_411074_FAMILY_VIOLENCE')];
      f.barsHere = whereAll(f.barCodes, 'this_case');
      f.barsElsewhere = whereAll(f.barCodes, 'other_case');
    }
  }
  return {
    asOf: toDay(input.asOf),
    facts,
    answers: a,
    answerBar: bar.bar,
    barQuestions: bar.questions,
    recordsOutside: a.hasCrimeOutsideTexas === true,
    recordsBefore1990: a.hasCrimeBefore1990 === true,
    classCRecord: a.hasClassCConviction ?? null,
    preliminary: [],
  };
}
