/**
 * `npm run staff -- <command>`: staff console accounts (docs/decisions/0070-staff-authentication.md).
 *
 *   add EMAIL --role admin|staff   adds an account and prints its one-time initial password (on this terminal only:
 *                                  it is never logged or stored in clear); the person enrols a second factor at
 *                                  their first sign-in
 *   list                           every account: email, role, status, second factor enrolled
 *   disable EMAIL                  the account can no longer sign in; its sessions end
 *   enable EMAIL                   lifts a disable
 *   unlock EMAIL                   lifts the account's sign-in waits (docs/decisions/0090-staff-sign-in-policy.md)
 *   reset-2fa EMAIL                the person enrols a new authenticator at the next sign-in (passkeys removed);
 *                                  sessions end
 *   end-sessions EMAIL             signs the person out everywhere and forgets their browsers
 *   reset-password EMAIL           prints a new one-time password; the account's sessions end
 *
 * Exit code 0 on success, 1 when the account does not exist or already exists, 2 for bad usage.
 */
import { STAFF_ACTIONS, STAFF_ROLES, type StaffAction, type StaffRole } from '@cyr/schemas';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import {
  addStaff,
  changeStaff,
  findStaffByEmail,
  initialPassword,
  listStaff,
  memberOf,
  setPassword,
  StaffExistsError,
} from '../services/staff/accounts';
import { writeAudit } from '../services/staff/audit';
import { SignInPolicy } from '../services/staff/sign-in-policy';

const USAGE =
  'usage: npm run staff -- add EMAIL --role admin|staff | list | disable EMAIL | enable EMAIL | unlock EMAIL | reset-2fa EMAIL | end-sessions EMAIL | reset-password EMAIL';

const CLI_ACTOR = { id: null, email: 'cli' };

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  if (!command) usage();
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle.db);
    const db = handle.db;
    const signIn = new SignInPolicy(db, () => new Date(), config.sessionSecret);
    const lockOf = (id: string) => signIn.lockOf(id);
    if (command === 'list') {
      for (const m of await listStaff(db, lockOf))
        console.log(`${m.email}\t${m.role}\t${m.status}\t${m.totpEnrolled ? '2fa' : 'no 2fa yet'}`);
      return;
    }
    if (!email || !email.includes('@')) usage();
    if (command === 'add') {
      const roleAt = rest.indexOf('--role');
      const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
      if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) usage();
      try {
        const { member, password } = await addStaff(db, email, role as StaffRole);
        await writeAudit(db, CLI_ACTOR, 'staff_added', `staff:${member.id}`);
        console.log(`Added ${member.email} (${member.role}).`);
        console.log(`One-time initial password (shown once, give it to the person privately): ${password}`);
        console.log('At the first sign-in they scan a QR code with an authenticator app.');
      } catch (err) {
        if (err instanceof StaffExistsError) {
          console.error('A staff member with this email already exists.');
          process.exitCode = 1;
          return;
        }
        throw err;
      }
      return;
    }
    const user = await findStaffByEmail(db, email);
    if (!user) {
      console.error('No staff member has this email.');
      process.exitCode = 1;
      return;
    }
    if (command === 'reset-password') {
      const password = initialPassword();
      await setPassword(db, user.id, password, true);
      await writeAudit(db, CLI_ACTOR, 'staff_changed', `staff:${user.id}:reset-password`);
      console.log(`New one-time password for ${user.email} (shown once): ${password}`);
      return;
    }
    const action = (STAFF_ACTIONS as readonly string[]).includes(command) ? (command as StaffAction) : usage();
    if (action === 'unlock') await signIn.unlock(user.id);
    await changeStaff(db, user.id, action, new Date());
    await writeAudit(db, CLI_ACTOR, 'staff_changed', `staff:${user.id}:${action}`);
    const after = await memberOf(db, user.id, lockOf);
    console.log(`${after?.email ?? email}: ${action} done (status ${after?.status ?? 'unknown'}).`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`staff: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
