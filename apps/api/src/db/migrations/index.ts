import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_app_meta';

/** Every migration in order. Names sort lexically; never edit a landed migration, add a new one. */
export const migrations: Record<string, Migration> = {
  '0001_app_meta': m0001,
};
