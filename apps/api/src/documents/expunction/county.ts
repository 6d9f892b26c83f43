/**
 * Harris County facts of the expunction packet, from the county profile (packages/i18n/src/county): the
 * petitions' county facts (clerk, eFileTexas, hours, legal help) and the expunction ones (agency list,
 * hearing delay, fee in its safe wording).
 */
import { harrisExpunction, type ExpunctionProfile } from '@cyr/i18n';
import { HARRIS_PACKET_COUNTY, type PacketCounty } from '../petitions';
import type { ExpunctionCounty } from './types';

export function expunctionCountyFromProfile(packet: PacketCounty, p: ExpunctionProfile): ExpunctionCounty {
  return {
    packet,
    agencies: p.agencies.map((a) => ({ name: a.name, address: a.address?.value ?? null })),
    hearingAfterDays: p.hearingAfterDays.value,
    filingFee: p.filingFee.safeWording,
    perAgencyServiceFeeUsd: p.perAgencyServiceFeeUsd.value,
    acquittalFeeWaiverDays: p.acquittalFeeWaiverDays.value,
    daUrl: p.daClearingRecords.value,
    expunctionGuideUrl: p.expunctionGuide.value,
  };
}

export const HARRIS_EXPUNCTION_COUNTY: ExpunctionCounty = expunctionCountyFromProfile(
  HARRIS_PACKET_COUNTY,
  harrisExpunction,
);
