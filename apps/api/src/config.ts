import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads the environment (conventions §14). Parsed once at boot; a bad variable
 * stops the server with the list of problems.
 */
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1' || v === 'yes'));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Relative paths are taken from the repository root, whichever workspace the server is started from. */
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Clear Your Record <no-reply@clearyourrecord.example>'),
  HELP_INBOX: z.string().default('help@clearyourrecord.example'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_MODE: z.string().optional(),
  SEED_DEMO: bool(true),
  SEED_PEOPLE: z.coerce.number().int().min(0).default(20000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
});

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  helpInbox: string;
  publicUrl: string;
  sessionSecret: string;
  demoMode: boolean;
  seedDemo: boolean;
  seedPeople: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  lookupRateLimit: number;
  emailRateLimit: number;
}

export class ConfigError extends Error {}

/** In development a session secret is generated once and kept under DATA_DIR, so restarts keep sessions. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  const demoMode = e.DEMO_MODE === undefined ? e.NODE_ENV !== 'production' : ['true', '1', 'yes'].includes(e.DEMO_MODE);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    helpInbox: e.HELP_INBOX,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? devSecret(dataDir),
    demoMode,
    seedDemo: e.SEED_DEMO,
    seedPeople: e.SEED_PEOPLE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    lookupRateLimit: e.LOOKUP_RATE_LIMIT,
    emailRateLimit: e.EMAIL_RATE_LIMIT,
  };
}
