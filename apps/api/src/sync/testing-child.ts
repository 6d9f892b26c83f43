/**
 * For the killed-import test (snapshot.test.ts): a process that starts a snapshot import of the file named by
 * its first argument, prints `LOADING` once the first rows are in the staging table, then stalls until it is
 * killed. Uses DATABASE_URL, else PGlite under DATA_DIR, like the import CLI.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import { importSource } from './snapshot';

async function* stallAfterHalf(bytes: Buffer): AsyncGenerator<Uint8Array> {
  const half = bytes.indexOf('\r\n', Math.floor(bytes.length / 2)) + 2;
  yield bytes.subarray(0, half);
  // The importer writes in batches behind the parser: give the first batches time to land, then say so.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  process.stdout.write('LOADING\n');
  await new Promise(() => undefined);
}

const file = process.argv[2] ?? '';
const config = loadConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(handle.db);
await importSource(
  handle.db,
  { stream: stallAfterHalf(readFileSync(file)), name: 'Weekly_Historical_Criminal_20241130.txt', size: null },
  { origin: 'import', fileName: 'Weekly_Historical_Criminal_20241130.txt', batchSize: 20 },
);
