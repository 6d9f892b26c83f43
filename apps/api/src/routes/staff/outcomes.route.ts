import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CourtNoteBodySchema,
  CourtNoteListSchema,
  CourtNoteSchema,
  OutcomesQuerySchema,
  OutcomesReportSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { csvResponse, sendCsv, STAFF_TAG, type StaffRouteOptions } from './shared';

const CourtParamsSchema = z.strictObject({ court: z.string().max(20) });
const SavedCourtNoteSchema = z.object({ note: CourtNoteSchema.nullable() }).meta({ id: 'SavedCourtNote' });

/**
 * The staff console's Outcomes and court notes (issue #38; docs/api/staff.md "Outcomes", "Court notes"), their
 * policy in services/staff/outcomes.ts:
 * - `GET /api/staff/outcomes?from=YYYY-MM&to=YYYY-MM`: the follow-ups' funnel, by route, court and month, the
 *   median days to an order and the stuck reasons, small figures withheld;
 * - `GET /api/staff/outcomes.csv`: the same figures as CSV (audited);
 * - `GET /api/staff/courts`, `PUT /api/staff/courts/:court`: what staff noted of each court's practice, in
 *   English and Spanish with the day it was checked (every change audited; all topics empty deletes the notes).
 */
export const staffOutcomeRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/outcomes',
    {
      onRequest: gate({ area: 'outcomes' }),
      schema: {
        operationId: 'staffOutcomes',
        tags: STAFF_TAG,
        summary:
          'What people told the follow-ups about the petitions they downloaded in a range of months (default: the last twelve): the funnel from results to an order, by route, court and month, the median days from filing to order and the stuck reasons. Figures from 1 to 4 are null ("fewer than 5").',
        security: STAFF_SESSION,
        querystring: OutcomesQuerySchema,
        response: { 200: jsonResponse(OutcomesReportSchema), ...errorResponses([400, 401, 403]) },
      },
    },
    async (req) => staff.outcomes.report(req.query),
  );

  app.get(
    '/outcomes.csv',
    {
      onRequest: gate({ area: 'outcomes' }),
      schema: {
        operationId: 'staffOutcomesCsv',
        tags: STAFF_TAG,
        summary: 'The Outcomes figures as CSV, one line per figure (`<5` where withheld); audited.',
        security: STAFF_SESSION,
        querystring: OutcomesQuerySchema,
        response: { 200: csvResponse, ...errorResponses([400, 401, 403]) },
      },
    },
    async (req, reply) => sendCsv(reply, await staff.outcomes.exportCsv(staffOf(req), req.query)),
  );

  app.get(
    '/courts',
    {
      onRequest: gate({ area: 'courtNotes' }),
      schema: {
        operationId: 'staffCourtNotes',
        tags: STAFF_TAG,
        summary: 'Every court with notes (setting practice, objections, typical wait; English and Spanish).',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(CourtNoteListSchema), ...errorResponses([401, 403]) },
      },
    },
    async () => ({ notes: await staff.outcomes.courtNotes() }),
  );

  app.put(
    '/courts/:court',
    {
      onRequest: gate({ area: 'courtNotes', csrf: true }),
      schema: {
        operationId: 'staffSaveCourtNote',
        tags: STAFF_TAG,
        summary:
          "Writes a court's notes (`district:178`, `ccl:3`); every topic in both languages or in neither, with the day they were checked. All topics empty deletes them (`note: null`). Audited.",
        security: STAFF_SESSION_CSRF,
        params: CourtParamsSchema,
        body: CourtNoteBodySchema,
        response: {
          200: jsonResponse(SavedCourtNoteSchema),
          ...errorResponses([400, 401, 403, [404, 'not_found: no such court']]),
        },
      },
    },
    async (req) => ({ note: await staff.outcomes.saveCourtNote(staffOf(req), req.params.court, req.body) }),
  );
};
