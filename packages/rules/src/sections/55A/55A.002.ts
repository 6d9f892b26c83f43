/**
 * CCP art. 55A.002: a person acquitted is entitled to expunction, with no wait (the court enters the order within
 * 30 days of the acquittal if asked, 55A.201).
 */
import type { CaseFacts, PersonCtx } from '../../engine/context';
import { reason, type Route } from '../../engine/route';
import { fromDay } from '../../dates';
import type { SectionLaw } from '../meta';
import { dayRoute } from './55A.051';
import { ACQUITTAL_FEE_WAIVER_DAYS } from '../../vocabulary';

export const LAW = {
  id: '55A.002',
  kind: 'expunction',
  title: 'Acquittal',
  citation: 'Tex. Code Crim. Proc. arts. 55A.002, 55A.201',
  effective: '2025-01-01',
  confidence: 'H',
  statute:
    '55A.002: a person acquitted by the trial court is entitled to expunction; the court enters the order within 30 days of the acquittal if asked.',
  conditions: [
    {
      plain: 'The person was acquitted.',
      citation: 'Tex. Code Crim. Proc. art. 55A.002',
      test: 'Disposition acquitted; the date is the acquittal’s own (docs/law D78), and while its 30th day is today or later the case carries FEE_WAIVED_ACQUITTAL_30_DAYS with that day.',
    },
  ],
  wait: { years: { all: 0 }, from: 'the acquittal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.002' },
  shared: [],
  decisions: ['docs/law D62 the filing fee', 'docs/law D78 the acquittal’s date and its fee waiver'],
} as const satisfies SectionLaw;

/** The day of the acquittal: its own date on record (docs/law D78), else the dismissal or judgment date recorded. */
function acquittalDay(f: CaseFacts): number {
  const d = f.c.dates;
  if (d.acquittal) return f.days.acquittal;
  return d.dismissal !== null ? f.days.dismissal : f.days.conviction;
}

/**
 * The acquittal route: from the acquittal (docs/law D78), else today. CCP art. 102.0061(c): no filing fee for a
 * petition about an acquittal filed on or before ACQUITTAL_FEE_WAIVER_DAYS after it (docs/law D62; the number is
 * declared in the vocabulary, which the county profile's texts read too; the acquittals 55A.151 excludes have no
 * route here: another charge of the arrest is mixed).
 */
export function routeAcquittal(p: PersonCtx, f: CaseFacts): Route {
  const day = acquittalDay(f);
  const r = dayRoute(LAW.id, 'EXPUNCTION_ACQUITTAL', Number.isNaN(day) ? p.asOf : day);
  // The fee waiver's last day, while it is still ahead (or today): after it the ordinary fee applies.
  const lastDay = day + ACQUITTAL_FEE_WAIVER_DAYS;
  if (!Number.isNaN(day) && p.asOf <= lastDay)
    r.notes.push(reason('FEE_WAIVED_ACQUITTAL_30_DAYS', { date: fromDay(lastDay) }));
  return r;
}
