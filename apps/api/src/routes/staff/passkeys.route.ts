import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PasskeyRegistrationSchema,
  StaffIdParamsSchema,
  StaffPasskeyListSchema,
  WebAuthnOptionsSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** A member's own passkeys, a second factor beside TOTP (docs/decisions/0092-staff-passkeys.md). */
export const staffPasskeyRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/passkeys',
    {
      onRequest: gate({ area: 'account' }),
      schema: {
        operationId: 'staffPasskeys',
        tags: STAFF_TAG,
        summary: "The signed-in member's passkeys, and whether this deployment can have them.",
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffPasskeyListSchema), ...errorResponses([401, 403]) },
      },
    },
    async (req) => staff.passkeys.list(staffOf(req)),
  );

  app.post(
    '/passkeys/options',
    {
      onRequest: gate({ area: 'account', csrf: true }),
      schema: {
        operationId: 'staffPasskeyOptions',
        tags: STAFF_TAG,
        summary: 'WebAuthn options to make a passkey (the challenge is kept on the session).',
        security: STAFF_SESSION_CSRF,
        response: {
          200: jsonResponse(WebAuthnOptionsSchema),
          ...errorResponses([[400, 'passkey_invalid: PUBLIC_URL names no host'], 401, 403]),
        },
      },
    },
    // The library's options as the response's plain JSON object.
    async (req) => ({ ...(await staff.passkeys.options(staffOf(req))) }),
  );

  app.post(
    '/passkeys',
    {
      onRequest: gate({ area: 'account', csrf: true }),
      schema: {
        operationId: 'staffPasskeyAdd',
        tags: STAFF_TAG,
        summary: "Adds a passkey from the authenticator's answer (audited).",
        security: STAFF_SESSION_CSRF,
        body: PasskeyRegistrationSchema,
        response: {
          200: jsonResponse(StaffPasskeyListSchema),
          ...errorResponses([[400, 'validation_error or passkey_invalid'], 401, 403, 413, 415]),
        },
      },
    },
    async (req) => staff.passkeys.add(staffOf(req), req.body.name, req.body.credential),
  );

  app.delete(
    '/passkeys/:id',
    {
      onRequest: gate({ area: 'account', csrf: true }),
      schema: {
        operationId: 'staffPasskeyRemove',
        tags: STAFF_TAG,
        summary: 'Removes one of the member’s passkeys (audited).',
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        response: { 200: jsonResponse(StaffPasskeyListSchema), ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (req) => staff.passkeys.remove(staffOf(req), req.params.id),
  );
};
