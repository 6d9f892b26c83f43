import type { FastifyPluginAsync } from 'fastify';
import { EMAIL_PAGE_KINDS, EMAIL_TOKEN_PATTERN, type EligibilityInfo } from '@cyr/schemas';
import type { AppDeps } from '../../app';
import { apiError } from '../../http/errors';
import { hashEmailToken } from '../../mail/email-tokens';

/**
 * `GET /api/email-pages/<results|petitions>/<emailToken>` (no auth): the snapshot the email link shows,
 * `{eligibilityInfo, lookupEndDateEn, lookupEndDateEs}`; an unknown, malformed or expired token is 404.
 */
export const emailPagesRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db.db;
  const clock = deps.clock ?? (() => new Date());

  app.get<{ Params: { kind: string; emailToken: string } }>('/email-pages/:kind/:emailToken', async (req, reply) => {
    const { kind, emailToken } = req.params;
    if (!(EMAIL_PAGE_KINDS as readonly string[]).includes(kind) || !EMAIL_TOKEN_PATTERN.test(emailToken)) {
      throw apiError(404, 'not_found');
    }
    const now = Math.floor(clock().getTime() / 1000);
    const row = await db
      .selectFrom('email_pages')
      .select(['eligibility_info', 'lookup_end_date_en', 'lookup_end_date_es'])
      .where('token_hash', '=', hashEmailToken(emailToken))
      .where('kind', '=', kind)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!row) throw apiError(404, 'not_found');
    reply.header('cache-control', 'no-store');
    return {
      eligibilityInfo: row.eligibility_info as EligibilityInfo,
      lookupEndDateEn: row.lookup_end_date_en,
      lookupEndDateEs: row.lookup_end_date_es,
    };
  });
};
