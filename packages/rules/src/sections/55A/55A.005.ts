/**
 * CCP art. 55A.005 (former art. 55.01(a)(1)(C)): a conviction for unlawful carrying of a handgun on or about the
 * person (former PC 46.02(a)) committed before 2021-09-01. Not PC 46.035, 46.03 or 46.04; not a weapon only inside
 * the person's own vehicle or boat (former 46.02(a-1)), which the person is asked (`weapon_only_in_own_vehicle`).
 */
import { toDay } from '../../dates';
import type { CaseFacts, PersonCtx } from '../../engine/context';
import { monthAnswer, yesNo } from '../../engine/answers';
import { askCase, reason, type Route } from '../../engine/route';
import { statuteIs } from '../chapters';
import type { SectionLaw } from '../meta';
import { dayRoute } from './55A.051';

export const LAW = {
  id: '55A.005',
  kind: 'expunction',
  title: 'Unlawful carrying of a handgun before 1 September 2021',
  citation: 'Tex. Code Crim. Proc. art. 55A.005',
  effective: '2021-09-01',
  confidence: 'M',
  statute:
    '55A.005 (former art. 55.01(a)(1)(C), HB 1927, 2021): a person convicted of PC 46.02(a) (carrying a handgun on or about the person) for an offense committed before 2021-09-01 is entitled to expunction.',
  conditions: [
    {
      plain:
        'A conviction for carrying a weapon on or about the person off his own premises (former PC 46.02(a)); not one carried only inside a vehicle or boat the person owned or controlled (former 46.02(a-1)); not a licence holder (46.035), a prohibited place (46.03) or a felon (46.04).',
      citation: 'Tex. Code Crim. Proc. art. 55A.005; former Tex. Penal Code § 46.02(a), (a-1)',
      test: 'Statute PC 46.02 with a conviction (PC 46.035, 46.03 and 46.04 never reach it); literals naming a licence or licence holder, a place or premises, or a felon are excluded; weapon_only_in_own_vehicle: no → the route, yes → no route, not sure → could_not_determine.',
      questions: ['weapon_only_in_own_vehicle'],
      confidence: 'M',
    },
    {
      plain: 'The offense was committed before 1 September 2021.',
      citation: 'Tex. Code Crim. Proc. art. 55A.005',
      test: 'Offense date; with none, the filing date, and offense_month when filed within 90 days after the cut-off.',
      questions: ['offense_month'],
    },
  ],
  wait: { years: { all: 0 }, from: 'the conviction', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.005' },
  shared: [],
  decisions: ['D17 deferred adjudication stays with 411.0725', 'docs/law D29'],
} as const satisfies SectionLaw;

/** An offense filed this soon after the 55A.005 cut-off may have been committed before it (docs/law D29). */
export const HANDGUN_FILING_GRACE_DAYS = 90;
/**
 * Literals of PC 46.035 (licence holders: `LIC`, `LICEN…`, `HOLDER`, `LTC`, `CHL`), 46.03 (places) and 46.04
 * (felons), which 55A.005 does not cover: a guard in case such a literal reaches the engine as PC 46.02.
 */
const NOT_HANDGUN_46_02 =
  /\bLIC\b|LICEN|HOLDER|\bLTC\b|\bCHL\b|PROHIBITED|PLACE|PREMISES|SCHOOL|BAR\b|AIRPORT|COURT|FELON/i;
/** 55A.005: unlawful carrying of a handgun (PC 46.02(a)) for an offense before this date. */
export const HANDGUN_OFFENSE_BEFORE = '2021-09-01';
const HANDGUN_DAY = toDay(HANDGUN_OFFENSE_BEFORE);
export const HANDGUN_STATUTE = 'PC 46.02';

/** The 55A.005 route of a conviction, or null when the case is not a PC 46.02(a) conviction before the cut-off. */
export function routeHandgun(p: PersonCtx, f: CaseFacts): Route | null {
  const c = f.c;
  if (!f.convictionDisposition || !statuteIs(c.offense.statute, HANDGUN_STATUTE)) return null;
  // A felony-level conviction is not the Class A offense 55A.005 reaches (docs/law D84).
  if (f.felony || c.bareLevel === 'F') return null;
  if (NOT_HANDGUN_46_02.test(c.offense.literal)) return null;
  // Former 46.02(a-1): a weapon only inside the person's own vehicle or boat is not a 46.02(a) offense.
  const inVehicle = yesNo(f.answers, 'weapon_only_in_own_vehicle');
  if (inVehicle === 'yes') return null;
  const r = dayRoute(LAW.id, 'EXPUNCTION_HANDGUN_BEFORE_2021', p.asOf);
  // The offense date decides; the filing date is a later bound, and close after the cut-off the month is asked.
  let offense = f.offenseDay;
  if (Number.isNaN(offense)) {
    const month = monthAnswer(f.answers, 'offense_month');
    if (month.kind === 'month') offense = month.lastDay;
    else if (Number.isNaN(f.filingDay)) r.unknowns.push(reason('DATE_UNKNOWN', { field: 'offense' }));
    else if (f.filingDay < HANDGUN_DAY) offense = f.filingDay;
    else if (f.filingDay > HANDGUN_DAY + HANDGUN_FILING_GRACE_DAYS) return null;
    else if (month.kind === 'unasked') askCase(r, 'offense_month', 'OFFENSE_MONTH_NEEDED');
    else r.unknowns.push(reason('DATE_UNKNOWN', { field: 'offense' }));
  }
  if (!Number.isNaN(offense) && offense >= HANDGUN_DAY) return null;
  // docs/law D42: unanswered, the question is asked (WEAPON_IN_VEHICLE_NEEDED); "not sure" is its own unknown
  // (HANDGUN_CARRY_UNKNOWN), which no further answer on the site settles.
  if (inVehicle === 'unasked') askCase(r, 'weapon_only_in_own_vehicle', 'WEAPON_IN_VEHICLE_NEEDED');
  else if (inVehicle === 'not_sure') r.unknowns.push(reason('HANDGUN_CARRY_UNKNOWN'));
  return r;
}
