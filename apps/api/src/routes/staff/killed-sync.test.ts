/**
 * A server killed (`kill -9`) while a sync it started from the console runs, then restarted: the console stops
 * saying "sync running" and a new sync can start within a minute (the job's heartbeat, services/staff/data.ts),
 * on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb, type DbHandle } from '../../db';
import { TEST_SECRET, TestClock } from '../../test/app';
import { testDataDir, testDb } from '../../test/db';
import { addAndSignIn } from '../../test/staff';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** A datasets page that takes each request and never answers (the sync waits on it), or answers 500. */
async function page(answer: boolean): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((_req, res) => {
    requests++;
    if (answer) res.writeHead(500).end('down');
    else open.add(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/datasets`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a server killed during a console sync', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('closes the dead job after a restart: a new sync starts within 60 s', { timeout: 300_000 }, async () => {
    const pg = process.env.TEST_DATABASE_URL ? await testDb() : null;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-killed-sync-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    if (pg) cleanup.push(() => pg.close());
    else await testDataDir(dir);

    const hanging = await page(false);
    cleanup.push(() => hanging.close());
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/test/console-sync-child.ts'], {
      cwd: ROOT,
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
        NODE_ENV: 'test',
        SESSION_SECRET: TEST_SECRET,
        SEED_DEMO: 'false',
        DATA_DIR: dir,
        HCDC_DATASETS_URL: hanging.url,
        ...(pg?.url ? { DATABASE_URL: pg.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const started = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        const m = /SYNC (\d+)/.exec(d.toString());
        if (m?.[1]) resolve(m[1]);
      });
      child.on('exit', () => reject(new Error(`the server ended before it was killed:\n${out}`)));
    });
    expect(started).toBe('200');
    // The sync is under way: it asked the clerk's page, which has not answered.
    while (hanging.requests() === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('close', resolve));
    const killedAt = Date.now();

    // Restarted: a new server on the same database (PGlite: the dead process's lock is free at once).
    const answering = await page(true);
    cleanup.push(() => answering.close());
    const handle: DbHandle = pg ?? (await createDb({ dataDir: dir }));
    if (!pg) cleanup.push(() => handle.close());
    const clock = new TestClock(Date.now());
    const config = {
      ...loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' }),
      webDist: '/nonexistent',
      trustProxy: ['127.0.0.1'],
      hcdcDatasetsUrl: answering.url,
    };
    const app = await createApp({ config, db: handle, logger: false, clock: clock.now });
    cleanup.push(() => app.close());
    const admin = await addAndSignIn(app, handle.db, clock, 'admin-after@cyr.example', 'admin');

    // The console stops saying "sync running" once the dead job's heartbeat is stale, and a new sync starts.
    const running = async () => (await admin.call('GET', '/api/staff/data')).json().syncRunning as boolean;
    while ((await running()) && Date.now() - killedAt < 90_000) await new Promise((r) => setTimeout(r, 1000));
    expect(await running()).toBe(false);
    const res = await admin.call('POST', '/api/staff/data/sync');
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    const jobs = await handle.db
      .selectFrom('staff_jobs')
      .select(['status', 'message'])
      .where('kind', '=', 'sync')
      .orderBy('started_at')
      .execute();
    expect(jobs[0]).toMatchObject({ status: 'abandoned', message: expect.stringContaining('no heartbeat') });
  });
});
