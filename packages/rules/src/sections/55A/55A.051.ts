/**
 * CCP art. 55A.051 (formerly 55.01(a)(2)): the threshold the no-conviction routes share — released, no final
 * conviction, nothing pending, and no court-ordered community supervision (deferred adjudication included) for the
 * offense — and the rule that every charge from the same arrest must qualify (law notes §10b item 21; 55A.151).
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
        'Every charge from the same arrest also ended without a conviction or supervision; a dismissed charge was not refiled.',
      citation:
        'Tex. Code Crim. Proc. arts. 55A.051, 55A.052(a); In re Expunction, 465 S.W.3d 283 (Tex. App.—Houston [1st Dist.] 2015); art. 55A.151 for acquittals; project decision (law notes §10b item 21)',
      test: 'Other cases filed or committed the same day, or for the same offense within 90 days after the dismissal → SAME_EPISODE_MIXED.',
    },
  ],
  wait: null,
  shared: [],
  decisions: [
    'ADR 0030: the site prepares the expunction petition for a known route (replaces law notes §10.8, "flagged only")',
    '§10b item 21 refiled cases',
  ],
} as const satisfies SectionLaw;
/** The chapter's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

/** A dismissal followed this soon by a new case for the same offense was likely refiled (law notes §10b item 21). */
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

/** Another case for the same offense literal filed within REFILE_WINDOW_DAYS after this dismissal. */
function refiledSoonAfter(p: PersonCtx, f: CaseFacts): boolean {
  const dismissal = f.days.dismissal;
  if (f.disposition !== 'dismissed' || Number.isNaN(dismissal)) return false;
  for (const o of p.facts) {
    if (o === f || o.c.offense.literal !== f.c.offense.literal || Number.isNaN(o.filingDay)) continue;
    if (o.filingDay >= dismissal && o.filingDay <= dismissal + REFILE_WINDOW_DAYS) return true;
  }
  return false;
}

/**
 * The arrest may have ended in supervision or a conviction: another charge from the same arrest did, is open or
 * unknown, or the dismissed case was refiled (law notes §10b item 21; 55A.151).
 */
export function sameEpisodeMixed(p: PersonCtx, f: CaseFacts): boolean {
  for (const o of p.facts) {
    if (sameEpisode(f, o) && (o.records.length > 0 || o.disposition === 'pending' || o.disposition === 'unknown'))
      return true;
  }
  return refiledSoonAfter(p, f);
}
