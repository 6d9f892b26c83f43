/**
 * Gov't Code § 411.074 — the conditions the nondisclosure sections share, read as law: each is named once in
 * SHARED_CONDITIONS with its citation (the 411.074(b) absolute bars, for the offense being sealed and for any offense
 * the person was ever convicted of or placed on deferred adjudication for; the 411.074(a) clean period, from the day
 * after sentence or placement through the section's earliest date; the "first offender" condition six sections add,
 * docs/law D70; and records the county data cannot show, D1), and a section applies exactly the ones its declaration
 * lists in `shared` (`applyShared`). The project's decisions on records the data cannot date or see: D4, D15.
 */
import type {
  CaseAnswers,
  CaseQuestionKey,
  DisqualifyingOffense,
  EngineCase,
  OffenseCategory,
  PersonAnswers,
  PersonQuestionKey,
  Reason,
} from '../model';
import { fromDay } from '../dates';
import type { ReasonCode } from '../reasons';
import type { CaseFacts, PersonCtx, RecordEvent, RecordLaw } from '../engine/context';
import { askCase, askPerson, reason, type Route } from '../engine/route';
import { yesNo } from '../engine/answers';
import { statuteIs } from './chapters';
import { chargeFamilyViolence } from './charge-facts';
import type { SectionLaw, SectionMeta, SharedCondition } from './meta';

export const LAW = {
  id: '411.074',
  kind: 'shared',
  title: 'Required conditions for receiving an order of nondisclosure',
  citation: "Tex. Gov't Code § 411.074",
  effective: '2015-09-01',
  confidence: 'H',
  statute:
    '411.074(a): the person must not be convicted of or placed on deferred adjudication for another offense (other than a fine-only traffic offense) during the period after the sentence or placement through the end of the waiting period. (b): no order if the offense being sealed, or any offense the person was ever convicted of or placed on deferred adjudication for, requires sex-offender registration (b)(1)(A), is aggravated kidnapping (B), murder, capital murder, trafficking of persons, injury to a child, elderly or disabled person, abandoning or endangering a child, violation of a protective order or bond condition (PC 25.07, 25.072) or stalking (C), or involves family violence (Family Code 71.004) (D); nor if the court made an affirmative family-violence finding (b)(2).',
  conditions: [
    {
      plain:
        'No sex-offender registrable offense anywhere in the record (including lewd visual material depicting a child, PC 43.262).',
      citation: "Tex. Gov't Code § 411.074(b)(1)(A); Tex. Code Crim. Proc. art. 62.001(5)",
      test: 'Offense category or statute of every convicted or deferred case; the literal for lewd visual material and a child; the sexOffender answer.',
      questions: ['sexOffender'],
    },
    {
      plain:
        'No aggravated kidnapping, murder, trafficking, injury to a child, elderly or disabled person, child abandonment or endangerment, protective-order or bond-condition violation, or stalking anywhere in the record.',
      citation: "Tex. Gov't Code § 411.074(b)(1)(B)-(C)",
      test: 'Offense category or statute of every convicted or deferred case; the disqualifyingOffenses answer for records outside the data.',
      questions: ['disqualifyingOffenses'],
    },
    {
      plain:
        "No family violence: against a relative, a current or former spouse, the other parent of the person's child, anyone the person lives or lived with (roommates too), or anyone the person dated.",
      citation: "Tex. Gov't Code § 411.074(b)(1)(D), (b)(2); Tex. Fam. Code § 71.004",
      test: "A literal naming a family victim, the court's finding, the disqualifyingOffenses answer, and victim_family_household_or_dating for assault, deadly conduct, terroristic threat and harassment cases: a yes is the bar for assault (22.01), aggravated assault (22.02) and terroristic threat (22.07); for harassment (42.07) and deadly conduct (22.05) it asks family_violence_conduct (hurt, tried to hurt or threatened to hurt soon): yes → the bar, no → none, not sure → FAMILY_VIOLENCE_CONDUCT_UNKNOWN (docs/law D79).",
      questions: ['disqualifyingOffenses', 'victim_family_household_or_dating', 'family_violence_conduct'],
    },
    {
      plain:
        "No other conviction or deferred adjudication (fine-only traffic aside) from the day after this case's sentence or placement through its eligible date; a Class C case counts.",
      citation: "Tex. Gov't Code § 411.074(a)",
      test: "Every other case's conviction or placement date; a pending case filed in the window; class_c_in_window when the person has a Class C record.",
      questions: ['hasClassCConviction', 'class_c_in_window'],
    },
    {
      plain:
        'Records the county data cannot show (another state, before 1990) could be any of the above: the route is not decided on the data alone.',
      citation: "Tex. Gov't Code § 411.074; docs/law D1",
      test: 'The pre-check answers: a record outside Texas → RECORD_OUTSIDE_DATA for every section; a record before 1990 → RECORD_OUTSIDE_DATA for the first-offender sections.',
    },
  ],
  wait: null,
  shared: [],
  decisions: [
    'D4 the window',
    'D7 family violence by literal and answer',
    'D15 pending cases',
    'docs/law D25, D26, D27, D32',
    'docs/law D79 family violence needs violence or a threat',
  ],
} as const satisfies SectionLaw;

/** The "never previously convicted" condition six sections add (411.072, 411.0726, 411.073, 411.0731, 411.0735, 411.0736). */
export const FIRST_OFFENDER_LAW = {
  id: 'first-offender',
  kind: 'shared',
  title: 'First offender: never previously convicted or placed on deferred adjudication',
  citation: "Tex. Gov't Code §§ 411.072(a)(2), 411.0726, 411.073(b)(2), 411.0731, 411.0735, 411.0736",
  effective: '2015-09-01',
  confidence: 'M',
  statute:
    'Each of these sections requires that the person "has not been previously convicted of or placed on deferred adjudication community supervision for another offense other than a traffic offense that is punishable by fine only".',
  conditions: [
    {
      plain:
        'No earlier conviction or deferred adjudication, other than a fine-only traffic offense (Class C non-traffic records count).',
      citation: "Tex. Gov't Code § 411.072(a)(2) and the sections above",
      test: 'Other cases disposed before this one; hasClassCConviction for records outside the county data, then class_c_before_case (yes → FIRST_OFFENDER_CLASS_C_RECORD; no → could_not_determine, LATER_RECORD_AMBIGUOUS, unless the window question bars it); a record the same day or a later one → could_not_determine.',
      questions: ['hasClassCConviction', 'class_c_before_case'],
    },
  ],
  wait: null,
  shared: [],
  decisions: [
    'D4 "previously" read as before this case\'s disposition',
    'decision 0006 Class C records',
    'docs/law D33 Class C traffic offenses',
  ],
} as const satisfies SectionLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

/** How far an estimated record date may be from the truth before it could change which side of a window it is on. */
export const ESTIMATE_MARGIN_DAYS = 31;

/** 411.074(b)(1): offenses that bar nondisclosure anywhere in the person's record. */
export const BARRED_CATEGORIES: Readonly<Partial<Record<OffenseCategory, ReasonCode>>> = {
  sex_offender_registrable: 'BAR_411074_SEX_OFFENDER',
  aggravated_kidnapping: 'BAR_411074_AGGRAVATED_KIDNAPPING',
  murder: 'BAR_411074_MURDER',
  human_trafficking: 'BAR_411074_HUMAN_TRAFFICKING',
  injury_child_elderly_disabled: 'BAR_411074_INJURY_CHILD_ELDERLY_DISABLED',
  child_abandoning_endangerment: 'BAR_411074_CHILD_ABANDON_ENDANGER',
  protective_order_violation: 'BAR_411074_PROTECTIVE_ORDER_VIOLATION',
  stalking: 'BAR_411074_STALKING',
  family_violence: 'BAR_411074_FAMILY_VIOLENCE',
};

/** 411.074(b)(1): the same bars by Penal Code section, in case the classifier gave the statute but no category. */
export const BARRED_STATUTES: readonly (readonly [string, ReasonCode])[] = [
  ['PC 19.02', 'BAR_411074_MURDER'],
  ['PC 19.03', 'BAR_411074_MURDER'],
  ['PC 20.04', 'BAR_411074_AGGRAVATED_KIDNAPPING'],
  ['PC 20A.02', 'BAR_411074_HUMAN_TRAFFICKING'],
  ['PC 20A.03', 'BAR_411074_HUMAN_TRAFFICKING'],
  ['PC 22.041', 'BAR_411074_CHILD_ABANDON_ENDANGER'],
  ['PC 22.04', 'BAR_411074_INJURY_CHILD_ELDERLY_DISABLED'],
  ['PC 25.072', 'BAR_411074_PROTECTIVE_ORDER_VIOLATION'],
  ['PC 25.07', 'BAR_411074_PROTECTIVE_ORDER_VIOLATION'],
  ['PC 42.072', 'BAR_411074_STALKING'],
  // CCP 62.001(5)(A): offenses that always require sex-offender registration.
  ['PC 21.02', 'BAR_411074_SEX_OFFENDER'],
  ['PC 21.09', 'BAR_411074_SEX_OFFENDER'],
  ['PC 21.11', 'BAR_411074_SEX_OFFENDER'],
  ['PC 22.011', 'BAR_411074_SEX_OFFENDER'],
  ['PC 22.021', 'BAR_411074_SEX_OFFENDER'],
  ['PC 25.02', 'BAR_411074_SEX_OFFENDER'],
  ['PC 33.021', 'BAR_411074_SEX_OFFENDER'],
  ['PC 43.25', 'BAR_411074_SEX_OFFENDER'],
  ['PC 43.26', 'BAR_411074_SEX_OFFENDER'],
  ['PC 43.262', 'BAR_411074_SEX_OFFENDER'],
];

/**
 * PC 43.262 (possession or promotion of lewd visual material depicting a child) requires registration
 * (CCP 62.001(5)(A)). A literal naming lewd visual material (`LEWD VIS…`, often cut before "CHILD") is this offense
 * when it also names a child or minor (`CHILD`, `CHLD`, `MINOR`, `DEP…`) or when its level is a felony: public
 * lewdness (PC 21.07) is only a Class A misdemeanor.
 */
const LEWD_VISUAL = /LEWD\s*VIS/i;
const CHILD_WORD = /\b(CHILD|CHLD|MINOR)|\bDEP/i;
const FELONY_LEVELS: readonly string[] = ['FC', 'F1', 'F2', 'F3', 'FS'];

/** The 411.074(b)(1) bar of a statute such as `PC 22.04` or `PC 22.04(a)(1)`, or of the literal, if any. */
function statuteBar(c: EngineCase): ReasonCode | undefined {
  for (const [section, code] of BARRED_STATUTES) if (statuteIs(c.offense.statute, section)) return code;
  const literal = c.offense.literal;
  if (LEWD_VISUAL.test(literal) && (CHILD_WORD.test(literal) || FELONY_LEVELS.includes(c.level)))
    return 'BAR_411074_SEX_OFFENDER';
  return undefined;
}

/** The additional-info page's disqualifying-offense codes, as the same bars. */
export const ANSWER_BARS: Readonly<Record<DisqualifyingOffense, ReasonCode>> = {
  murder: 'BAR_411074_MURDER',
  human_trafficking: 'BAR_411074_HUMAN_TRAFFICKING',
  aggravated_kidnapping: 'BAR_411074_AGGRAVATED_KIDNAPPING',
  injury_child_elderly_disabled: 'BAR_411074_INJURY_CHILD_ELDERLY_DISABLED',
  child_abandoning_endangerment: 'BAR_411074_CHILD_ABANDON_ENDANGER',
  family_violence: 'BAR_411074_FAMILY_VIOLENCE',
  stalking: 'BAR_411074_STALKING',
  sex_offender: 'BAR_411074_SEX_OFFENDER',
  protective_order_violation: 'BAR_411074_PROTECTIVE_ORDER_VIOLATION',
};

/**
 * Offenses whose victim decides whether they are family violence (docs/law D26): assault, deadly
 * conduct, terroristic threat, harassment. Family Code 71.004 counts a relative, a current or former spouse, the
 * other parent of the person's child, anyone the person lives or lived with, and anyone the person dated.
 */
export const VICTIM_DECIDES_FAMILY_VIOLENCE: readonly string[] = [
  'PC 22.01',
  'PC 22.02',
  'PC 22.05',
  'PC 22.07',
  'PC 42.07',
];

/**
 * Of those, the offenses that need more than the relationship (docs/law D79): family violence is an act that
 * causes or is meant to cause physical harm, or a threat that reasonably places the member in fear of imminent
 * harm (Family Code 71.004(1); dating violence likewise, 71.0021(a)). Harassment (PC 42.07: repeated messages, an
 * obscene call) and deadly conduct (PC 22.05) need not be either, so the person is asked `family_violence_conduct`.
 * Assault (22.01), aggravated assault (22.02) and a terroristic threat (22.07) are harm or a threat by definition.
 */
export const CONDUCT_DECIDES_FAMILY_VIOLENCE: readonly string[] = ['PC 42.07', 'PC 22.05'];

/** The case's offense is one of those and nothing on record already makes it family violence. */
export function asksFamilyVictim(c: EngineCase): boolean {
  if (c.offense.categories.includes('family_violence') || c.familyViolenceFinding === true) return false;
  return VICTIM_DECIDES_FAMILY_VIOLENCE.some((s) => statuteIs(c.offense.statute, s));
}

/** A "yes" about the victim also needs the conduct question for this offense (docs/law D79). */
export function asksFamilyViolenceConduct(c: EngineCase): boolean {
  return asksFamilyVictim(c) && CONDUCT_DECIDES_FAMILY_VIOLENCE.some((s) => statuteIs(c.offense.statute, s));
}

/**
 * What the person's answers say about a case whose victim decides family violence: `bar` (family violence,
 * 411.074(b)(1)(D)), `clear`, or the question still open (`victim`, `conduct`) or answered "not sure"
 * (`victim_not_sure`, `conduct_not_sure`).
 */
export type FamilyViolenceAnswer = 'bar' | 'clear' | 'victim' | 'victim_not_sure' | 'conduct' | 'conduct_not_sure';

export function familyViolenceByAnswers(c: EngineCase, a: CaseAnswers): FamilyViolenceAnswer {
  const victim = yesNo(a, 'victim_family_household_or_dating');
  if (victim === 'no') return 'clear';
  if (victim === 'unasked') return 'victim';
  if (victim === 'not_sure') return 'victim_not_sure';
  if (!asksFamilyViolenceConduct(c)) return 'bar';
  const conduct = yesNo(a, 'family_violence_conduct');
  if (conduct === 'yes') return 'bar';
  if (conduct === 'no') return 'clear';
  return conduct === 'unasked' ? 'conduct' : 'conduct_not_sure';
}

/** The bars an offense carries by itself (category list, or the court's family-violence finding). */
function hasCode(rs: readonly Reason[], code: ReasonCode): boolean {
  for (const r of rs) if (r.code === code) return true;
  return false;
}

/** The 411.074(b) bars the case's own offense carries: by category, by statute or literal, and the court's finding. */
export function categoryBars(c: EngineCase): readonly Reason[] {
  const out: Reason[] = [];
  for (const cat of c.offense.categories) {
    const code = BARRED_CATEGORIES[cat];
    if (code !== undefined && !hasCode(out, code)) out.push(reason(code));
  }
  const byStatute = statuteBar(c);
  if (byStatute !== undefined && !hasCode(out, byStatute)) out.push(reason(byStatute));
  if (c.familyViolenceFinding === true) out.push(reason('BAR_411074_FAMILY_VIOLENCE_FINDING'));
  // A family victim named in the charge of an assaultive or family offense (ADR 0060 item 53).
  if (chargeFamilyViolence(c) === 'bar') {
    if (!hasCode(out, 'BAR_411074_FAMILY_VIOLENCE')) out.push(reason('BAR_411074_FAMILY_VIOLENCE'));
    out.push(reason('FAMILY_VIOLENCE_IN_CHARGE'));
  }
  return out;
}

/**
 * The person's answers about 411.074(b). `sexOffender: true` or any listed offense is a bar (the product's stop
 * state); `sexOffender: false` plus `noneOfTheAbove: true` clears the bars the data cannot show, including
 * family violence for offense literals that do not say (docs/law D7).
 */
export function answerBar(a: PersonAnswers): { bar: Reason | null; questions: PersonQuestionKey[] } {
  if (a.sexOffender === true)
    return { bar: reason('BAR_411074_SEX_OFFENDER', { where: 'your_answer' }), questions: [] };
  for (const o of a.disqualifyingOffenses ?? []) {
    const code = ANSWER_BARS[o] as ReasonCode | undefined; // codes outside the list are ignored, never trusted
    if (code !== undefined) return { bar: reason(code, { where: 'your_answer' }), questions: [] };
  }
  const questions: PersonQuestionKey[] = [];
  if (a.sexOffender === undefined) questions.push('sexOffender');
  if (a.noneOfTheAbove !== true) questions.push('disqualifyingOffenses');
  return { bar: null, questions };
}

/** The window 411.074(a) runs over: from the day after the sentence or placement through the route's date. */
interface Window {
  start: number;
  end: number;
}

/** Another case's records that count as a conviction or deferred adjudication (fine-only traffic aside), by day. */
function datedRecords(o: CaseFacts): readonly RecordEvent[] {
  return o.disposition === 'unknown' || o.disposition === 'pending' ? [] : o.records;
}

/** The window's days as the question about it names them (`from`, `to`), each only when it is known. */
function windowParams(w: Window): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Number.isNaN(w.start)) out.from = fromDay(w.start);
  if (!Number.isNaN(w.end)) out.to = fromDay(w.end);
  return out;
}

/** An estimated record date this close to either end of the window could fall on the other side of it. */
function nearEdge(rec: RecordEvent, w: Window): boolean {
  return (
    rec.estimated &&
    (Math.abs(rec.day - w.start) <= ESTIMATE_MARGIN_DAYS ||
      (!Number.isNaN(w.end) && Math.abs(rec.day - w.end) <= ESTIMATE_MARGIN_DAYS))
  );
}

/** Where a record of another case falls against the window: before it, the same day, inside it, or after it. */
function placeOf(rec: RecordEvent, w: Window): 'before' | 'same_day' | 'inside' | 'after' {
  if (rec.day < w.start) return 'before';
  if (rec.day === w.start) return 'same_day';
  return Number.isNaN(w.end) || rec.day <= w.end ? 'inside' : 'after';
}

/**
 * 411.074(b): no barred offense anywhere in the record. The bars the person reported on the additional-info page,
 * this case's own offense and charge (D7, D53), every other conviction or deferred adjudication of the person,
 * and what could be one: an offense the data does not identify, an assault, threat or harassment whose victim or
 * conduct is not settled (D26, D40, D79), a pending case charging a barred offense. The victim questions of this
 * case are asked in `askBars`, once nothing else bars the route.
 */
function testBars(p: PersonCtx, f: CaseFacts, r: Route): void {
  if (p.answerBar !== null) r.bars.push(p.answerBar);
  else if (p.barQuestions.length > 0) askPerson(r, p.barQuestions, 'PERSON_ANSWERS_NEEDED');
  for (const b of f.barsHere) r.bars.push(b);
  if (chargeFamilyViolence(f.c) === 'review')
    r.unknowns.push(reason('NEEDS_LEGAL_REVIEW', { section: '411.074(b)(1)(D)' }));
  const answersClear = p.answerBar === null && p.barQuestions.length === 0;
  for (const o of p.facts) {
    if (o === f) continue;
    if (o.records.length > 0) {
      for (const b of o.barsElsewhere) r.bars.push(b);
      if (!o.identified && !answersClear) r.unknowns.push(reason('UNIDENTIFIED_OFFENSE_IN_RECORD'));
      // Another case's assault, threat or harassment whose victim or conduct is not settled (asked on that case,
      // whatever its own outcome) may be family violence, which bars this route too.
      if (asksFamilyVictim(o.c)) {
        const fv = familyViolenceByAnswers(o.c, o.answers);
        if (fv === 'victim' || fv === 'victim_not_sure')
          r.unknowns.push(reason('FAMILY_VIOLENCE_VICTIM_UNKNOWN', { where: 'other_case' }));
        else if (fv === 'conduct' || fv === 'conduct_not_sure')
          r.unknowns.push(reason('FAMILY_VIOLENCE_CONDUCT_UNKNOWN', { where: 'other_case' }));
      }
    }
    if (o.disposition === 'pending' && o.barCodes.length > 0) r.unknowns.push(reason('PENDING_CASE_MAY_BAR'));
  }
}

/**
 * Family violence by the victim's relation and, for harassment and deadly conduct, the conduct (docs/law D26,
 * D79): a "yes" is among the case's bars already (personCtx); asked only while nothing else bars the route.
 */
function askBars(_p: PersonCtx, f: CaseFacts, r: Route): void {
  if (!asksFamilyVictim(f.c)) return;
  const fv = familyViolenceByAnswers(f.c, f.answers);
  if (fv === 'victim') askCase(r, 'victim_family_household_or_dating', 'FAMILY_VIOLENCE_VICTIM_UNKNOWN');
  else if (fv === 'victim_not_sure')
    r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'victim_family_household_or_dating' }));
  else if (fv === 'conduct') askCase(r, 'family_violence_conduct', 'FAMILY_VIOLENCE_CONDUCT_NEEDED');
  else if (fv === 'conduct_not_sure') r.unknowns.push(reason('FAMILY_VIOLENCE_CONDUCT_UNKNOWN'));
}

/**
 * 411.074(a): no other conviction or deferred adjudication (fine-only traffic aside) from the day after this
 * case's sentence or placement through the route's date. Records in the data (D4; an estimated date near an edge
 * is an unknown), records the data cannot show yet (an unknown outcome, a pending case filed in the window or while
 * it is open, D15), and a Class C record the person reported (`class_c_in_window`, D25). A record after the window
 * does not bar; without the first-offender condition the result notes that the judge may weigh it (D4).
 */
function testCleanPeriod(p: PersonCtx, f: CaseFacts, r: Route, firstOffender: boolean): void {
  const w: Window = { start: f.startDay, end: r.date };
  if (p.classCRecord === true) {
    const inWindow = yesNo(f.answers, 'class_c_in_window');
    if (inWindow === 'yes') r.bars.push(reason('CLEAN_PERIOD_VIOLATED', { where: 'class_c' }));
    else if (inWindow === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'class_c_in_window' }));
    // The question names its window with dates (docs/law D74): the sentence or placement and the route's date.
    else if (inWindow === 'unasked') askCase(r, 'class_c_in_window', 'CLASS_C_IN_WINDOW_NEEDED', windowParams(w));
  }
  if (Number.isNaN(w.start)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'placement_or_sentence' }));
    return;
  }
  let laterRecord = false;
  for (const o of p.facts) {
    if (o === f) continue;
    if (o.disposition === 'unknown') {
      // It may have ended in a conviction or deferred adjudication we cannot date or name.
      r.unknowns.push(reason('OTHER_CASE_OUTCOME_UNKNOWN'));
      continue;
    }
    if (o.disposition === 'pending') {
      const inWindow =
        Number.isNaN(w.end) ||
        w.end > p.asOf ||
        Number.isNaN(o.filingDay) ||
        (o.filingDay > w.start && o.filingDay <= w.end);
      if (inWindow) r.unknowns.push(reason('PENDING_CASE_MAY_BAR'));
      continue;
    }
    for (const rec of datedRecords(o)) {
      if (Number.isNaN(rec.day)) r.unknowns.push(reason('RECORD_DATE_UNKNOWN'));
      else if (nearEdge(rec, w)) r.unknowns.push(reason('DATE_ESTIMATED_MATTERS', { date: fromDay(rec.day) }));
      else if (placeOf(rec, w) === 'inside')
        r.bars.push(
          reason('CLEAN_PERIOD_VIOLATED', { date: fromDay(rec.day), end: Number.isNaN(w.end) ? '' : fromDay(w.end) }),
        );
      else if (placeOf(rec, w) === 'after') laterRecord = true;
    }
  }
  if (laterRecord && !firstOffender) r.notes.push(reason('LATER_CONVICTION_MAY_WEIGH'));
}

/**
 * The first-offender condition of 411.072(a)(2), 411.0726, 411.073(b)(2), 411.0731, 411.0735 and 411.0736: never
 * previously convicted or placed on deferred adjudication (fine-only traffic aside). An earlier record in the data
 * fails it; one the same day, or a later one after the window, is a legal question the person cannot settle (D4);
 * a Class C record the person reported is asked about (`class_c_before_case`, D44); a prior conviction the charge
 * states is asked about (`prior_record_before_case`, D53); records before 1990 are outside the data.
 */
function testFirstOffender(p: PersonCtx, f: CaseFacts, r: Route): void {
  const section = r.section ?? '';
  const citation = `Tex. Gov't Code § ${section}`;
  if (f.c.chargeFacts?.priorConviction === true) {
    const before = yesNo(f.answers, 'prior_record_before_case');
    if (before === 'yes') r.bars.push(reason('PRIOR_CONVICTION_IN_CHARGE'));
    else if (before === 'unasked') askCase(r, 'prior_record_before_case', 'PRIOR_RECORD_ANSWER_NEEDED');
    else r.unknowns.push(reason('PRIOR_CONVICTION_DISPUTED'));
  }
  if (p.classCRecord === true) {
    const inWindow = yesNo(f.answers, 'class_c_in_window');
    const before = yesNo(f.answers, 'class_c_before_case');
    if (before === 'yes') r.bars.push(reason('FIRST_OFFENDER_CLASS_C_RECORD', { section }, citation));
    else if (before === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'class_c_before_case' }));
    else if (before === 'unasked') askCase(r, 'class_c_before_case', 'CLASS_C_ANSWER_NEEDED');
    // Not before this case and not inside its window: a later record, which the first-offender text leaves open.
    else if (inWindow === 'no') r.unknowns.push(reason('LATER_RECORD_AMBIGUOUS', { where: 'class_c' }));
  }
  const w: Window = { start: f.startDay, end: r.date };
  if (Number.isNaN(w.start)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'placement_or_sentence' }));
    return;
  }
  let laterRecord = false;
  for (const o of p.facts) {
    if (o === f) continue;
    for (const rec of datedRecords(o)) {
      if (Number.isNaN(rec.day) || nearEdge(rec, w)) continue; // the clean period names these unknowns
      const place = placeOf(rec, w);
      if (place === 'before')
        r.bars.push(reason('FIRST_OFFENDER_FAILED', { date: fromDay(rec.day), section }, citation));
      else if (place === 'same_day') r.unknowns.push(reason('SAME_DAY_RECORD', { date: fromDay(rec.day) }));
      else if (place === 'after') laterRecord = true;
    }
  }
  if (laterRecord) r.unknowns.push(reason('LATER_RECORD_AMBIGUOUS'));
  if (p.recordsBefore1990) r.unknowns.push(reason('RECORD_OUTSIDE_DATA'));
}

/** Records outside the county data that the person told us of at the pre-check (D1): they could be any record. */
function testRecordsOutside(p: PersonCtx, _f: CaseFacts, r: Route): void {
  if (p.recordsOutside) r.unknowns.push(reason('RECORD_OUTSIDE_DATA'));
}

/**
 * The Class C question (decision 0006): a Class C record counts for the clean period and the first-offender test
 * alike, so it is asked of every route one of them applies to that nothing else bars (CLASS_C_ANSWER_NEEDED).
 */
function askClassC(p: PersonCtx, f: CaseFacts, r: Route): void {
  if (p.classCRecord === null && !Number.isNaN(f.startDay))
    askPerson(r, ['hasClassCConviction'], 'CLASS_C_ANSWER_NEEDED');
}

/** One condition the nondisclosure sections share, as a section's declaration names it (`shared`). */
export interface SharedConditionRule {
  /** Its name, as the rule book lists it under each section that applies it. */
  title: string;
  /** The condition in one plain sentence. */
  plain: string;
  citation: string;
  /** The shared declaration the rule book prints it under (its questions, its decisions). */
  declaredIn: '411.074' | 'first-offender';
  /** Adds the condition's bars, unknowns and notes to a route whose date is set. */
  test: (p: PersonCtx, f: CaseFacts, r: Route, declared: ReadonlySet<SharedCondition>) => void;
  /** Questions asked only once no condition bars the route. */
  ask?: (p: PersonCtx, f: CaseFacts, r: Route) => void;
}

/**
 * The shared conditions of subchapter E-1, each named once with its citation, in the order they run. A section
 * applies exactly those its declaration lists in `shared`: `applyShared` reads the list and nothing else.
 */
export const SHARED_CONDITIONS: { readonly [C in SharedCondition]: SharedConditionRule } = {
  bars_411074b: {
    title: 'the 411.074(b) absolute bars',
    plain: 'No offense that bars nondisclosure, in this case or anywhere in the person’s record.',
    citation: "Tex. Gov't Code § 411.074(b)",
    declaredIn: '411.074',
    test: testBars,
    ask: askBars,
  },
  clean_period_411074a: {
    title: 'the 411.074(a) clean period',
    plain:
      'No other conviction or deferred adjudication (fine-only traffic aside) from the day after the sentence or placement through the date the person can ask for the order.',
    citation: "Tex. Gov't Code § 411.074(a)",
    declaredIn: '411.074',
    test: (p, f, r, declared) => testCleanPeriod(p, f, r, declared.has('first_offender')),
    ask: askClassC,
  },
  first_offender: {
    title: 'first offender',
    plain: 'Never previously convicted or placed on deferred adjudication (fine-only traffic aside).',
    citation: "Tex. Gov't Code §§ 411.072(a)(2), 411.0726, 411.073(b)(2), 411.0731, 411.0735, 411.0736",
    declaredIn: 'first-offender',
    test: testFirstOffender,
    ask: askClassC,
  },
  records_outside_data: {
    title: 'records outside the county data',
    plain: 'No record the county data cannot show that could be one of the above (other states, before 1990).',
    citation: "Tex. Gov't Code § 411.074; docs/law D1",
    declaredIn: '411.074',
    test: testRecordsOutside,
  },
};

/** The order the shared conditions run in (the bars first: a certain bar outranks an unknown, D50). */
export const SHARED_CONDITION_ORDER: readonly SharedCondition[] = [
  'bars_411074b',
  'clean_period_411074a',
  'first_offender',
  'records_outside_data',
];

/**
 * Applies to a route whose date is set the shared conditions its section's declaration lists (`law.shared`), and
 * no others, then asks what they ask once nothing bars the route. The declaration is the only switch: a section that
 * drops `first_offender` from its list loses the test, and the rule book prints the same list.
 */
export function applyShared(p: PersonCtx, f: CaseFacts, r: Route, law: { shared: readonly SharedCondition[] }): void {
  const declared = new Set(law.shared);
  const run = SHARED_CONDITION_ORDER.filter((c) => declared.has(c));
  for (const c of run) SHARED_CONDITIONS[c].test(p, f, r, declared);
  if (r.bars.length > 0) return;
  const asked = new Set<SharedConditionRule['ask']>();
  for (const c of run) {
    const ask = SHARED_CONDITIONS[c].ask;
    if (ask === undefined || asked.has(ask)) continue;
    asked.add(ask);
    ask(p, f, r);
  }
}

/** What the engine's per-person facts read from 411.074: the bars of an offense, of the answers, and the victim test. */
export const RECORD_LAW: RecordLaw = {
  categoryBars,
  answerBar,
  familyViolenceByAnswers: (c, a) => familyViolenceByAnswers(c, a) === 'bar' && asksFamilyVictim(c),
};

/**
 * 411.074(b)(1)(D): a case with a conviction, probation or deferred adjudication (any level, barred or not) for an
 * offense whose victim decides family violence asks `victim_family_household_or_dating` (and, after a "yes" for
 * harassment or deadly conduct, `family_violence_conduct`: docs/law D79) while another case of the person has a
 * nondisclosure route the answer could close (a conviction or deferred record that no bar of its own and no felony
 * conviction already closes).
 */
export function questionsForOtherCases(p: PersonCtx, f: CaseFacts): CaseQuestionKey[] {
  if (f.records.length === 0 || !asksFamilyVictim(f.c)) return [];
  const fv = familyViolenceByAnswers(f.c, f.answers);
  if (fv !== 'victim' && fv !== 'conduct') return [];
  for (const o of p.facts) {
    if (o === f || o.records.length === 0 || o.barCodes.length > 0) continue;
    if (o.felony && o.convictionDisposition) continue;
    return [fv === 'victim' ? 'victim_family_household_or_dating' : 'family_violence_conduct'];
  }
  return [];
}
