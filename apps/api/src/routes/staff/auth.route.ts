import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STAFF_PENDING_COOKIE,
  STAFF_SESSION_COOKIE,
  StaffCsrfResponseSchema,
  StaffMeSchema,
  StaffOkSchema,
  StaffPasswordChangeSchema,
  StaffPasswordStepResponseSchema,
  StaffPasswordStepSchema,
  StaffTotpStepSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_CSRF, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { PENDING_SECONDS } from '../../services/staff/sessions';
import { csrfCheck, staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** Password and second-factor attempts per client per minute (counted in the database, limits/). */
export const STAFF_SIGN_IN_PER_MINUTE = 10;

/** Sign-in (password, then the second factor or its enrolment), the CSRF token, me, sign-out, password change. */
export const staffAuthRoutes: FastifyPluginAsync<StaffRouteOptions> = async (plugin, { staff, gate, cookies }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const signInLimit = { rateLimit: { max: STAFF_SIGN_IN_PER_MINUTE, timeWindow: 60_000 } };

  app.get(
    '/auth/csrf',
    {
      schema: {
        operationId: 'staffCsrf',
        tags: STAFF_TAG,
        summary: 'A CSRF token for the x-csrf-token header (sets its httpOnly cookie).',
        response: { 200: jsonResponse(StaffCsrfResponseSchema) },
      },
    },
    async (_req, reply) => ({ csrfToken: reply.generateCsrf() }),
  );

  app.post(
    '/auth/password',
    {
      onRequest: [csrfCheck(app)],
      config: signInLimit,
      schema: {
        operationId: 'staffSignInPassword',
        tags: STAFF_TAG,
        summary: 'Sign-in step 1: email and password; then the second factor (or its enrolment).',
        security: STAFF_CSRF,
        body: StaffPasswordStepSchema,
        response: {
          200: jsonResponse(StaffPasswordStepResponseSchema),
          ...errorResponses([400, [401, 'sign_in_failed'], 403, 413, 415, 423, 429]),
        },
      },
    },
    async (req, reply) => {
      const { pendingToken, next } = await staff.auth.password(req.body.email, req.body.password);
      reply.setCookie(STAFF_PENDING_COOKIE, pendingToken, { ...cookies, maxAge: PENDING_SECONDS });
      return next;
    },
  );

  app.post(
    '/auth/totp',
    {
      onRequest: [csrfCheck(app)],
      config: signInLimit,
      schema: {
        operationId: 'staffSignInTotp',
        tags: STAFF_TAG,
        summary: 'Sign-in step 2: the authenticator code (confirms enrolment too); sets the session cookie.',
        security: STAFF_CSRF,
        body: StaffTotpStepSchema,
        response: {
          200: jsonResponse(StaffMeSchema),
          ...errorResponses([
            400,
            [401, 'staff_unauthenticated (no sign-in in progress) or totp_invalid'],
            403,
            423,
            429,
          ]),
        },
      },
    },
    async (req, reply) => {
      const { sessionToken, me } = await staff.auth.secondFactor(req.cookies[STAFF_PENDING_COOKIE], req.body.code);
      reply.clearCookie(STAFF_PENDING_COOKIE, cookies);
      reply.setCookie(STAFF_SESSION_COOKIE, sessionToken, cookies);
      return me;
    },
  );

  app.post(
    '/auth/sign-out',
    {
      onRequest: gate({ csrf: true, beforePasswordChange: true, partner: true }),
      schema: {
        operationId: 'staffSignOut',
        tags: STAFF_TAG,
        summary: 'Ends the staff session.',
        security: STAFF_SESSION_CSRF,
        response: { 200: jsonResponse(StaffOkSchema), ...errorResponses([401, 403]) },
      },
    },
    async (req, reply) => {
      await staff.auth.signOut(staffOf(req));
      reply.clearCookie(STAFF_SESSION_COOKIE, cookies);
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/me',
    {
      onRequest: gate({ beforePasswordChange: true, partner: true }),
      schema: {
        operationId: 'staffMe',
        tags: STAFF_TAG,
        summary: 'The signed-in staff member and when the session ends.',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffMeSchema), ...errorResponses([401]) },
      },
    },
    async (req) => staff.auth.me(staffOf(req)),
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: gate({ csrf: true, beforePasswordChange: true, partner: true }),
      config: signInLimit,
      schema: {
        operationId: 'staffChangePassword',
        tags: STAFF_TAG,
        summary: 'Replaces the password (required once after a one-time password); a wrong current one counts.',
        security: STAFF_SESSION_CSRF,
        body: StaffPasswordChangeSchema,
        response: {
          200: jsonResponse(StaffOkSchema),
          ...errorResponses([400, [401, 'staff_unauthenticated or sign_in_failed (wrong current password)'], 403, 429]),
        },
      },
    },
    async (req) => {
      await staff.auth.changePassword(staffOf(req), req.body.currentPassword, req.body.newPassword);
      return { message: 'Password changed.' };
    },
  );
};
