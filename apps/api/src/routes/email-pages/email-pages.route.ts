import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EligibilityInfoSchema,
  EMAIL_PAGE_KINDS,
  EMAIL_TOKEN_PATTERN,
  LookupEndDateResponseSchema,
  type EligibilityInfo,
} from '@cyr/schemas';
import type { RouteDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { errorResponses, jsonResponse } from '../../http/openapi';
import { hashEmailToken } from '../../mail/email-tokens';
import { loadEmailPage } from '../../services/email-pages';

/**
 * `GET /api/email-pages/<results|petitions>/<emailToken>` (no auth): the snapshot the email link shows,
 * `{eligibilityInfo, lookupEndDateEn, lookupEndDateEs}`; an unknown, malformed or expired token is 404.
 */
export const EmailPageResponseSchema = z
  .object({ eligibilityInfo: EligibilityInfoSchema, ...LookupEndDateResponseSchema.shape })
  .meta({ id: 'EmailPageResponse' });

/** Path parameters as described; any string is accepted so that a wrong kind or token is a 404, not a 400. */
const EmailPageParamsSchema = z.object({
  kind: z.string().meta({ enum: [...EMAIL_PAGE_KINDS] }),
  emailToken: z.string(),
});

export const emailPagesRoutes: FastifyPluginAsync<RouteDeps> = async (plugin, { deps, services }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const db = deps.db.db;
  const { clock } = services;

  const schema = {
    operationId: 'getEmailPage',
    summary: 'What an emailed results or petitions page shows (no auth; unknown or expired token is 404).',
    params: EmailPageParamsSchema,
    response: { 200: jsonResponse(EmailPageResponseSchema), ...errorResponses([[404, 'not_found']]) },
  };
  app.get('/email-pages/:kind/:emailToken', { schema }, async (req, reply) => {
    const { kind, emailToken } = req.params;
    if (!(EMAIL_PAGE_KINDS as readonly string[]).includes(kind) || !EMAIL_TOKEN_PATTERN.test(emailToken)) {
      throw apiError(404, 'not_found');
    }
    const now = Math.floor(clock().getTime() / 1000);
    const row = await loadEmailPage(db, kind, hashEmailToken(emailToken), now);
    if (!row) throw apiError(404, 'not_found');
    reply.header('cache-control', 'no-store');
    return {
      eligibilityInfo: row.eligibility_info as EligibilityInfo,
      lookupEndDateEn: row.lookup_end_date_en,
      lookupEndDateEs: row.lookup_end_date_es,
    };
  });
};
