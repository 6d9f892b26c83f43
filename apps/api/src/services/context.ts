import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db';

/** What every service is built from: the validated configuration, the database and the clock (clock.ts). */
export interface ServiceContext {
  config: Config;
  db: Db;
  clock: Clock;
}
