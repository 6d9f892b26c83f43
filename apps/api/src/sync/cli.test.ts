/**
 * The two commands as an operator runs them (`npm run import`, `npm run sync`), each in its own process on one
 * PGlite directory: the import's report on the terminal and in `--report FILE.json`, the sync's exit codes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDataDir } from '../test/db';
import { makeZip, startFakeClerk, type FakeClerk } from './testing';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '../../../..');
const FIXTURE = path.join(ROOT, 'packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt');

/** The environment without a database URL: the commands use PGlite in the test's directory. */
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'HCDC_DATASETS_URL'),
);

describe('npm run import and npm run sync', () => {
  let dir: string;
  let clerk: FakeClerk;
  /** Runs a command in its own process (asynchronously: the stand-in page answers from this process). */
  const run = (
    script: string,
    args: string[],
    env: Record<string, string> = {},
  ): Promise<{ status: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/cli', script), ...args], {
        cwd: ROOT,
        env: { ...baseEnv, DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'test', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-cli-'));
    // A copy of the run's migrated database, as the commands find it after a server's first start.
    await testDataDir(path.join(dir, 'data'));
    clerk = await startFakeClerk();
  });
  afterAll(async () => {
    await clerk.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('import prints the report and writes it as JSON, without personal data', async () => {
    const reportFile = path.join(dir, 'report.json');
    const r = await run('import.ts', ['--file', FIXTURE, '--report', reportFile]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('could not determine from the data: 4 of 400 cases (1.0%)');
    expect(r.stdout).toMatch(/18 {2}DISM {2}DISMISSED DEF CONVICTED IN ANOTHER CASE +→ dismissal\n/);
    // with --report, what the engine will not decide before and after answers (ADR 0060)
    expect(r.stdout).toMatch(
      /the engine will not decide \(as of \d{4}-\d{2}-\d{2}; 262 cases with an outcome, 138 pending apart\)/,
    );
    expect(r.stdout).toMatch(/before any answer: \d+ \(/);
    expect(r.stdout).toMatch(/after the answers a person can give: \d+ \(/);
    const json = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      rows: number;
      cases: number;
      report: { unknown: Record<string, unknown[]>; undecided?: { closed: number; pending: number } };
    };
    expect(json).toMatchObject({ rows: 400, cases: 400 });
    expect(json.report.undecided).toMatchObject({ closed: 262, pending: 138 });
    expect(Object.values(json.report.unknown).every((l) => l.length === 0)).toBe(true);
    const sample = readFileSync(FIXTURE, 'latin1');
    const firstRow = (sample.split('\r\n')[1] ?? '').split('\t');
    for (const v of [firstRow[1], firstRow[21], firstRow[22], firstRow[25]]) {
      expect(v).toBeTruthy();
      expect(r.stdout.includes(v as string) || readFileSync(reportFile, 'utf8').includes(v as string)).toBe(false);
    }
  }, 120_000);

  it('sync exits 1 and keeps the data when the download is refused, 0 when it imports or nothing is new', async () => {
    clerk.files.set(
      'Criminal\\Weekly_Historical_Criminal_20241130.zip',
      Buffer.from('<html><body>error</body></html>'.padEnd(3000)),
    );
    const env = { HCDC_DATASETS_URL: clerk.url, HCDC_MIN_WEEKLY_BYTES: '1000' };
    const refused = await run('sync.ts', [], env);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('REFUSED, the previous data stays: an HTML page came back instead of the file');
    expect(refused.stdout).toContain('current to 2024-11-22');
    clerk.files.set(
      'Criminal\\Weekly_Historical_Criminal_20241130.zip',
      makeZip('Weekly_Historical_Criminal_20241130.txt', readFileSync(FIXTURE)),
    );
    const ok = await run('sync.ts', [], env);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('current to 2024-11-30');
    const again = await run('sync.ts', [], env);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('same size and date as the file imported; nothing to do');
    expect((await run('sync.ts', ['--nope'], env)).status).toBe(2);
    expect((await run('sync.ts', [], { HCDC_DATASETS_URL: 'not a url' })).status).toBe(2);
  }, 600_000);

  it('a file that would shrink the data is quarantined (exit 1, what to do), listed, and accepted by a person', async () => {
    const lines = readFileSync(FIXTURE, 'latin1').split('\r\n');
    const cut = path.join(dir, 'Weekly_Historical_Criminal_20241207.txt');
    writeFileSync(cut, Buffer.from([lines[0], ...lines.slice(1, 41)].join('\r\n'), 'latin1'));
    const q = await run('import.ts', ['--file', cut]);
    expect(q.status).toBe(1);
    expect(q.stderr).toContain('QUARANTINED: import imp-');
    expect(q.stderr).toContain('cases would shrink from 400 to 40 (90.0 % fewer; at most 5.0 % allowed)');
    const id = /--accept (imp-[\w-]+)/.exec(q.stderr)?.[1] ?? '';
    expect(id).not.toBe('');
    const listed = await run('import.ts', ['--list-quarantined']);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(`${id}  `);
    expect(listed.stdout).toContain('Weekly_Historical_Criminal_20241207.txt  rows 40, cases 40, data to 2024-12-07');
    const accepted = await run('import.ts', ['--accept', id]);
    expect(accepted.status, accepted.stderr).toBe(0);
    expect(accepted.stdout).toContain(`Import ${id} accepted: it is now the data in use.`);
    expect((await run('import.ts', ['--list-quarantined'])).stdout).toContain('No quarantined import.');
    expect((await run('import.ts', ['--accept', id, '--file', cut])).status).toBe(2);
  }, 600_000);
});
