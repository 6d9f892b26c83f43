/**
 * Gov't Code § 411.074 — conditions every nondisclosure section shares (except 411.0729, see there):
 * (b) the absolute bars, for the offense being sealed and for any offense the person was ever convicted of or
 * placed on deferred adjudication for; (a) the clean period, from the day after sentence or placement through
 * the section's earliest date. Also the "first offender" condition that six sections add (docs/law D70), and
 * the project's decisions on records the data cannot date or see (docs/law D4, D15).
 */
import type {
  DisqualifyingOffense,
  EngineCase,
  OffenseCategory,
  PersonAnswers,
  PersonQuestionKey,
  Reason,
} from '../model';
import { fromDay } from '../dates';
import type { ReasonCode } from '../reasons';
import type { CaseFacts, PersonCtx, RecordLaw } from '../engine/context';
import { askCase, askPerson, reason, type Route } from '../engine/route';
import { yesNo } from '../engine/answers';
import { statuteIs } from './chapters';
import { applyChargeFacts, chargeFamilyViolence } from './charge-facts';
import type { SectionLaw, SectionMeta } from './meta';

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
      test: "A literal naming a family victim, the court's finding, the disqualifyingOffenses answer, and victim_family_household_or_dating for assault, deadly conduct, terroristic threat and harassment cases.",
      questions: ['disqualifyingOffenses', 'victim_family_household_or_dating'],
    },
    {
      plain:
        "No other conviction or deferred adjudication (fine-only traffic aside) from the day after this case's sentence or placement through its eligible date; a Class C case counts.",
      citation: "Tex. Gov't Code § 411.074(a)",
      test: "Every other case's conviction or placement date; a pending case filed in the window; class_c_in_window when the person has a Class C record.",
      questions: ['hasClassCConviction', 'class_c_in_window'],
    },
  ],
  wait: null,
  shared: [],
  decisions: [
    'D4 the window',
    'D7 family violence by literal and answer',
    'D15 pending cases',
    'docs/law D25, D26, D27, D32',
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

/** The case's offense is one of those and nothing on record already makes it family violence. */
export function asksFamilyVictim(c: EngineCase): boolean {
  if (c.offense.categories.includes('family_violence') || c.familyViolenceFinding === true) return false;
  return VICTIM_DECIDES_FAMILY_VIOLENCE.some((s) => statuteIs(c.offense.statute, s));
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

/**
 * A person with a Class C conviction, deferred adjudication or deferred disposition (not a fine-only traffic
 * offense; 411.074(a), 411.0715) that the data cannot date. 411.074(a): one inside this case's window (from the
 * sentence or placement through the route's date) bars the route (`class_c_in_window`, CLEAN_PERIOD_VIOLATED).
 * First-offender sections ("not previously convicted", 411.072(a)(2), 411.073(b)(2) …) also ask whether one was
 * decided before this case (`class_c_before_case`): yes → FIRST_OFFENDER_CLASS_C_RECORD; no → only the window
 * question remains, and a later one outside the window is LATER_RECORD_AMBIGUOUS, as for a later record in the data.
 */
function applyClassC(f: CaseFacts, r: Route, firstOffender: boolean): void {
  const inWindow = yesNo(f.answers, 'class_c_in_window');
  if (inWindow === 'yes') {
    r.bars.push(reason('CLEAN_PERIOD_VIOLATED', { where: 'class_c' }));
    return;
  }
  if (firstOffender) {
    const before = yesNo(f.answers, 'class_c_before_case');
    if (before === 'yes') {
      r.bars.push(
        reason('FIRST_OFFENDER_CLASS_C_RECORD', { section: r.section ?? '' }, `Tex. Gov't Code § ${r.section ?? ''}`),
      );
      return;
    }
    if (before === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'class_c_before_case' }));
    else if (before === 'unasked') askCase(r, 'class_c_before_case', 'CLASS_C_ANSWER_NEEDED');
    // Not before this case and not inside its window: a later record, which the first-offender text leaves open.
    else if (inWindow === 'no') r.unknowns.push(reason('LATER_RECORD_AMBIGUOUS', { where: 'class_c' }));
  }
  if (inWindow === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'class_c_in_window' }));
  else if (inWindow === 'unasked') askCase(r, 'class_c_in_window', 'CLASS_C_IN_WINDOW_NEEDED');
}

/**
 * Applies 411.074 to a route whose date is known: bars (b), clean period (a), other cases we cannot read, and
 * records outside the data. `opts.firstOffender` adds the never-previously-convicted test of the six sections that
 * carry it; otherwise a later record only adds a note that the judge may weigh it.
 */
export function apply074(p: PersonCtx, f: CaseFacts, r: Route, opts: { firstOffender: boolean }): void {
  const firstOffender = opts.firstOffender;
  if (p.answerBar !== null) r.bars.push(p.answerBar);
  else if (p.barQuestions.length > 0) askPerson(r, p.barQuestions, 'PERSON_ANSWERS_NEEDED');
  for (const b of f.barsHere) r.bars.push(b);
  applyChargeFacts(f.c, f.answers, r, firstOffender);
  // Class C records (city and justice courts, outside the data; decision 0006) come from the person's answers.
  if (p.classCRecord === true) applyClassC(f, r, firstOffender);

  const start = f.startDay;
  const end = r.date;
  if (Number.isNaN(start)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'placement_or_sentence' }));
    return;
  }
  const answersClear = p.answerBar === null && p.barQuestions.length === 0;
  let laterRecord = false;
  for (const o of p.facts) {
    if (o === f) continue;
    const disp = o.disposition;
    if (o.records.length > 0) {
      for (const b of o.barsElsewhere) r.bars.push(b);
      if (!o.identified && !answersClear) r.unknowns.push(reason('UNIDENTIFIED_OFFENSE_IN_RECORD'));
      // 411.074(b)(1)(D): another case's assault, threat or harassment whose victim is not settled (its own
      // question, asked on that case whatever its own outcome) may be family violence, which bars this route too.
      if (asksFamilyVictim(o.c)) {
        const v = yesNo(o.answers, 'victim_family_household_or_dating');
        if (v === 'unasked' || v === 'not_sure')
          r.unknowns.push(reason('FAMILY_VIOLENCE_VICTIM_UNKNOWN', { where: 'other_case' }));
      }
    }
    if (disp === 'unknown') {
      // It may have ended in a conviction or deferred adjudication we cannot date or name.
      r.unknowns.push(reason('OTHER_CASE_OUTCOME_UNKNOWN'));
      continue;
    }
    if (disp === 'pending') {
      // A pending case could still end in a conviction: a bar if its offense is barred, or if it lands in the window.
      const inWindow =
        Number.isNaN(end) || end > p.asOf || (o.filingDay > start && o.filingDay <= end) || Number.isNaN(o.filingDay);
      if (o.barCodes.length > 0 || inWindow) r.unknowns.push(reason('PENDING_CASE_MAY_BAR'));
      continue;
    }
    for (const rec of o.records) {
      if (Number.isNaN(rec.day)) {
        r.unknowns.push(reason('RECORD_DATE_UNKNOWN'));
        continue;
      }
      // An estimated date this close to either end of the window could fall on the other side of it.
      if (
        rec.estimated &&
        (Math.abs(rec.day - start) <= ESTIMATE_MARGIN_DAYS ||
          (!Number.isNaN(end) && Math.abs(rec.day - end) <= ESTIMATE_MARGIN_DAYS))
      ) {
        r.unknowns.push(reason('DATE_ESTIMATED_MATTERS', { date: fromDay(rec.day) }));
        continue;
      }
      if (rec.day > start && (Number.isNaN(end) || rec.day <= end)) {
        r.bars.push(
          reason('CLEAN_PERIOD_VIOLATED', { date: fromDay(rec.day), end: Number.isNaN(end) ? '' : fromDay(end) }),
        );
      } else if (rec.day > start) {
        laterRecord = true;
      } else if (firstOffender) {
        if (rec.day < start)
          r.bars.push(
            reason(
              'FIRST_OFFENDER_FAILED',
              { date: fromDay(rec.day), section: r.section ?? '' },
              `Tex. Gov't Code § ${r.section ?? ''}`,
            ),
          );
        else r.unknowns.push(reason('SAME_DAY_RECORD', { date: fromDay(rec.day) }));
      }
    }
  }
  if (laterRecord) {
    if (firstOffender) r.unknowns.push(reason('LATER_RECORD_AMBIGUOUS'));
    else r.notes.push(reason('LATER_CONVICTION_MAY_WEIGH'));
  }
  if (p.recordsOutside || (firstOffender && p.recordsBefore1990)) r.unknowns.push(reason('RECORD_OUTSIDE_DATA'));
  // 411.074(a) and the first-offender sections: a Class C record counts for every section, so the question is asked
  // of every route nothing else bars (CLASS_C_ANSWER_NEEDED).
  if (p.classCRecord === null && r.bars.length === 0) askPerson(r, ['hasClassCConviction'], 'CLASS_C_ANSWER_NEEDED');
  // Family violence by the victim's relation (docs/law D26): a "yes" is among the case's bars already (caseBars);
  // asked only while nothing else bars the route.
  if (r.bars.length === 0 && asksFamilyVictim(f.c)) {
    const v = yesNo(f.answers, 'victim_family_household_or_dating');
    if (v === 'unasked') askCase(r, 'victim_family_household_or_dating', 'FAMILY_VIOLENCE_VICTIM_UNKNOWN');
    else if (v === 'not_sure')
      r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'victim_family_household_or_dating' }));
  }
}

/** What the engine's per-person facts read from 411.074: the bars of an offense, of the answers, and the victim test. */
export const RECORD_LAW: RecordLaw = { categoryBars, answerBar, asksFamilyVictim };

/**
 * 411.074(b)(1)(D): a case with a conviction, probation or deferred adjudication (any level, barred or not) for an
 * offense whose victim decides family violence asks `victim_family_household_or_dating` while another case of the
 * person has a nondisclosure route the answer could close (a conviction or deferred record that no bar of its own
 * and no felony conviction already closes).
 */
export function asksVictimForOtherCases(p: PersonCtx, f: CaseFacts): boolean {
  if (f.records.length === 0 || !asksFamilyVictim(f.c)) return false;
  if (yesNo(f.answers, 'victim_family_household_or_dating') !== 'unasked') return false;
  for (const o of p.facts) {
    if (o === f || o.records.length === 0 || o.barCodes.length > 0) continue;
    if (o.felony && o.convictionDisposition) continue;
    return true;
  }
  return false;
}
