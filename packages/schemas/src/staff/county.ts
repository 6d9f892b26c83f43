import { z } from 'zod';
import { CountyReportSchema } from '../county-report';
import { id, instant } from './fields';

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
  })
  .meta({ id: 'StaffCountyReport' });
export type StaffCountyReport = z.infer<typeof StaffCountyReportSchema>;
