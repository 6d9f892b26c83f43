import { loadConfig, ConfigError } from './config';
import { createDb, migrate } from './db';
import { createApp } from './app';

/** Boot: config → db (+migrations) → app. Further services are wired here as they are added. */
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
  const app = await createApp({ config, db });
  const shutdown = async () => {
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
}

void main();
