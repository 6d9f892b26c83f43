import type { Generated } from 'kysely';

/** Database tables (kysely types). One interface per table; migrations in ./migrations. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface Database {
  app_meta: AppMetaTable;
}
