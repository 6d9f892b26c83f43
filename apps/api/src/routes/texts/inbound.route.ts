import type { FastifyPluginAsync } from 'fastify';
import twilio from 'twilio';
import { toTextNumber } from '@cyr/schemas';
import type { RouteDeps } from '../../deps';
import { apiError } from '../../http/errors';
import { readKeyword } from '../../texts/keywords';
import { keywordReply } from '../../texts/messages';
import { TextOptOuts } from '../../texts/opt-outs';
import { todayInCounty } from '../../clock';

/** Where the provider posts the texts people send to the site's number (set as the number's messaging webhook). */
export const INBOUND_TEXTS_PATH = '/texts/inbound';

/** Longest inbound form body read: a text is at most 1,600 characters, with Twilio's other fields around it. */
const INBOUND_BODY_LIMIT = 16 * 1024;

/**
 * `POST /api/texts/inbound` (docs/decisions/0110-text-messages-through-twilio.md): Twilio's messaging webhook, a
 * form-encoded body signed with the account's auth token in `X-Twilio-Signature`. The signature is checked with
 * the library's `validateRequest` against the URL Twilio was given (PUBLIC_URL + this path); an unsigned or
 * forged request is 403 and changes nothing. A message that is one keyword (texts/keywords.ts) acts at once:
 * STOP (PARA, …) records the opt-out, deletes the number's text reminders and gives up its queued texts; START
 * (INICIO, …) removes the opt-out; HELP (AYUDA) says what the site is. The reply, in the keyword's language, is
 * TwiML; any other message gets an empty answer. Neither the number nor the words are logged or kept.
 * Registered only when texts go through Twilio (SMS_PROVIDER=twilio).
 */
export const inboundTextRoutes: FastifyPluginAsync<RouteDeps & { authToken: string; accountSid: string }> = async (
  app,
  { deps, services, authToken, accountSid },
) => {
  const { clock } = services;
  const optOuts = new TextOptOuts(deps.db.db, deps.config.sessionSecret);
  const webhookUrl = `${deps.config.publicUrl}/api${INBOUND_TEXTS_PATH}`;

  // Twilio posts application/x-www-form-urlencoded: read by the platform's URLSearchParams, in this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: INBOUND_BODY_LIMIT },
    (_req, body, done) => {
      const params: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(body as string)) params[k] = v;
      done(null, params);
    },
  );

  app.post(
    INBOUND_TEXTS_PATH,
    {
      schema: {
        operationId: 'inboundText',
        summary:
          "The text provider's webhook for texts sent to the site's number (Twilio's form fields, signed in `X-Twilio-Signature`). STOP, START and HELP (and PARA, INICIO, AYUDA, …) act and are answered in TwiML; 403 when the signature does not match.",
        hide: true,
      },
    },
    async (req, reply) => {
      // Twilio posts a form; the signature covers the fields, not the encoding, so anything else is refused first.
      if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) {
        throw apiError(415, 'unsupported_media_type');
      }
      const signature = req.headers['x-twilio-signature'];
      const params = (req.body ?? {}) as Record<string, string>;
      if (
        typeof signature !== 'string' ||
        typeof req.body !== 'object' ||
        !twilio.validateRequest(authToken, signature, webhookUrl, params) ||
        params.AccountSid !== accountSid
      ) {
        throw apiError(403, 'signature_invalid');
      }
      const response = new twilio.twiml.MessagingResponse();
      const from = toTextNumber(params.From ?? '');
      const keyword = readKeyword(params.Body ?? '');
      if (from && keyword) {
        if (keyword.keyword === 'stop') await optOuts.stop(from, todayInCounty(clock()));
        else if (keyword.keyword === 'start') await optOuts.start(from);
        response.message(keywordReply(keyword.language, keyword.keyword, deps.config.publicUrl));
        req.log.info({ keyword: keyword.keyword, language: keyword.language }, 'text keyword');
      }
      return reply.type('text/xml').send(response.toString());
    },
  );
};
