import type { ColumnType } from 'kysely';

/** Table types of migration 0200 (petition packets saved with the petitions email page). */
export interface PetitionPacketsTable {
  token_hash: string;
  packet: ColumnType<unknown, string, string>;
  language: string;
}

export interface PetitionTables {
  petition_packets: PetitionPacketsTable;
}
