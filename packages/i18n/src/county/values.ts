import type { Language } from '../types';
import { formatDate } from '../dates';
import { harrisExpunction as hx } from './expunction';
import { harrisCounty as hc } from './harris';
import { texasLawCheck } from './law';

/**
 * The county facts that content strings interpolate ({{address}}, {{fee}}, …), in one language.
 * Every page, PDF and email that shows these facts reads them from here, so a fact changes in one place.
 */
export function contentValues(lang: Language): Record<string, string> {
  const t = hc.timeline;
  return {
    address: hc.districtClerk.filingAddress.value.replace(/^Criminal Justice Center, /, ''),
    clerkPhone: hc.districtClerk.phone.value,
    hours: hc.districtClerk.hours.safeWording[lang],
    fee: hc.fees.nondisclosureFilingFee.safeWording[lang],
    fee072: String(hc.fees.automaticRouteFee411072.value),
    days: String(t.stateHearingRequestDays.value),
    clerkDays: String(t.clerkToDpsBusinessDays.value),
    dpsDays: String(t.dpsSealBusinessDays.value),
    companyDays: String(t.privateCompaniesRemoveBusinessDays.value),
    misdemeanorHearing: t.misdemeanorHearingDate.safeWording[lang],
    orderAfterHearing: t.orderAfterHearing.safeWording[lang],
    wholeProcess: t.wholeProcess.safeWording[lang],
    coordinator: hc.courts.felony.coordinatorPhones.safeWording[lang],
    dpsPhone: hc.state.dpsRecordErrorsPhone.value,
    identogoPhone: hc.state.dpsFingerprintReview.value.phone,
    fingerprintCost: String(hc.state.dpsFingerprintReview.value.costUsd),
    hvlPhone: hc.legalHelp.houstonVolunteerLawyers.phone.value,
    checked: formatDate(hc.checked, lang),
    lawChecked: formatDate(texasLawCheck.lastChecked.value, lang),
    expunctionFee: hx.filingFee.safeWording[lang],
    agencyFee: String(hx.perAgencyServiceFeeUsd.value),
    acquittalDays: String(hx.acquittalFeeWaiverDays.value),
    dpsSearchCost: String(hc.state.dpsSearchCreditUsd.value),
  };
}

export { formatDate, MONTHS } from '../dates';
