import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffReferralActionSchema,
  StaffReferralDetailSchema,
  StaffReferralListSchema,
  StaffReferralOpenQuerySchema,
  StaffReferralOpenSchema,
  StaffReferralParamsSchema,
  StaffReferralSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/**
 * Referrals (docs/decisions/0107-partner-role.md): the list for every account (a partner's own, or every one for
 * staff and admins, codes only); opening a notice's link, reading one and answering it for the partner it was
 * sent to.
 */
export const staffReferralRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/referrals',
    {
      onRequest: gate({ area: 'referrals' }),
      schema: {
        operationId: 'staffReferrals',
        tags: STAFF_TAG,
        summary:
          'Referrals, newest first: a partner’s own, or every one (staff, admin); status and age, no personal data.',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffReferralListSchema), ...errorResponses([401, 403]) },
      },
    },
    async (req) => ({ referrals: await staff.referrals.list(staffOf(req)) }),
  );

  app.get(
    '/referrals/open',
    {
      onRequest: gate({ area: 'referrals' }),
      schema: {
        operationId: 'staffReferralOpen',
        tags: STAFF_TAG,
        summary: 'The referral a notice’s signed link names, for the partner it was sent to (410 once expired).',
        security: STAFF_SESSION,
        querystring: StaffReferralOpenQuerySchema,
        response: {
          200: jsonResponse(StaffReferralOpenSchema),
          ...errorResponses([400, 401, 403, 404, [410, 'referral_link_expired']]),
        },
      },
    },
    async (req) => staff.referrals.open(staffOf(req), req.query.link),
  );

  app.get(
    '/referrals/:id',
    {
      onRequest: gate({ area: 'referrals' }),
      schema: {
        operationId: 'staffReferral',
        tags: STAFF_TAG,
        summary: 'One referral with what the person sent (the partner it was sent to; audited).',
        security: STAFF_SESSION,
        params: StaffReferralParamsSchema,
        response: { 200: jsonResponse(StaffReferralDetailSchema), ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (req) => staff.referrals.get(staffOf(req), req.params.id),
  );

  app.post(
    '/referrals/:id',
    {
      onRequest: gate({ area: 'referrals', csrf: true }),
      schema: {
        operationId: 'staffReferralAnswer',
        tags: STAFF_TAG,
        summary:
          'Accepts, declines (with a reason) or closes (with an outcome) a referral; the person is told (audited).',
        security: STAFF_SESSION_CSRF,
        params: StaffReferralParamsSchema,
        body: StaffReferralActionSchema,
        response: {
          200: jsonResponse(StaffReferralSchema),
          ...errorResponses([400, 401, 403, 404, [409, 'referral_state'], 413, 415]),
        },
      },
    },
    async (req) => staff.referrals.answer(staffOf(req), req.params.id, req.body),
  );
};
