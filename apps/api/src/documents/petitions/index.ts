export { renderPetitionPacket, packetFields, NoPrintableCaseError } from './packet';
export { HARRIS_PACKET_COUNTY } from './county';
export { courtName, ordinal } from './courts';
export { SECTION_TEMPLATES } from './sections';
export { printableSection } from './types';
export type { PacketCase, PacketCounty, PacketInput, PrintableSection } from './types';
export type { PetitionFieldMap, StatementField } from './fields';
