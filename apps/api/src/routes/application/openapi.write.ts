/** Writes the OpenAPI description to docs/api/openapi.json: `tsx apps/api/src/routes/application/openapi.write.ts`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from './openapi';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../../docs/api/openapi.json');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
  writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
