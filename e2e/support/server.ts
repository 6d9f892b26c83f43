import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { seedKeyOf } from './templates';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the real server (apps/api/src/main.ts) on a fresh embedded database and waits for /api/health. The
 * database is a copy of the run's template for the same seed (support/global-setup.ts) when there is one and the
 * `DATA_DIR` is new: the server then finds it migrated and seeded, exactly as after its own first start.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { host?: 'localhost' } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-'));
  copyTemplate(env.DATA_DIR ?? dataDir, env);
  // Test files run two at a time: a port found free can be taken by the other file's server before this one
  // listens. That start then fails with EADDRINUSE, and a new port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnServer(env, dataDir, options.host ?? '127.0.0.1');
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) {
        rmSync(dataDir, { recursive: true, force: true });
        throw err;
      }
    }
  }
}

/**
 * Copies the run's template database for the seed `env` asks for into a new `dataDir`, as a server's first start
 * would leave it (migrated and seeded); false when there is none (outside a vitest run, as in bench/web.ts, or
 * another seed): the server then builds its database itself.
 */
export function copyTemplate(dataDir: string, env: Record<string, string>): boolean {
  const template = process.env.VITEST ? inject('e2eDataDirTemplates')[seedKeyOf(env)] : undefined;
  if (!template || existsSync(path.join(dataDir, 'pglite'))) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}

class PortTaken extends Error {}

/**
 * `host`: the name the browser uses and PUBLIC_URL names: `127.0.0.1`, or `localhost` where the page needs a
 * host name (WebAuthn refuses an IP address as its relying party). The server listens on 127.0.0.1 either way.
 */
async function spawnServer(env: Record<string, string>, dataDir: string, host: string): Promise<RunningServer> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The address the prerendered pages name (canonical and language links, share links): this server's.
      PUBLIC_URL: `http://${host}:${port}`,
      // A PDF past the production limit (20 s) is answered 503 `pdf_timeout`, a capacity answer. Two browser files,
      // the unit suite and the type-check share 2 cores here, and a packet took longer than 20 s at a load of 17:
      // the browser tests check what the PDF says, so they give it the time it takes.
      PDF_TIMEOUT_MS: '300000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://${host}:${port}`;
  const health = `http://127.0.0.1:${port}/api/health`;
  const deadline = Date.now() + 240_000;
  // Up when this server says it listens (main.ts prints the line after `listen`) and answers /api/health: an
  // answer alone could come from another file's server that took the port.
  const listening = `is running on http://localhost:${port} `;
  for (;;) {
    if (child.exitCode !== null) {
      if (out.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
      throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    }
    if (out.includes(listening)) {
      try {
        const res = await fetch(health);
        if (res.ok) break;
      } catch {
        /* not answering yet */
      }
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
