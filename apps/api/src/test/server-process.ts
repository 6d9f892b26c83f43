import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitFor } from './net';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM (or `signal`), then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `apps/api/src/main.ts` as its own process with `env` (on top of PATH and HOME) and waits for /api/health. */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  port: number,
  timeoutMs = 240_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        return (await fetch(`${base}/api/health`)).status > 0;
      } catch {
        return false;
      }
    },
    'the server to start',
    timeoutMs,
    100,
  );
  const exited = () =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );
  return {
    child,
    base,
    output: () => output,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited();
    },
  };
}
