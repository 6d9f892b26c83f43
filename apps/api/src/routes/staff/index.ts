import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyPluginAsync } from 'fastify';
import { STAFF_CSRF_HEADER } from '@cyr/schemas';
import { clientKeyFor } from '../../limits';
import type { Config } from '../../config';
import type { PdfRenderPool } from '../../documents/render-pool';
import type { StaffServices } from '../../services/staff';
import { staffAuditRoutes } from './audit.route';
import { staffAuthRoutes } from './auth.route';
import { staffClinicRoutes } from './clinic.route';
import { staffDirectoryRoutes } from './directory.route';
import { staffCountyRoutes } from './county.route';
import { staffDataRoutes } from './data.route';
import { staffFeedbackRoutes } from './feedback.route';
import { staffHelpRoutes } from './help.route';
import { staffMemberRoutes } from './members.route';
import { staffOutcomeRoutes } from './outcomes.route';
import { staffReferralRoutes } from './referrals.route';
import { staffUsageRoutes } from './usage.route';
import { staffPasskeyRoutes } from './passkeys.route';
import { staffExportRoutes } from './exports.route';
import { csrfUserInfo, staffGate } from './guard';
import type { StaffRouteOptions } from './shared';

/**
 * The staff console's API, `/api/staff/*` (docs/api/staff.md, docs/decisions/0070-staff-authentication.md): one
 * file per area, each registered here. This plugin alone registers the cookies, CSRF and the gate: the public API
 * neither reads nor sets them. A new area is a `<area>.route.ts` registered below, with its service in
 * `services/staff/`.
 */
export const staffRoutes: FastifyPluginAsync<{
  config: Config;
  staff: StaffServices;
  pdfPool: Pick<PdfRenderPool, 'render'>;
}> = async (plugin, { config, staff, pdfPool }) => {
  // Secure everywhere but plain-http localhost (development) and tests, where a browser would drop it.
  const secure = !(config.env === 'test' || /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(config.publicUrl));
  const cookies = { httpOnly: true, secure, sameSite: 'strict', path: '/api/staff' } as const;

  await plugin.register(cookie);
  await plugin.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'cyr_staff_csrf',
    cookieOpts: cookies,
    getToken: (req) => {
      const v = req.headers[STAFF_CSRF_HEADER];
      return typeof v === 'string' ? v : undefined;
    },
    // The token is bound to the staff session it was issued in (`none` before sign-in), so a token from
    // another session, or from a CSRF cookie tossed in by a sibling site, is refused (csrf_invalid).
    getUserInfo: csrfUserInfo,
    csrfOpts: { hmacKey: createHmac('sha256', config.sessionSecret).update('staff-csrf').digest('base64url') },
  });
  const clientKey = clientKeyFor(config.rateLimitIpv6Prefix);
  const areas: StaffRouteOptions = {
    staff,
    cookies,
    pdfPool,
    clientKey,
    gate: (opts) => staffGate(plugin, staff.sessions, clientKey, opts),
  };
  for (const area of [
    staffAuthRoutes,
    staffPasskeyRoutes,
    staffExportRoutes,
    staffMemberRoutes,
    staffHelpRoutes,
    staffFeedbackRoutes,
    staffUsageRoutes,
    staffDataRoutes,
    staffCountyRoutes,
    staffOutcomeRoutes,
    staffAuditRoutes,
    staffReferralRoutes,
    staffClinicRoutes,
    staffDirectoryRoutes,
  ])
    await plugin.register(area, areas);
};
