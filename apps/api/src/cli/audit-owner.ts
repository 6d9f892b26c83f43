/**
 * `npm run db:audit-owner -- --owner ROLE --site ROLE`: hands the staff audit log to its own role
 * (apps/api/src/db/audit-owner.ts, docs/deploy.md "The audit's owner"). Run with DATABASE_URL naming the
 * database's administrator, after the site has started once (the migrations ran). The site's role may then
 * only add audit entries and read them.
 *
 * Exit code 0 when done, 1 when PostgreSQL refused (the message says why), 2 for bad usage.
 */
import { loadConfig } from '../config';
import { createDb } from '../db';
import { auditOwnership, handAuditToOwner } from '../db/audit-owner';

const USAGE = 'usage: npm run db:audit-owner -- --owner ROLE --site ROLE   (DATABASE_URL: the administrator)';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const owner = arg('owner');
  const site = arg('site');
  const config = loadConfig();
  if (!owner || !site || !config.databaseUrl) {
    console.error(USAGE);
    process.exit(2);
  }
  const handle = await createDb({ databaseUrl: config.databaseUrl });
  try {
    await handAuditToOwner(handle.db, { owner, site });
    const after = await auditOwnership(handle.db, site);
    console.log(`staff_audit is owned by ${after.owner}; ${site} may add and read entries only.`);
    if (after.siteIsOwner) {
      console.error(`${site} is a member of ${after.owner}: revoke that membership, or the separation is void.`);
      process.exitCode = 1;
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

void main();
