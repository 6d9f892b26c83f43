import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server for tests: the outbox worker delivers to it and the test reads what arrived. */

export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  /** Envelope recipients of every accepted message, in order. */
  recipients: string[][];
  close(): Promise<void>;
}

/** An in-process SMTP server that accepts everything and keeps the parsed messages. */
export async function startSmtpSink(
  port = 0,
  opts: { rejectRecipient?: (addr: string) => boolean } = {},
): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (opts.rejectRecipient?.(address.address)) {
        const err = Object.assign(new Error('No such user here'), { responseCode: 550 });
        cb(err);
        return;
      }
      cb();
    },
    onData(stream, session, cb) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          cb();
        },
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    messages,
    recipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
