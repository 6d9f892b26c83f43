import type { Language } from '../types';
import { formatDate } from '../dates';
import type { CountyProfile } from './county';
import { harrisCounty } from './harris';
import { texasLawCheck } from './law';

/**
 * The county facts that content strings interpolate ({{address}}, {{fee}}, …), in one language.
 * Every page, PDF and email that shows these facts reads them from here, so a fact changes in one place. The
 * county is Harris County's profile unless another is given (the web app gives its own: apps/web/src/lib/county.ts).
 */
export function contentValues(lang: Language, county: CountyProfile = harrisCounty): Record<string, string> {
  const { timeline: t, expunction: hx } = county;
  return {
    address: county.districtClerk.filingAddress.value.replace(/^Criminal Justice Center, /, ''),
    clerkPhone: county.districtClerk.phone.value,
    hours: county.districtClerk.hours.safeWording[lang],
    fee: county.fees.nondisclosureFilingFee.safeWording[lang],
    fee072: String(county.fees.automaticRouteFee411072.value),
    days: String(t.stateHearingRequestDays.value),
    clerkDays: String(t.clerkToDpsBusinessDays.value),
    dpsDays: String(t.dpsSealBusinessDays.value),
    companyDays: String(t.privateCompaniesRemoveBusinessDays.value),
    misdemeanorHearing: t.misdemeanorHearingDate.safeWording[lang],
    orderAfterHearing: t.orderAfterHearing.safeWording[lang],
    wholeProcess: t.wholeProcess.safeWording[lang],
    coordinator: county.courts.felony.coordinatorPhones.safeWording[lang],
    dpsPhone: county.state.dpsRecordErrorsPhone.value,
    identogoPhone: county.state.dpsFingerprintReview.value.phone,
    fingerprintCost: String(county.state.dpsFingerprintReview.value.costUsd),
    hvlPhone: county.legalHelp.volunteerLawyers.phone.value,
    checked: formatDate(county.checked, lang),
    lawChecked: formatDate(texasLawCheck.lastChecked.value, lang),
    expunctionFee: hx.filingFee.safeWording[lang],
    agencyFee: String(hx.perAgencyServiceFeeUsd.value),
    acquittalDays: String(hx.acquittalFeeWaiverDays.value),
    dpsSearchCost: String(county.state.dpsSearchCreditUsd.value),
  };
}

export { formatDate, MONTHS } from '../dates';
