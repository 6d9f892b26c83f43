import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tryLock, unlock } from 'fs-native-extensions';

/** Thrown when another process holds DATA_DIR's embedded database. */
export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';
}

/**
 * One process at a time on an embedded database (docs/decisions/0095-embedded-database-lock.md). PGlite is
 * PostgreSQL in this process's memory, and a second process writing the same files corrupts them without an error
 * (an import beside the server left every later import failing on `cases_pkey`). The server, `npm run import` and
 * `npm run sync` all open the database through `createDb`, so each holds this lock while it runs.
 *
 * The lock is the operating system's: an exclusive lock on the open file `DATA_DIR/pglite.owner` (Linux: an
 * open-file-description lock, through fs-native-extensions). The kernel holds it for as long as the owner's file
 * stays open, so whether it is held is whether its owner is alive: a process that is stopped (`SIGSTOP`), swapped
 * out or stuck in a long computation keeps it without doing anything, and one that dies in any way (`SIGKILL`,
 * a crash, power loss) loses it at once. Nothing needs refreshing, on the event loop or off it, and no waiting
 * process can take it over from a live owner. The file holds the owner's process id, for the refusal message only.
 *
 * A second process retries for `waitMs` (an owner that is just exiting lets go within it), then refuses with
 * `DataDirBusyError`.
 */
export async function lockDataDir(lockPath: string, waitMs: number): Promise<() => void> {
  const fd = openSync(lockPath, 'a+');
  const deadline = Date.now() + waitMs;
  try {
    while (!tryLock(fd)) {
      if (Date.now() >= deadline) throw new DataDirBusyError(busyMessage(lockPath));
      await sleep(250);
    }
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid}\n`);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    try {
      unlock(fd);
    } finally {
      closeSync(fd);
    }
  };
}

function busyMessage(lockPath: string): string {
  let owner = '';
  try {
    const pid = readFileSync(lockPath, 'utf8').trim();
    if (/^\d+$/.test(pid)) owner = ` It is held by process ${pid}.`;
  } catch {
    // The pid is only for the message.
  }
  const dir = path.dirname(lockPath);
  return (
    `the embedded database in ${dir} is in use by another process (the server, an import or a sync).${owner} ` +
    'PGlite allows one process at a time: stop the server (or wait for the other import) and run the import ' +
    'again, then start the server; or run on PostgreSQL (DATABASE_URL), where an import runs while the site ' +
    'serves. See docs/deploy.md, "Keeping the court data current".'
  );
}
