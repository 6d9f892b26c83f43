import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STAFF_PENDING_COOKIE,
  STAFF_SESSION_COOKIE,
  StaffLanguageSchema,
  PasskeyAssertionSchema,
  WebAuthnOptionsSchema,
  StaffCsrfResponseSchema,
  StaffMeSchema,
  StaffOkSchema,
  StaffPasswordChangeSchema,
  StaffPasswordStepResponseSchema,
  StaffPasswordStepSchema,
  StaffTotpStepSchema,
} from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_CSRF, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import type { SignedIn } from '../../services/staff/auth';
import { PENDING_SECONDS } from '../../services/staff/sessions';
import { DEVICE_COOKIE } from '../../services/staff/sign-in-policy';
import { csrfCheck, csrfUserInfo, staffOf } from './guard';
import { STAFF_TAG, type StaffRouteOptions } from './shared';

/** Password and second-factor attempts per client per minute (counted in the database, limits/). */
export const STAFF_SIGN_IN_PER_MINUTE = 10;

/** Sign-in (password, then the second factor or its enrolment), the CSRF token, me, sign-out, password change. */
export const staffAuthRoutes: FastifyPluginAsync<StaffRouteOptions> = async (
  plugin,
  { staff, gate, cookies, clientKey },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const signInLimit = { rateLimit: { max: STAFF_SIGN_IN_PER_MINUTE, timeWindow: 60_000 } };
  // The device cookie goes only to the sign-in steps (ADR 0090).
  const deviceCookie = { ...cookies, path: '/api/staff/auth' };
  /** A completed sign-in: the session cookie, the pending one cleared, a device cookie for a new browser. */
  const signedIn = (reply: FastifyReply, done: SignedIn) => {
    reply.clearCookie(STAFF_PENDING_COOKIE, cookies);
    reply.setCookie(STAFF_SESSION_COOKIE, done.sessionToken, cookies);
    if (done.device) reply.setCookie(DEVICE_COOKIE, done.device.token, { ...deviceCookie, maxAge: done.device.maxAge });
    return done.me;
  };

  app.get(
    '/auth/csrf',
    {
      schema: {
        operationId: 'staffCsrf',
        tags: STAFF_TAG,
        summary:
          'A CSRF token for the x-csrf-token header (sets its httpOnly cookie), bound to the staff session (none before sign-in).',
        response: { 200: jsonResponse(StaffCsrfResponseSchema) },
      },
    },
    async (req, reply) => ({ csrfToken: reply.generateCsrf({ userInfo: csrfUserInfo(req) }) }),
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
          ...errorResponses([
            400,
            [401, 'sign_in_failed'],
            403,
            413,
            415,
            [423, 'account_locked: disabled (said only after a right password)'],
            [429, 'sign_in_wait (Retry-After: seconds until the next try is taken) or rate_limited'],
          ]),
        },
      },
    },
    async (req, reply) => {
      const { pendingToken, next } = await staff.auth.password({
        email: req.body.email,
        password: req.body.password,
        client: clientKey(req),
        deviceToken: req.cookies[DEVICE_COOKIE],
      });
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
            [429, 'sign_in_wait (Retry-After) or rate_limited'],
          ]),
        },
      },
    },
    async (req, reply) =>
      signedIn(reply, await staff.auth.secondFactor(req.cookies[STAFF_PENDING_COOKIE], req.body.code, clientKey(req))),
  );

  app.post(
    '/auth/passkey/options',
    {
      onRequest: [csrfCheck(app)],
      config: signInLimit,
      schema: {
        operationId: 'staffSignInPasskeyOptions',
        tags: STAFF_TAG,
        summary: "Sign-in step 2 with a passkey: WebAuthn options naming the member's passkeys.",
        security: STAFF_CSRF,
        response: {
          200: jsonResponse(WebAuthnOptionsSchema),
          ...errorResponses([[401, 'staff_unauthenticated (no sign-in in progress)'], 403, [404, 'no passkey'], 429]),
        },
      },
    },
    // The library's options as the response's plain JSON object.
    async (req) => ({ ...(await staff.auth.passkeyOptions(req.cookies[STAFF_PENDING_COOKIE])) }),
  );

  app.post(
    '/auth/passkey',
    {
      onRequest: [csrfCheck(app)],
      config: signInLimit,
      schema: {
        operationId: 'staffSignInPasskey',
        tags: STAFF_TAG,
        summary: "Sign-in step 2 with a passkey: the authenticator's answer; sets the session cookie.",
        security: STAFF_CSRF,
        body: PasskeyAssertionSchema,
        response: {
          200: jsonResponse(StaffMeSchema),
          ...errorResponses([
            400,
            [401, 'staff_unauthenticated or totp_invalid (the passkey did not verify)'],
            403,
            413,
            415,
            423,
            [429, 'sign_in_wait (Retry-After) or rate_limited'],
          ]),
        },
      },
    },
    async (req, reply) =>
      signedIn(reply, await staff.auth.passkey(req.cookies[STAFF_PENDING_COOKIE], req.body.credential, clientKey(req))),
  );

  app.post(
    '/auth/sign-out',
    {
      onRequest: gate({ area: 'account', csrf: true, beforePasswordChange: true }),
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
      onRequest: gate({ area: 'account', beforePasswordChange: true }),
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
      onRequest: gate({ area: 'account', csrf: true, beforePasswordChange: true }),
      config: signInLimit,
      schema: {
        operationId: 'staffChangePassword',
        tags: STAFF_TAG,
        summary:
          "Replaces the password (required once after a one-time password) and ends the account's other sessions; a wrong current one counts.",
        security: STAFF_SESSION_CSRF,
        body: StaffPasswordChangeSchema,
        response: {
          200: jsonResponse(StaffOkSchema),
          ...errorResponses([400, [401, 'staff_unauthenticated or sign_in_failed (wrong current password)'], 403, 429]),
        },
      },
    },
    async (req) => {
      await staff.auth.changePassword(staffOf(req), {
        currentPassword: req.body.currentPassword,
        newPassword: req.body.newPassword,
        deviceToken: req.cookies[DEVICE_COOKIE],
      });
      return { message: 'Password changed.' };
    },
  );

  app.put(
    '/me/language',
    {
      onRequest: gate({ area: 'account', csrf: true, beforePasswordChange: true }),
      schema: {
        operationId: 'staffLanguage',
        tags: STAFF_TAG,
        summary: "The language of the console and of the member's emails (audited).",
        security: STAFF_SESSION_CSRF,
        body: StaffLanguageSchema,
        response: { 200: jsonResponse(StaffMeSchema), ...errorResponses([400, 401, 403, 413, 415]) },
      },
    },
    async (req) => staff.auth.setLanguage(staffOf(req), req.body.language),
  );
};
