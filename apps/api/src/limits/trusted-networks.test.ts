import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { makeTestApp, type TestApp } from '../test/app';
import { emailLimitFor } from './email';

const HELP = '/api/survey/submit-help-form';
const payload = { email: 'a@b.co', phone: '7135550100', description: 'help' };

describe('TRUSTED_NETWORKS (a clinic or library sharing one address)', () => {
  it('reads a comma-separated list of addresses and CIDR ranges, and refuses anything else', () => {
    const c = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(40),
      TRUSTED_NETWORKS: ' 203.0.113.17, 2001:db8:1::/48 ',
    });
    expect(c.trustedNetworks).toEqual(['203.0.113.17', '2001:db8:1::/48']);
    expect(c.trustedNetworkEmailRateLimit).toBe(100);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) }).trustedNetworks).toEqual([]);
    for (const bad of ['library', '203.0.113.0/33', '203.0.113.0/24;rm', '*']) {
      expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), TRUSTED_NETWORKS: bad })).toThrow(
        ConfigError,
      );
    }
  });

  it('gives the higher limit to addresses inside a listed network only', () => {
    const limit = emailLimitFor({
      standard: 10,
      trusted: 100,
      trustedNetworks: ['198.51.100.0/28', '203.0.113.17', '2001:db8:1::/48'],
    });
    const of = (ip: string) => limit({ ip });
    expect(of('198.51.100.1')).toBe(100);
    expect(of('198.51.100.15')).toBe(100);
    expect(of('198.51.100.16')).toBe(10);
    expect(of('203.0.113.17')).toBe(100);
    expect(of('203.0.113.18')).toBe(10);
    // An IPv4 address written as IPv6 is the IPv4 address.
    expect(of('::ffff:203.0.113.17')).toBe(100);
    expect(of('2001:db8:1:ffff::9')).toBe(100);
    expect(of('2001:db8:2::9')).toBe(10);
    expect(of('')).toBe(10);
    expect(of('not-an-address')).toBe(10);
    expect(emailLimitFor({ standard: 10, trusted: 100, trustedNetworks: [] })({ ip: '203.0.113.17' })).toBe(10);
  });

  describe('through the API (help requests count against the email limit)', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });
    /** Sends help requests until the first 429; returns how many were accepted (at most `max`). */
    async function accepted(options: { headers?: Record<string, string>; remoteAddress?: string }, max = 8) {
      if (!t) throw new Error('no app');
      for (let i = 0; i < max; i++) {
        const res = await t.app.inject({ method: 'POST', url: HELP, payload, ...options });
        if (res.statusCode === 429) return i;
        expect(res.statusCode).toBe(200);
      }
      return max;
    }
    const limits = { emailRateLimit: 2, trustedNetworkEmailRateLimit: 5, trustedNetworks: ['203.0.113.0/24'] };

    it('a client on a trusted network, named by a trusted proxy, gets the higher limit; others do not', async () => {
      // makeTestApp trusts 127.0.0.1 (inject's peer) as the proxy that names the client in X-Forwarded-For.
      t = await makeTestApp({ people: 0, seed: false, config: limits });
      expect(await accepted({ headers: { 'x-forwarded-for': '203.0.113.17' } })).toBe(5);
      expect(await accepted({ headers: { 'x-forwarded-for': '198.51.100.7' } })).toBe(2);
      // A forged entry in front of the one the proxy appended is not the client.
      expect(await accepted({ headers: { 'x-forwarded-for': '203.0.113.99, 198.51.100.8' } })).toBe(2);
    });

    it('a header cannot fake a trusted address when the proxy that sent it is not trusted', async () => {
      t = await makeTestApp({ people: 0, seed: false, config: { ...limits, trustProxy: false } });
      expect(await accepted({ headers: { 'x-forwarded-for': '203.0.113.17' } })).toBe(2);
      // The library's own address, as the connection's peer, is trusted.
      expect(await accepted({ remoteAddress: '203.0.113.17' })).toBe(5);
      await t.close();
      t = await makeTestApp({ people: 0, seed: false, config: { ...limits, trustProxy: ['10.0.0.1'] } });
      expect(await accepted({ remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.17' } })).toBe(2);
      expect(await accepted({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': '203.0.113.18' } })).toBe(5);
      // Three apps, each a new database and 10 help requests: over 60 s at a load of 17 on 2 cores.
    }, 240_000);
  });
});
