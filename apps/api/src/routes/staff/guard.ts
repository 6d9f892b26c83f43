import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { STAFF_SESSION_COOKIE, type StaffRole } from '@cyr/schemas';
import { apiError } from '../../http/errors';
import type { StaffPrincipal, StaffSessions } from '../../services/staff/sessions';

/**
 * The staff console's gate (docs/api/staff.md "Authentication, roles, CSRF"), run at `onRequest`, before the
 * body is read or validated, in this order: a staff session cookie (else 401 `staff_unauthenticated`; a
 * visitor's bearer token is not looked at), the role (else 403 `staff_forbidden`), a password of their own (else
 * 403 `password_change_required`, but for `me`, sign-out and the change itself), and for a state-changing call the
 * CSRF token (else 403 `csrf_invalid`).
 */
const principals = new WeakMap<FastifyRequest, StaffPrincipal>();

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
 * What a staff route asks of the gate: a role, a CSRF token (a change), to be open before the password change, or
 * to be open to partner accounts. A `partner` account is refused (403 `staff_forbidden`) by every route that does
 * not say `partner: true` (docs/decisions/0107-partner-role.md): a new route is closed to partners unless it opens.
 */
export interface StaffGateOptions {
  role?: StaffRole;
  csrf?: boolean;
  beforePasswordChange?: boolean;
  partner?: boolean;
}

/** The hooks of a staff route: the session, then the role, then (for a change) the CSRF token. */
export function staffGate(
  app: FastifyInstance,
  sessions: StaffSessions,
  opts: StaffGateOptions = {},
): onRequestHookHandler[] {
  const session: onRequestHookHandler = async (req) => {
    const p = await sessions.authenticate(req.cookies[STAFF_SESSION_COOKIE]);
    if (!p) throw apiError(401, 'staff_unauthenticated');
    if (opts.role === 'admin' && p.role !== 'admin') throw apiError(403, 'staff_forbidden');
    if (p.role === 'partner' && !opts.partner) throw apiError(403, 'staff_forbidden');
    if (p.mustChangePassword && !opts.beforePasswordChange) throw apiError(403, 'password_change_required');
    principals.set(req, p);
  };
  return opts.csrf ? [session, csrfCheck(app)] : [session];
}
