import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DataOverviewSchema,
  ImportDetailSchema,
  QuarantineDecisionResponseSchema,
  QuarantineDecisionSchema,
  StaffIdParamsSchema,
  SyncStartResponseSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** The court data: freshness and imports, one import's report, a quarantine decision and a sync (admin). */
export const staffDataRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/data',
    {
      onRequest: gate({ area: 'data' }),
      schema: {
        operationId: 'staffData',
        tags: STAFF_TAG,
        summary: 'Freshness, the last imports and syncs, quarantined imports, whether a sync runs.',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(DataOverviewSchema), ...errorResponses([401]) },
      },
    },
    async () => staff.data.overview(),
  );

  app.get(
    '/data/imports/:id',
    {
      onRequest: gate({ area: 'data' }),
      schema: {
        operationId: 'staffImportDetail',
        tags: STAFF_TAG,
        summary: 'One import or sync attempt with its import report.',
        security: STAFF_SESSION,
        params: StaffIdParamsSchema,
        response: { 200: jsonResponse(ImportDetailSchema), ...errorResponses([400, 401, 404]) },
      },
    },
    async (req) => staff.data.importDetail(req.params.id),
  );

  app.post(
    '/data/imports/:id/decision',
    {
      onRequest: gate({ area: 'dataDecisions', csrf: true }),
      schema: {
        operationId: 'staffImportDecision',
        tags: STAFF_TAG,
        summary: 'Accepts or rejects a quarantined import (admin).',
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        body: QuarantineDecisionSchema,
        response: {
          200: jsonResponse(QuarantineDecisionResponseSchema),
          ...errorResponses([400, 401, 403, 404, [409, 'import_not_decidable or sync_running'], 413, 415]),
        },
      },
    },
    async (req) => staff.data.decide(staffOf(req), req.params.id, req.body.decision),
  );

  app.post(
    '/data/sync',
    {
      onRequest: gate({ area: 'dataDecisions', csrf: true }),
      schema: {
        operationId: 'staffStartSync',
        tags: STAFF_TAG,
        summary: 'Starts a sync job (admin); its outcome appears in the imports.',
        security: STAFF_SESSION_CSRF,
        response: { 200: jsonResponse(SyncStartResponseSchema), ...errorResponses([401, 403, [409, 'sync_running']]) },
      },
    },
    async (req) => staff.data.startSync(staffOf(req), (line) => req.log.info({ sync: line }, 'sync')),
  );
};
