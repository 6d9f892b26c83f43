import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '../../http/openapi';

/** `GET /api/docs/openapi.json`: the OpenAPI description generated from the routes' schemas (http/openapi.ts). */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  let doc: ReturnType<typeof openApiDocument> | undefined;
  app.get('/docs/openapi.json', async () => (doc ??= openApiDocument(app)));
};
