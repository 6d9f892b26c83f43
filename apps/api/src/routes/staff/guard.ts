import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { mayUse, STAFF_SESSION_COOKIE, type StaffArea } from '@cyr/schemas';
import { apiError } from '../../http/errors';
import { hashStaffToken } from '../../services/staff/accounts';
import type { StaffPrincipal, StaffSessions } from '../../services/staff/sessions';

/**
 * The staff console's gate (docs/api/staff.md "Authentication, roles, CSRF"), run at `onRequest`, before the
 * body is read or validated, in this order: a staff session cookie (else 401 `staff_unauthenticated`; a
 * visitor's bearer token is not looked at), the route's area among the areas its role may use (STAFF_AREA_ROLES;
 * else 403 `staff_forbidden`), a password of their own (else 403 `password_change_required`, but for `me`,
 * sign-out and the change itself), and for a state-changing call the CSRF token, bound to the session (else 403
 * `csrf_invalid`).
 */
const principals = new WeakMap<FastifyRequest, StaffPrincipal>();

/**
 * What a CSRF token is bound to: the SHA-256 of the staff session cookie, or `none` without one (before sign-in;
 * @fastify/csrf takes no empty value).
 */
export function csrfUserInfo(req: FastifyRequest): string {
  const token = req.cookies[STAFF_SESSION_COOKIE];
  return token ? `session:${hashStaffToken(token)}` : 'none';
}

/** The signed-in staff member of a request that passed the gate. */
export function staffOf(req: FastifyRequest): StaffPrincipal {
  const p = principals.get(req);
  if (!p) throw apiError(401, 'staff_unauthenticated');
  return p;
}

/** Checks the CSRF token with @fastify/csrf-protection, as the contract's 403 `csrf_invalid`. */
export function csrfCheck(app: FastifyInstance): onRequestHookHandler {
  return (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const check = app.csrfProtection as unknown as (
      req: FastifyRequest,
      reply: FastifyReply,
      next: (err?: unknown) => void,
    ) => void;
    try {
      check.call(app, req, reply, (err?: unknown) => done(err ? apiError(403, 'csrf_invalid') : undefined));
    } catch {
      done(apiError(403, 'csrf_invalid'));
    }
  };
}

/**
 * What a staff route asks of the gate: its area (whose roles may call it: STAFF_AREA_ROLES, declared once in
 * @cyr/schemas), a CSRF token (a change), or to be open before the password change. A `partner` account
 * (docs/decisions/0107-partner-role.md) is refused (403 `staff_forbidden`) by every area that does not list
 * its role: a new area is closed to partners unless it names them.
 */
export interface StaffGateOptions {
  area: StaffArea;
  csrf?: boolean;
  beforePasswordChange?: boolean;
}

/**
 * The hooks of a staff route: the session, then its role against the route's area, then (for a change) the CSRF
 * token. The principal carries the client's address (`clientKey`) for the audit log.
 */
export function staffGate(
  app: FastifyInstance,
  sessions: StaffSessions,
  clientKey: (req: FastifyRequest) => string,
  opts: StaffGateOptions,
): onRequestHookHandler[] {
  const session: onRequestHookHandler = async (req) => {
    const p = await sessions.authenticate(req.cookies[STAFF_SESSION_COOKIE]);
    if (!p) throw apiError(401, 'staff_unauthenticated');
    if (!mayUse(p.role, opts.area)) throw apiError(403, 'staff_forbidden');
    if (p.mustChangePassword && !opts.beforePasswordChange) throw apiError(403, 'password_change_required');
    principals.set(req, { ...p, client: clientKey(req) });
  };
  return opts.csrf ? [session, csrfCheck(app)] : [session];
}
