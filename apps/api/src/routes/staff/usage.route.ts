import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UsageResponseSchema } from '@cyr/schemas';
import { rangeSchema, type StaffRouteOptions } from './shared';

/** The checker's daily funnel, outcomes, languages and devices (counts only). */
export const staffUsageRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/usage',
    {
      onRequest: gate({ area: 'usage' }),
      schema: rangeSchema(
        'staffUsage',
        'Daily checker funnel, outcomes, languages and devices (counts only).',
        UsageResponseSchema,
      ),
    },
    async (req) => staff.usage.daily(req.query),
  );
};
