import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { isIP } from 'node:net';
import type { StaffPasskey } from '@cyr/schemas';
import type { Db } from '../../db';

/**
 * Passkeys (WebAuthn) as a staff member's second factor beside TOTP (docs/decisions/0092-staff-passkeys.md),
 * with @simplewebauthn/server. The relying party is the site's own origin (PUBLIC_URL): its host name is the
 * RP ID, so passkeys need PUBLIC_URL to name a host, not an IP address (WebAuthn refuses those), and a
 * secure origin (https, or http on localhost). A challenge waits on the session or pending sign-in it was
 * made for (staff_sessions.challenge) and is taken once. No attestation is asked for: the passkey proves the
 * same person returns, not which maker built it.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party PUBLIC_URL names, or null when it cannot have passkeys (an IP address). */
export function relyingParty(publicUrl: string): RelyingParty | null {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  return { id: host, origin: url.origin, name: 'Clear Your Record, Harris County (staff)' };
}

const TRANSPORTS: readonly AuthenticatorTransport[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'];
const transportsOf = (v: unknown): AuthenticatorTransport[] =>
  Array.isArray(v) ? TRANSPORTS.filter((t) => v.includes(t)) : [];

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export class StaffPasskeys {
  constructor(
    private readonly db: Db,
    private readonly rp: RelyingParty | null,
  ) {}

  /** Whether passkeys can be used on this deployment (PUBLIC_URL names a host). */
  get available(): boolean {
    return this.rp !== null;
  }

  async list(staffId: string): Promise<StaffPasskey[]> {
    const rows = await this.db
      .selectFrom('staff_passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('staff_id', '=', staffId)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: new Date(r.created_at).toISOString(),
      lastUsedAt: iso(r.last_used_at),
    }));
  }

  async has(staffId: string): Promise<boolean> {
    if (!this.rp) return false;
    const row = await this.db
      .selectFrom('staff_passkeys')
      .select('id')
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Options for `navigator.credentials.create()`; the caller keeps `challenge` on the member's session. */
  async registrationOptions(member: {
    id: string;
    email: string;
  }): Promise<PublicKeyCredentialCreationOptionsJSON | null> {
    if (!this.rp) return null;
    const existing = await this.db
      .selectFrom('staff_passkeys')
      .select(['id', 'transports'])
      .where('staff_id', '=', member.id)
      .execute();
    return generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: member.email,
      userID: new TextEncoder().encode(member.id),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
  }

  /** Checks the authenticator's answer to `challenge` and keeps the passkey; false when it does not verify. */
  async register(
    staffId: string,
    challenge: string,
    response: RegistrationResponseJSON,
    name: string,
  ): Promise<boolean> {
    if (!this.rp) return false;
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) return false;
    const { credential } = result.registrationInfo;
    const added = await this.db
      .insertInto('staff_passkeys')
      .values({
        id: credential.id,
        staff_id: staffId,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(transportsOf(credential.transports)),
        name,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(added.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async remove(staffId: string, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('staff_passkeys')
      .where('staff_id', '=', staffId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** Options for `navigator.credentials.get()` naming the member's passkeys; null when they have none. */
  async authenticationOptions(staffId: string): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
    if (!this.rp) return null;
    const keys = await this.db
      .selectFrom('staff_passkeys')
      .select(['id', 'transports'])
      .where('staff_id', '=', staffId)
      .execute();
    if (keys.length === 0) return null;
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      allowCredentials: keys.map((k) => ({ id: k.id, transports: transportsOf(k.transports) })),
      userVerification: 'required',
    });
  }

  /**
   * Checks an assertion against the member's passkey it names and `challenge`; on success moves the signature
   * counter on (a counter that goes back means a cloned authenticator: refused by the library).
   */
  async authenticate(
    staffId: string,
    challenge: string,
    response: AuthenticationResponseJSON,
    now: Date,
  ): Promise<boolean> {
    if (!this.rp) return false;
    const key = await this.db
      .selectFrom('staff_passkeys')
      .selectAll()
      .where('staff_id', '=', staffId)
      .where('id', '=', response.id)
      .executeTakeFirst();
    if (!key) return false;
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: true,
      credential: {
        id: key.id,
        publicKey: isoBase64URL.toBuffer(key.public_key),
        counter: Number(key.counter),
        transports: transportsOf(key.transports),
      },
    }).catch(() => null);
    if (!result?.verified) return false;
    await this.db
      .updateTable('staff_passkeys')
      .set({ counter: result.authenticationInfo.newCounter, last_used_at: now.toISOString() })
      .where('id', '=', key.id)
      .execute();
    return true;
  }
}
