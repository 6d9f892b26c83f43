import { describeTrustProxy, loadConfig, ConfigError } from './config';
import { createDb, migrate, type Db } from './db';
import { DatabaseClock } from './db/clock';
import { createApp } from './app';
import { seedDemoIfEmpty } from './services/seed';
import { seedPartners } from './services/partners';
import { services as buildServices } from './services';
import { startSessionPurges } from './services/sessions';
import { startMailWorker } from './outbox';
import { startMailPurges } from './retention/purge';
import { startReminderDispatch } from './reminders/service';
import { startStaffChores } from './services/staff/chores';
import { startFollowupDispatch } from './outcomes/dispatch';
import { fileClock } from './clock';

/**
 * Boot: config → db (+migrations, demo seed) → services (built once, services/index.ts) → app → the timers (session,
 * mail and staff purges, reminders, the outbox worker).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Requests run under statement and connection timeouts (DB_*); migrations and the demo seed may take
  // longer, so on PostgreSQL they run on a connection of their own without them.
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.db });
  const setup = async (setupDb: Db) => {
    await migrate(setupDb);
    // The partner directory starts with the county profile's organisations (added once; admins keep it after).
    await seedPartners(setupDb);
    // Synthetic people only when asked for: SEED_DEMO defaults to false in production.
    if (config.seedDemo) {
      await seedDemoIfEmpty(setupDb, { people: config.seedPeople, log: (line) => console.log(line) });
    }
  };
  if (db.kind === 'postgres') {
    const untimed = await createDb({ databaseUrl: config.databaseUrl });
    try {
      await setup(untimed.db);
    } finally {
      await untimed.close();
    }
  } else {
    await setup(db.db);
  }

  // The clock every service reads: the database's (db/clock.ts), so instances whose machines' clocks differ still
  // agree on what has expired; a browser test may move it forward through TEST_CLOCK_FILE (refused in production).
  const dbClock = new DatabaseClock(db.db);
  await dbClock.sync().catch(() => undefined);
  const clock = config.testClockFile ? fileClock(config.testClockFile) : dbClock.now;
  const services = buildServices({ config, db: db.db, clock });
  const app = await createApp({ config, db, services });
  if (config.testClockFile) app.log.warn({}, 'the clock follows TEST_CLOCK_FILE (browser tests only)');
  const stopClock = await dbClock.start(app.log);
  app.log.info({ trustProxy: config.trustProxy }, `trust proxy: ${describeTrustProxy(config.trustProxy)}`);
  if (config.env === 'production' && (config.demoMode || config.seedDemo)) {
    app.log.warn(
      { demoMode: config.demoMode, seedDemo: config.seedDemo },
      'demo mode or demo seeding is on in production (asked for explicitly)',
    );
  }
  // Expired sessions are purged on boot and then every 5 minutes; the timer never keeps the process alive.
  const stopSessionPurges = startSessionPurges(services.sessions, app.log);
  // The outbox worker delivers queued emails (SMTP_URL, or .eml files under DATA_DIR/mail) and texts (SMS_PROVIDER);
  // purges expire email links.
  const mailWorker = startMailWorker({ config, db: db.db }, { log: app.log, clock });
  const stopMailPurges = startMailPurges({ db: db.db, clock, log: app.log });
  // Reminders due today (Harris County) move to the outbox, which delivers them.
  const stopReminders = startReminderDispatch({ db: db.db, publicUrl: config.publicUrl, clock, log: app.log });
  // Outcome follow-ups due today move to the outbox within sending hours (ADR 0100).
  const stopFollowups = startFollowupDispatch(
    { db: db.db, publicUrl: config.publicUrl, clock, log: app.log },
    config.followupDispatchIntervalMs,
  );
  // Staff console: expired staff sessions, abandoned sync jobs, one email to the admins when the data turns stale.
  const stopStaffChores = startStaffChores(services, app.log);
  const shutdown = async () => {
    stopStaffChores();
    stopClock();
    stopSessionPurges();
    stopMailPurges();
    stopReminders();
    stopFollowups();
    await mailWorker.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Clear Your Record is running on http://localhost:${config.port} (${db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  console.log(`Emails go to ${mailWorker.transport.description}.`);
  console.log(mailWorker.textSender ? `Texts go to ${mailWorker.textSender.description}.` : 'Texts are off.');
}

void main();
