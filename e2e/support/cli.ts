import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Runs an npm script's CLI (`script`, a path from the repository's root, run with tsx) as an operator would, on the
 * test's database (`env`: its DATA_DIR); resolves with its output, fails on a non-zero exit.
 */
export function cli(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited ${code}:\n${out}`))));
  });
}
