import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * The one place that reads the environment (conventions §14). Parsed once at boot; a bad variable
 * stops the server with the list of problems.
 */
/** An optional yes/no whose default depends on another variable (NODE_ENV). */
const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes'));
const millis = (def: number) => z.coerce.number().int().min(1).max(3_600_000).default(def);
/** A share between 0 and 1 (0.05 = 5 %). */
const share = (def: number) => z.coerce.number().min(0).max(1).default(def);

/**
 * Which proxies' `X-Forwarded-For` entries to believe (Fastify's `trustProxy`): unset or `false` trusts none
 * (the client is the socket's peer); a number trusts that many hops in front of the app; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. `true` (trust everything) is refused: any client
 * could then choose the address its rate limits count against.
 */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim() ?? '';
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const valid = list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) && /[.:]/.test(a));
    if (!valid || list.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count, or a comma-separated list of proxy addresses/CIDR ranges',
      });
      return z.NEVER;
    }
    return list;
  });

const TrustedNetworksSchema = z
  .string()
  .optional()
  .transform((v, ctx): string[] => {
    const list = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((n) => !ipaddr.isValidCIDR(n) && !ipaddr.isValid(n));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return list;
  });

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
  /** Default: this server on localhost at its own PORT (development); set it wherever people reach the site. */
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_MODE: z.string().optional(),
  /** Default: seed in development and test only; production seeds only when asked for explicitly. */
  SEED_DEMO: optionalBool,
  SEED_PEOPLE: z.coerce.number().int().min(0).default(20000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Emails one address may be sent per hour, whoever asks (a victim's inbox cannot be flooded). */
  EMAIL_RECIPIENT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * Help requests emailed to HELP_INBOX per hour, from all clients together; past it the requests are still
   * stored and shown in the staff console, and admins get one email that hour (a flood cannot bury the inbox).
   */
  HELP_INBOX_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Feedback surveys stored per hour from all clients together (many addresses cannot fill the table). */
  FEEDBACK_HOURLY_LIMIT: z.coerce.number().int().min(1).default(120),
  /** New sessions (pre-checks) per client per minute. */
  PRE_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: TrustProxySchema,
  /**
   * Networks where many people share one public address (a clinic, a library): a comma-separated list of
   * addresses or CIDR ranges whose clients get TRUSTED_NETWORK_EMAIL_RATE_LIMIT emails an hour instead of
   * EMAIL_RATE_LIMIT. Matched against the client address TRUST_PROXY yields, never a header it does not believe.
   */
  TRUSTED_NETWORKS: TrustedNetworksSchema,
  TRUSTED_NETWORK_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  /** IPv6 clients are counted by this network prefix (one subscriber gets at least a /64). */
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
  /** Lookups per searched name and birth year per hour, whichever clients send them (docs/deploy.md §3). */
  LOOKUP_NAME_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** PDF rendering: worker threads, queued jobs beyond them, and the longest a job may run. */
  PDF_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
  PDF_TIMEOUT_MS: millis(20_000),
  /** PostgreSQL: longest statement (server side; the client gives up one second later if the server is silent). */
  DB_STATEMENT_TIMEOUT_MS: millis(5_000),
  /** PostgreSQL: longest wait for a pooled connection, including opening a new one. */
  DB_CONNECT_TIMEOUT_MS: millis(2_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** PostgreSQL: name parameterised statements so each connection plans them once (false behind a pooler that cannot). */
  DB_PREPARED_STATEMENTS: optionalBool,
  /** HTTP: time to receive a request's headers, then its whole body, and to keep an idle keep-alive connection. */
  HTTP_HEADERS_TIMEOUT_MS: millis(10_000),
  HTTP_REQUEST_TIMEOUT_MS: millis(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: millis(65_000),
  /**
   * Court-data imports (apps/api/src/sync/snapshot.ts): the largest share by which rows, cases or people may
   * shrink against the data in use, the largest share of rows with a blank name, SPN, date of birth or cause
   * number, and of rows rejected, before an import is quarantined instead of replacing the data (0.05 = 5 %).
   */
  IMPORT_MAX_SHRINK: share(0.05),
  IMPORT_MAX_BLANK_SHARE: share(0.05),
  IMPORT_MAX_REJECTED_SHARE: share(0.05),
  /** The District Clerk's Public Datasets page a sync reads (`npm run sync` and the staff console's "start a sync"). */
  HCDC_DATASETS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Text messages (docs/decisions/0110-text-messages-through-twilio.md): `twilio`, or `file` (development: each
   * text written under DATA_DIR/texts). Unset: the site offers no text option and says nothing about texts.
   */
  SMS_PROVIDER: z.enum(['twilio', 'file']).optional(),
  /** Twilio: the account SID and its auth token (the token also checks the signature of the inbound webhook). */
  SMS_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'an account SID: AC and 32 hexadecimal digits')
    .optional(),
  SMS_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Twilio: the sender, a number in E.164 (+17135550123) or a messaging service (MG…); one of the two. */
  SMS_FROM: z
    .string()
    .regex(/^\+1\d{10}$/, 'a U.S. number in E.164, like +17135550123')
    .optional(),
  SMS_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'a messaging service SID: MG and 32 hexadecimal digits')
    .optional(),
  /** Twilio: another base URL for its API (a test server that answers like it); unset: Twilio's own. */
  SMS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * `off` lets texts go at any hour: for browser tests and demos that run at night, refused in production, where
   * no text leaves between 9 p.m. and 8 a.m. in Houston (texts/quiet-hours.ts).
   */
  TEXT_QUIET_HOURS: z.enum(['on', 'off']).default('on'),
  /** Texts one number may be sent per hour on visitors' requests, whoever asks. */
  TEXT_RECIPIENT_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
  /** How often each instance moves the outcome follow-ups due today to the outbox (outcomes/dispatch.ts). */
  FOLLOWUP_DISPATCH_INTERVAL_MS: millis(15 * 60 * 1000),
  /**
   * Browser tests only: a file holding milliseconds to add to the server's clock (clock.ts `fileClock`), so a
   * test can move the server's days forward. Refused in production.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
});

/** The names of every variable the server reads (the README's configuration table lists each one). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

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
  /**
   * SESSION_SECRET: keys the HMACs that stand for client and recipient addresses in the rate-limit counters
   * (limits/), identical on every instance. Session tokens are random and need no key; the name
   * stays so existing deployments keep working.
   */
  sessionSecret: string;
  demoMode: boolean;
  seedDemo: boolean;
  seedPeople: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  lookupRateLimit: number;
  emailRateLimit: number;
  emailRecipientRateLimit: number;
  /** HELP_INBOX_HOURLY_LIMIT: help requests emailed to the hotline per hour, across clients. */
  helpInboxHourlyLimit: number;
  /** FEEDBACK_HOURLY_LIMIT: feedback surveys stored per hour, across clients. */
  feedbackHourlyLimit: number;
  preCheckRateLimit: number;
  /** RATE_LIMIT_IPV6_PREFIX: IPv6 clients are counted by this prefix length. */
  rateLimitIpv6Prefix: number;
  /** LOOKUP_NAME_RATE_LIMIT: lookups per hour of one name and birth year, across all clients. */
  lookupNameRateLimit: number;
  /** PDF rendering off the event loop (documents/render-pool.ts). */
  pdf: { workers: number; queueMax: number; timeoutMs: number };
  /** Fastify `trustProxy`: false (the socket's peer is the client), a hop count, or proxy addresses. */
  trustProxy: false | number | string[];
  /** TRUSTED_NETWORKS: addresses and CIDR ranges of clinics and libraries (limits/email.ts `emailLimitFor`). */
  trustedNetworks: string[];
  /** TRUSTED_NETWORK_EMAIL_RATE_LIMIT: emails per hour of one client on a trusted network. */
  trustedNetworkEmailRateLimit: number;
  db: { statementTimeoutMs: number; connectTimeoutMs: number; poolMax: number; preparedStatements: boolean };
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /** The checks an import must pass before it replaces the data in use (harris-data `ImportLimits`). */
  importLimits: { maxShrink: number; maxBlankShare: number; maxRejectedShare: number };
  /** HCDC_DATASETS_URL; unset: the clerk's page (sync/hcdc.ts DEFAULT_DATASETS_URL). */
  hcdcDatasetsUrl: string | undefined;
  /** SMS_*: how texts are sent; null when texts are off (no text option anywhere on the site). */
  texts: TextsConfig | null;
  /** TEXT_RECIPIENT_RATE_LIMIT: texts one number may be sent per hour on visitors' requests. */
  textRecipientRateLimit: number;
  /** TEXT_QUIET_HOURS: false only outside production (tests, demos at night). */
  textQuietHours: boolean;
  /** FOLLOWUP_DISPATCH_INTERVAL_MS: the outcome follow-ups' dispatch interval. */
  followupDispatchIntervalMs: number;
  /** TEST_CLOCK_FILE (browser tests; never in production): clock.ts `fileClock`. */
  testClockFile: string | undefined;
}

/** How texts are sent (SMS_*); null in Config when SMS_PROVIDER is unset. */
export type TextsConfig =
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      from: string | undefined;
      messagingServiceSid: string | undefined;
      apiUrl: string | undefined;
    }
  | { provider: 'file' };

export class ConfigError extends Error {}

type Env = z.infer<typeof EnvSchema>;

/** The SMS_* variables as one setting, or the problems that stop the server. */
function textsConfig(e: Env): { texts: TextsConfig | null; problems: string[] } {
  if (e.SMS_PROVIDER === undefined) return { texts: null, problems: [] };
  if (e.SMS_PROVIDER === 'file') {
    const problems =
      e.NODE_ENV === 'production' ? ['SMS_PROVIDER: file writes texts to disk and is for development only'] : [];
    return { texts: { provider: 'file' }, problems };
  }
  const problems: string[] = [];
  if (!e.SMS_ACCOUNT_SID) problems.push('SMS_ACCOUNT_SID: required with SMS_PROVIDER=twilio');
  if (!e.SMS_AUTH_TOKEN) problems.push('SMS_AUTH_TOKEN: required with SMS_PROVIDER=twilio');
  if (!e.SMS_FROM === !e.SMS_MESSAGING_SERVICE_SID) {
    problems.push('SMS_FROM or SMS_MESSAGING_SERVICE_SID: exactly one is required with SMS_PROVIDER=twilio');
  }
  if (problems.length > 0 || !e.SMS_ACCOUNT_SID || !e.SMS_AUTH_TOKEN) return { texts: null, problems };
  return {
    texts: {
      provider: 'twilio',
      accountSid: e.SMS_ACCOUNT_SID,
      authToken: e.SMS_AUTH_TOKEN,
      from: e.SMS_FROM,
      messagingServiceSid: e.SMS_MESSAGING_SERVICE_SID,
      apiUrl: e.SMS_API_URL,
    },
    problems: [],
  };
}

/** The effective trust-proxy setting in words (logged at boot). */
export function describeTrustProxy(t: Config['trustProxy']): string {
  if (t === false) return 'none: the client address is the connection peer; X-Forwarded-For is ignored';
  if (typeof t === 'number') return `${t} hop(s): the client address is the X-Forwarded-For entry that many hops back`;
  return `X-Forwarded-For is believed from ${t.join(', ')} only`;
}

/** In development the secret is generated once and kept under DATA_DIR, so restarts keep the rate-limit counters. */
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
  if (e.NODE_ENV === 'production' && e.TEXT_QUIET_HOURS === 'off') {
    throw new ConfigError('Invalid configuration:\n  TEXT_QUIET_HOURS: off is for tests and demos only');
  }
  if (e.NODE_ENV === 'production') {
    const problems: string[] = [];
    if (!e.SESSION_SECRET) problems.push('  SESSION_SECRET: required in production');
    // Staff cookies are Secure and every link in an email starts with it: a production site is served over HTTPS.
    if (!e.PUBLIC_URL || new URL(e.PUBLIC_URL).protocol !== 'https:')
      problems.push('  PUBLIC_URL: required in production, an https:// address (e.g. https://clearyourrecord.example)');
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const texts = textsConfig(e);
  if (texts.problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${texts.problems.map((p) => `  ${p}`).join('\n')}`);
  }
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK_FILE !== undefined) {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK_FILE: for browser tests only, refused in production');
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? devSecret(dataDir),
    demoMode,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    seedPeople: e.SEED_PEOPLE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    lookupRateLimit: e.LOOKUP_RATE_LIMIT,
    emailRateLimit: e.EMAIL_RATE_LIMIT,
    emailRecipientRateLimit: e.EMAIL_RECIPIENT_RATE_LIMIT,
    helpInboxHourlyLimit: e.HELP_INBOX_HOURLY_LIMIT,
    feedbackHourlyLimit: e.FEEDBACK_HOURLY_LIMIT,
    preCheckRateLimit: e.PRE_CHECK_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    trustedNetworks: e.TRUSTED_NETWORKS,
    trustedNetworkEmailRateLimit: e.TRUSTED_NETWORK_EMAIL_RATE_LIMIT,
    rateLimitIpv6Prefix: e.RATE_LIMIT_IPV6_PREFIX,
    lookupNameRateLimit: e.LOOKUP_NAME_RATE_LIMIT,
    pdf: {
      workers: e.PDF_WORKERS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
      queueMax: e.PDF_QUEUE_MAX,
      timeoutMs: e.PDF_TIMEOUT_MS,
    },
    db: {
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      poolMax: e.DB_POOL_MAX,
      preparedStatements: e.DB_PREPARED_STATEMENTS ?? true,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    importLimits: {
      maxShrink: e.IMPORT_MAX_SHRINK,
      maxBlankShare: e.IMPORT_MAX_BLANK_SHARE,
      maxRejectedShare: e.IMPORT_MAX_REJECTED_SHARE,
    },
    hcdcDatasetsUrl: e.HCDC_DATASETS_URL,
    texts: texts.texts,
    textRecipientRateLimit: e.TEXT_RECIPIENT_RATE_LIMIT,
    textQuietHours: e.TEXT_QUIET_HOURS === 'on',
    followupDispatchIntervalMs: e.FOLLOWUP_DISPATCH_INTERVAL_MS,
    testClockFile: e.TEST_CLOCK_FILE ? path.resolve(REPO_ROOT, e.TEST_CLOCK_FILE) : undefined,
  };
}
