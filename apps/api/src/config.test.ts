import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has development defaults and keeps a generated secret under DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(3000);
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

  it('turns demo mode off by default in production', () => {
    const c = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO: 'false' });
    expect(c.demoMode).toBe(false);
    expect(c.seedDemo).toBe(false);
  });
});
