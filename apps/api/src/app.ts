import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS, PARTNER_DIRECTORY_SLOT } from '@cyr/schemas';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { registerErrorHandling, translatedBody } from './http/errors';
import { clientErrorHandler, captureHeaders, frameworkErrorHandler } from './http/framework-errors';
import { registerOpenApi } from './http/openapi';
import { clientKeyFor, emailLimitFor, registerRateLimits } from './limits';
import { registerTextGuard } from './http/text-guard';
import { healthRoutes } from './routes/health/health.route';
import { applicationRoutes } from './routes/application/application.route';
import { openApiRoutes } from './routes/application/openapi';
import { systemClock } from './clock';
import { services as buildServices } from './services';
import { emailRoutes } from './routes/email/email.route';
import { emailPagesRoutes } from './routes/email-pages/email-pages.route';
import { surveyRoutes } from './routes/survey/survey.route';
import { analyticsRoutes } from './routes/analytics/analytics.route';
import { createCaseInfoPdfRenderer } from './documents/case-info-renderer';
import { PdfRenderPool } from './documents/render-pool';
import { petitionRoutes } from './routes/petitions/petitions.route';
import { expunctionRoutes } from './routes/expunction/expunction.route';
import { reminderRoutes } from './routes/reminders/reminders.route';
import { rulesRoutes } from './routes/rules/rules.route';
import { outcomeRoutes } from './routes/outcomes/outcomes.route';
import { outcomePagesRoutes } from './routes/outcomes/pages.route';
import { staffRoutes } from './routes/staff';
import { helpAddRoutes } from './routes/help-add/help-add.route';
import { inboundTextRoutes } from './routes/texts/inbound.route';
import { partnerRoutes } from './routes/partners/partners.route';
import { listPublicPartners } from './services/partners';
import { serveWebApp } from './web/pages';
import { directoryFilterOf, renderPartnerDirectory } from './web/partner-directory';

/**
 * Path segments a log line may show for a request that matched no route (the web app's history fallback, a
 * 404): anything else, such as an email-link or unsubscribe token, even an altered one, is logged as `:x`.
 */
const LOGGABLE_SEGMENTS = new Set([
  'api',
  'application',
  'cont',
  'pdf',
  'email',
  'email-pages',
  'results',
  'petitions',
  'know-your-rights',
  'info',
  'steps',
  'check',
  'pre-check',
  'reminders',
  'unsubscribe',
  'survey',
  'analytics',
  'health',
  'docs',
  'assets',
  'pdfs',
  'staff',
  'auth',
  'texts',
  'inbound',
  'partners',
  'referrals',
]);

/** The path of a request that matched no route, with every segment not in LOGGABLE_SEGMENTS replaced by `:x`. */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const segments = path.split('/').slice(1, 6);
  return `/${segments.map((s) => (LOGGABLE_SEGMENTS.has(s) ? s : s === '' ? '' : ':x')).join('/')}`;
}

/** Log options: request bodies, headers with tokens and anything personal are never written. */
export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body',
        'res.body',
        '*.email',
        '*.dob',
        '*.firstName',
        '*.lastName',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // The URL may hold an email or unsubscribe token: log the route pattern, or a path without unknown segments.
      req: (req: { method: string; routeOptions?: { url?: string }; url: string; id: string }) => ({
        method: req.method,
        route: req.routeOptions?.url ?? loggablePath(req.url),
        id: req.id,
      }),
    },
  };
}

/** Fastify's `trustProxy` for TRUST_PROXY: a hop count becomes "trust the nearest n hops" (as proxy-addr does). */
function trustProxyOption(t: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof t === 'number') return (_address, hop) => hop < t;
  return t;
}

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Security headers, built once rather than per request (building them costs CPU on every call).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.env === 'production',
    crossOriginEmbedderPolicy: false,
  });
  // The same headers, for the answers written before any hook runs (http/framework-errors.ts).
  const securityHeaderList = captureHeaders(securityHeaders);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: LIMITS.bodyMaxBytes,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (docs/deploy.md §3).
    trustProxy: trustProxyOption(config.trustProxy),
    // A request's headers and whole body must arrive in time; idle keep-alive connections are closed.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    connectionTimeout: config.http.requestTimeoutMs * 2,
    // A URL that cannot be decoded, or a request Node's parser refuses: the contract's 400/431 with the
    // security headers, echoing nothing of the request.
    frameworkErrors: frameworkErrorHandler(securityHeaderList),
    clientErrorHandler: clientErrorHandler(securityHeaderList),
    http: {
      headersTimeout: Math.min(config.http.headersTimeoutMs, config.http.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Database outages are logged once per change of state, through the app's logger.
  if (deps.db.status) deps.db.status.log = app.log;
  app.setValidatorCompiler(validatorCompiler);
  // Before the routes: it collects their schemas.
  await registerOpenApi(app);

  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });

  registerErrorHandling(app, deps.db.status);
  registerTextGuard(app);
  // JSON only: a text/plain body is a 415, not a string handed to the schemas.
  app.removeContentTypeParser('text/plain');
  // Every service, built once (services/index.ts), unless the caller built them.
  const services = deps.services ?? buildServices({ config, db: deps.db.db, clock: deps.clock ?? systemClock });
  // Court data and session tokens are never cached by the browser or a proxy. The `Date` is the server's clock
  // (the one session expiry is counted in): the site reads a token's expiry against it, so a phone whose clock is
  // wrong by an hour is not signed out at once (apps/web/src/lib/api.ts `inLocalClock`).
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('date', services.clock().toUTCString());
    }
    return payload;
  });
  // Route limits (`config: { rateLimit }`) are counted in the database, shared by every instance.
  // Per client: the socket's peer (or what TRUST_PROXY allows), IPv6 by its /64 (RATE_LIMIT_IPV6_PREFIX).
  const clientKey = clientKeyFor(config.rateLimitIpv6Prefix);
  await registerRateLimits(app, { limiter: services.limiter, clientKey });
  // Emails per client an hour: higher from a trusted network (TRUSTED_NETWORKS: a clinic or library's address).
  const emailLimit = emailLimitFor({
    standard: config.emailRateLimit,
    trusted: config.trustedNetworkEmailRateLimit,
    trustedNetworks: config.trustedNetworks,
  });
  // PDF rendering in worker threads, with a bounded queue and a time limit per job (documents/render-pool.ts).
  let pdfPool = deps.pdfPool;
  if (!pdfPool) {
    const own = new PdfRenderPool({ ...config.pdf, warm: config.env === 'production' });
    app.addHook('onClose', () => own.close());
    pdfPool = own;
  }
  await app.register(healthRoutes, { prefix: '/api', deps, services });
  // The case-info PDF (documents/case-info) unless the caller supplies its own renderer.
  const renderCaseInfoPdf =
    deps.renderCaseInfoPdf ??
    createCaseInfoPdfRenderer({ db: deps.db.db, clock: services.clock, publicUrl: config.publicUrl, pool: pdfPool });
  await app.register(applicationRoutes, {
    prefix: '/api',
    deps: { ...deps, renderCaseInfoPdf, pdfPool },
    services,
    clientKey,
  });
  await app.register(openApiRoutes, { prefix: '/api' });
  await app.register(emailRoutes, { prefix: '/api', deps, services, clientKey, emailLimit });
  await app.register(emailPagesRoutes, { prefix: '/api', deps, services });
  await app.register(surveyRoutes, { prefix: '/api', deps, services, clientKey, emailLimit });
  await app.register(analyticsRoutes, { prefix: '/api', deps, services });
  await app.register(petitionRoutes, { prefix: '/api', deps: { ...deps, pdfPool }, services });
  await app.register(expunctionRoutes, { prefix: '/api', deps: { ...deps, pdfPool }, services });
  await app.register(reminderRoutes, { prefix: '/api', deps, services, clientKey, emailLimit });
  await app.register(partnerRoutes, { prefix: '/api', deps, services, clientKey, emailLimit });
  await app.register(outcomeRoutes, { prefix: '/api', deps, services, clientKey, emailLimit });
  // The follow-up pages: whole HTML pages written by the server, working without JavaScript (ADR 0100).
  await app.register(outcomePagesRoutes, { deps, services, clientKey, emailLimit });
  await app.register(helpAddRoutes, { prefix: '/api', deps, services });
  await app.register(staffRoutes, { prefix: '/api/staff', config, staff: services.staff, pdfPool });
  // The text provider's webhook (STOP, START, HELP), only where texts go through Twilio.
  if (config.texts?.provider === 'twilio') {
    const { authToken, accountSid } = config.texts;
    await app.register(inboundTextRoutes, { prefix: '/api', deps, services, authToken, accountSid });
  }
  await app.register(rulesRoutes);

  // The web app: its files, prerendered pages, sitemap.xml, robots.txt and the history fallback.
  // The partner directory page carries the directory as it is now, so it reads without JavaScript.
  await serveWebApp(app, config, notFoundBody, [
    {
      path: '/partners',
      slot: PARTNER_DIRECTORY_SLOT,
      render: async (req, lang) => {
        const filter = directoryFilterOf(req.query);
        const partners = await listPublicPartners(deps.db.db, {
          service: filter.need ?? undefined,
          lang: filter.speaks ?? undefined,
        });
        return renderPartnerDirectory(partners, lang, filter);
      },
    },
  ]);
  return app;
}

function notFoundBody() {
  return translatedBody('not_found');
}
