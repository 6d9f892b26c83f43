import type { FinalEligibility, NdoSection } from '@cyr/rules/vocabulary';
import type { Language } from '../types';
import type { CountyProfile } from './county';
import { harrisCounty, sectionNeedsPetition } from './harris';
import { contentValues, formatDate } from './values';

/**
 * What filing a case will cost (issue #41), line by line, for the results card, the results PDF and the payment
 * steps: the filing fee of the case's route, the expunction's charge for each agency, and what the fee waiver (the
 * Statement of Inability to Afford Payment of Court Costs, TRCP 145) covers and does not. Every figure and its
 * wording come from the county's profile (`CountyProfile` `fees` and `expunction`; Harris County's unless another is given), the "not confirmed" wording where the
 * profile has no confirmed amount; the sentences are the `results:cost` messages, so the web and the PDF print the
 * same words. docs/law D62 (expunction fee), D63 (agency charge), D64 (411.072's fee).
 */

/** The part of a case the cost depends on (the contract's `Case` has these fields). */
export interface CostCase {
  final_eligibility: FinalEligibility;
  ndo_form: NdoSection | null;
  expunction_route: string | null;
  reasons: readonly { code: string; params?: Record<string, string> | undefined }[];
}

/** The three ways a case is filed, each with its own cost: a nondisclosure petition, a 411.072 request, an expunction. */
export type CostRoute = 'petition' | 'request072' | 'expunction';

/** A message key of the `results` namespace and its values, translated by the caller (react-i18next or `translate`). */
export interface CostLine {
  key: string;
  params: Record<string, string>;
}

/** The route whose cost a case shows: only a case the site can name a route for (eligible now or later). */
export function costRouteOf(c: CostCase, county: CountyProfile = harrisCounty): CostRoute | null {
  const dated =
    c.final_eligibility === 'nondisclosure' ||
    c.final_eligibility === 'expunction' ||
    c.final_eligibility === 'not_yet_eligible';
  if (!dated) return null;
  if (c.expunction_route !== null) return 'expunction';
  if (c.ndo_form === null) return null;
  return sectionNeedsPetition(c.ndo_form, county) ? 'petition' : 'request072';
}

/** The cost lines of one case, in reading order; none for a case without a route. */
export function costLines(c: CostCase, lang: Language, county: CountyProfile = harrisCounty): CostLine[] {
  const route = costRouteOf(c, county);
  if (route === null) return [];
  const v = contentValues(lang, county);
  const { fees, expunction: hx } = county;
  const line = (key: string, params: Record<string, string> = {}): CostLine => ({
    key: `results:cost.${key}`,
    params: { ...v, ...params },
  });
  const waiverForm = fees.feeWaiverForm.value[lang];
  const lines: CostLine[] = [];
  if (route === 'request072') {
    lines.push(line('request072'));
    lines.push(line('waiver072', { form: waiverForm }));
  } else if (route === 'petition') {
    lines.push(line('petition'));
    if (fees.nondisclosureFilingFee.confidence === 'not_confirmed') lines.push(line('notConfirmed'));
    lines.push(line('waiver', { form: waiverForm }));
  } else {
    const specialty = c.reasons.some((r) => r.code === 'FEE_WAIVED_SPECIALTY_COURT');
    const acquittal = c.reasons.find((r) => r.code === 'FEE_WAIVED_ACQUITTAL_30_DAYS');
    const lastDay = acquittal?.params?.date;
    if (specialty) lines.push(line('expunctionFree'));
    else if (lastDay !== undefined) lines.push(line('expunctionFreeUntil', { date: formatDate(lastDay, lang) }));
    else lines.push(line('expunction'));
    if (!specialty && hx.filingFee.confidence === 'not_confirmed') lines.push(line('notConfirmed'));
    const fee = hx.perAgencyServiceFeeUsd.value;
    lines.push(
      line('agencies', {
        agencyFee: String(fee),
        agencyFeeTwice: String(fee * 2),
        // The offices every petition in the county lists, besides the arresting agency (the packet adds that one).
        count: String(hx.agencies.length),
      }),
    );
    lines.push(line('waiverExpunction', { form: waiverForm }));
  }
  lines.push(line('notCovered'));
  return lines;
}
