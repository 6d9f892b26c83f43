import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';

/** One email the server wrote: without SMTP_URL each message is an `.eml` file under `DATA_DIR/mail`. */
export interface WrittenMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every email the server has written so far (in no particular order). */
export async function writtenMails(dataDir: string): Promise<WrittenMail[]> {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const mails: WrittenMail[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
    const mail = await simpleParser(readFileSync(path.join(dir, f)));
    mails.push({
      to: (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text) ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    });
  }
  return mails;
}

/** Waits (the outbox worker sends in the background) for the first email that `matches`, and returns it. */
export async function waitForMail(dataDir: string, matches: (mail: WrittenMail) => boolean): Promise<WrittenMail> {
  let found: WrittenMail | undefined;
  await expect
    .poll(async () => {
      found = (await writtenMails(dataDir)).find(matches);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('no such email');
  return found;
}
