/**
 * Writes the OpenAPI description the routes generate to docs/api/openapi.json
 * (`npm run openapi -w apps/api`). A test fails when the checked-in file differs from what the routes serve.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../docs/api/openapi.json');

/** The file's text: the document `GET /api/docs/openapi.json` serves, formatted as Prettier formats the repository. */
export async function openApiFileText(doc: unknown): Promise<string> {
  const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
  return prettier.format(JSON.stringify(doc), { ...options, filepath: OPENAPI_FILE });
}

/** The document of an app over an empty in-memory database (the description does not depend on data). */
export async function generateOpenApi(): Promise<unknown> {
  const db = await createDb({ dataDir: 'memory://' });
  const config = {
    ...loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'openapi-'.padEnd(40, 'o') }),
    webDist: '/nonexistent',
  };
  const app = await createApp({ config, db, logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    return res.json();
  } finally {
    await app.close();
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const doc = await generateOpenApi();
  mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
  writeFileSync(OPENAPI_FILE, await openApiFileText(doc));
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
