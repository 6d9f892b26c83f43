import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrate } from '../../apps/api/src/db';
import { seedDemoIfEmpty } from '../../apps/api/src/services/seed';
import { assertChromium } from './chromium';
import { DEMO_SEEDS, templateKey, type DataDirTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataDirTemplates: DataDirTemplates;
  }
}

/**
 * Fails the whole browser suite up front, with the install command, when Chromium or the web build is missing;
 * then makes the embedded databases the servers start from. A new PGlite database takes seconds to initialise
 * and seed (longer on a busy machine); a copy of one made here opens in a fraction of that, so each test file's
 * server copies its `DATA_DIR` from these instead of building its own (support/server.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  assertChromium();
  const index = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(index)) throw new Error('apps/web is not built: run `npm run build` first (npm run test:e2e does).');

  const root = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-templates-'));
  const templates: DataDirTemplates = {};
  for (const seed of DEMO_SEEDS) {
    const key = templateKey(seed);
    const dataDir = path.join(root, key);
    const handle = await createDb({ dataDir });
    try {
      await migrate(handle.db);
      if (seed.demo) await seedDemoIfEmpty(handle.db, { people: seed.people });
    } finally {
      await handle.close();
    }
    templates[key] = dataDir;
  }
  project.provide('e2eDataDirTemplates', templates);
  return () => rmSync(root, { recursive: true, force: true });
}
