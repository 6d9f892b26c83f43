import { z } from 'zod';
import { IsoDateSchema } from '../common';
import { count, id, instant } from './fields';

// Data freshness: imports, syncs, quarantine, stale flag

/** `imports.status`: how an import or sync attempt ended (`running` while a sync job is at work). */
export const IMPORT_STATUSES = ['ok', 'quarantined', 'superseded', 'refused', 'failed', 'rejected', 'running'] as const;
export type ImportStatusCode = (typeof IMPORT_STATUSES)[number];
export const IMPORT_ORIGINS = ['import', 'sync', 'county', 'console'] as const;

export const ImportRowSchema = z
  .object({
    id,
    origin: z.string(),
    fileName: z.string(),
    status: z.string(),
    message: z.string().nullable(),
    startedAt: instant,
    finishedAt: instant.nullable(),
    rows: count.nullable(),
    cases: count.nullable(),
    /** The date the file's data is current to. */
    dataDate: IsoDateSchema.nullable(),
    /** `accepted` or `rejected` by a person, for a quarantined import. */
    decision: z.enum(['accepted', 'rejected']).nullable(),
    /** A quarantined import an admin can still accept (its data is kept). */
    acceptable: z.boolean(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof ImportRowSchema>;

/** Stale: no successful import finished in the last eight days (also in `/api/health`'s `data`). */
export const DataFreshnessSchema = z
  .object({
    stale: z.boolean(),
    lastSuccessAt: instant.nullable(),
    dataEndDate: IsoDateSchema.nullable(),
    staleAfterDays: z.number().int().positive(),
  })
  .meta({ id: 'DataFreshness' });
export type DataFreshness = z.infer<typeof DataFreshnessSchema>;

/**
 * The court data the site searches right now: how many cases, current to which date, and where they came from
 * (`import`: the District Clerk's file; `seed`: the synthetic demo county, no import has succeeded; `none`).
 */
export const DataInUseSchema = z
  .object({
    cases: count,
    dataEndDate: IsoDateSchema.nullable(),
    source: z.enum(['import', 'seed', 'none']),
  })
  .meta({ id: 'DataInUse' });
export type DataInUse = z.infer<typeof DataInUseSchema>;

/** The newest county report in a line: when it was made, from data current to when, how many people. */
export const CountyReportBriefSchema = z
  .object({ createdAt: instant, dataEndDate: IsoDateSchema.nullable(), people: count })
  .meta({ id: 'CountyReportBrief' });

/** 200 of `GET /api/staff/data`: freshness, the last 50 attempts newest first, the quarantined ones, a running sync. */
export const DataOverviewSchema = z
  .object({
    freshness: DataFreshnessSchema,
    /** What the site searches now (the county report counts the same cases when made from the same date). */
    inUse: DataInUseSchema,
    countyReport: CountyReportBriefSchema.nullable(),
    imports: z.array(ImportRowSchema),
    quarantined: z.array(ImportRowSchema),
    syncRunning: z.boolean(),
  })
  .meta({ id: 'DataOverview' });
export type DataOverview = z.infer<typeof DataOverviewSchema>;

/** 200 of `GET /api/staff/data/imports/:id`: one attempt with its import report and quality counts (JSON as stored). */
export const ImportDetailSchema = z
  .object({ import: ImportRowSchema, report: z.unknown(), quality: z.unknown() })
  .meta({ id: 'ImportDetail' });
export type ImportDetail = z.infer<typeof ImportDetailSchema>;

/** Body of `POST /api/staff/data/imports/:id/decision` (admin). */
export const QuarantineDecisionSchema = z
  .strictObject({ decision: z.enum(['accept', 'reject']) })
  .meta({ id: 'QuarantineDecision' });
export type QuarantineDecision = z.infer<typeof QuarantineDecisionSchema>;

/** 200 of the decision: the import after it (`ok`, `superseded`, `rejected`, ...). */
export const QuarantineDecisionResponseSchema = z
  .object({ status: z.string(), message: z.string().nullable() })
  .meta({ id: 'QuarantineDecisionResponse' });
export type QuarantineDecisionResponse = z.infer<typeof QuarantineDecisionResponseSchema>;

/** 200 of `POST /api/staff/data/sync` (admin): the sync job started (its outcome appears in `imports`). */
export const SyncStartResponseSchema = z.object({ jobId: id, startedAt: instant }).meta({ id: 'SyncStart' });
export type SyncStartResponse = z.infer<typeof SyncStartResponseSchema>;
