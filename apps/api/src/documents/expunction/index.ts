export { renderExpunctionPacket, expunctionPacketFields, NoExpunctionCaseError } from './packet';
export { HARRIS_EXPUNCTION_COUNTY, expunctionCountyFromProfile } from './county';
export { expunctionFields, noChargeWaitText, routeKeyOf } from './fields';
export { expunctionArticle } from './types';
export type { ExpunctionCase, ExpunctionCounty, ExpunctionInput, AgencyEntry } from './types';
export type { ExpunctionFieldMap, ExpunctionStatement } from './fields';
