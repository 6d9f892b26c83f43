import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers like Twilio's Messages API (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource): HTTP Basic with the
 * account SID and auth token, a form-encoded body (`To`, `From` or `MessagingServiceSid`, `Body`), 201 with the
 * message resource as JSON, and Twilio's error body (`{code, message, more_info, status}`) otherwise. The site's
 * Twilio library is pointed at it (SMS_API_URL), so tests and browser tests exercise the real library and a real
 * HTTP exchange; what the provider did afterwards (carrier delivery) is not modelled.
 */

export const TEST_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TEST_AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
export const TEST_SENDER = '+17135550100';

export interface ReceivedText {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  /** Milliseconds since the epoch when the server accepted it. */
  at: number;
}

export interface TwilioServer {
  port: number;
  /** The base URL to give the library (SMS_API_URL). */
  url: string;
  /** Every text accepted, in order. */
  messages: ReceivedText[];
  /** Requests answered, accepted or not. */
  requests: number;
  /** While true, every request is answered 503 (a provider outage). */
  outage: boolean;
  /** Numbers (E.164) the API refuses with this Twilio error code (400): 21211 invalid, 21610 unsubscribed, … */
  refuse: Map<string, number>;
  close(): Promise<void>;
}

const ERROR_MESSAGES: Record<number, string> = {
  20003: 'Authenticate',
  20500: 'Internal Server Error',
  21211: "The 'To' number is not a valid phone number.",
  21604: "A 'To' phone number is required.",
  21610: 'Attempt to send to unsubscribed recipient',
  21614: "'To' number is not a valid mobile number",
};

function sendError(res: ServerResponse, status: number, code: number): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      code,
      message: ERROR_MESSAGES[code] ?? 'Error',
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    }),
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the server on `port` (0: any free port) for one account. */
export async function startTwilioServer(
  opts: { port?: number; accountSid?: string; authToken?: string } = {},
): Promise<TwilioServer> {
  const accountSid = opts.accountSid ?? TEST_ACCOUNT_SID;
  const authToken = opts.authToken ?? TEST_AUTH_TOKEN;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const state = {
    messages: [] as ReceivedText[],
    requests: 0,
    outage: false,
    refuse: new Map<string, number>(),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      state.requests++;
      if (state.outage) return sendError(res, 503, 20500);
      if (req.method !== 'POST' || req.url !== path) return sendError(res, 404, 20404);
      if (req.headers.authorization !== expectedAuth) return sendError(res, 401, 20003);
      const form = new URLSearchParams(raw);
      const to = form.get('To');
      const body = form.get('Body') ?? '';
      if (!to) return sendError(res, 400, 21604);
      const refused = state.refuse.get(to);
      if (refused !== undefined) return sendError(res, 400, refused);
      const message: ReceivedText = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        accountSid,
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body,
        at: Date.now(),
      };
      state.messages.push(message);
      const now = new Date().toUTCString();
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          sid: message.sid,
          account_sid: accountSid,
          to,
          from: message.from,
          messaging_service_sid: message.messagingServiceSid,
          body,
          status: 'queued',
          num_segments: '1',
          num_media: '0',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: now,
          date_updated: now,
          date_sent: null,
          price: null,
          price_unit: 'USD',
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
          subresource_uris: {},
        }),
      );
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
