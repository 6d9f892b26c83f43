/**
 * `npm run sync [-- --daily]`
 *
 * Fetches the newest weekly historical extract (and with `--daily` the daily disposition and filing files
 * dated after the loaded data) from the District Clerk's Public Datasets page, checks each download and imports
 * it (apps/api/src/sync/sync.ts). The page's address is `HCDC_DATASETS_URL` (default: the clerk's page). Exit
 * code 0 when the data is current (imported or nothing new), 1 when a download was refused or failed, or an
 * import was quarantined by its checks or refused because another import was running (the previous data stays;
 * the reason is printed and stored in `imports`), 2 for bad usage. Prints no personal data.
 * docs/deploy.md says how to run it daily.
 */
import { formatReport } from '@cyr/harris-data';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import { DEFAULT_DATASETS_URL } from '../sync/hcdc';
import { runSync } from '../sync/sync';

const Env = z.object({
  HCDC_DATASETS_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_DATASETS_URL),
  /** Smallest acceptable weekly zip in bytes (default 1 MiB; the real file is hundreds of MB). */
  HCDC_MIN_WEEKLY_BYTES: z.coerce.number().int().min(1).optional(),
});

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--daily');
  if (unknown.length > 0) {
    console.error('usage: npm run sync [-- --daily]');
    process.exit(2);
  }
  const env = Env.safeParse(process.env);
  if (!env.success) {
    console.error(
      `sync: bad environment: ${env.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle.db);
    const result = await runSync(handle.db, {
      url: env.data.HCDC_DATASETS_URL,
      daily: args.includes('--daily'),
      ...(env.data.HCDC_MIN_WEEKLY_BYTES ? { minWeeklyBytes: env.data.HCDC_MIN_WEEKLY_BYTES } : {}),
      limits: config.importLimits,
      log: (line) => console.log(`sync: ${line}`),
    });
    for (const f of result.files) {
      if (f.summary) {
        console.log(
          `sync: ${f.name}: ${f.summary.rows} rows, ${f.summary.cases} cases, data end date ${f.summary.dataEndDate ?? 'unknown'}`,
        );
        console.log(formatReport(f.summary.report, 10).join('\n'));
      }
    }
    console.log(
      `sync: ${result.status === 'ok' ? 'done' : result.status}; the site's data is current to ${result.dataEndDate ?? 'unknown (no data)'}`,
    );
    process.exitCode = result.status === 'ok' ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`sync failed; the previous data is unchanged. ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
