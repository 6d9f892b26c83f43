/**
 * The nondisclosure sections in the order the engine builds their routes, each with its declaration (`LAW`,
 * whose `applies` says which cases it is considered for, which section it gives way to, and whether the order needs
 * a petition) and the function that tests the case against it. evaluate.ts picks a case's sections from these
 * declarations only; the rule book prints the same declarations.
 */
import type { Base } from '../engine/base';
import { hasCat, type CaseFacts, type PersonCtx } from '../engine/context';
import type { Route } from '../engine/route';
import type { DispositionKind, NdoSection, Reason } from '../model';
import type { DispositionGroup, NondisclosureLaw, OffenseScope } from './meta';
import { LAW as LAW_072, route072 } from './411.072';
import { LAW as LAW_0725, route0725 } from './411.0725';
import { LAW as LAW_0726, route0726 } from './411.0726';
import { LAW as LAW_0727, route0727 } from './411.0727';
import { LAW as LAW_0728, route0728 } from './411.0728';
import { LAW as LAW_0729, route0729 } from './411.0729';
import { LAW as LAW_073, route073 } from './411.073';
import { LAW as LAW_0731, route0731 } from './411.0731';
import { LAW as LAW_0735, route0735 } from './411.0735';
import { LAW as LAW_0736, route0736 } from './411.0736';

/** Tests one case against one section from the base its wait counts from; null when the section cannot apply. */
export type SectionRoute = (p: PersonCtx, f: CaseFacts, base: Base, notes: Reason[]) => Route | null;

export interface NondisclosureSection {
  law: NondisclosureLaw;
  route: SectionRoute;
}

/**
 * In route order: the deferred, probation and conviction sections, then the veterans and trafficking sections
 * that are considered beside them (the order decides only which undecided section a result names first).
 */
export const NONDISCLOSURE_SECTIONS = [
  { law: LAW_072, route: route072 },
  { law: LAW_0725, route: (p, f, base) => route0725(p, f, base) },
  { law: LAW_0726, route: (p, f, base) => route0726(p, f, base) },
  { law: LAW_073, route: (p, f, base) => route073(p, f, base) },
  { law: LAW_0731, route: (p, f, base) => route0731(p, f, base) },
  { law: LAW_0735, route: (p, f, base) => route0735(p, f, base) },
  { law: LAW_0736, route: (p, f, base) => route0736(p, f, base) },
  { law: LAW_0729, route: (p, f, base) => route0729(p, f, base) },
  // After a conviction with no completion date on record, the conviction date bounds the program's end.
  { law: LAW_0727, route: (p, f, base) => route0727(p, f, Number.isNaN(base.day) ? convictionBase(f) : base) },
  { law: LAW_0728, route: (p, f) => route0728(p, f) },
] as const satisfies readonly NondisclosureSection[];

/** Each section's declaration with its literal values, so types can be read from what it declares. */
type DeclaredLaw = (typeof NONDISCLOSURE_SECTIONS)[number]['law'];
type DeclaresDocument = Extract<DeclaredLaw, { applies: { document: 'petition' | 'letter' } }>['id'];

/**
 * The sections for which the site prints what the person files (a petition, or the 411.072 letter), read from
 * each declaration's `applies.document`; 411.0726's BWI variant goes with 411.0726.
 */
export type PrintableSection = DeclaresDocument | ('411.0726' extends DeclaresDocument ? '411.0726-bwi' : never);

/** What the person files for `section`'s order, as its declaration says; null when there is nothing to file. */
export function documentOf(section: NdoSection): 'petition' | 'letter' | null {
  return APPLICABILITY.get(section)?.applies.document ?? null;
}

/** The site prints a document for `section` (its declaration names one). */
export function isPrintable(section: NdoSection): section is PrintableSection {
  return documentOf(section) !== null;
}

/** The conviction date as an upper bound (411.0727's wait when no completion date is on record). */
function convictionBase(f: CaseFacts): Base {
  const fact = f.c.dates.conviction;
  if (fact === null || dispositionGroup(f.disposition) !== 'conviction')
    return { day: NaN, estimated: false, upperBound: true };
  return { day: f.days.conviction, estimated: fact.estimated, upperBound: true };
}

/** The sections' declarations, in route order (the rule book prints them in its own order). */
export const APPLICABILITY: ReadonlyMap<NdoSection, NondisclosureLaw> = new Map(
  NONDISCLOSURE_SECTIONS.flatMap((s): [NdoSection, NondisclosureLaw][] =>
    // 411.0726's BWI variant is the same section (411.0726(b)).
    s.law.id === '411.0726'
      ? [
          [s.law.id, s.law],
          ['411.0726-bwi', s.law],
        ]
      : [[s.law.id, s.law]],
  ),
);

/** How a case ended, in the groups the sections are declared for; null for a case no section is declared for. */
export function dispositionGroup(d: DispositionKind): DispositionGroup | null {
  switch (d) {
    case 'deferred_discharged':
    case 'on_deferred':
      return 'deferred';
    case 'probation_completed':
    case 'on_probation':
      return 'probation';
    case 'convicted_sentence':
    case 'probation_revoked':
    case 'deferred_adjudicated':
      return 'conviction';
    default:
      return null;
  }
}

function offenseFits(scope: OffenseScope, f: CaseFacts): boolean {
  const dwi = hasCat(f, 'dwi');
  const bwi = hasCat(f, 'bwi');
  switch (scope) {
    case 'any':
      return true;
    case 'dwi':
      return dwi;
    case 'dwi_or_bwi':
      return dwi || bwi;
    case 'not_dwi':
      return !dwi;
    case 'not_dwi_or_bwi':
      return !dwi && !bwi;
  }
}

/** The section is declared for this case's disposition group, offense and level. */
export function considered(law: NondisclosureLaw, group: DispositionGroup, f: CaseFacts): boolean {
  const a = law.applies;
  return a.dispositions.includes(group) && offenseFits(a.offense, f) && (a.level === 'any' || !f.felony);
}

/** A section declared only for deferred adjudication (411.072, 411.0725, 411.0726). */
export function deferredOnly(law: NondisclosureLaw): boolean {
  return law.applies.dispositions.length === 1 && law.applies.dispositions[0] === 'deferred';
}

/** The route's section gives way to a section whose route is eligible (`eligible`: the eligible sections). */
export function yields(section: NdoSection | null, eligible: ReadonlySet<NdoSection>): boolean {
  if (section === null) return false;
  const law = APPLICABILITY.get(section);
  return law !== undefined && law.applies.yieldsTo.some((s) => eligible.has(s));
}

/** `section`'s declaration says it gives way to `other`. */
export function givesWayTo(section: NdoSection | null, other: NdoSection): boolean {
  if (section === null) return false;
  return APPLICABILITY.get(section)?.applies.yieldsTo.includes(other) ?? false;
}
