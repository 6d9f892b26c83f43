/**
 * For the killed-console-sync test (routes/staff/killed-sync.test.ts): a process that serves the API on the
 * database of DATABASE_URL (else PGlite under DATA_DIR), signs an admin in, starts a sync from the console, prints
 * `SYNC <status>` and keeps running until it is killed. HCDC_DATASETS_URL names the test's page, which never answers.
 */
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import { TestClock } from './app';
import { addAndSignIn } from './staff';

const config = { ...loadConfig(), webDist: '/nonexistent', trustProxy: ['127.0.0.1'] };
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(handle.db);
const clock = new TestClock(Date.now());
const app = await createApp({ config, db: handle, logger: false, clock: clock.now });
const admin = await addAndSignIn(app, handle.db, clock, `admin-${process.pid}@cyr.example`, 'admin');
const res = await admin.call('POST', '/api/staff/data/sync');
process.stdout.write(`SYNC ${res.statusCode}\n`);
await new Promise(() => undefined);
