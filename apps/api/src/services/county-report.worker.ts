/**
 * A worker thread of the county report (county-report.ts, run by piscina): counts one batch of people.
 * Receives the batch as one string (one structured-clone copy, not one object a case) and returns its counts.
 */
import { tallyLines, type CountyTally } from './county-tally';

export interface CountyTask {
  /** Lines `spn \t packed events`, ordered by SPN; a person's cases are all in this batch. */
  text: string;
  asOf: string;
}

export default function countBatch(task: CountyTask): CountyTally {
  return tallyLines(task.text, task.asOf);
}
