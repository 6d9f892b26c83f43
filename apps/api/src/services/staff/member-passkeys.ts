import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { StaffPasskeyList } from '@cyr/schemas';
import { apiError } from '../../http/errors';
import type { StaffAudit } from './audit';
import type { StaffPasskeys } from './passkeys';
import type { StaffPrincipal, StaffSessions } from './sessions';

/**
 * A signed-in member's own passkeys (docs/decisions/0092-staff-passkeys.md): the list, the options to make one
 * (the challenge kept on their session), adding it once the authenticator answers, removing one. Adding and
 * removing are written to the audit log.
 */
export class MemberPasskeys {
  constructor(
    private readonly passkeys: StaffPasskeys,
    private readonly sessions: StaffSessions,
    private readonly audit: StaffAudit,
  ) {}

  async list(p: StaffPrincipal): Promise<StaffPasskeyList> {
    return { passkeys: await this.passkeys.list(p.id), available: this.passkeys.available };
  }

  async options(p: StaffPrincipal): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await this.passkeys.registrationOptions(p);
    if (!options) throw apiError(400, 'passkey_invalid');
    await this.sessions.setChallenge(p.tokenHash, options.challenge);
    return options;
  }

  async add(p: StaffPrincipal, name: string, credential: RegistrationResponseJSON): Promise<StaffPasskeyList> {
    const challenge = await this.sessions.takeChallenge(p.tokenHash);
    if (!challenge || !(await this.passkeys.register(p.id, challenge, credential, name)))
      throw apiError(400, 'passkey_invalid');
    await this.audit.record(p, 'passkey_added', `staff:${p.id}`, { after: { name } });
    return this.list(p);
  }

  async remove(p: StaffPrincipal, id: string): Promise<StaffPasskeyList> {
    const before = (await this.passkeys.list(p.id)).find((k) => k.id === id);
    if (!before || !(await this.passkeys.remove(p.id, id))) throw apiError(404, 'not_found');
    await this.audit.record(p, 'passkey_removed', `staff:${p.id}`, { before: { name: before.name } });
    return this.list(p);
  }
}
