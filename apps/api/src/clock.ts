import { readFileSync, statSync } from 'node:fs';

/** The server's clock: what every service asks for "now" (AppDeps `clock`). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock for browser tests only (config TEST_CLOCK_FILE, which the server refuses in production): the real
 * time plus the number of milliseconds written in the file (`0` or absent: the real time). The test moves the
 * server's days forward by writing the file; nothing on the network can change it. The file is read again when
 * its modification time changes, looked at no more often than every 100 ms.
 */
export function fileClock(file: string): Clock {
  let offset = 0;
  let mtime = -1;
  let lookedAt = 0;
  const refresh = () => {
    const now = Date.now();
    if (now - lookedAt < 100) return;
    lookedAt = now;
    let m: number;
    try {
      m = statSync(file).mtimeMs;
    } catch {
      offset = 0;
      mtime = -1;
      return;
    }
    if (m === mtime) return;
    mtime = m;
    const value = Number(readFileSync(file, 'utf8').trim() || '0');
    offset = Number.isFinite(value) ? value : 0;
  };
  return () => {
    refresh();
    return new Date(Date.now() + offset);
  };
}
