import { randomUUID } from 'node:crypto';
import type { DatedFact, EngineCase, OffenseIdentity } from '@cyr/rules';
import {
  EMPTY_PERSON_CASES,
  PersonCasesStateSchema,
  type CaseOrigin,
  type PersonCaseFacts,
  type PersonCasesState,
} from '@cyr/schemas';
import type { CaseDisplay, Supervision } from '@cyr/harris-data';
import type { CaseRow } from './case-store';

/**
 * Cases the person fixes or adds from their papers (docs/decisions/0073-cases-entered-by-the-person.md). They
 * live in the session row (`sessions.person_cases`) and are turned into engine input here, in memory: nothing
 * is ever written to the `cases` table, so the court data stays what the District Clerk published.
 */

/** A case as the session evaluates it: a court row, a court row the person corrected, or a case the person added. */
export type SessionCaseRow = CaseRow & {
  origin: CaseOrigin;
  /** What the person read on their papers (entered and corrected cases). */
  facts?: PersonCaseFacts;
  /** The court row before the correction (corrected cases). */
  courtRow?: CaseRow;
};

/** The `cas` of a case the person added: never the shape of a court cause number. */
const ADDED_PREFIX = 'added:';

export function isAddedCas(cas: string): boolean {
  return cas.startsWith(ADDED_PREFIX);
}

export function newAddedKey(): string {
  return `${ADDED_PREFIX}${randomUUID()}`;
}

/** The stored state; a row written before migration 0600 or one that no longer parses reads as nothing entered. */
export function personCasesOf(session: { person_cases?: unknown }): PersonCasesState {
  const parsed = PersonCasesStateSchema.safeParse(session.person_cases ?? {});
  return parsed.success ? parsed.data : EMPTY_PERSON_CASES;
}

const fact = (date: string): DatedFact | null => (date === '' ? null : { date, estimated: false });
const orNull = (date: string): string | null => (date === '' ? null : date);

/**
 * A typed offense: the engine cannot classify free text and does not guess from keywords, so the offense is
 * unidentified (the engine then says it could not check the rules that depend on the offense).
 */
function typedOffense(text: string): OffenseIdentity {
  return {
    literal: text,
    code: null,
    statute: null,
    penalCodeChapter: null,
    categories: [],
    unidentified: true,
    fineOnly: false,
    typedByPerson: true,
  };
}

/** The engine's dates of a case that ended this way, from the dates on the papers. */
function datesOf(f: PersonCaseFacts): EngineCase['dates'] {
  const on = fact(f.dispositionDate);
  const end = fact(f.endDate);
  const d: EngineCase['dates'] = {
    filing: fact(f.filingDate),
    offense: fact(f.offenseDate),
    arrest: null,
    placement: null,
    discharge: null,
    conviction: null,
    dismissal: null,
    supervisionEnd: null,
    sentenceCompletion: null,
  };
  switch (f.disposition) {
    case 'deferred_discharged':
      return { ...d, placement: on, discharge: end };
    case 'on_deferred':
      // Not finished yet: the day it is set to end is where the court data keeps it too, the discharge to come
      // (harris-data's build; the engine counts the wait from it).
      return { ...d, placement: on, discharge: end };
    case 'deferred_adjudicated':
      return { ...d, conviction: on };
    case 'probation_completed':
    case 'on_probation':
      return { ...d, placement: on, conviction: on, supervisionEnd: end };
    case 'probation_revoked':
      return { ...d, placement: on, conviction: on };
    case 'convicted_sentence':
      return { ...d, conviction: on, sentenceCompletion: end };
    case 'dismissed':
    case 'no_bill':
    case 'acquitted':
      return { ...d, dismissal: on };
    case 'pending':
      return d;
  }
}

/**
 * What the contract's Case shows of these facts besides the engine's dates: which supervision the placement began
 * (the presenter shows the engine's dates from it, presenters/case.ts).
 */
function displayOf(f: PersonCaseFacts): CaseDisplay {
  const supervision: Supervision | null =
    f.disposition === 'deferred_discharged' || f.disposition === 'on_deferred'
      ? 'deferred'
      : f.disposition === 'probation_completed' ||
          f.disposition === 'on_probation' ||
          f.disposition === 'probation_revoked'
        ? 'probation'
        : null;
  return {
    sentence: null,
    fine: null,
    dispositionLiteral: null,
    dispositionDate: orNull(f.dispositionDate),
    supervision,
    nondisclosureSetting: null,
    arrestingAgency: null,
  };
}

const felonyOf = (level: string): 'Felony' | 'Misdemeanor' => (level.startsWith('F') ? 'Felony' : 'Misdemeanor');

/**
 * A case the person added: only what they read on their papers. No agency, no report number, no charge facts,
 * no finding: the engine treats each as not known.
 */
export function addedRow(key: string, facts: PersonCaseFacts, person: { spn: string; name: string }): SessionCaseRow {
  const engine: EngineCase = {
    id: key,
    causeNumber: facts.causeNumber,
    court: null,
    level: facts.level,
    offense: typedOffense(facts.offense),
    disposition: facts.disposition,
    dismissalReason: facts.disposition === 'dismissed' ? 'unknown' : null,
    familyViolenceFinding: null,
    chargePresented: null,
    dates: datesOf(facts),
    sentence: { raw: null, confinementDays: null, supervisionMonths: null, fineDollars: null },
  };
  return {
    cas: key,
    cause_number: facts.causeNumber,
    def_spn: person.spn,
    def_nam: person.name,
    last_name: '',
    first_name: '',
    middle_name: '',
    suffix: '',
    dob: '',
    level: facts.level,
    misdemeanor_felony: felonyOf(facts.level),
    court: null,
    filing_date: orNull(facts.filingDate),
    offense_literal: facts.offense,
    engine_case: engine,
    display: displayOf(facts),
    origin: 'entered',
    facts,
  };
}

/**
 * A court case as the person corrected it. What the person cannot read on their papers (the offense's statute
 * when they kept the court's offense text, the agency, the report number, findings, charge facts) stays the
 * court data's; an offense they retyped is a typed offense; the level, how it ended and its dates are theirs.
 */
export function correctedRow(court: CaseRow, facts: PersonCaseFacts): SessionCaseRow {
  const base = court.engine_case;
  const sameOffense = facts.offense.trim().toUpperCase() === court.offense_literal.trim().toUpperCase();
  const sameDisposition = facts.disposition === base.disposition;
  const engine: EngineCase = {
    ...base,
    level: facts.level,
    offense: sameOffense ? base.offense : typedOffense(facts.offense),
    disposition: facts.disposition,
    dismissalReason: sameDisposition ? base.dismissalReason : facts.disposition === 'dismissed' ? 'unknown' : null,
    dates: {
      ...datesOf(facts),
      filing: fact(facts.filingDate) ?? base.dates.filing,
      offense: fact(facts.offenseDate) ?? base.dates.offense,
      arrest: base.dates.arrest,
    },
    sentence: sameDisposition
      ? base.sentence
      : { raw: null, confinementDays: null, supervisionMonths: null, fineDollars: null },
    supervisionEndedUnclear: null,
  };
  return {
    ...court,
    level: facts.level,
    misdemeanor_felony: felonyOf(facts.level),
    filing_date: orNull(facts.filingDate) ?? court.filing_date,
    offense_literal: facts.offense,
    engine_case: engine,
    display: { ...displayOf(facts), arrestingAgency: court.display.arrestingAgency },
    origin: 'corrected',
    facts,
    courtRow: court,
  };
}

/**
 * The session's cases with the person's changes: court cases not marked "not mine" (corrected ones as
 * corrected), then the cases they added, in the order they added them; and the court cases set aside.
 */
export function applyPersonCases(
  courtRows: CaseRow[],
  state: PersonCasesState,
  person: { spn: string; name: string },
): { rows: SessionCaseRow[]; notMine: CaseRow[] } {
  const notMine = new Set(state.notMine);
  const rows: SessionCaseRow[] = [];
  const setAside: CaseRow[] = [];
  for (const row of courtRows) {
    if (notMine.has(row.cas)) {
      setAside.push(row);
      continue;
    }
    const facts = Object.hasOwn(state.corrected, row.cas) ? state.corrected[row.cas] : undefined;
    rows.push(facts ? correctedRow(row, facts) : { ...row, origin: 'court' });
  }
  for (const a of state.added) rows.push(addedRow(a.key, a.facts, person));
  return { rows, notMine: setAside };
}
