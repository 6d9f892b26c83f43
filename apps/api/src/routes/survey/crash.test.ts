import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db';
import { freePort, waitFor } from '../../test/net';
import { testDataDir, testDb } from '../../test/db';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/**
 * The real server, killed with SIGKILL right after it answered 200: what it said was stored is in the
 * database after a restart, and the help email it queued is delivered (as an .eml file, no SMTP_URL).
 */
describe('server killed right after a 200', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cyr-crash-'));
  const children: ChildProcess[] = [];
  let pgUrl: string | undefined;
  let closePg: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await closePg?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function boot(port: number): Promise<ChildProcess> {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'crash-test-secret-'.padEnd(48, 'x'),
      HELP_INBOX: 'hotline@cyr.example',
      ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env,
      stdio: 'pipe',
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      'the server to start',
      90_000,
      100,
    );
    return child;
  }

  const exited = (c: ChildProcess) =>
    new Promise<void>((resolve) =>
      c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve()),
    );

  it('keeps the survey and delivers the queued help email after a restart', { timeout: 240_000 }, async () => {
    if (process.env.TEST_DATABASE_URL) {
      const h = await testDb();
      pgUrl = h.url;
      closePg = h.close;
    } else await testDataDir(dataDir);
    const port = await freePort();
    const first = await boot(port);
    const post = (url: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const help = await post('/api/survey/submit-help-form', {
      email: 'crash@example.com',
      phone: '7135550100',
      description: 'crash test',
    });
    expect(help.status).toBe(200);
    const survey = await post('/api/survey/submit-feedback', {
      howHelpfulWasWebsite: 'slightly_helpful',
      additionalFeedback: 'kill -9',
    });
    expect(survey.status).toBe(200);
    expect(await survey.json()).toEqual({ message: 'Feedback submitted successfully.' });
    first.kill('SIGKILL');
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');

    const second = await boot(port);
    // The worker of the restarted server delivers the queued help email and the person's acknowledgement
    // (exactly two files).
    const mailDir = path.join(dataDir, 'mail');
    await waitFor(
      () => existsSync(mailDir) && readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length >= 2,
      'the help email and its acknowledgement',
      90_000,
      100,
    );
    second.kill('SIGTERM');
    await exited(second);

    const emls = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    const texts = emls.map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
    const eml = texts.find((x) => x.includes('hotline@cyr.example')) ?? '';
    expect(eml).toContain('crash test');
    expect(texts.filter((x) => x.includes('We received your request for help'))).toHaveLength(1);

    const db = await createDb(pgUrl ? { databaseUrl: pgUrl } : { dataDir });
    try {
      const rows = await db.db.selectFrom('survey_feedback').select('answers').execute();
      expect(rows.map((r) => r.answers)).toEqual([
        { howHelpfulWasWebsite: 'slightly_helpful', additionalFeedback: 'kill -9' },
      ]);
      expect(await db.db.selectFrom('help_requests').select('description').execute()).toEqual([
        { description: 'crash test' },
      ]);
      const outbox = await db.db.selectFrom('outbox').selectAll().execute();
      expect(outbox).toHaveLength(2);
      for (const row of outbox) {
        expect(row.delivered_at).not.toBeNull();
        expect(row.recipient).toBeNull();
      }
    } finally {
      await db.close();
    }
  });
});
