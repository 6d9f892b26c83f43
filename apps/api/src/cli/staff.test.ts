/**
 * `npm run staff` as an operator runs it, in its own process on a PGlite directory: add prints a one-time password
 * that is the account's, list shows the account, disable changes it, bad usage exits 2.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db';
import { SignInPolicy } from '../services/staff/sign-in-policy';
import { TEST_SECRET } from '../test/app';
import { testDataDir } from '../test/db';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '../../../..');
const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));

describe('npm run staff', () => {
  let dir: string;
  const run = (args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'apps/api/src/cli/staff.ts'), ...args],
        {
          cwd: ROOT,
          env: { ...baseEnv, DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-staff-cli-'));
    await testDataDir(path.join(dir, 'data'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'adds an admin with its one-time password; lists and disables it; refuses bad usage',
    { timeout: 240_000 },
    async () => {
      const add = await run(['add', 'Boss@cyr.example', '--role', 'admin']);
      expect(add.status, add.stderr).toBe(0);
      const password = /One-time initial password[^:]*: (\S+)/.exec(add.stdout)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await run(['add', 'boss@cyr.example', '--role', 'staff'])).status).toBe(1);
      const list = await run(['list']);
      expect(list.stdout).toContain('boss@cyr.example\tadmin\tactive\tno 2fa yet');
      expect(list.stdout).not.toContain(password);
      expect((await run(['disable', 'boss@cyr.example'])).stdout).toContain('status disabled');
      expect((await run(['add', 'x@cyr.example', '--role', 'owner'])).status).toBe(2);
      const db = await createDb({ dataDir: path.join(dir, 'data') });
      try {
        // Disabled: the right password is reported as a disabled account.
        const policy = new SignInPolicy(db.db, () => new Date(), TEST_SECRET);
        const check = await policy.password({
          email: 'boss@cyr.example',
          password,
          client: '192.0.2.1',
          deviceToken: undefined,
        });
        expect(check).toMatchObject({ ok: false, reason: 'disabled' });
        const audit = await db.db.selectFrom('staff_audit').select('action').execute();
        expect(audit.map((a) => a.action)).toEqual(['staff_added', 'staff_changed']);
      } finally {
        await db.close();
      }
    },
  );
});
