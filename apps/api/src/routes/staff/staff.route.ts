import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditListResponseSchema,
  DataOverviewSchema,
  FeedbackContactsResponseSchema,
  FeedbackSummarySchema,
  FeedbackTextResponseSchema,
  HelpListQuerySchema,
  HelpListResponseSchema,
  HelpReplyBodySchema,
  HelpRequestDetailSchema,
  HelpUpdateSchema,
  ImportDetailSchema,
  QuarantineDecisionResponseSchema,
  QuarantineDecisionSchema,
  STAFF_CSRF_HEADER,
  STAFF_PENDING_COOKIE,
  STAFF_SESSION_COOKIE,
  StaffActionParamsSchema,
  StaffAddResponseSchema,
  StaffAddSchema,
  StaffCountyReportSchema,
  StaffCsrfResponseSchema,
  StaffDateRangeQuerySchema,
  StaffIdParamsSchema,
  StaffListResponseSchema,
  StaffMemberSchema,
  StaffMeSchema,
  StaffOkSchema,
  StaffPasswordStepResponseSchema,
  StaffPasswordChangeSchema,
  StaffPasswordStepSchema,
  StaffTotpStepSchema,
  SyncStartResponseSchema,
  UsageResponseSchema,
} from '@cyr/schemas';
import type { AppDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { errorResponses, jsonResponse, STAFF_CSRF, STAFF_SESSION, STAFF_SESSION_CSRF } from '../../http/openapi';
import { renderHelpReply } from '../../mail/templates';
import {
  acceptTotp,
  addStaff,
  beginEnrolment,
  changeStaff,
  checkPassword,
  findStaffById,
  listStaff,
  setPassword,
  StaffExistsError,
} from '../../services/staff/accounts';
import { listAudit, writeAudit, type AuditActor } from '../../services/staff/audit';
import { countyCsv, latestStaffCountyReport } from '../../services/staff/county';
import { dataOverview, importDetail, JobRunningError, startJob } from '../../services/staff/data';
import { decideImport, ImportNotDecidableError, runConsoleSync } from '../../services/staff/sync-job';
import {
  feedbackContacts,
  feedbackCsv,
  feedbackSummary,
  feedbackText,
  RangeTooLongError,
  resolveRange,
  type DayRange,
} from '../../services/staff/feedback';
import {
  getHelp,
  listHelp,
  NoEmailAddressError,
  replyToHelp,
  UnknownAssigneeError,
  updateHelp,
} from '../../services/staff/help';
import { PENDING_SECONDS, StaffSessions } from '../../services/staff/sessions';
import { usage } from '../../services/staff/usage';
import { csrfCheck, staffGate, staffOf } from './guard';

/** Password and second-factor attempts per client per minute (counted in the database, limits/). */
export const STAFF_SIGN_IN_PER_MINUTE = 10;

const CSV_TYPE = 'text/csv; charset=utf-8';
const CsvSchema = z.string().meta({ description: 'CSV (UTF-8)' });
const csvResponse = { description: 'OK', content: { 'text/csv': { schema: CsvSchema } } };

/**
 * The staff console's API, `/api/staff/*` (docs/api/staff.md, docs/decisions/0070-staff-authentication.md).
 * Cookies and CSRF are registered in this plugin only: the public API neither reads nor sets them.
 */
export const staffRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (plugin, { deps }) => {
  const db = deps.db.db;
  const clock = deps.clock ?? (() => new Date());
  // Secure everywhere but plain-http localhost (development) and tests, where a browser would drop it.
  const secure = !(
    deps.config.env === 'test' || /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(deps.config.publicUrl)
  );
  const cookieBase = { httpOnly: true, secure, sameSite: 'strict' as const, path: '/api/staff' };

  await plugin.register(cookie);
  await plugin.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'cyr_staff_csrf',
    cookieOpts: cookieBase,
    getToken: (req) => {
      const v = req.headers[STAFF_CSRF_HEADER];
      return typeof v === 'string' ? v : undefined;
    },
  });
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const sessions = new StaffSessions(db, clock);
  const gate = (opts: Parameters<typeof staffGate>[2] = {}) => staffGate(app, sessions, opts);
  const actor = (req: Parameters<typeof staffOf>[0]): AuditActor => {
    const p = staffOf(req);
    return { id: p.id, email: p.email };
  };
  const rangeOf = (q: z.infer<typeof StaffDateRangeQuerySchema>): DayRange => {
    try {
      return resolveRange(q, clock());
    } catch (err) {
      if (err instanceof RangeTooLongError) throw apiError(400, 'validation_error', { from: 'invalid' });
      throw err;
    }
  };
  const signInLimit = { rateLimit: { max: STAFF_SIGN_IN_PER_MINUTE, timeWindow: 60_000 } };
  const tag = ['staff'];

  // ---- sign-in ----------------------------------------------------------------------------------------

  app.get(
    '/auth/csrf',
    {
      schema: {
        operationId: 'staffCsrf',
        tags: tag,
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
        tags: tag,
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
      const check = await checkPassword(db, req.body.email, req.body.password);
      if (!check.ok) {
        const who = { id: check.user?.id ?? null, email: check.user?.email ?? null };
        if (check.reason === 'locked') {
          await writeAudit(db, who, 'account_locked', null);
          throw apiError(423, 'account_locked');
        }
        await writeAudit(db, who, 'sign_in_failed', null);
        if (check.reason === 'wrong' && check.lockedNow) await writeAudit(db, who, 'account_locked', null);
        throw apiError(401, 'sign_in_failed');
      }
      const token = await sessions.startPending(check.user.id);
      reply.setCookie(STAFF_PENDING_COOKIE, token, { ...cookieBase, maxAge: PENDING_SECONDS });
      if (check.user.totp_secret === null) return { next: 'enrol' as const, ...(await beginEnrolment(db, check.user)) };
      return { next: 'totp' as const };
    },
  );

  app.post(
    '/auth/totp',
    {
      onRequest: [csrfCheck(app)],
      config: signInLimit,
      schema: {
        operationId: 'staffSignInTotp',
        tags: tag,
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
      const pending = await sessions.pending(req.cookies[STAFF_PENDING_COOKIE]);
      if (!pending) throw apiError(401, 'staff_unauthenticated');
      const user = await findStaffById(db, pending.staffId);
      if (!user || user.disabled_at || user.locked_at) throw apiError(423, 'account_locked');
      if (!(await acceptTotp(db, user, req.body.code, clock()))) {
        await sessions.failPending(pending);
        await writeAudit(db, { id: user.id, email: user.email }, 'sign_in_failed', 'totp');
        throw apiError(401, 'totp_invalid');
      }
      const s = await sessions.activate(pending);
      await writeAudit(db, { id: user.id, email: user.email }, 'sign_in', null);
      reply.clearCookie(STAFF_PENDING_COOKIE, cookieBase);
      reply.setCookie(STAFF_SESSION_COOKIE, s.token, cookieBase);
      return {
        id: user.id,
        email: user.email,
        role: user.role === 'admin' ? 'admin' : 'staff',
        idleExpiresAt: s.idle,
        absoluteExpiresAt: s.absolute,
        mustChangePassword: user.must_change_password,
      } as const;
    },
  );

  app.post(
    '/auth/sign-out',
    {
      onRequest: gate({ csrf: true, beforePasswordChange: true }),
      schema: {
        operationId: 'staffSignOut',
        tags: tag,
        summary: 'Ends the staff session.',
        security: STAFF_SESSION_CSRF,
        response: { 200: jsonResponse(StaffOkSchema), ...errorResponses([401, 403]) },
      },
    },
    async (req, reply) => {
      const p = staffOf(req);
      await sessions.end(p.tokenHash);
      await writeAudit(db, actor(req), 'sign_out', null);
      reply.clearCookie(STAFF_SESSION_COOKIE, cookieBase);
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/me',
    {
      onRequest: gate({ beforePasswordChange: true }),
      schema: {
        operationId: 'staffMe',
        tags: tag,
        summary: 'The signed-in staff member and when the session ends.',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffMeSchema), ...errorResponses([401]) },
      },
    },
    async (req) => {
      const p = staffOf(req);
      return {
        id: p.id,
        email: p.email,
        role: p.role,
        idleExpiresAt: p.idleExpiresAt,
        absoluteExpiresAt: p.absoluteExpiresAt,
        mustChangePassword: p.mustChangePassword,
      };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: gate({ csrf: true, beforePasswordChange: true }),
      config: signInLimit,
      schema: {
        operationId: 'staffChangePassword',
        tags: tag,
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
      const p = staffOf(req);
      const check = await checkPassword(db, p.email, req.body.currentPassword);
      if (!check.ok) {
        await writeAudit(db, actor(req), 'sign_in_failed', 'change-password');
        throw apiError(401, 'sign_in_failed');
      }
      if (req.body.newPassword === req.body.currentPassword)
        throw apiError(400, 'validation_error', { newPassword: 'invalid' });
      await setPassword(db, p.id, req.body.newPassword, false);
      await writeAudit(db, actor(req), 'password_changed', `staff:${p.id}`);
      return { message: 'Password changed.' };
    },
  );

  // ---- staff accounts (admin) ---------------------------------------------------------------------------

  app.get(
    '/staff',
    {
      onRequest: gate({ role: 'admin' }),
      schema: {
        operationId: 'staffList',
        tags: tag,
        summary: 'Every staff account (admin).',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffListResponseSchema), ...errorResponses([401, 403]) },
      },
    },
    async () => ({ staff: await listStaff(db) }),
  );

  app.post(
    '/staff',
    {
      onRequest: gate({ role: 'admin', csrf: true }),
      schema: {
        operationId: 'staffAdd',
        tags: tag,
        summary: 'Adds a staff member; answers their one-time initial password (admin).',
        security: STAFF_SESSION_CSRF,
        body: StaffAddSchema,
        response: {
          200: jsonResponse(StaffAddResponseSchema),
          ...errorResponses([400, 401, 403, [409, 'staff_exists'], 413, 415]),
        },
      },
    },
    async (req) => {
      try {
        const { member, password } = await addStaff(db, req.body.email, req.body.role);
        await writeAudit(db, actor(req), 'staff_added', `staff:${member.id}`);
        return { staff: member, initialPassword: password };
      } catch (err) {
        if (err instanceof StaffExistsError) throw apiError(409, 'staff_exists');
        throw err;
      }
    },
  );

  app.post(
    '/staff/:id/:action',
    {
      onRequest: gate({ role: 'admin', csrf: true }),
      schema: {
        operationId: 'staffChange',
        tags: tag,
        summary: 'Disables, enables, unlocks or resets the second factor of an account (admin).',
        security: STAFF_SESSION_CSRF,
        params: StaffActionParamsSchema,
        response: { 200: jsonResponse(StaffMemberSchema), ...errorResponses([400, 401, 403, 404]) },
      },
    },
    async (req) => {
      const me = staffOf(req);
      if (req.params.id === me.id && req.params.action === 'disable') throw apiError(403, 'staff_forbidden');
      const member = await changeStaff(db, req.params.id, req.params.action);
      if (!member) throw apiError(404, 'not_found');
      await writeAudit(db, actor(req), 'staff_changed', `staff:${member.id}:${req.params.action}`);
      return member;
    },
  );

  // ---- help inbox ---------------------------------------------------------------------------------------

  app.get(
    '/help',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffHelpList',
        tags: tag,
        summary: 'Help requests (no contact details), oldest due first, with the overdue count.',
        security: STAFF_SESSION,
        querystring: HelpListQuerySchema,
        response: { 200: jsonResponse(HelpListResponseSchema), ...errorResponses([400, 401]) },
      },
    },
    async (req) => listHelp(db, req.query, clock()),
  );

  app.get(
    '/help/:id',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffHelpDetail',
        tags: tag,
        summary: 'One help request with its contact details, notes and replies (written to the audit log).',
        security: STAFF_SESSION,
        params: StaffIdParamsSchema,
        response: { 200: jsonResponse(HelpRequestDetailSchema), ...errorResponses([400, 401, 404]) },
      },
    },
    async (req) => {
      const found = await getHelp(db, req.params.id, clock());
      if (!found) throw apiError(404, 'not_found');
      await writeAudit(db, actor(req), 'help_viewed', `help:${found.id}`);
      return found;
    },
  );

  app.patch(
    '/help/:id',
    {
      onRequest: gate({ csrf: true }),
      schema: {
        operationId: 'staffHelpUpdate',
        tags: tag,
        summary: 'Changes the status or assignee of a help request, or adds an internal note.',
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        body: HelpUpdateSchema,
        response: { 200: jsonResponse(HelpRequestDetailSchema), ...errorResponses([400, 401, 403, 404, 413, 415]) },
      },
    },
    async (req) => {
      try {
        const after = await updateHelp(db, req.params.id, req.body, staffOf(req).email, clock());
        if (!after) throw apiError(404, 'not_found');
        await writeAudit(db, actor(req), 'help_updated', `help:${after.id}`);
        return after;
      } catch (err) {
        if (err instanceof UnknownAssigneeError) throw apiError(400, 'validation_error', { assigneeId: 'invalid' });
        throw err;
      }
    },
  );

  app.post(
    '/help/:id/reply',
    {
      onRequest: gate({ csrf: true }),
      schema: {
        operationId: 'staffHelpReply',
        tags: tag,
        summary: "Sends a reply (template + text) in the request's language through the outbox; status answered.",
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        body: HelpReplyBodySchema,
        response: { 200: jsonResponse(HelpRequestDetailSchema), ...errorResponses([400, 401, 403, 404, 413, 415]) },
      },
    },
    async (req) => {
      const after = await replyToHelp(db, req.params.id, req.body, staffOf(req).email, clock(), (language) => ({
        ...renderHelpReply(language, req.body),
        kind: 'help_reply',
        language,
        replyTo: deps.config.helpInbox,
      })).catch((err: unknown) => {
        // A phone-only request has no address to write to: the console says to call instead.
        if (err instanceof NoEmailAddressError) throw apiError(400, 'validation_error', { email: 'required' });
        throw err;
      });
      if (!after) throw apiError(404, 'not_found');
      await writeAudit(db, actor(req), 'help_replied', `help:${after.id}`);
      return after;
    },
  );

  // ---- feedback -----------------------------------------------------------------------------------------

  const rangeSchema = (operationId: string, summary: string, response: z.ZodType) => ({
    operationId,
    tags: tag,
    summary,
    security: STAFF_SESSION,
    querystring: StaffDateRangeQuerySchema,
    response: { 200: jsonResponse(response), ...errorResponses([400, 401]) },
  });

  app.get(
    '/feedback/summary',
    {
      onRequest: gate(),
      schema: rangeSchema('staffFeedbackSummary', 'Survey answers counted per question.', FeedbackSummarySchema),
    },
    async (req) => feedbackSummary(db, rangeOf(req.query)),
  );

  app.get(
    '/feedback/text',
    {
      onRequest: gate(),
      schema: rangeSchema(
        'staffFeedbackText',
        'Free-text survey answers (no contact details).',
        FeedbackTextResponseSchema,
      ),
    },
    async (req) => feedbackText(db, rangeOf(req.query)),
  );

  app.get(
    '/feedback/contacts',
    {
      onRequest: gate({ role: 'admin' }),
      schema: {
        ...rangeSchema(
          'staffFeedbackContacts',
          '"Contact me" details of survey answers (admin; audited).',
          FeedbackContactsResponseSchema,
        ),
        response: { 200: jsonResponse(FeedbackContactsResponseSchema), ...errorResponses([400, 401, 403]) },
      },
    },
    async (req) => {
      const range = rangeOf(req.query);
      const out = await feedbackContacts(db, range);
      await writeAudit(db, actor(req), 'feedback_contacts_viewed', `feedback:${range.from}..${range.to}`);
      return out;
    },
  );

  const sendCsv = (reply: FastifyReply, name: string, body: string) =>
    reply.type(CSV_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(body);

  app.get(
    '/feedback/export.csv',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffFeedbackCsv',
        tags: tag,
        summary: 'Survey answers as CSV; contact columns for an admin only (audited).',
        security: STAFF_SESSION,
        querystring: StaffDateRangeQuerySchema,
        response: { 200: csvResponse, ...errorResponses([400, 401]) },
      },
    },
    async (req, reply) => {
      const range = rangeOf(req.query);
      const admin = staffOf(req).role === 'admin';
      const csv = await feedbackCsv(db, range, admin);
      await writeAudit(
        db,
        actor(req),
        'feedback_exported',
        `feedback:${range.from}..${range.to}${admin ? ':contacts' : ''}`,
      );
      return sendCsv(reply, `feedback-${range.from}-${range.to}.csv`, csv);
    },
  );

  // ---- usage ----------------------------------------------------------------------------------------------

  app.get(
    '/usage',
    {
      onRequest: gate(),
      schema: rangeSchema(
        'staffUsage',
        'Daily checker funnel, outcomes, languages and devices (counts only).',
        UsageResponseSchema,
      ),
    },
    async (req) => usage(db, rangeOf(req.query)),
  );

  // ---- data -----------------------------------------------------------------------------------------------

  app.get(
    '/data',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffData',
        tags: tag,
        summary: 'Freshness, the last imports and syncs, quarantined imports, whether a sync runs.',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(DataOverviewSchema), ...errorResponses([401]) },
      },
    },
    async () => dataOverview(db, clock()),
  );

  app.get(
    '/data/imports/:id',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffImportDetail',
        tags: tag,
        summary: 'One import or sync attempt with its import report.',
        security: STAFF_SESSION,
        params: StaffIdParamsSchema,
        response: { 200: jsonResponse(ImportDetailSchema), ...errorResponses([400, 401, 404]) },
      },
    },
    async (req) => {
      const found = await importDetail(db, req.params.id);
      if (!found) throw apiError(404, 'not_found');
      return found;
    },
  );

  app.post(
    '/data/imports/:id/decision',
    {
      onRequest: gate({ role: 'admin', csrf: true }),
      schema: {
        operationId: 'staffImportDecision',
        tags: tag,
        summary: 'Accepts or rejects a quarantined import (admin).',
        security: STAFF_SESSION_CSRF,
        params: StaffIdParamsSchema,
        body: QuarantineDecisionSchema,
        response: {
          200: jsonResponse(QuarantineDecisionResponseSchema),
          ...errorResponses([400, 401, 403, 404, [409, 'import_not_decidable or sync_running'], 413, 415]),
        },
      },
    },
    async (req) => {
      try {
        const r = await decideImport(db, req.params.id, req.body.decision);
        await writeAudit(db, actor(req), 'import_decided', `import:${req.params.id}:${req.body.decision}`);
        return r;
      } catch (err) {
        if (err instanceof ImportNotDecidableError)
          throw apiError(err.missing ? 404 : 409, err.missing ? 'not_found' : 'import_not_decidable');
        if (err instanceof JobRunningError) throw apiError(409, 'sync_running');
        throw err;
      }
    },
  );

  app.post(
    '/data/sync',
    {
      onRequest: gate({ role: 'admin', csrf: true }),
      schema: {
        operationId: 'staffStartSync',
        tags: tag,
        summary: 'Starts a sync job (admin); its outcome appears in the imports.',
        security: STAFF_SESSION_CSRF,
        response: { 200: jsonResponse(SyncStartResponseSchema), ...errorResponses([401, 403, [409, 'sync_running']]) },
      },
    },
    async (req) => {
      const job =
        deps.syncJob ?? (() => runConsoleSync(db, deps.config, (line) => req.log.info({ sync: line }, 'sync')));
      try {
        const started = await startJob(db, 'sync', staffOf(req).id, job);
        await writeAudit(db, actor(req), 'sync_started', `job:${started.jobId}`);
        return started;
      } catch (err) {
        if (err instanceof JobRunningError) throw apiError(409, 'sync_running');
        throw err;
      }
    },
  );

  // ---- county report ------------------------------------------------------------------------------------

  app.get(
    '/county-report',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffCountyReport',
        tags: tag,
        summary: 'The newest county report with a plain-words summary (EN/ES).',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(StaffCountyReportSchema), ...errorResponses([401, [404, 'no_county_report']]) },
      },
    },
    async () => {
      const r = await latestStaffCountyReport(db);
      if (!r) throw apiError(404, 'no_county_report');
      return r;
    },
  );

  app.get(
    '/county-report.csv',
    {
      onRequest: gate(),
      schema: {
        operationId: 'staffCountyReportCsv',
        tags: tag,
        summary: "The newest county report's figures as CSV (audited).",
        security: STAFF_SESSION,
        response: { 200: csvResponse, ...errorResponses([401, [404, 'no_county_report']]) },
      },
    },
    async (req, reply) => {
      const r = await latestStaffCountyReport(db);
      if (!r) throw apiError(404, 'no_county_report');
      await writeAudit(db, actor(req), 'county_report_exported', `county_report:${r.id}`);
      return sendCsv(reply, `county-report-${r.report.dataEndDate ?? r.report.asOf}.csv`, countyCsv(r.report));
    },
  );

  // ---- audit log ------------------------------------------------------------------------------------------

  app.get(
    '/audit',
    {
      onRequest: gate({ role: 'admin' }),
      schema: {
        operationId: 'staffAudit',
        tags: tag,
        summary: 'The newest 200 audit entries (admin; read-only).',
        security: STAFF_SESSION,
        response: { 200: jsonResponse(AuditListResponseSchema), ...errorResponses([401, 403]) },
      },
    },
    async () => ({ entries: await listAudit(db) }),
  );
};
