import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message ready to go out (read from the outbox). */
export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (outbox `headers`), e.g. a one-click `List-Unsubscribe`. */
  headers?: Record<string, string> | undefined;
}

export interface MailTransport {
  /** Where messages go, for the boot log (never an address). */
  readonly description: string;
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); throws otherwise. */
  send(mail: OutgoingMail): Promise<{ location?: string }>;
  close(): void;
}

/** A stable Message-ID per outbox row: a redelivery after a crash is recognisable as the same message. */
export function messageId(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'clearyourrecord.invalid';
  return `<${id}@${domain}>`;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: messageId(mail.id, mail.from),
    headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' },
  };
}

/** SMTP delivery (SMTP_URL), with short timeouts so a dead server fails an attempt rather than hanging it. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
      return {};
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (development, demos): each message becomes an `.eml` file under DATA_DIR/mail, named by
 * its outbox id and written atomically (temporary file, then rename), so a retry overwrites, never doubles.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir}`,
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail));
      const raw = (info as unknown as { message: Buffer }).message;
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      const tmp = `${file}.tmp`;
      writeFileSync(tmp, raw, { mode: 0o600 });
      renameSync(tmp, file);
      return { location: file };
    },
    close: () => composer.close(),
  };
}
