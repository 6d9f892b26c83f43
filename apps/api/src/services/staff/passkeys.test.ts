import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db';
import { SoftAuthenticator } from '../../test/authenticator';
import { testDb } from '../../test/db';
import { addStaff } from './accounts';
import { relyingParty, StaffPasskeys } from './passkeys';

/**
 * Passkeys with @simplewebauthn/server against a software authenticator (docs/decisions/0092-staff-passkeys.md):
 * registered, then used to sign in; an answer to another challenge, from another origin, of another member,
 * or replayed with an old counter is refused.
 */
const ORIGIN = 'https://clearyourrecord.example';
let h: DbHandle;
let passkeys: StaffPasskeys;
let member: { id: string; email: string };

beforeAll(async () => {
  h = await testDb();
  passkeys = new StaffPasskeys(h.db, relyingParty(ORIGIN));
  member = (await addStaff(h.db, 'keys@cyr.example', 'staff')).member;
});
afterAll(async () => {
  await h.close();
});

describe('relying party', () => {
  it('is the host name of PUBLIC_URL; an IP address cannot have passkeys', () => {
    expect(relyingParty('https://clearyourrecord.example')).toMatchObject({
      id: 'clearyourrecord.example',
      origin: 'https://clearyourrecord.example',
    });
    expect(relyingParty('http://localhost:3000')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3000' });
    expect(relyingParty('http://127.0.0.1:3000')).toBeNull();
    expect(relyingParty('http://[::1]:3000')).toBeNull();
    expect(new StaffPasskeys(h.db, null).available).toBe(false);
  });
});

describe('a passkey', () => {
  const device = new SoftAuthenticator(ORIGIN, 'clearyourrecord.example');

  it('is registered from an answer to its own challenge, and only from the site’s origin', async () => {
    const options = await passkeys.registrationOptions(member);
    expect(options?.rp).toMatchObject({ id: 'clearyourrecord.example' });
    const challenge = options?.challenge ?? '';
    expect(await passkeys.register(member.id, challenge, device.create('another-challenge'), 'laptop')).toBe(false);
    expect(await passkeys.register(member.id, challenge, device.create(challenge, 'https://evil.example'), 'x')).toBe(
      false,
    );
    expect(await passkeys.register(member.id, challenge, device.create(challenge), 'laptop')).toBe(true);
    expect(await passkeys.list(member.id)).toMatchObject([{ name: 'laptop', lastUsedAt: null }]);
    expect(await passkeys.has(member.id)).toBe(true);
  });

  it('signs in: the answer to the challenge verifies, moves the counter and is not taken twice', async () => {
    const options = await passkeys.authenticationOptions(member.id);
    const challenge = options?.challenge ?? '';
    expect(options?.allowCredentials?.map((c) => c.id)).toEqual([(await passkeys.list(member.id))[0]?.id]);
    const answer = device.get(challenge);
    expect(await passkeys.authenticate(member.id, challenge, answer, new Date())).toBe(true);
    // The same answer again: its counter is no longer ahead of the stored one.
    expect(await passkeys.authenticate(member.id, challenge, answer, new Date())).toBe(false);
    expect((await passkeys.list(member.id))[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses another challenge, another origin and another member', async () => {
    const challenge = (await passkeys.authenticationOptions(member.id))?.challenge ?? '';
    expect(await passkeys.authenticate(member.id, challenge, device.get('not-the-challenge'), new Date())).toBe(false);
    expect(
      await passkeys.authenticate(member.id, challenge, device.get(challenge, 'https://evil.example'), new Date()),
    ).toBe(false);
    const other = (await addStaff(h.db, 'other-keys@cyr.example', 'staff')).member;
    expect(await passkeys.authenticate(other.id, challenge, device.get(challenge), new Date())).toBe(false);
    expect(await passkeys.authenticationOptions(other.id)).toBeNull();
  });

  it('is removed by its member only', async () => {
    const [key] = await passkeys.list(member.id);
    const other = (await addStaff(h.db, 'third@cyr.example', 'staff')).member;
    expect(await passkeys.remove(other.id, key?.id ?? '')).toBe(false);
    expect(await passkeys.remove(member.id, key?.id ?? '')).toBe(true);
    expect(await passkeys.list(member.id)).toEqual([]);
  });
});
