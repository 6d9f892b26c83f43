import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { renderRuleBook } from '../../services/rule-book';

/**
 * GET /rules: the rule book for attorney review (the law in English, every question as the site asks it in English
 * and Spanish), the same page `npm run rules:book` writes to docs/law/rule-book.html (a test keeps the two equal). Rendered once at start-up; its only inline style is
 * allowed by hash, and nothing else may load.
 */
export const rulesRoutes: FastifyPluginAsync = async (app) => {
  const html = renderRuleBook();
  const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  const csp = `default-src 'none'; style-src ${styleHashes.join(' ')}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
  app.get('/rules', async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'public, max-age=3600')
      .send(html),
  );
};
