/**
 * CCP art. 55A.051 (formerly 55.01(a)(2)): the threshold the no-conviction routes share — released, no final
 * conviction, nothing pending, and no court-ordered community supervision (deferred adjudication included) for the
 * offense — and the rule that every charge from the same arrest must qualify (docs/law D21; 55A.151).
 * Deferred adjudication and community supervision for Class A/B or felonies block the no-conviction routes.
 */
import type { CaseFacts, PersonCtx } from '../../engine/context';
import { newRoute, reason, type Route } from '../../engine/route';
import type { ReasonCode } from '../../reasons';
import type { SectionLaw, SectionMeta } from '../meta';

export const LAW = {
  id: '55A',
  kind: 'shared',
  title: 'Expunction of criminal records',
  citation: 'Tex. Code Crim. Proc. ch. 55A',
  effective: '2025-01-01',
  confidence: 'H',
  statute:
    '55A.051 (formerly 55.01(a)(2)): the no-conviction routes need that the person was released, the charge did not result in a final conviction, is no longer pending, and there was no court-ordered community supervision under chapter 42A (deferred adjudication included) for the offense, other than for a Class C misdemeanor.',
  conditions: [
    {
      plain: 'No conviction, no pending charge, and no community supervision or deferred adjudication for the arrest.',
      citation: 'Tex. Code Crim. Proc. art. 55A.051',
      test: 'Disposition acquitted, no_bill or dismissed (not after deferred or a supervision placement).',
    },
    {
      plain:
        'Every charge from the same arrest also ended without a conviction or supervision; a dismissed or no-billed charge was not refiled, reduced or replaced by another that did.',
      citation:
        'Tex. Code Crim. Proc. arts. 55A.051, 55A.052(a); In re Expunction, 465 S.W.3d 283 (Tex. App.—Houston [1st Dist.] 2015)',
      test: 'Other cases filed or committed the same day, or with the same report number and agency, that did not end in a dismissal, no-bill or acquittal → SAME_EPISODE_MIXED; without a shared report number, a case of the same offense family filed from 30 days before to 90 days after the dismissal or no-bill (or a misdemeanor after a felony no-bill) asks charge_refiled_or_replaced.',
      questions: ['charge_refiled_or_replaced'],
      confidence: 'M',
    },
    {
      plain:
        'A dismissal the clerk records as refiled ("DISMISSED CASE REFILED") is never opened by the person saying it was not refiled: with no refiled case in the data that ended in a dismissal, no-bill or acquittal, the person is asked how the refiled case ended; only "dismissed or no-billed", with the month it ended, gives a date, the later of the two charges\' expunction dates.',
      citation: 'Tex. Code Crim. Proc. arts. 55A.051, 12.05(b); project decision (docs/law D80)',
      test: "dismissalReason refiled_or_other_case: a case of the same offense family filed from 30 days before to 90 days after the dismissal (whatever the report numbers) or with the same report number is the refiled case (SAME_EPISODE_MIXED unless it ended in a dismissal, no-bill or acquittal, then the later date); none in the data → refiled_case_outcome: dismissed_or_no_billed → refiled_case_end_month (its last day, counted with this offense's limitations period; the later date wins; unknown → could_not_determine), convicted_or_deferred → SAME_EPISODE_MIXED, pending → REFILED_CASE_PENDING, not_sure → could_not_determine.",
      questions: ['refiled_case_outcome', 'refiled_case_end_month'],
      confidence: 'H',
    },
  ],
  wait: null,
  shared: [],
  decisions: [
    'ADR 0030: the site prepares the expunction petition for a known route (replaces docs/law D8, "flagged only")',
    'docs/law D21 refiled cases',
    'docs/law D80 a dismissal recorded as refiled asks what became of the refiled case',
  ],
} as const satisfies SectionLaw;
/** The chapter's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

/** … and up to this many days after it (CCP 55A.051; the window is our reading of the data). */
export const REFILE_WINDOW_DAYS = 90;

/** An expunction route available from `day`, with no wait of its own. */
export function dayRoute(article: string, code: ReasonCode, day: number): Route {
  const r = newRoute({ article });
  r.basis.push(reason(code));
  r.start = day;
  r.date = day;
  return r;
}

/** Another charge from the same arrest (same filing or offense date). */
export function sameEpisode(f: CaseFacts, o: CaseFacts): boolean {
  if (o === f) return false;
  return (
    (!Number.isNaN(f.filingDay) && o.filingDay === f.filingDay) ||
    (!Number.isNaN(f.offenseDay) && o.offenseDay === f.offenseDay)
  );
}

/** A refiled or replacing charge can be filed this many days before the dismissal or no-bill … */
export const LINK_DAYS_BEFORE = 30;

/** A case that ended without a conviction or supervision: it cannot make another charge of the arrest mixed. */
function endedWithoutConviction(o: CaseFacts): boolean {
  return o.disposition === 'dismissed' || o.disposition === 'no_bill' || o.disposition === 'acquitted';
}

function known(s: string | null | undefined): string | null {
  const t = s?.trim() ?? '';
  return t === '' ? null : t.toUpperCase();
}

/** Same non-blank report number, and agencies that do not differ (a missing agency does not unlink). */
function sameReport(f: CaseFacts, o: CaseFacts): boolean {
  const a = known(f.c.reportNumber);
  if (a === null || a !== known(o.c.reportNumber)) return false;
  const x = known(f.c.agency);
  const y = known(o.c.agency);
  return x === null || y === null || x === y;
}

/** The offense family: a Penal Code chapter, or a Health and Safety Code section (any level, any subsection). */
function family(f: CaseFacts): string | null {
  if (f.chapter !== null) return `PC ${f.chapter}`;
  const statute = f.c.offense.statute;
  return statute?.startsWith('HSC ') === true ? (statute.split('(')[0] ?? null) : null;
}

/**
 * A duplicate indictment (`bamexp` `I`): one of the two cases carries the clerk's flag and both charge the same
 * offense family (docs/law D38).
 */
function duplicateIndictment(f: CaseFacts, o: CaseFacts): boolean {
  if (f.c.duplicateIndictment !== true && o.c.duplicateIndictment !== true) return false;
  const fam = family(f);
  return fam !== null && fam === family(o);
}

/** The record links the two charges to one arrest: the same report number and agency, or a duplicate indictment. */
function linkedByRecord(f: CaseFacts, o: CaseFacts): boolean {
  return sameReport(f, o) || duplicateIndictment(f, o);
}

/**
 * The other charges of this arrest that ended without a conviction or supervision (same filing or offense date,
 * same report number and agency, or a duplicate indictment): the arrest takes the latest of their dates (D38).
 */
export function linkedCharges(p: PersonCtx, f: CaseFacts): CaseFacts[] {
  const out: CaseFacts[] = [];
  for (const o of p.facts)
    if (o !== f && endedWithoutConviction(o) && (sameEpisode(f, o) || linkedByRecord(f, o) || refiledAs(f, o)))
      out.push(o);
  return out;
}

/** A case of the same offense family filed from LINK_DAYS_BEFORE days before to REFILE_WINDOW_DAYS after the dismissal. */
function inRefileWindow(f: CaseFacts, o: CaseFacts): boolean {
  const end = f.days.dismissal;
  if (Number.isNaN(end) || Number.isNaN(o.filingDay)) return false;
  const fam = family(f);
  return (
    fam !== null &&
    fam === family(o) &&
    o.filingDay >= end - LINK_DAYS_BEFORE &&
    o.filingDay <= end + REFILE_WINDOW_DAYS
  );
}

/** The clerk's literal says this dismissed charge was refiled (`DISMISSED CASE REFILED`). */
export function recordedAsRefiled(f: CaseFacts): boolean {
  return f.disposition === 'dismissed' && f.c.dismissalReason === 'refiled_or_other_case';
}

/**
 * The case in the data that is the refiled charge of a dismissal the clerk records as refiled: the same report number
 * and agency or a duplicate indictment, or the same offense family filed from 30 days before to 90 days after the
 * dismissal whatever the report numbers say (the clerk's words outrank a different report number; docs/law D80).
 */
function refiledAs(f: CaseFacts, o: CaseFacts): boolean {
  return recordedAsRefiled(f) && o !== f && (linkedByRecord(f, o) || inRefileWindow(f, o));
}

/**
 * Without a shared report number, a case that may be the same charge refiled or replaced: filed from
 * LINK_DAYS_BEFORE days before to REFILE_WINDOW_DAYS after this dismissal or no-bill in the same offense family,
 * or a misdemeanor filed within REFILE_WINDOW_DAYS after a felony no-bill.
 */
function maybeRefiled(f: CaseFacts, o: CaseFacts): boolean {
  const end = f.days.dismissal;
  if (Number.isNaN(end) || Number.isNaN(o.filingDay)) return false;
  if (known(f.c.reportNumber) !== null && known(o.c.reportNumber) !== null) return false;
  if (inRefileWindow(f, o)) return true;
  return (
    f.disposition === 'no_bill' &&
    f.felony &&
    o.misdemeanor &&
    o.filingDay > end &&
    o.filingDay <= end + REFILE_WINDOW_DAYS
  );
}

/** The record says the charge was refiled, or dismissed for a conviction in another case (docs/law D38). */
function refiledOrOtherCase(f: CaseFacts): boolean {
  const why = f.c.dismissalReason;
  return why === 'refiled_or_other_case' || why === 'convicted_in_other_case';
}

/**
 * A dismissal for a conviction in another case, with a report number of its own that no other case of the person
 * shares: an ordinary dismissal (DISMISSED_FOR_OTHER_CASE), since the conviction came from another arrest.
 */
export function dismissedForOtherArrest(f: CaseFacts): boolean {
  return f.c.dismissalReason === 'convicted_in_other_case' && known(f.c.reportNumber) !== null;
}

/**
 * How a dismissed or no-billed charge relates to the person's other cases (CCP 55A.051: no supervision "for the
 * offense"; 55A.052(a): no information "based on the person's arrest"): `mixed` when another charge from the same
 * arrest (same filing or offense date, or the same report number and agency) ended in a conviction or supervision,
 * is open or unknown, or the record says this one was refiled and a likely refiled case in the data did not end in
 * the person's favour; `ask` (charge_refiled_or_replaced) when a case without a shared report number may be the same
 * charge refiled or replaced; `refiled` when the record says this one was refiled and no refiled case is in the data
 * (docs/law D80: what became of it is asked); else `none`.
 */
export function sameArrest(p: PersonCtx, f: CaseFacts): 'mixed' | 'ask' | 'refiled' | 'none' {
  let ask = false;
  let refiledInData = false;
  for (const o of p.facts) {
    if (o === f) continue;
    if (sameEpisode(f, o) && (o.records.length > 0 || o.disposition === 'pending' || o.disposition === 'unknown'))
      return 'mixed';
    if (endedWithoutConviction(o)) {
      // The refiled charge is in the data and ended in the person's favour: the arrest takes the later date (D38).
      if (refiledAs(f, o)) refiledInData = true;
      continue;
    }
    if (linkedByRecord(f, o) || refiledAs(f, o)) return 'mixed';
    // Dismissed for a conviction elsewhere, or no reason recorded: asked (D38).
    if (f.disposition !== 'acquitted' && maybeRefiled(f, o)) ask = true;
  }
  // docs/law D80: recorded as refiled, with no refiled case in the data: what became of it is asked, never whether
  // it was refiled (the clerk's words say it was).
  if (recordedAsRefiled(f)) return refiledInData ? 'none' : 'refiled';
  if (!ask && refiledOrOtherCase(f) && known(f.c.reportNumber) === null) return 'ask';
  return ask ? 'ask' : 'none';
}
