import type { IsoDate } from '@cyr/rules';
import { EXPUNCTION_ROUTE_IDS, type ExpunctionRouteId } from '@cyr/rules/vocabulary';
import type { Language } from '@cyr/i18n';
import type { PacketCase, PacketCounty } from '../petitions';

/** One case to print: what the petitions print, and the arresting agency from the extract's `comp_agency`. */
export interface ExpunctionCase extends PacketCase {
  /** The agency that made the arrest (`comp_agency`, e.g. `HOUSTON POLICE DEPARTMENT`); null when not recorded. */
  arrestingAgency: string | null;
}

/** An office on the petition's agency list. */
export interface AgencyEntry {
  name: string;
  /** Mailing address the county profile confirms; null prints a blank for the person to fill in. */
  address: string | null;
}

/** County facts the expunction packet prints (packages/i18n/src/county/expunction.ts and the county profile). */
export interface ExpunctionCounty {
  packet: PacketCounty;
  /** Offices every petition lists besides the arresting agency. */
  agencies: readonly AgencyEntry[];
  hearingAfterDays: number;
  filingFee: { en: string; es: string };
  perAgencyServiceFeeUsd: number;
  /** No filing fee for an acquittal petition filed within this many days (CCP art. 102.0061; docs/law D62). */
  acquittalFeeWaiverDays: number;
  daUrl: string;
  expunctionGuideUrl: string;
}

export interface ExpunctionInput {
  /** In the order they are printed; cases without an expunction packet are skipped (see expunctionArticle). */
  cases: ExpunctionCase[];
  /** Name as the court data prints it (e.g. `DOE, JOHN ALLEN`). */
  person: { fullName: string };
  /** Language of the instruction sheets; the court documents are always in English. */
  lang: Language;
  /** Date printed on the packet (today in Harris County). */
  printedOn: IsoDate;
  county: ExpunctionCounty;
}

/**
 * The Code of Criminal Procedure article a packet is printed for: only a case the engine found `expunction`
 * with a route. A case whose route could not be determined has no article and gets no petition.
 */
export function expunctionArticle(c: PacketCase): ExpunctionRouteId | null {
  if (c.decision.final_eligibility !== 'expunction') return null;
  const article = c.decision.expunction_route;
  return (EXPUNCTION_ROUTE_IDS as readonly string[]).includes(article ?? '') ? (article as ExpunctionRouteId) : null;
}
