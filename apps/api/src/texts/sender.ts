import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import twilio from 'twilio';
import type { TextsConfig } from '../config';

/**
 * Where a text goes: the provider's API, or a file in development (docs/decisions/0110-text-messages-through-twilio.md).
 * Small on purpose, so another provider is one more implementation of `TextSender` beside Twilio's.
 */

/** One text ready to go out (read from the outbox). */
export interface OutgoingText {
  /** The outbox row's id: the file name in development, and how a log line names the text. */
  id: string;
  /** E.164 (`+17135550123`). */
  to: string;
  body: string;
}

export interface TextSender {
  /** Where texts go, for the boot log (never a number or a credential). */
  readonly description: string;
  /** Resolves once the provider has accepted the text (or it is written to disk); throws otherwise. */
  send(text: OutgoingText): Promise<{ location?: string }>;
  close(): void;
}

/**
 * Twilio's error codes that mean this text can never be delivered to this number, whatever is retried
 * (https://www.twilio.com/docs/api/errors). Read by this explicit list: any other error (an outage, a 5xx, a
 * 429, a wrong credential, an unknown code) is retried with back-off, and given up only after the outbox's last
 * attempt.
 */
export const TWILIO_PERMANENT_ERRORS: ReadonlyMap<number, string> = new Map([
  [21211, 'invalid To number'],
  [21214, 'To number cannot be reached'],
  [21217, 'To number is not a valid mobile number'],
  [21265, 'To number is a short code'],
  [21407, 'this number type is not supported'],
  [21408, 'no permission to send to this region'],
  [21610, 'the number replied STOP to the provider'],
  [21612, 'the sender cannot reach this number'],
  [21614, 'To number is not a mobile number'],
  [21635, 'To number is a landline'],
]);

/** The provider's code of a failed send (Twilio's RestException), when it gave one. */
export function providerErrorCode(err: unknown): number | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/** True when the provider said this number can never get this text (`TWILIO_PERMANENT_ERRORS`). */
export function isPermanentTextFailure(err: unknown): boolean {
  const code = providerErrorCode(err);
  return code !== undefined && TWILIO_PERMANENT_ERRORS.has(code);
}

/** True when the provider says the number itself opted out at its end (Twilio 21610). */
export function isProviderOptOut(err: unknown): boolean {
  return providerErrorCode(err) === 21610;
}

/** Error text without any phone number in it (a provider's message may quote the number). */
export function scrubTextError(err: unknown): string {
  const e = err as { status?: unknown; code?: unknown; message?: unknown };
  const parts = [e.status, e.code, typeof e.message === 'string' ? e.message : String(err)]
    .filter((x) => x !== undefined && x !== null && x !== '')
    .map(String);
  return parts
    .join(' ')
    .replace(/\+?\d(?:[\s().-]*\d){9,}/g, '[number]')
    .slice(0, 500);
}

/** Twilio's library with every request sent to `apiUrl` instead of Twilio's own host (tests, a regional proxy). */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiUrl: URL,
    opts: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(opts);
  }

  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0]) {
    const uri = new URL(opts.uri);
    const base = this.apiUrl.pathname.replace(/\/$/, '');
    return super.request<TData>({
      ...opts,
      uri: `${this.apiUrl.origin}${base}${uri.pathname}${uri.search}`,
    } as Parameters<twilio.RequestClient['request']>[0] as never);
  }
}

/** Texts through Twilio's Messages API, with its maintained Node library. */
export function twilioSender(config: Extract<TextsConfig, { provider: 'twilio' }>): TextSender {
  // One attempt per call: the outbox retries with its own back-off, so the library's own retry stays off.
  const timeout = 15_000;
  const httpClient = config.apiUrl
    ? new BaseUrlRequestClient(new URL(config.apiUrl), { timeout, autoRetry: false })
    : new twilio.RequestClient({ timeout, autoRetry: false });
  const client = twilio(config.accountSid, config.authToken, { httpClient, autoRetry: false });
  const sender = config.messagingServiceSid
    ? { messagingServiceSid: config.messagingServiceSid }
    : { from: config.from ?? '' };
  const where = config.apiUrl ? new URL(config.apiUrl).origin : 'Twilio';
  return {
    description: `${where} (${config.messagingServiceSid ? 'messaging service' : 'sender number'})`,
    async send(text) {
      await client.messages.create({ to: text.to, body: text.body, ...sender });
      return {};
    },
    close: () => undefined,
  };
}

/**
 * Development without a provider (`SMS_PROVIDER=file`): each text becomes a `.txt` file under DATA_DIR/texts,
 * named by its outbox id and written atomically (temporary file, then rename), so a retry overwrites, never
 * doubles. The first line names the number, as an email's `To:` header does.
 */
export function fileSender(dir: string): TextSender {
  return {
    description: `files in ${dir}`,
    async send(text) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${text.id}.txt`);
      const tmp = `${file}.tmp`;
      writeFileSync(tmp, `To: ${text.to}\n\n${text.body}\n`, { mode: 0o600 });
      renameSync(tmp, file);
      return Promise.resolve({ location: file });
    },
    close: () => undefined,
  };
}

/** The configured sender, or null when texts are off (SMS_PROVIDER unset). */
export function defaultTextSender(config: { texts: TextsConfig | null; dataDir: string }): TextSender | null {
  if (!config.texts) return null;
  if (config.texts.provider === 'twilio') return twilioSender(config.texts);
  return fileSender(path.join(config.dataDir, 'texts'));
}
