import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db';
import { registerErrorHandling } from './http/errors';
import { healthRoutes } from './routes/health/health.route';

export interface AppDeps {
  config: Config;
  db: DbHandle;
  /** Today's date in Harris County (America/Chicago), injectable for tests. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
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
    bodyLimit: 64 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
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

  registerErrorHandling(app);
  await app.register(healthRoutes, { prefix: '/api', deps });

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: ['index.html'] });
    // History fallback for app routes; never for /api/*.
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET') {
        return reply.code(404).send(notFoundBody());
      }
      return reply.type('text/html').sendFile('index.html');
    });
  } else {
    app.log.warn('web app not built (run npm run build); serving the API only');
    app.setNotFoundHandler((_req, reply) => reply.code(404).send(notFoundBody()));
  }
  return app;
}

function notFoundBody() {
  return { error: { code: 'not_found', message: 'Not found.', messageEs: 'No se encontró.' } };
}
