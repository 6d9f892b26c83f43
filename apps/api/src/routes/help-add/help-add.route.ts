import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resources, translate } from '@cyr/i18n';
import { HelpAddParamsSchema, HelpAddSchema } from '@cyr/schemas';
import { z } from 'zod';
import type { RouteDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { errorResponses, jsonResponse } from '../../http/openapi';
import { addToHelpRequest } from '../../services/help-messages';

/** Additions one client may send per hour (a person adds a few; the limit bounds a script). */
export const HELP_ADD_PER_HOUR = 10;

const HelpAddResponseSchema = z.object({ message: z.string(), messageEs: z.string() }).meta({ id: 'HelpAddResponse' });

/**
 * `POST /api/help/add/:token` (no login; the token is the acknowledgement's link): adds the person's text to
 * their help request, where the staff see it (services/help-messages.ts). 404 for a link that names no request
 * (wrong, or the request was purged); 409 `help_request_full` after 20 additions.
 */
export const helpAddRoutes: FastifyPluginAsync<RouteDeps> = async (plugin, { services }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = services;
  app.post(
    '/help/add/:token',
    {
      config: { rateLimit: { max: HELP_ADD_PER_HOUR, timeWindow: 3_600_000 } },
      schema: {
        operationId: 'helpAdd',
        summary: 'Add to a help request from the link in its acknowledgement (no login).',
        params: HelpAddParamsSchema,
        body: HelpAddSchema,
        response: {
          200: jsonResponse(HelpAddResponseSchema),
          ...errorResponses([
            400,
            [404, 'not_found: the link names no help request'],
            [409, 'help_request_full: the request holds 20 additions; send a new one'],
            413,
            415,
            429,
          ]),
        },
      },
    },
    async (req) => {
      const outcome = await addToHelpRequest(db, req.params.token, req.body.message, clock(), config.publicUrl);
      if (outcome === 'unknown') throw apiError(404, 'not_found');
      if (outcome === 'full') throw apiError(409, 'help_request_full');
      return {
        message: translate(resources, 'en', 'help:add.added'),
        messageEs: translate(resources, 'es', 'help:add.added'),
      };
    },
  );
};
