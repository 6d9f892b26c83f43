import { readFileSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@cyr/i18n';
import { EMAIL_TOKEN_PATTERN, EmailAddressSchema, OutcomeAnswerFormSchema, type OutcomeAnswerForm } from '@cyr/schemas';
import { OUTCOME_ANSWER_CODES, STUCK_REASONS, type OutcomeAnswer } from '@cyr/rules/vocabulary';
import type { RouteDeps } from '../../deps';
import { enforceEmailLimit, recipientKey } from '../../limits';
import { ApiError } from '../../http/errors';
import {
  answerQuestion,
  cancelRecordCheck,
  loadMessage,
  plannedRecordCheck,
  reachOfStopToken,
  requestRecordCheck,
  unsubscribeFollowup,
  answerGiven,
  type LoadedMessage,
} from '../../outcomes/service';
import { text } from '../../outcomes/content';
import { toReach, type FollowupReach } from '../../outcomes/reach';
import {
  answeredPage,
  choosePage,
  messagePage,
  questionPage,
  unsubscribePage,
  type AnswerField,
  type PageFrame,
} from '../../outcomes/pages';
import { todayInCounty } from '../../clock';

export interface OutcomePagesOptions extends RouteDeps {
  clientKey: (req: FastifyRequest) => string;
  emailLimit: (req: FastifyRequest) => number;
}

const CSS = readFileSync(path.join(import.meta.dirname, '../../outcomes/page.css'), 'utf8');

type Query = Record<string, string | string[] | undefined>;
const one = (q: Query, key: string): string | undefined => {
  const v = q[key];
  return typeof v === 'string' ? v : undefined;
};

/** The page's language: `?lang=` when it names one, else the follow-up's. */
const langOf = (q: Query, fallback: Language): Language => {
  const l = one(q, 'lang');
  return l === 'es' || l === 'en' ? l : fallback;
};

const positionOf = (q: Query): number | undefined => {
  const c = one(q, 'case');
  return c && /^\d{1,2}$/.test(c) ? Number(c) : undefined;
};

/**
 * The follow-up pages (docs/decisions/0100-outcome-follow-ups.md), whole HTML pages that work without JavaScript:
 * - `GET /followups/:token?case=&answer=&reason=`: the question about one petition with the link's answer chosen
 *   (opening it saves nothing: mail scanners open links); `POST /followups/:token` saves the answer (form-encoded)
 *   and sends the browser to `GET /followups/:token/answered?case=`, which confirms it and says what to do next
 *   (after "granted": the steps after the order and the record check about 90 days later).
 * - `POST /followups/:token/record-check/cancel`, `POST /followups/:token/record-check` (an address, when the
 *   follow-up no longer holds one).
 * - `GET /followups/unsubscribe/:token` (a page with one button) and `POST` (stops the messages at once; also what
 *   a mail client's one-click unsubscribe sends, RFC 8058).
 * - `GET /followups/page.css`.
 * An unknown or malformed token is 404, an expired link 410, a second answer to the same question 409, a form with
 * a missing or wrong choice 400: each a page in the person's language that changes nothing.
 */
export const outcomePagesRoutes: FastifyPluginAsync<OutcomePagesOptions> = async (app, opts) => {
  await app.register(formbody);
  const { deps, services } = opts;
  const { clock, limiter } = services;
  const db = deps.db.db;
  const publicUrl = deps.config.publicUrl;
  const today = () => todayInCounty(clock());
  const hide = { schema: { hide: true } };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(body);

  const frameOf = (req: FastifyRequest, lang: Language, query: Record<string, string | undefined> = {}): PageFrame => ({
    lang,
    path: (req.url.split('?')[0] ?? '').replace(/\/+$/, ''),
    query,
  });

  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Language) =>
    html(
      reply,
      404,
      messagePage(frameOf(req, lang), text(lang, 'page.title.notFound'), text(lang, 'page.notFound'), publicUrl),
    );
  const expired = (req: FastifyRequest, reply: FastifyReply, lang: Language) =>
    html(
      reply,
      410,
      messagePage(frameOf(req, lang), text(lang, 'page.title.expired'), text(lang, 'page.expired'), publicUrl),
    );

  app.get('/followups/page.css', hide, (_req, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CSS),
  );

  /** The message of a token, or the reply already sent (404 or 410). */
  const messageOr = async (
    req: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
  ): Promise<LoadedMessage | null> => {
    const q = req.query as Query;
    const { token } = req.params;
    const fallback = langOf(q, 'en');
    if (!EMAIL_TOKEN_PATTERN.test(token)) {
      await notFound(req, reply, fallback);
      return null;
    }
    const found = await loadMessage(db, token, today());
    if (found.status === 'not_found') {
      await notFound(req, reply, fallback);
      return null;
    }
    if (found.status === 'expired') {
      await expired(req, reply, fallback);
      return null;
    }
    return found.message;
  };

  const questionReply = (
    req: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    message: LoadedMessage,
    position: number,
    chosen: { answer?: string | undefined; month?: string | undefined; reason?: string | undefined },
    errors: AnswerField[],
  ) => {
    const lang = langOf(req.query as Query, message.language);
    const petition = message.petitions.find((p) => p.position === position);
    if (!petition) return notFound(req, reply, lang);
    return html(
      reply,
      errors.length ? 400 : 200,
      questionPage({
        frame: frameOf(req, lang, { case: String(position), answer: chosen.answer, reason: chosen.reason }),
        token: req.params.token,
        question: message.question,
        petition,
        today: today(),
        chosen,
        errors,
        stop: message.contactHeld ? message.reach : null,
        publicUrl,
      }),
    );
  };

  const answeredReply = async (
    req: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    message: LoadedMessage,
    position: number,
    answer: OutcomeAnswer,
    opts2: {
      already: boolean;
      status: number;
      reminder?: 'cancelled' | 'saved' | 'emailError';
      /** After "do not send it": how the follow-up reached the person before that erased its contact. */
      reachBefore?: FollowupReach | undefined;
    },
  ) => {
    const lang = langOf(req.query as Query, message.language);
    const petition = message.petitions.find((p) => p.position === position);
    if (!petition) return notFound(req, reply, lang);
    const granted = answer === 'granted';
    const plannedOn = granted ? await plannedRecordCheck(db, message.followupId) : null;
    return html(
      reply,
      opts2.status,
      answeredPage({
        frame: frameOf(req, lang, { case: String(position) }),
        token: req.params.token,
        petition,
        answer,
        already: opts2.already,
        stop: message.contactHeld ? message.reach : null,
        ...(granted
          ? {
              recordCheck: {
                plannedOn,
                canAsk: !message.contactHeld && opts2.reminder !== 'cancelled',
                reach: opts2.reachBefore ?? message.reach,
                erased: !message.contactHeld,
                ...(opts2.reminder ? { state: opts2.reminder } : {}),
              },
            }
          : {}),
        publicUrl,
      }),
    );
  };

  const answeredPath = (token: string, position: number, lang: Language, extra = '') =>
    `/followups/${token}/answered?case=${position}${lang === 'es' ? '&lang=es' : ''}${extra}`;

  app.get<{ Params: { token: string } }>('/followups/:token', hide, async (req, reply) => {
    const message = await messageOr(req, reply);
    if (!message) return reply;
    const q = req.query as Query;
    const lang = langOf(q, message.language);
    let position = positionOf(q);
    if (position === undefined) {
      if (message.asked.length > 1) {
        const asked = message.petitions.filter((p) => message.asked.includes(p.position));
        return html(reply, 200, choosePage(frameOf(req, lang), req.params.token, asked, message.reach, publicUrl));
      }
      position = message.asked[0] ?? message.petitions[0]?.position ?? 1;
    }
    const given = await answerGiven(db, message, position);
    if (given) {
      return answeredReply(req, reply, message, position, given, { already: true, status: 200 });
    }
    const answer = one(q, 'answer');
    const reason = one(q, 'reason');
    return questionReply(
      req,
      reply,
      message,
      position,
      {
        answer: answer && (OUTCOME_ANSWER_CODES as readonly string[]).includes(answer) ? answer : undefined,
        reason: reason && (STUCK_REASONS as readonly string[]).includes(reason) ? reason : undefined,
      },
      [],
    );
  });

  app.post<{ Params: { token: string } }>('/followups/:token', hide, async (req, reply) => {
    const message = await messageOr(req, reply);
    if (!message) return reply;
    const body = (req.body ?? {}) as Query;
    const lang = langOf(req.query as Query, message.language);
    const parsed = OutcomeAnswerFormSchema.safeParse({
      case: one(body, 'case'),
      answer: one(body, 'answer'),
      month: one(body, 'month') || undefined,
      reason: one(body, 'reason') || undefined,
    });
    const position = positionOf(body) ?? message.asked[0] ?? 1;
    const chosen = { answer: one(body, 'answer'), month: one(body, 'month'), reason: one(body, 'reason') };
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      const errors: AnswerField[] = [];
      if (fields.has('answer') || fields.has('case')) errors.push('answer');
      if (fields.has('month')) errors.push('month');
      if (fields.has('reason')) errors.push('reason');
      return questionReply(req, reply, message, position, chosen, errors);
    }
    const form: OutcomeAnswerForm = parsed.data;
    const result = await answerQuestion(
      db,
      req.params.token,
      { position: form.case, answer: form.answer, month: form.month, reason: form.reason },
      today(),
    );
    switch (result.status) {
      case 'not_found':
        return notFound(req, reply, lang);
      case 'expired':
        return expired(req, reply, lang);
      case 'invalid':
        if (result.field === 'case') return notFound(req, reply, lang);
        return questionReply(req, reply, message, form.case, chosen, [result.field]);
      case 'already':
        return answeredReply(req, reply, message, form.case, result.answer, { already: true, status: 409 });
      case 'saved':
        return reply.redirect(answeredPath(req.params.token, form.case, lang), 303);
    }
  });

  app.get<{ Params: { token: string } }>('/followups/:token/answered', hide, async (req, reply) => {
    const message = await messageOr(req, reply);
    if (!message) return reply;
    const q = req.query as Query;
    const position = positionOf(q) ?? message.asked[0] ?? 1;
    const given = await answerGiven(db, message, position);
    const lang = langOf(q, message.language);
    if (!given)
      return reply.redirect(`/followups/${req.params.token}?case=${position}${lang === 'es' ? '&lang=es' : ''}`, 303);
    const state = one(q, 'reminder');
    return answeredReply(req, reply, message, position, given, {
      already: false,
      status: 200,
      ...(state === 'cancelled' || state === 'saved' ? { reminder: state } : {}),
      ...(state === 'cancelled' ? { reachBefore: toReach(one(q, 'by')) } : {}),
    });
  });

  app.post<{ Params: { token: string } }>('/followups/:token/record-check/cancel', hide, async (req, reply) => {
    const message = await messageOr(req, reply);
    if (!message) return reply;
    const q = req.query as Query;
    const lang = langOf(q, message.language);
    const position = positionOf(q) ?? 1;
    await cancelRecordCheck(db, req.params.token, today());
    // The words after it name what was deleted: the reach read before the contact (and any number) was erased.
    return reply.redirect(
      answeredPath(req.params.token, position, lang, `&reminder=cancelled&by=${message.reach}`),
      303,
    );
  });

  app.post<{ Params: { token: string } }>('/followups/:token/record-check', hide, async (req, reply) => {
    const message = await messageOr(req, reply);
    if (!message) return reply;
    const q = req.query as Query;
    const lang = langOf(q, message.language);
    const position = positionOf(q) ?? 1;
    const email = EmailAddressSchema.safeParse(one((req.body ?? {}) as Query, 'email') ?? '');
    if (!email.success) {
      return answeredReply(req, reply, message, position, 'granted', {
        already: false,
        status: 400,
        reminder: 'emailError',
      });
    }
    try {
      await enforceEmailLimit(limiter, 'email', opts.clientKey(req), opts.emailLimit(req), reply);
      await enforceEmailLimit(
        limiter,
        'email-to',
        recipientKey(email.data),
        deps.config.emailRecipientRateLimit,
        reply,
      );
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return html(
        reply,
        429,
        messagePage(
          frameOf(req, lang),
          text(lang, 'page.title.invalid'),
          lang === 'es' ? err.messageEs : err.message,
          publicUrl,
        ),
      );
    }
    await requestRecordCheck(db, { publicUrl }, req.params.token, {
      contact: email.data,
      language: lang,
      today: today(),
    });
    return reply.redirect(answeredPath(req.params.token, position, lang, '&reminder=saved'), 303);
  });

  app.get<{ Params: { token: string } }>('/followups/unsubscribe/:token', hide, async (req, reply) => {
    const lang = langOf(req.query as Query, 'en');
    if (!EMAIL_TOKEN_PATTERN.test(req.params.token)) return notFound(req, reply, lang);
    const reach = await reachOfStopToken(db, req.params.token);
    return html(reply, 200, unsubscribePage(frameOf(req, lang), req.params.token, reach, publicUrl));
  });

  app.post<{ Params: { token: string } }>('/followups/unsubscribe/:token', hide, async (req, reply) => {
    const lang = langOf(req.query as Query, 'en');
    const stopped = EMAIL_TOKEN_PATTERN.test(req.params.token) ? await unsubscribeFollowup(db, req.params.token) : null;
    const title = text(lang, `unsubscribe.title.${stopped ?? 'any'}`);
    return html(
      reply,
      stopped ? 200 : 404,
      messagePage(
        frameOf(req, lang),
        title,
        text(lang, stopped ? `unsubscribe.done.${stopped}` : 'unsubscribe.notFound'),
        publicUrl,
      ),
    );
  });
};
