import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EligibilityInfo } from '@cyr/schemas';
import { LIMITS } from '@cyr/schemas';
import type { Config } from './config';
import type { DbHandle } from './db';
import { registerErrorHandling, translatedBody } from './http/errors';
import { healthRoutes } from './routes/health/health.route';
import { applicationRoutes } from './routes/application/application.route';
import { openApiRoutes } from './routes/application/openapi';
import { SessionService } from './services/sessions';
import { emailRoutes } from './routes/email/email.route';
import { emailPagesRoutes } from './routes/email-pages/email-pages.route';
import { surveyRoutes } from './routes/survey/survey.route';
import { analyticsRoutes } from './routes/analytics/analytics.route';
import { createCaseInfoPdfRenderer } from './documents/case-info';
import { petitionRoutes } from './routes/petitions/petitions.route';
import { expunctionRoutes } from './routes/expunction/expunction.route';
import { reminderRoutes } from './routes/reminders/reminders.route';
import { serveWebApp } from './web/pages';

export interface AppDeps {
  config: Config;
  db: DbHandle;
  /** Today's date in Harris County (America/Chicago), injectable for tests. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Renders the case-info PDF (documents/case-info); without it `GET pdf/case-info` answers JSON only (406 for PDF). */
  renderCaseInfoPdf?: (info: EligibilityInfo, lang: 'en' | 'es') => Promise<Buffer | Uint8Array>;
}

/**
 * The client a rate limit counts against: the address the nearest proxy saw (the last X-Forwarded-For
 * entry, which a client cannot forge through one proxy), else the socket's address.
 */
export function clientKey(req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string | undefined } }): string {
  const xff = req.headers['x-forwarded-for'];
  const value = Array.isArray(xff) ? xff.join(',') : xff;
  const last = value?.split(',').at(-1)?.trim().slice(0, 64);
  return last || req.socket.remoteAddress || 'unknown';
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
      // The URL may hold an email token; log the route pattern only.
      req: (req: { method: string; routeOptions?: { url?: string }; url: string; id: string }) => ({
        method: req.method,
        route:
          req.routeOptions?.url ??
          req.url.split('?')[0]?.replace(/\/email-pages\/[^/]+\/[^/]+/, '/email-pages/:kind/:token'),
        id: req.id,
      }),
    },
  };
}

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: LIMITS.bodyMaxBytes,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Security headers, built once (a per-request helmet() call showed up at 2% of a lookup's CPU).
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
  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });

  registerErrorHandling(app);
  // JSON only: a text/plain body is a 415, not a string handed to the schemas.
  app.removeContentTypeParser('text/plain');
  // Court data and session tokens are never cached by the browser or a proxy.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    // Thrown, then rendered by the error handler as the contract's translated 429 body.
    errorResponseBuilder: () => {
      const { error } = translatedBody('rate_limited');
      return Object.assign(new Error(error.message), { statusCode: 429 });
    },
  });
  const sessions = new SessionService(deps.db.db, config.sessionSecret, deps.clock ?? (() => new Date()));
  await app.register(healthRoutes, { prefix: '/api', deps });
  // The case-info PDF (documents/case-info) unless the caller supplies its own renderer.
  const renderCaseInfoPdf =
    deps.renderCaseInfoPdf ?? createCaseInfoPdfRenderer({ db: deps.db.db, clock: deps.clock, publicUrl: config.publicUrl });
  await app.register(applicationRoutes, { prefix: '/api', deps: { ...deps, renderCaseInfoPdf }, sessions, clientKey });
  await app.register(openApiRoutes, { prefix: '/api' });
  await app.register(emailRoutes, { prefix: '/api', deps, sessions, clientKey });
  await app.register(emailPagesRoutes, { prefix: '/api', deps });
  await app.register(surveyRoutes, { prefix: '/api', deps, clientKey });
  await app.register(analyticsRoutes, { prefix: '/api', deps });
  await app.register(petitionRoutes, { prefix: '/api', deps, sessions });
  await app.register(expunctionRoutes, { prefix: '/api', deps, sessions });
  await app.register(reminderRoutes, { prefix: '/api', deps, sessions, clientKey });

  // The web app: its files, prerendered pages, sitemap.xml, robots.txt and the history fallback.
  await serveWebApp(app, config, notFoundBody);
  return app;
}

function notFoundBody() {
  return translatedBody('not_found');
}
