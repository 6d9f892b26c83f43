/**
 * Every section and route declared as data, in the order the rule book prints them. The engine reads the same
 * declarations (waits, citations) from each section file.
 */
import type { SectionLaw } from './meta';
import { NONDISCLOSURE_SECTIONS } from './nondisclosure';
import { ROUTE_PRECEDENCE, type PrecedenceRule } from './precedence';
import { LAW as LAW_072 } from './411.072';
import { LAW as LAW_0725 } from './411.0725';
import { LAW as LAW_0726 } from './411.0726';
import { LAW as LAW_0727 } from './411.0727';
import { LAW as LAW_0728 } from './411.0728';
import { LAW as LAW_0729 } from './411.0729';
import { LAW as LAW_073 } from './411.073';
import { LAW as LAW_0731 } from './411.0731';
import { LAW as LAW_0735 } from './411.0735';
import { LAW as LAW_0736 } from './411.0736';
import { FIRST_OFFENDER_LAW, LAW as LAW_074 } from './411.074';
import { LAW as LAW_55A, ROUTE_LAWS } from './55A';
import { LAW as LAW_SUPERVISION_END } from './supervision-end';
import { LAW as LAW_CHARGE_FACTS } from './charge-facts';

export const NONDISCLOSURE_LAWS: readonly SectionLaw[] = [
  LAW_072,
  LAW_0725,
  LAW_0726,
  LAW_0727,
  LAW_0728,
  LAW_0729,
  LAW_073,
  LAW_0731,
  LAW_0735,
  LAW_0736,
];
export const SHARED_LAWS: readonly SectionLaw[] = [LAW_074, FIRST_OFFENDER_LAW, LAW_CHARGE_FACTS, LAW_SUPERVISION_END];
export const EXPUNCTION_LAWS: readonly SectionLaw[] = [LAW_55A, ...ROUTE_LAWS];

/**
 * The precedence table the rule book prints: the rules between routes, then each nondisclosure section's own
 * declaration of the cases it is considered for and the section it gives way to (the rows evaluate.ts reads).
 */
export const PRECEDENCE: readonly PrecedenceRule[] = [
  ...ROUTE_PRECEDENCE,
  ...NONDISCLOSURE_SECTIONS.map(({ law }) => ({
    rule: `${law.id}: ${law.applies.plain}${law.applies.yieldsTo.length > 0 ? ` Gives way to ${law.applies.yieldsTo.join(', ')} when that is eligible.` : ''}${law.applies.noPetition ? ' No petition.' : ''}`,
    citation: law.applies.citation,
  })),
];
export type { Condition, SectionLaw, SharedCondition } from './meta';
