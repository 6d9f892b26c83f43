import { z } from 'zod';
import { CountyReportSchema } from '../county-report';
import { DataInUseSchema } from './data';
import { count, id, instant } from './fields';

// County report

/**
 * 200 of `GET /api/staff/county-report`: the newest stored report (`county_reports`), when it was made, and a
 * plain-words sentence a director can quote, in English and Spanish. `GET /api/staff/county-report.csv` gives
 * its figures as CSV (section, key, outcome, people, cases).
 */
export const StaffCountyReportSchema = z
  .object({
    id,
    createdAt: instant,
    report: CountyReportSchema,
    summary: z.object({ en: z.string(), es: z.string() }),
    /** The data the site searches now: a report made from an older date is out of date. */
    inUse: DataInUseSchema,
  })
  .meta({ id: 'StaffCountyReport' });
export type StaffCountyReport = z.infer<typeof StaffCountyReportSchema>;

/** A county report started from the console (admin), and how far it has gone (`done` of `total` cases). */
export const CountyReportJobSchema = z
  .object({
    id,
    status: z.string(),
    startedAt: instant,
    finishedAt: instant.nullable(),
    progress: z.object({ done: count, total: count }).nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'CountyReportJob' });
export type CountyReportJob = z.infer<typeof CountyReportJobSchema>;

/** 200 of `GET /api/staff/county-report/job` and `POST /api/staff/county-report/run`: the newest such job. */
export const CountyReportJobResponseSchema = z
  .object({ job: CountyReportJobSchema.nullable() })
  .meta({ id: 'CountyReportJobResponse' });
export type CountyReportJobResponse = z.infer<typeof CountyReportJobResponseSchema>;
