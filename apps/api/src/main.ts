import { loadConfig, ConfigError } from './config';
import { createDb, migrate } from './db';
import { createApp } from './app';
import { seedDemoIfEmpty } from './services/seed';
import { SessionService } from './services/sessions';
import { startMailPurges, startMailWorker } from './mail';
import { startReminderDispatch } from './reminders/service';

/** How often expired sessions (and everything they hold) are deleted. */
const PURGE_EVERY_MS = 5 * 60 * 1000;

/** Boot: config → db (+migrations) → demo seed → session purge → app. Further services are wired here as they are added. */
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
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db.db);

  if (config.seedDemo) {
    await seedDemoIfEmpty(db.db, { people: config.seedPeople, log: (line) => console.log(line) });
  }

  // Expired sessions are purged on boot and then periodically; the timer never keeps the process alive.
  const sessions = new SessionService(db.db, config.sessionSecret, () => new Date());
  const purge = async () => {
    try {
      const n = await sessions.purgeExpired();
      if (n > 0) console.log(`Purged ${n} expired session(s).`);
    } catch (err) {
      console.error(`Session purge failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();

  const app = await createApp({ config, db });
  // The outbox worker delivers queued emails (SMTP_URL, or .eml files under DATA_DIR/mail); purges expire email links.
  const mailWorker = startMailWorker({ config, db: db.db }, { log: app.log });
  const stopMailPurges = startMailPurges({ db: db.db, log: app.log });
  // Reminders due today (Harris County) move to the outbox, which delivers them.
  const stopReminders = startReminderDispatch({ db: db.db, publicUrl: config.publicUrl, log: app.log });
  const shutdown = async () => {
    clearInterval(purgeTimer);
    stopMailPurges();
    stopReminders();
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
}

void main();
