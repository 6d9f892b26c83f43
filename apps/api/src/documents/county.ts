import { HARRIS_EXPUNCTION_COUNTY, type ExpunctionCounty } from './expunction';
import { HARRIS_PACKET_COUNTY, type PacketCounty } from './petitions';

/**
 * A county, as the site's documents read it (docs/decisions/0080-county-as-a-contract.md): its clerk and where
 * to file, its courts (the numbers of its district courts and county criminal courts at law), its fees, its
 * timelines and free legal help, and the expunction packet's agencies and fees. Everything here is data from
 * the county's profile; the rules engine knows no county, so a second county is a second value of this type
 * (and a data adapter for its clerk's extract), never a change to the engine.
 *
 * Harris County is the first: `HARRIS_COUNTY`, built from its profile (packages/i18n/src/county). The app is
 * given one in `AppDeps.county` (Harris when not given).
 */
export interface County {
  /** The county's name as a caption prints it before "County": "Harris". */
  name: string;
  /** What the nondisclosure petitions and letters print: clerk, courts, fees, timelines, legal help. */
  packet: PacketCounty;
  /** What the expunction packet prints besides: the agencies to serve, the hearing delay, its fees. */
  expunction: ExpunctionCounty;
}

/** A county from its two packets' facts; the expunction packet prints the same clerk and courts. */
export function countyOf(packet: PacketCounty, expunction: Omit<ExpunctionCounty, 'packet'>): County {
  return { name: packet.name, packet, expunction: { ...expunction, packet } };
}

export const HARRIS_COUNTY: County = countyOf(HARRIS_PACKET_COUNTY, HARRIS_EXPUNCTION_COUNTY);
