import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db';
import { freePort } from './net';
import { startServerProcess, type ServerProcess } from './server-process';

/** `NODE_ENV=production` with nothing else asked for: no synthetic people, no demo mode, the trust-proxy setting logged. */
describe('a production start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cyr-prod-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without an https PUBLIC_URL, and says why', { timeout: 300_000 }, async () => {
    const port = await freePort();
    await expect(
      startServerProcess(
        {
          NODE_ENV: 'production',
          SESSION_SECRET: 'production-boot-secret-'.padEnd(48, 'p'),
          PUBLIC_URL: 'http://clearyourrecord.example',
          DATA_DIR: dataDir,
        },
        port,
      ),
    ).rejects.toThrow(/server exited early[\s\S]*PUBLIC_URL: required in production, an https:\/\/ address/);
  });

  it('seeds nothing, shows no demo mode and logs its trust-proxy setting', { timeout: 300_000 }, async () => {
    server = await startServerProcess(
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-boot-secret-'.padEnd(48, 'p'),
        PUBLIC_URL: 'https://clearyourrecord.example',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        TRUST_PROXY: '1',
      },
      await freePort(),
    );
    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', demoMode: false });
    const lookupEnd = await fetch(`${server.base}/api/application/lookup-end-date`);
    expect(lookupEnd.status).toBe(503);
    await server.stop();
    expect(server.output()).toContain('trust proxy: 1 hop(s)');
    expect(server.output()).not.toMatch(/Seeding|synthetic/i);

    const db = await createDb({ dataDir });
    try {
      const cases = await db.db
        .selectFrom('cases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(cases.n)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
