/**
 * evaluate(): one Decision per case, for one person, as of a given date. Pure: no clock, no I/O, no text.
 *
 * For each case the engine builds the candidate routes (nondisclosure sections and expunction articles, one
 * file each under ./sections), each with its date and its bar / unknown / basis reasons. Which nondisclosure
 * sections are built, which gives way to which, and which need no petition are read from each section's
 * declaration (`LAW.applies`, listed in sections/nondisclosure.ts), never tested here. Then it picks:
 *   1. a route eligible on or before asOf → `nondisclosure` or `expunction` (expunction first: it destroys
 *      rather than seals, docs/law D67; then the earliest date; then no-petition routes 411.072/411.0729);
 *   2. else an eligible route with a future date → `not_yet_eligible` with that date (and any questions that
 *      could make another route earlier) — but `could_not_determine` while an additional-info answer
 *      (veterans, trafficking) could still open a route that is eligible now (api-contract eligibilityInfo);
 *   3. else a route we cannot settle → `could_not_determine` with the question keys that settle it;
 *   4. else `ineligible` with every bar.
 * Precedence between sections and routes is one cited table, sections/precedence.ts (docs/law D67).
 *
 * Flags (product-spec §3–§4), set per case:
 * - `pend_elig_411_0727_0729` / `pend_elig_411_0728`: a veterans (0727/0729, incl. a VTC dismissal) or a
 *   trafficking (0728) route still waits for additional-info answers, and the case is not already eligible now.
 * - `final_pot_elig_411_0727|0728|0729`: the person's answers let that section be considered for this case and
 *   nothing bars it (the case verification page asks its follow-up questions).
 * - `final_pot_elig_411_0731|0736`: the case is a DWI conviction that section fits, not barred.
 * - `bwi`: the offense is boating while intoxicated (PC 49.06).
 * - `hideStatus`: the outcome is provisional: some answer (case or additional-info) could still change it.
 */
import type {
  RecordNote,
  CaseQuestionKey,
  Decision,
  DispositionKind,
  EvaluateInput,
  EvaluateOutput,
  FinalEligibility,
  NdoSection,
  PersonQuestionKey,
  Reason,
} from './model';
import { CASE_QUESTION_KEYS, PERSON_QUESTION_KEYS, UNKNOWN_MONTH } from './model';
import { yearAnswer } from './engine/answers';
import { fromDay, toDay } from './dates';
import type { Base } from './engine/base';
import { hasCat, personCtx, type CaseFacts, type DateField, type PersonCtx } from './engine/context';
import {
  addOnce,
  inOrder,
  isBarCode,
  isEligible,
  isUnknown,
  isUnsettleable,
  newRoute,
  reason,
  waitReason,
  type Route,
} from './engine/route';
import { expunctionRoutes } from './sections/55A';
import {
  considered,
  deferredOnly,
  dispositionGroup,
  givesWayTo,
  NONDISCLOSURE_SECTIONS,
  yields,
} from './sections/nondisclosure';
import { questionsForOtherCases, RECORD_LAW } from './sections/411.074';
import { statuteIs } from './sections/chapters';
import { SAME_DATE_RANK } from './sections/precedence';
import type { ReasonCode } from './reasons';
import { applySupervisionEnd, scheduledEndDay, supervisionEndOpen } from './sections/supervision-end';
import { revocationEndUnknown, revokedSentenceEnd } from './sections/revocation';
import { awaitingRoute, veteranStatus } from './sections/veterans';

/**
 * docs/law D87: questions whose answer can bar the case (411.074(b)(1)(D): the victim was family, household or
 * dating, and for harassment or deadly conduct whether there was harm or a threat, D79), asked even while the route
 * also waits on what no answer settles (the judge's 411.0735(c-1) finding): the answer can still decide the case,
 * ineligible.
 */
const BAR_QUESTIONS: ReadonlySet<CaseQuestionKey> = new Set<CaseQuestionKey>([
  'victim_family_household_or_dating',
  'family_violence_conduct',
]);

/** docs/law D9: cases filed before this date are outside the site's scope. */
export const SCOPE_START = '1990-01-01';
const SCOPE_START_DAY = toDay(SCOPE_START);
/** PC 12.44(a): a state jail felony punished with Class A confinement shows as a county-jail sentence on an FS case. */
const COUNTY_JAIL = /\bHCJ\b|COUNTY JAIL/i;

/** The base of a wait from one of the case's dates (`field`), or from `fallback` when that one is absent. */
function baseOf(f: CaseFacts, field: DateField, upperBound: boolean, fallback?: DateField): Base {
  const use = fallback !== undefined && f.c.dates[field] === null ? fallback : field;
  const fact = f.c.dates[use] ?? null;
  return fact === null
    ? { day: NaN, estimated: false, upperBound }
    : { day: f.days[use], estimated: fact.estimated, upperBound };
}

function marker(code: ReasonCode, params?: Record<string, string>): Route {
  // Not a section: one reason, a bar or an unknown as the catalogue classes it.
  const r = newRoute({});
  (isBarCode(code) ? r.bars : r.unknowns).push(reason(code, params));
  return r;
}

/** A felony conviction closes every nondisclosure section; the case's own 411.074(b) bars are named with it. */
function felonyConviction(f: CaseFacts): Route {
  const r = marker('FELONY_CONVICTION');
  for (const b of f.barsHere) r.bars.push(b);
  return r;
}

function simple(f: CaseFacts, outcome: FinalEligibility, reasons: Reason[]): Decision {
  return {
    caseId: f.c.id,
    final_eligibility: outcome,
    ndo_form: null,
    eligible_date: null,
    expunction_route: null,
    waiting_period_start: null,
    waiting_period: null,
    reasons,
    questions: [],
    pend_elig_411_0727_0729: false,
    pend_elig_411_0728: false,
    final_pot_elig_411_0727: false,
    final_pot_elig_411_0728: false,
    final_pot_elig_411_0729: false,
    final_pot_elig_411_0731: false,
    final_pot_elig_411_0736: false,
    bwi: hasCat(f, 'bwi'),
    hideStatus: false,
  };
}

/**
 * The end of a supervision the record shows no discharge for (docs/law D75): the later of its recorded or scheduled
 * end (placement + term − 1 day, docs/law D6) and any termination on record (`PROBATION TERMINATION`, which says
 * it ended but not how). A termination after the scheduled end is when supervision ended: a date counted from the
 * scheduled end would come early (411.0727(d): "the date the person successfully completed the program").
 */
function supervisionEnd(f: CaseFacts): Base {
  const d = f.c.dates;
  const recorded = f.disposition === 'on_deferred' ? d.discharge : d.supervisionEnd;
  const scheduled = recorded !== null ? toDay(recorded.date) : scheduledEndDay(f.c);
  const terminated = f.c.supervisionEndedUnclear;
  const terminatedDay = terminated ? toDay(terminated.date) : NaN;
  // A termination on record later than the schedule (or with no schedule) is the end, as recorded.
  if (!Number.isNaN(terminatedDay) && (Number.isNaN(scheduled) || terminatedDay > scheduled))
    return { day: terminatedDay, estimated: terminated?.estimated ?? false, upperBound: true };
  return { day: scheduled, estimated: true, upperBound: true };
}

/**
 * The record does not say how supervision ended (ADR 0060 item 58): ask how, then the discharge month. The
 * answers that settle it were applied to the case before evaluation (sections/supervision-end.ts); what is left
 * here is an open question or an answer no date follows from.
 */
function askSupervisionEnd(f: CaseFacts, end: Base): Decision {
  const a = f.answers;
  const date: Record<string, string> = Number.isNaN(end.day) ? {} : { date: fromDay(end.day) };
  const how = a.supervision_end_how;
  if (how === undefined) {
    const d = simple(f, 'could_not_determine', [reason('NO_DISCHARGE_ON_RECORD', date)]);
    d.questions = ['supervision_end_how'];
    d.hideStatus = true;
    return d;
  }
  if (how === 'discharged') {
    if (a.supervision_end_month === undefined) {
      const d = simple(f, 'could_not_determine', [reason('DISCHARGE_MONTH_NEEDED', date)]);
      d.questions = ['supervision_end_month'];
      d.hideStatus = true;
      return d;
    }
    // The month is not known: the year may do (ADR 0074), else the discharge order decides.
    if (a.supervision_end_month === UNKNOWN_MONTH && a.supervision_end_year === undefined) {
      const d = simple(f, 'could_not_determine', [reason('DISCHARGE_YEAR_NEEDED', date)]);
      d.questions = ['supervision_end_year'];
      d.hideStatus = true;
      return d;
    }
    const year = yearAnswer(a, 'supervision_end_year');
    if (year.kind === 'year') return simple(f, 'could_not_determine', [reason('DISCHARGE_YEAR_NOT_ENOUGH', date)]);
    return simple(f, 'could_not_determine', [reason('DISCHARGE_MONTH_UNKNOWN', date)]);
  }
  if (how === 'not_over') return simple(f, 'could_not_determine', [reason('PENDING_CASE')]);
  return simple(f, 'could_not_determine', [reason('NO_DISCHARGE_ON_RECORD', date)]);
}

/**
 * docs/law D84: a felony conviction, straight probation or revocation (FC, F1–F3, FS or a bare `F`) closes every
 * nondisclosure section but 411.0727, and every expunction route (55A.051: a final conviction; 55A.005 reaches only
 * Class A carrying), whatever the offense: one whose offense or degree the record does not give is ineligible
 * (FELONY_CONVICTION) without identifying it. Only a veterans treatment court program (411.0727) needs the offense:
 * while the person's veteran answers are missing the case waits for them, and after "yes" it stays undecided.
 * Deferred adjudication is not covered (411.0725 takes felonies).
 */
function felonyConvictionWithoutOffense(p: PersonCtx, f: CaseFacts): Route[] | null {
  if (f.identified && f.levelKnown) return null;
  const group = dispositionGroup(f.disposition);
  if (!(f.felony || f.c.bareLevel === 'F') || (group !== 'conviction' && group !== 'probation')) return null;
  const vtc = veteranStatus(p, 'completedVetTreatmentCrt');
  if (vtc === 'yes') return null;
  const routes = [felonyConviction(f)];
  if (vtc !== 'no') routes.push(awaitingRoute({ section: '411.0727' }, 'vtc', vtc));
  return routes;
}

function nondisclosureRoutes(p: PersonCtx, f: CaseFacts, notes: Reason[]): Route[] | Decision {
  const c = f.c;
  const d = c.dates;
  const felonyRecord = felonyConvictionWithoutOffense(p, f);
  if (felonyRecord !== null) return felonyRecord;
  if (!f.identified)
    return [marker(c.offense.typedByPerson === true ? 'OFFENSE_TYPED_BY_PERSON' : 'UNIDENTIFIED_OFFENSE')];
  if (!f.levelKnown && !hasCat(f, 'dwi') && !hasCat(f, 'bwi')) return [marker('LEVEL_UNKNOWN')];
  const routes: Route[] = [];
  const disp = f.disposition;
  const onSupervision = disp === 'on_deferred' || disp === 'on_probation';
  let end: Base | null = null;
  if (onSupervision) {
    end = supervisionEnd(f);
    // A felony probation is a felony conviction however it ended (ADR 0060 item 50): no question to ask.
    const felonyProbation = disp === 'on_probation' && f.felony;
    if (!felonyProbation && supervisionEndOpen(c, p.asOf)) return askSupervisionEnd(f, end);
    if (Number.isNaN(end.day))
      return simple(f, 'could_not_determine', [reason('DATE_UNKNOWN', { field: 'supervision_end' })]);
    if (end.day <= p.asOf && !felonyProbation)
      return simple(f, 'could_not_determine', [reason('NO_DISCHARGE_ON_RECORD', { date: fromDay(end.day) })]);
    // Still on supervision only while its end is after today (docs/law D75).
    if (end.day > p.asOf) notes.push(reason('STILL_ON_SUPERVISION', { date: fromDay(end.day) }));
  }
  const group = dispositionGroup(disp);
  if (group === null) return [marker('NO_SECTION_FOR_DISPOSITION', { disposition: disp })];
  let base: Base;
  if (group === 'deferred') {
    base = end ?? baseOf(f, 'discharge', false, 'dismissal');
    if (disp === 'deferred_discharged' && d.discharge === null && d.dismissal === null) {
      return simple(f, 'could_not_determine', [reason('NO_DISCHARGE_ON_RECORD')]);
    }
  } else if (group === 'probation') base = end ?? baseOf(f, 'supervisionEnd', false);
  else if (revocationEndUnknown(f)) {
    // A revoked probation with no sentence on record: the person's answer dates it (docs/law D77).
    const revoked = revokedSentenceEnd(f);
    base = revoked.base;
    if (revoked.note !== null) notes.push(revoked.note);
  } else base = baseOf(f, 'sentenceCompletion', true);
  if (group !== 'conviction') notes.push(reason('DEFERRED_BLOCKS_EXPUNCTION'));
  // CCP 42A.102: no deferred adjudication for intoxication assault or manslaughter; such a record is an anomaly,
  // and the sections declared only for deferred adjudication are not considered.
  const anomaly =
    group === 'deferred' &&
    (hasCat(f, 'intoxication_assault_or_manslaughter') ||
      statuteIs(c.offense.statute, 'PC 49.07') ||
      statuteIs(c.offense.statute, 'PC 49.08'));
  if (anomaly) add(routes, marker('DWI_DEFERRED_ANOMALY'));
  // A felony probation or conviction is a felony conviction: the misdemeanor-only sections are closed.
  if (group !== 'deferred' && f.felony) {
    add(routes, felonyConviction(f));
    // PC 12.44(a): county-jail punishment does not make a state jail felony conviction a misdemeanor one
    // (ADR 0060 item 54); only a row whose level of conviction is MA is.
    if (group === 'conviction' && c.level === 'FS' && COUNTY_JAIL.test(c.sentence.raw ?? ''))
      notes.push(reason('STATE_JAIL_FELONY_COUNTY_JAIL'));
  }
  // Each section's declaration says whether it is considered; one that gives way to another is built only while
  // that other is not eligible (411.0725(b): not eligible under 411.072).
  const eligible = new Set<NdoSection>();
  for (const s of NONDISCLOSURE_SECTIONS) {
    if (!considered(s.law, group, f) || (anomaly && deferredOnly(s.law))) continue;
    if (yields(s.law.id, eligible)) continue;
    const r = s.route(p, f, base, notes);
    if (r === null) continue;
    routes.push(r);
    if (r.section !== null && isEligible(r)) eligible.add(r.section);
  }
  return routes;
}

function add(routes: Route[], r: Route | null): void {
  if (r !== null) routes.push(r);
}

function sameParam(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return a.date === b.date && a.where === b.where && a.section === b.section && a.question === b.question;
}

/** Appends reasons not already present (same code and key params); `onlyWhy` keeps only the MEETS_ and EXPUNCTION_ ones. */
function pushAll(out: Reason[], rs: readonly Reason[], opts: { onlyWhy: boolean } = { onlyWhy: false }): void {
  for (const r of rs) {
    if (opts.onlyWhy && !r.code.startsWith('MEETS_') && !r.code.startsWith('EXPUNCTION_')) continue;
    let dup = false;
    for (const o of out) {
      if (o.code === r.code && sameParam(o.params, r.params)) {
        dup = true;
        break;
      }
    }
    if (!dup) out.push(r);
  }
}

function sameDateRank(r: Route): number {
  if (r.article !== null) return SAME_DATE_RANK.expunction;
  return r.noPetition ? SAME_DATE_RANK.noPetition : SAME_DATE_RANK.petition;
}

/** Earlier date wins; on the same date the PRECEDENCE table's order (sections/precedence.ts). */
function better(a: Route, b: Route): boolean {
  if (a.date !== b.date) return a.date < b.date;
  return sameDateRank(a) < sameDateRank(b);
}

/** Expunction beats nondisclosure when both are available now (docs/law D67(1)); then the earlier date. */
function betterNow(r: Route, best: Route): boolean {
  if ((r.article !== null) !== (best.article !== null)) return r.article !== null;
  return better(r, best);
}

/**
 * Decision 0006: a first-offender route that only waits for the Class C answer, and would be chosen over `chosen`
 * if the answer is "no" (411.072 over 411.0725, or an earlier or now-eligible nondisclosure), keeps the case
 * undecided until the person answers.
 */
function classCHolds(
  routes: readonly Route[],
  chosen: Route | null,
  asOf: number,
  eligible: ReadonlySet<NdoSection>,
): boolean {
  if (chosen === null) return false;
  for (const r of routes) {
    if (!isUnknown(r) || Number.isNaN(r.date) || isUnsettleable(r)) continue;
    if (!r.personQuestions.includes('hasClassCConviction')) continue;
    if (yields(r.section, eligible)) continue;
    // The chosen section gives way to this one (411.0725 to 411.072) if the answer is "no".
    if (r.section !== null && givesWayTo(chosen.section, r.section)) return true;
    if (chosen.date <= asOf ? r.date <= asOf && betterNow(r, chosen) : r.date <= asOf || better(r, chosen)) return true;
  }
  return false;
}

function decide(p: PersonCtx, f: CaseFacts, routes: readonly Route[], notes: Reason[]): Decision {
  const asOf = p.asOf;
  // A section that gives way to an eligible one (its declaration's yieldsTo) is not considered.
  const eligible = new Set<NdoSection>();
  for (const r of routes) if (r.section !== null && isEligible(r)) eligible.add(r.section);
  let best: Route | null = null;
  let bestNow: Route | null = null;
  // One pass: the best routes, the flags (final_pot_elig_*: the answers let the section be considered and nothing
  // bars it), and whether any route could hold the case for the Class C answer.
  let potVtc = false;
  let potTraf = false;
  let potReemp = false;
  let fits0731 = false;
  let fits0736 = false;
  let classCCandidate = false;
  for (const r of routes) {
    if (r.bars.length === 0) {
      if (r.family !== null && !r.awaitingPerson) {
        if (r.family === 'vtc') potVtc = true;
        else if (r.family === 'trafficking') potTraf = true;
        else potReemp = true;
      }
      if (r.section === '411.0731') fits0731 = true;
      else if (r.section === '411.0736') fits0736 = true;
    }
    if (yields(r.section, eligible)) continue;
    if (r.dateEstimated && isEligible(r) && r.date <= asOf)
      r.unknowns.push(reason('DATE_ESTIMATED_MATTERS', { date: fromDay(r.date) }));
    if (r.personQuestions.includes('hasClassCConviction')) classCCandidate = true;
    if (!isEligible(r)) continue;
    if (r.date <= asOf) {
      if (bestNow === null || betterNow(r, bestNow)) bestNow = r;
    } else if (best === null || better(r, best)) best = r;
  }
  const reasons: Reason[] = [];
  const questions: CaseQuestionKey[] = [];
  const pq: PersonQuestionKey[] = [];
  let outcome: FinalEligibility;
  let chosen: Route | null = bestNow ?? best;
  let pendVet = false;
  let pendTraf = false;
  const classCHeld = classCCandidate && classCHolds(routes, bestNow ?? best, asOf, eligible);
  if (bestNow !== null && !classCHeld) {
    outcome = bestNow.article !== null ? 'expunction' : 'nondisclosure';
    pushAll(reasons, bestNow.basis);
    const wait = waitReason(bestNow, asOf);
    if (wait !== null) reasons.push(wait);
    pushAll(reasons, bestNow.notes);
    if (outcome === 'nondisclosure') {
      pushAll(reasons, notes);
      // An expunction open today that only an answer stands between would replace the nondisclosure: ask it.
      // Its unknown is named too (a "not sure" answer, docs/law D42): the person learns what could still open it.
      for (const r of routes) {
        if (r.article === null || !isUnknown(r) || r.date > asOf) continue;
        pushAll(reasons, r.unknowns);
        if (!isUnsettleable(r)) for (const k of r.questions) addOnce(questions, k);
      }
    }
  } else {
    let anyUnknown = false;
    let awaitingPerson = false;
    let firstSettled: Route | null = null;
    for (const r of routes) {
      if (yields(r.section, eligible)) continue;
      if (!isUnknown(r)) continue;
      anyUnknown = true;
      if (r.awaitingPerson) awaitingPerson = true;
      if (firstSettled === null && !r.awaitingPerson) firstSettled = r;
    }
    const held = bestNow ?? best;
    if (held !== null) {
      // While an additional-info answer could still make another route eligible now, the case is undecided
      // (api-contract eligibilityInfo); the future route's date is kept as a note.
      // An expunction that could be open today, if only a fact were known, would replace a future date.
      let expunctionOpen = false;
      for (const r of routes) if (r.article !== null && isUnknown(r) && r.date <= asOf) expunctionOpen = true;
      const undecided = awaitingPerson || classCHeld || (held.article === null && expunctionOpen);
      outcome = undecided ? 'could_not_determine' : 'not_yet_eligible';
      pushAll(reasons, held.basis, { onlyWhy: undecided });
      const wait = waitReason(held, asOf);
      if (wait !== null) reasons.push(wait);
      pushAll(reasons, held.notes);
      for (const k of held.questions) addOnce(questions, k);
    } else if (anyUnknown) {
      outcome = 'could_not_determine';
      // The section the case is most likely to use; none while only the additional-info answers can tell.
      chosen = firstSettled;
    } else {
      outcome = 'ineligible';
      chosen = null;
      for (const r of routes) pushAll(reasons, r.bars);
    }
    // Held only by the Class C answer while another route is eligible now: that answer is the one open question.
    const heldNow = bestNow !== null;
    for (const r of routes) {
      if (yields(r.section, eligible) || !isUnknown(r)) continue;
      if (heldNow && !r.personQuestions.includes('hasClassCConviction')) continue;
      if (outcome === 'could_not_determine') pushAll(reasons, r.basis, { onlyWhy: true });
      pushAll(reasons, r.unknowns);
      // Ask only what can still change the outcome: not when the route also needs what no answer gives, except a
      // question whose answer can bar the case outright (docs/law D87).
      if (!isUnsettleable(r)) for (const k of r.questions) addOnce(questions, k);
      else for (const k of r.questions) if (BAR_QUESTIONS.has(k)) addOnce(questions, k);
      for (const k of r.personQuestions) addOnce(pq, k);
      if (r.awaitingPerson && r.family === 'trafficking') pendTraf = true;
      else if (r.awaitingPerson) pendVet = true;
    }
    if (outcome === 'could_not_determine') for (const r of routes) pushAll(reasons, r.bars);
    pushAll(reasons, notes);
  }
  // The victim of this case's assault, threat or harassment (and, for harassment and deadly conduct, what happened)
  // decides a 411.074(b)(1)(D) bar for the person's other cases: asked here whatever this case's own outcome.
  for (const k of questionsForOtherCases(p, f)) addOnce(questions, k);
  widenClassCWindow(reasons, routes);
  const dated = outcome === 'nondisclosure' || outcome === 'expunction' || outcome === 'not_yet_eligible';
  for (const k of pq) addOnce(p.preliminary, k);
  return {
    caseId: f.c.id,
    final_eligibility: outcome,
    ndo_form: chosen !== null && outcome !== 'ineligible' ? chosen.section : null,
    eligible_date: dated && chosen !== null && !Number.isNaN(chosen.date) ? fromDay(chosen.date) : null,
    expunction_route: dated && chosen !== null ? chosen.article : null,
    waiting_period_start: dated && chosen !== null && !Number.isNaN(chosen.start) ? fromDay(chosen.start) : null,
    waiting_period: dated && chosen !== null ? chosen.wait : null,
    reasons,
    questions: inOrder(questions, CASE_QUESTION_KEYS),
    pend_elig_411_0727_0729: pendVet,
    pend_elig_411_0728: pendTraf,
    final_pot_elig_411_0727: potVtc,
    final_pot_elig_411_0728: potTraf,
    final_pot_elig_411_0729: potReemp,
    final_pot_elig_411_0731: fits0731,
    final_pot_elig_411_0736: fits0736,
    bwi: hasCat(f, 'bwi'),
    hideStatus: questions.length > 0 || pq.length > 0,
  };
}

/**
 * One answer to `class_c_in_window` serves every route of the case, so the question names the widest window: the
 * earliest start and the latest date of the routes that ask it (docs/law D74). A "no" then holds for each route, and
 * a "yes" is never less than the truth for any of them.
 */
function widenClassCWindow(reasons: Reason[], routes: readonly Route[]): void {
  const i = reasons.findIndex((r) => r.code === 'CLASS_C_IN_WINDOW_NEEDED');
  const shown = reasons[i];
  if (shown === undefined) return;
  let from = '';
  let to = '';
  for (const r of routes) {
    if (!isUnknown(r) || isUnsettleable(r)) continue;
    for (const u of r.unknowns) {
      if (u.code !== 'CLASS_C_IN_WINDOW_NEEDED') continue;
      const start = u.params?.from ?? '';
      const end = u.params?.to ?? '';
      if (start !== '' && (from === '' || start < from)) from = start;
      if (end > to) to = end;
    }
  }
  const params: Record<string, string> = { ...shown.params };
  if (from !== '') params.from = from;
  if (to !== '') params.to = to;
  reasons[i] = { ...shown, params };
}

/** Dispositions that show a placement on deferred adjudication or probation, or a conviction: no expunction route. */
const PLACED: ReadonlySet<DispositionKind> = new Set([
  'deferred_discharged',
  'deferred_adjudicated',
  'on_deferred',
  'probation_completed',
  'probation_revoked',
  'on_probation',
  'convicted_sentence',
]);

/**
 * A certain bar outranks unknowns (ADR 0060 item 50): an offense whose 411.074(b) bar rests on the record or an
 * answer (the case's own bar codes: a listed or registrable offense, a family-violence literal, a "yes" about the
 * victim) closes every nondisclosure route, and a placement or conviction closes expunction (CCP 55A.051), so the
 * case is ineligible whatever else is unknown (discharge, payment, other cases). Not for a misdemeanor of a
 * veteran who completed a reemployment program (411.0729 stays behind legal review).
 */
function certainBar(p: PersonCtx, f: CaseFacts): Decision | null {
  // docs/law D86: a case whose outcome a pending motion leaves open still shows its placement on supervision.
  const placed = PLACED.has(f.disposition) || (f.disposition === 'unknown' && f.c.dates.placement !== null);
  if (f.barCodes.length === 0 || !placed) return null;
  if (f.misdemeanor && p.answers.completedVetReemploymentPrg === true) return null;
  const reasons: Reason[] = [...f.barsHere];
  // No expunction: a felony conviction, or community supervision (deferred or probation, CCP 55A.051(3)).
  if (f.felony && f.convictionDisposition) reasons.push(reason('FELONY_CONVICTION'));
  else if (f.disposition !== 'convicted_sentence') reasons.push(reason('DEFERRED_BLOCKS_EXPUNCTION'));
  return simple(f, 'ineligible', reasons);
}

/** Notes the record carries (ADR 0060 items 51, 59, 60; docs/law D86): they qualify the result, never change it. */
const RECORD_NOTE_REASONS = {
  expunction_requested: 'EXPUNCTION_REQUESTED',
  nondisclosure_petition: 'NONDISCLOSURE_PETITION_ON_RECORD',
  nondisclosure_order: 'NONDISCLOSURE_ORDER_ON_RECORD',
  expunction_hearing: 'EXPUNCTION_HEARING_ON_RECORD',
  conviction_under_attack: 'CONVICTION_UNDER_ATTACK',
  discharge_year_only: 'DISCHARGE_YEAR_LATEST_DAY',
  supervision_motion_pending: 'SUPERVISION_MOTION_PENDING',
} as const satisfies Record<RecordNote, ReasonCode>;

function withRecordNotes(f: CaseFacts, d: Decision): Decision {
  const c = f.c;
  for (const n of c.recordNotes ?? []) d.reasons.push(reason(RECORD_NOTE_REASONS[n]));
  if (c.offense.inchoate && !c.offense.unidentified)
    d.reasons.push(reason('ATTEMPT_CLASSIFIED', { statute: c.offense.statute ?? '' }));
  return d;
}

/** CCP 55A.002, 55A.052, 55A.053/.054: the outcomes with only expunction routes. */
function isExpunctionDisposition(d: DispositionKind): boolean {
  return d === 'acquitted' || d === 'no_bill' || d === 'dismissed';
}

function evaluateCase(p: PersonCtx, f: CaseFacts): Decision {
  const c = f.c;
  if (c.level === 'MC') return simple(f, 'could_not_determine', [reason('OUT_OF_SCOPE_CLASS_C')]);
  if (f.filingDay < SCOPE_START_DAY) return simple(f, 'could_not_determine', [reason('OUT_OF_SCOPE_BEFORE_1990')]);
  if (f.disposition === 'pending') return simple(f, 'could_not_determine', [reason('PENDING_CASE')]);
  // A certain bar outranks an outcome a pending motion leaves open (docs/law D86, after D50).
  const certain = certainBar(p, f);
  if (certain !== null) return certain;
  if (f.disposition === 'unknown') return simple(f, 'could_not_determine', [reason('DISPOSITION_UNKNOWN')]);
  const notes: Reason[] = [];
  let routes: readonly Route[];
  if (isExpunctionDisposition(f.disposition)) {
    routes = expunctionRoutes(p, f);
    if (routes.length === 0) routes = [marker('NO_SECTION_FOR_DISPOSITION', { disposition: f.disposition })];
  } else {
    const nd = nondisclosureRoutes(p, f, notes);
    if (!Array.isArray(nd)) return nd;
    for (const r of expunctionRoutes(p, f)) nd.push(r);
    routes = nd;
  }
  return decide(p, f, routes, notes);
}

export function evaluate(input: EvaluateInput): EvaluateOutput {
  // How supervision ended, as the person answered it, is read into the case first (ADR 0060 item 58), so every
  // case of the person sees the same record.
  const asOfDay = toDay(input.asOf);
  const cases = input.cases.map((c) =>
    applySupervisionEnd(
      c,
      Object.hasOwn(input.caseAnswers, c.id) ? input.caseAnswers[c.id] : undefined,
      asOfDay,
      input.cases,
    ),
  );
  const p = personCtx({ ...input, cases }, RECORD_LAW);
  // A bad evaluation date is a caller's bug; every answer would be wrong, so refuse rather than guess.
  if (Number.isNaN(p.asOf))
    throw new RangeError(`evaluate: asOf must be a YYYY-MM-DD date, got ${JSON.stringify(input.asOf)}`);
  const decisions: Decision[] = [];
  for (const f of p.facts) decisions.push(withRecordNotes(f, evaluateCase(p, f)));
  const preliminaryQuestions = inOrder(p.preliminary, PERSON_QUESTION_KEYS);
  return { decisions, preliminaryQuestions, needsPreliminaryQuestions: preliminaryQuestions.length > 0 };
}
