/**
 * Harris County facts the petition packet prints, taken from the county profile
 * (packages/i18n/src/county/harris.ts, from the Harris County profile research note): only confirmed values,
 * and the profile's safe wording where a value is NOT CONFIRMED (hours, fee amount, hearing practice).
 */
import { harrisCounty, type CountyProfile } from '@cyr/i18n';
import type { PacketCounty } from './types';

export function packetCountyFromProfile(p: CountyProfile): PacketCounty {
  const dc = p.districtClerk;
  const felonyDirectory = p.courts.felony.directory.value;
  const misdemeanorDirectory = p.courts.misdemeanor.directory.value;
  const coordinator = p.courts.felony.coordinatorPhones.safeWording;
  const hearing = p.timeline.misdemeanorHearingDate.safeWording;
  const help = p.legalHelp;
  return {
    name: p.county,
    clerk: {
      name: dc.name,
      filingAddress: dc.filingAddress.value,
      civilFilingAddress: dc.civilFilingAddress.value,
      phone: dc.phone.value,
    },
    efileUrl: p.state.efileTexas.value,
    efileFaqUrl: dc.efileFaq.value,
    sameDayCutoff: { en: dc.sameDayCutoff.value, es: '4:00 p. m.' },
    hours: dc.hours.safeWording,
    filingFee: p.fees.nondisclosureFilingFee.safeWording,
    fee411072Usd: p.fees.automaticRouteFee411072.value,
    hearingRequestDays: p.timeline.stateHearingRequestDays.value,
    clerkToDpsBusinessDays: p.timeline.clerkToDpsBusinessDays.value,
    dpsSealBusinessDays: p.timeline.dpsSealBusinessDays.value,
    privateCompaniesRemoveBusinessDays: p.timeline.privateCompaniesRemoveBusinessDays.value,
    felonyCourtNumbers: p.courts.felony.numbers.value,
    misdemeanorCourtNumbers: p.courts.misdemeanor.numbers.value,
    felonyDirectoryUrl: felonyDirectory,
    misdemeanorDirectoryUrl: misdemeanorDirectory,
    coordinatorHelp: {
      en: `${coordinator.en} Directory: ${felonyDirectory}`,
      es: `${coordinator.es} Directorio (en inglés): ${felonyDirectory}`,
    },
    misdemeanorHearing: {
      en: `${hearing.en} Court directory: ${misdemeanorDirectory}`,
      es: `${hearing.es} Directorio de las cortes (en inglés): ${misdemeanorDirectory}`,
    },
    wholeProcess: p.timeline.wholeProcess.safeWording,
    feeWaiverHelpUrl: p.texasLawHelp.courtFeesAndWaivers.value,
    legalHelp: [
      {
        name: help.volunteerLawyers.name,
        url: help.volunteerLawyers.url.value,
        phone: help.volunteerLawyers.phone.value,
      },
      { name: help.legalAid.name, url: help.legalAid.url.value, phone: null },
      { name: help.texasLawHelp.name, url: p.texasLawHelp.nondisclosurePrepGuide.value, phone: null },
    ],
  };
}

export const HARRIS_PACKET_COUNTY: PacketCounty = packetCountyFromProfile(harrisCounty);
