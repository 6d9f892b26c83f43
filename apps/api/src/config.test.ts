import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeTrustProxy, ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('has development defaults and keeps a generated secret under DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(3000);
    expect(a.publicUrl).toBe('http://localhost:3000');
    // Every link the site writes (emails, PDFs, share links, canonical links) names the port it runs on.
    expect(loadConfig({ DATA_DIR: dir, PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ DATA_DIR: dir, PORT: '3100', PUBLIC_URL: 'https://cyr.example/' }).publicUrl).toBe(
      'https://cyr.example',
    );
    expect(a.demoMode).toBe(true);
    expect(a.seedDemo).toBe(true);
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(a.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(a.sessionSecret);
  });

  it('refuses production without a session secret and lists bad variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('refuses production without an https PUBLIC_URL (the staff cookie is Secure; email links start with it)', () => {
    const secret = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) } as const;
    expect(() => loadConfig(secret)).toThrow(/PUBLIC_URL: required in production, an https:\/\/ address/);
    expect(() => loadConfig({ ...secret, PUBLIC_URL: 'http://clearyourrecord.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PUBLIC_URL/);
    expect(loadConfig({ ...secret, PUBLIC_URL: 'https://clearyourrecord.example/' }).publicUrl).toBe(
      'https://clearyourrecord.example',
    );
  });

  it('turns demo mode off by default in production', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://clearyourrecord.example',
      SEED_DEMO: 'false',
    });
    expect(c.demoMode).toBe(false);
    expect(c.seedDemo).toBe(false);
  });

  it('never seeds synthetic people in production unless asked for', () => {
    const secret = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://clearyourrecord.example',
    } as const;
    expect(loadConfig(secret).seedDemo).toBe(false);
    expect(loadConfig(secret).demoMode).toBe(false);
    expect(loadConfig({ ...secret, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) }).seedDemo).toBe(true);
  });

  it('trusts no proxy by default, a hop count or a list of addresses when told, never everything', () => {
    const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) } as const;
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(describeTrustProxy(false)).toMatch(/ignored/);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('texts: off unless SMS_PROVIDER says; Twilio needs its account, token and exactly one sender', () => {
    const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) } as const;
    const sid = `AC${'0'.repeat(32)}`;
    const twilio = { ...base, SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: sid, SMS_AUTH_TOKEN: 't'.repeat(32) } as const;
    expect(loadConfig(base).texts).toBeNull();
    expect(loadConfig({ ...twilio, SMS_FROM: '+17135550100' }).texts).toEqual({
      provider: 'twilio',
      accountSid: sid,
      authToken: 't'.repeat(32),
      from: '+17135550100',
      messagingServiceSid: undefined,
      apiUrl: undefined,
    });
    expect(loadConfig({ ...base, SMS_PROVIDER: 'file' }).texts).toEqual({ provider: 'file' });
    expect(() => loadConfig({ ...twilio })).toThrow(/SMS_FROM or SMS_MESSAGING_SERVICE_SID/);
    expect(() =>
      loadConfig({ ...twilio, SMS_FROM: '+17135550100', SMS_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}` }),
    ).toThrow(/exactly one/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio', SMS_FROM: '+17135550100' })).toThrow(
      /SMS_ACCOUNT_SID[\s\S]*SMS_AUTH_TOKEN/,
    );
    expect(() => loadConfig({ ...twilio, SMS_FROM: '713-555-0100' })).toThrow(/SMS_FROM/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://cyr.example', SMS_PROVIDER: 'file' }),
    ).toThrow(/development only/);
    expect(loadConfig(base).textQuietHours).toBe(true);
    expect(loadConfig({ ...base, TEXT_QUIET_HOURS: 'off' }).textQuietHours).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://cyr.example',
        TEXT_QUIET_HOURS: 'off',
      }),
    ).toThrow(/TEXT_QUIET_HOURS/);
  });
});

describe('the README configuration table', () => {
  /** The variables named in the first column of the table under `## Configuration` in README.md. */
  function readmeVariables(): string[] {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration\n'));
    if (!section) throw new Error('README.md has no "## Configuration" section');
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    return rows.flatMap((row) =>
      [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''),
    );
  }

  it('names every variable config.ts reads, and nothing else, once each', () => {
    const listed = readmeVariables();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('reads the variables from the schema loadConfig parses', () => {
    expect(ENV_VARIABLES).toContain('SESSION_SECRET');
    expect(ENV_VARIABLES).toContain('HTTP_KEEP_ALIVE_TIMEOUT_MS');
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_MS/);
  });
});
