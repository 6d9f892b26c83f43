/**
 * Outcome follow-ups (issue #38; docs/decisions/0100-outcome-follow-ups.md): a person who downloaded a petition
 * asks to be asked how it went. Stored: the contact (until no message is left to send, or at once on
 * unsubscribe), the messages to send and when, and per petition only codes (section, court, months, how far it
 * got). Every message goes through the outbox in the transaction that records it was sent.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Language } from '@cyr/i18n';
import type { Case } from '@cyr/schemas';
import { addDays, addYears } from '@cyr/rules/dates';
import {
  EXPUNCTION_ROUTE_IDS,
  OUTCOME_ANSWERS,
  OUTCOME_MONTH_ANSWERS,
  OUTCOME_STAGES,
  UNKNOWN_MONTH,
  type OutcomeAnswer,
  type OutcomeKind,
  type OutcomeQuestion,
  type OutcomeStage,
  type StuckReason,
} from '@cyr/rules/vocabulary';
import { courtCodeOf, UNKNOWN_COURT } from '@cyr/i18n';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { hashEmailToken, newEmailToken } from '../mail/email-tokens';
import { formatDate } from '@cyr/i18n/dates';
import { toLanguage } from '../http/language';
import { CHANNELS, channelOf, type FollowupChannel } from './channels';
import { outcomeConfirmation, outcomeMessage, type PetitionRef } from './content';
import { reachOf, type FollowupReach } from './reach';
import { ANSWER_LINK_DAYS, messagesFor, RECORD_CHECK_DAYS } from './schedule';

type Trx = Kysely<Database>;

export interface FollowupLinks {
  /** The site's public base URL (config `publicUrl`). */
  publicUrl: string;
}

/** What is followed of one case: the remedy, its section or route, and the court. */
export interface FollowedCase {
  kind: OutcomeKind;
  section: string;
  court: string;
}

/**
 * The codes a case is followed by, or null for a case nobody can file for yet (only `nondisclosure` and
 * `expunction` cases lead to a petition). An expunction is a new civil case in a district court the clerk
 * assigns when it is filed, so its court is not the criminal court of the case: it is stored as `unknown`.
 */
export function followedCase(c: Case): FollowedCase | null {
  if (c.final_eligibility === 'nondisclosure' && c.ndo_form) {
    return { kind: 'nondisclosure', section: c.ndo_form, court: courtCodeOf(c.crt, c.misdemeanor_felony === 'Felony') };
  }
  if (
    c.final_eligibility === 'expunction' &&
    c.expunction_route !== null &&
    (EXPUNCTION_ROUTE_IDS as readonly string[]).includes(c.expunction_route)
  ) {
    return { kind: 'expunction', section: c.expunction_route, court: UNKNOWN_COURT };
  }
  return null;
}

const month = (day: string) => day.slice(0, 7);

/**
 * Saves a follow-up for `cases` starting `today` (`YYYY-MM-DD`, Harris County) and queues its confirmation, with
 * the one-click stop link, in the same transaction. `phone` (E.164, only with the person's text consent) is a
 * number texted as well as the email address `contact`. Returns the day of the first message and how the
 * person is reached.
 */
export async function createFollowup(
  db: Db,
  links: FollowupLinks,
  r: {
    channel: FollowupChannel;
    contact: string;
    phone?: string | undefined;
    language: Language;
    cases: readonly FollowedCase[];
    today: string;
  },
): Promise<{ firstOn: string; reach: FollowupReach }> {
  const channel = channelOf(r.channel);
  if (!channel) throw new Error(`unknown follow-up channel ${r.channel}`);
  if (r.phone !== undefined && r.channel !== 'email') throw new Error('a second number is texted only beside email');
  const unsubscribeToken = newEmailToken();
  const followupId = randomUUID();
  const messages = messagesFor(r.today);
  const firstOn = messages[0]?.sendOn ?? r.today;
  const reach: FollowupReach = r.phone !== undefined ? 'both' : r.channel;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('followups')
      .values({
        id: followupId,
        channel: r.channel,
        contact: r.contact,
        phone: r.phone ?? null,
        language: r.language,
        unsubscribe_hash: hashEmailToken(unsubscribeToken),
        started_on: r.today,
      })
      .execute();
    await trx
      .insertInto('outcomes')
      .values(
        r.cases.map((c, i) => ({
          id: randomUUID(),
          followup_id: followupId,
          position: i + 1,
          kind: c.kind,
          section: c.section,
          court: c.court,
          started_month: month(r.today),
          updated_on: r.today,
        })),
      )
      .execute();
    await trx
      .insertInto('followup_messages')
      .values(
        messages.map((m) => ({ id: randomUUID(), followup_id: followupId, question: m.question, send_on: m.sendOn })),
      )
      .execute();
    const confirmation = outcomeConfirmation(r.language, {
      kind: 'followups',
      date: formatDate(firstOn, r.language),
      publicUrl: links.publicUrl,
      unsubscribeToken,
      reach,
    });
    await channel.sendConfirmation(trx, r.contact, confirmation);
    if (r.phone !== undefined) await CHANNELS.text.sendConfirmation(trx, r.phone, confirmation);
  });
  return { firstOn, reach };
}

/** Erases the contact (and the second number) of a follow-up (the outcome codes stay). */
async function eraseContact(trx: Trx, followupId: string): Promise<void> {
  await trx
    .updateTable('followups')
    .set({ contact: null, phone: null, contact_erased_at: sql<string>`now()` })
    .where('id', '=', followupId)
    .where('contact', 'is not', null)
    .execute();
}

/** The follow-up an unsubscribe token names: the sign-up's own token, or the answer token of any of its messages. */
async function followupOfStopToken(trx: Trx, token: string): Promise<string | null> {
  const hash = hashEmailToken(token);
  const own = await trx.selectFrom('followups').select('id').where('unsubscribe_hash', '=', hash).executeTakeFirst();
  if (own) return own.id;
  const viaMessage = await trx
    .selectFrom('followup_messages')
    .select('followup_id')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return viaMessage?.followup_id ?? null;
}

/**
 * How the follow-up an unsubscribe token names reaches its person (the stop page's words), or null for a token
 * that names none. Reading it changes nothing.
 */
export async function reachOfStopToken(db: Db, token: string): Promise<FollowupReach | null> {
  const id = await followupOfStopToken(db, token);
  if (!id) return null;
  const f = await db.selectFrom('followups').select(['channel', 'phone']).where('id', '=', id).executeTakeFirst();
  return f ? reachOf(f) : null;
}

/**
 * Stops a follow-up at once: its contact is erased and the messages not yet sent are deleted. Returns how it
 * reached the person until then (what was deleted), or null when there is nothing to stop (an unknown token, or
 * already stopped or finished).
 */
export async function unsubscribeFollowup(db: Db, token: string): Promise<FollowupReach | null> {
  return db.transaction().execute(async (trx) => {
    const id = await followupOfStopToken(trx, token);
    if (!id) return null;
    const held = await trx
      .selectFrom('followups')
      .select(['channel', 'phone'])
      .where('id', '=', id)
      .where('contact', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    await trx.deleteFrom('followup_messages').where('followup_id', '=', id).where('queued_on', 'is', null).execute();
    if (!held) return null;
    await eraseContact(trx, id);
    return reachOf(held);
  });
}

interface OutcomeRow {
  id: string;
  position: number;
  kind: string;
  section: string;
  court: string;
  stage: string;
  record_check: string | null;
}

const decided = (stage: string) => stage === 'granted' || stage === 'denied';

/** The petitions a question is still worth asking about. */
function toAsk(question: OutcomeQuestion, rows: readonly OutcomeRow[]): OutcomeRow[] {
  switch (question) {
    case 'filing':
      return rows.filter((r) => r.stage === 'asked');
    case 'progress':
      return rows.filter((r) => !decided(r.stage));
    case 'record_check':
      return rows.filter((r) => r.stage === 'granted' && r.record_check === null);
  }
}

const petitionOf = (r: OutcomeRow): PetitionRef => ({
  position: r.position,
  kind: r.kind === 'expunction' ? 'expunction' : 'nondisclosure',
  section: r.section,
  court: r.court,
});

async function outcomesOf(trx: Trx, followupId: string): Promise<OutcomeRow[]> {
  return trx
    .selectFrom('outcomes')
    .select(['id', 'position', 'kind', 'section', 'court', 'stage', 'record_check'])
    .where('followup_id', '=', followupId)
    .orderBy('position')
    .execute();
}

/**
 * Deletes the messages not yet sent that would ask nothing (every petition past their question), and erases the
 * contact once no message is left to send. Returns how many messages are still to be sent.
 */
async function tidy(trx: Trx, followupId: string): Promise<number> {
  const rows = await outcomesOf(trx, followupId);
  const pending = await trx
    .selectFrom('followup_messages')
    .select(['id', 'question'])
    .where('followup_id', '=', followupId)
    .where('queued_on', 'is', null)
    .execute();
  let left = 0;
  for (const m of pending) {
    if (toAsk(m.question as OutcomeQuestion, rows).length === 0) {
      await trx.deleteFrom('followup_messages').where('id', '=', m.id).execute();
    } else left++;
  }
  if (left === 0) await eraseContact(trx, followupId);
  return left;
}

const BATCH = 100;

/**
 * Queues every follow-up message due on or before `today`: its answer token is made, the message is marked
 * queued and handed to its channel (the outbox) in one transaction, rows locked with SKIP LOCKED so several
 * instances never send one twice. A message that would ask nothing is deleted instead; after the last message of
 * a follow-up its contact is erased. The caller keeps quiet hours (schedule.ts `withinSendingHours`).
 */
export async function dispatchDueFollowups(db: Db, links: FollowupLinks, today: string): Promise<number> {
  let total = 0;
  for (;;) {
    const { seen, sent } = await db.transaction().execute(async (trx) => {
      const due = await sql<{
        id: string;
        followup_id: string;
        question: string;
        channel: string;
        contact: string | null;
        phone: string | null;
        language: string;
      }>`
        SELECT m.id, m.followup_id, m.question, f.channel, f.contact, f.phone, f.language
        FROM followup_messages m JOIN followups f ON f.id = m.followup_id
        WHERE m.queued_on IS NULL AND m.send_on <= ${today}
        ORDER BY m.send_on
        LIMIT ${BATCH}
        FOR UPDATE OF m SKIP LOCKED`.execute(trx);
      let queued = 0;
      for (const m of due.rows) {
        const channel = channelOf(m.channel);
        const reach = reachOf(m);
        const petitions = toAsk(m.question as OutcomeQuestion, await outcomesOf(trx, m.followup_id));
        if (m.contact === null || channel === null || reach === null || petitions.length === 0) {
          await trx.deleteFrom('followup_messages').where('id', '=', m.id).execute();
          await tidy(trx, m.followup_id);
          continue;
        }
        const token = newEmailToken();
        await trx
          .updateTable('followup_messages')
          .set({
            token_hash: hashEmailToken(token),
            queued_on: today,
            links_expire_on: addDays(today, ANSWER_LINK_DAYS),
          })
          .where('id', '=', m.id)
          .execute();
        const left = await tidy(trx, m.followup_id);
        const lang = toLanguage(m.language);
        const content = outcomeMessage(
          m.question as OutcomeQuestion,
          petitions.map(petitionOf),
          lang,
          { publicUrl: links.publicUrl, token, unsubscribeToken: token },
          { last: left === 0, reach },
        );
        // The contact was read before tidy() may have erased it: the outbox keeps the address until delivery.
        await channel.sendMessage(trx, m.contact, content);
        if (m.phone !== null) await CHANNELS.text.sendMessage(trx, m.phone, content);
        queued++;
      }
      return { seen: due.rows.length, sent: queued };
    });
    total += sent;
    if (seen < BATCH) return total;
  }
}

// ---- answering -------------------------------------------------------------------------------------------

export interface LoadedMessage {
  id: string;
  followupId: string;
  question: OutcomeQuestion;
  language: Language;
  /** Whether the follow-up still holds a contact (a record-check email can be sent without asking for one). */
  contactHeld: boolean;
  /** How the follow-up reaches (or reached) its person: the pages say "email" only to someone who gave one. */
  reach: FollowupReach;
  /** Every petition of the follow-up, and those this message asked about. */
  petitions: (PetitionRef & { stage: OutcomeStage })[];
  asked: number[];
}

export type MessageLookup = { status: 'ok'; message: LoadedMessage } | { status: 'not_found' } | { status: 'expired' };

/** The message an answer token names, if it exists and its links have not expired on `today`. */
export async function loadMessage(db: Db, token: string, today: string): Promise<MessageLookup> {
  const m = await db
    .selectFrom('followup_messages as m')
    .innerJoin('followups as f', 'f.id', 'm.followup_id')
    .select([
      'm.id',
      'm.followup_id',
      'm.question',
      'm.links_expire_on',
      'f.language',
      'f.contact',
      'f.channel',
      'f.phone',
    ])
    .where('m.token_hash', '=', hashEmailToken(token))
    .executeTakeFirst();
  // A channel this code does not know is never sent a message (dispatchDueFollowups): its token cannot be valid.
  const reach = m ? reachOf(m) : null;
  if (!m || !reach) return { status: 'not_found' };
  if (!m.links_expire_on || m.links_expire_on < today) return { status: 'expired' };
  const rows = await outcomesOf(db, m.followup_id);
  const question = m.question as OutcomeQuestion;
  return {
    status: 'ok',
    message: {
      id: m.id,
      followupId: m.followup_id,
      question,
      language: toLanguage(m.language),
      contactHeld: m.contact !== null,
      reach,
      petitions: rows.map((r) => ({ ...petitionOf(r), stage: r.stage as OutcomeStage })),
      asked: toAsk(question, rows).map((r) => r.position),
    },
  };
}

/** The answer already given about a petition (by its position) to a message, or null. */
export async function answerGiven(db: Db, message: LoadedMessage, position: number): Promise<OutcomeAnswer | null> {
  const row = await db
    .selectFrom('outcome_answers as a')
    .innerJoin('outcomes as o', 'o.id', 'a.outcome_id')
    .select('a.answer')
    .where('a.message_id', '=', message.id)
    .where('o.followup_id', '=', message.followupId)
    .where('o.position', '=', position)
    .executeTakeFirst();
  return row ? (row.answer as OutcomeAnswer) : null;
}

/** How far an answer moves a petition (null: it tells nothing about how far it got). */
const STAGE_OF: Partial<Record<OutcomeAnswer, OutcomeStage>> = {
  filed: 'filed',
  waiting: 'filed',
  hearing_set: 'hearing_set',
  granted: 'granted',
  denied: 'denied',
};

/** The furthest of two stages; a decision is final. */
function furthest(current: string, next: OutcomeStage | undefined): string {
  if (!next || decided(current)) return current;
  const rank = (s: string) => Math.min(OUTCOME_STAGES.indexOf(s as OutcomeStage), 3);
  return rank(next) > rank(current) ? next : current;
}

export interface AnswerInput {
  position: number;
  answer: OutcomeAnswer;
  month?: string | undefined;
  reason?: StuckReason | undefined;
}

export type AnswerResult =
  | {
      status: 'saved';
      message: LoadedMessage;
      petition: PetitionRef;
      answer: OutcomeAnswer;
      recordCheckOn: string | null;
    }
  | { status: 'already'; message: LoadedMessage; petition: PetitionRef; answer: OutcomeAnswer }
  | { status: 'invalid'; message: LoadedMessage; field: 'answer' | 'month' | 'reason' | 'case' }
  | { status: 'not_found' }
  | { status: 'expired' };

/**
 * Records one answer about one petition of a message (`today`: Harris County). The answer must be one the
 * message's question offers, with the month it needs (filed, granted, denied: `YYYY-MM` not after this month, or
 * `unknown`) or the reason (stuck). Each question is answered once per petition: a second answer is refused and
 * the first stays. "Granted" plans the record check about 90 days later (while a contact is held); a petition
 * decided leaves the messages that would only have asked about it unsent, and the contact is erased when none is
 * left.
 */
export async function answerQuestion(db: Db, token: string, input: AnswerInput, today: string): Promise<AnswerResult> {
  const found = await loadMessage(db, token, today);
  if (found.status !== 'ok') return found;
  const message = found.message;
  const petition = message.petitions.find((p) => p.position === input.position);
  if (!petition) return { status: 'invalid', message, field: 'case' };
  if (!(OUTCOME_ANSWERS[message.question] as readonly string[]).includes(input.answer)) {
    return { status: 'invalid', message, field: 'answer' };
  }
  const needsMonth = (OUTCOME_MONTH_ANSWERS as readonly string[]).includes(input.answer);
  if (needsMonth && (!input.month || (input.month !== UNKNOWN_MONTH && input.month > month(today)))) {
    return { status: 'invalid', message, field: 'month' };
  }
  if (input.answer === 'stuck' && !input.reason) return { status: 'invalid', message, field: 'reason' };
  const knownMonth = needsMonth && input.month && input.month !== UNKNOWN_MONTH ? input.month : null;

  return db.transaction().execute(async (trx): Promise<AnswerResult> => {
    const row = await trx
      .selectFrom('outcomes')
      .select(['id', 'stage', 'filed_month', 'decided_month', 'record_check'])
      .where('followup_id', '=', message.followupId)
      .where('position', '=', input.position)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('outcome_answers')
      .values({
        outcome_id: row.id,
        message_id: message.id,
        question: message.question,
        answer: input.answer,
        month: needsMonth ? (input.month ?? null) : null,
        stuck_reason: input.answer === 'stuck' ? (input.reason ?? null) : null,
        answered_on: today,
      })
      .onConflict((oc) => oc.columns(['outcome_id', 'message_id']).doNothing())
      .returning('outcome_id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('outcome_answers')
        .select('answer')
        .where('outcome_id', '=', row.id)
        .where('message_id', '=', message.id)
        .executeTakeFirstOrThrow();
      return { status: 'already', message, petition, answer: first.answer as OutcomeAnswer };
    }
    await trx
      .updateTable('outcomes')
      .set({
        stage: furthest(row.stage, STAGE_OF[input.answer]),
        filed_month: input.answer === 'filed' ? knownMonth : row.filed_month,
        decided_month: input.answer === 'granted' || input.answer === 'denied' ? knownMonth : row.decided_month,
        record_check: message.question === 'record_check' ? input.answer : row.record_check,
        updated_on: today,
      })
      .where('id', '=', row.id)
      .execute();
    let recordCheckOn: string | null = null;
    if (input.answer === 'granted' && !decided(row.stage)) {
      recordCheckOn = await planRecordCheck(trx, message.followupId, today);
    }
    await tidy(trx, message.followupId);
    return { status: 'saved', message, petition, answer: input.answer, recordCheckOn };
  });
}

/**
 * Plans the record-check message about 90 days after `today`, once per follow-up, while it holds a contact;
 * returns its day, or null when there is no contact to send it to.
 */
async function planRecordCheck(trx: Trx, followupId: string, today: string): Promise<string | null> {
  const f = await trx.selectFrom('followups').select('contact').where('id', '=', followupId).executeTakeFirst();
  if (!f?.contact) return null;
  const existing = await trx
    .selectFrom('followup_messages')
    .select('send_on')
    .where('followup_id', '=', followupId)
    .where('question', '=', 'record_check')
    .where('queued_on', 'is', null)
    .executeTakeFirst();
  if (existing) return existing.send_on;
  const sendOn = addDays(today, RECORD_CHECK_DAYS);
  await trx
    .insertInto('followup_messages')
    .values({ id: randomUUID(), followup_id: followupId, question: 'record_check', send_on: sendOn })
    .execute();
  return sendOn;
}

/** The record check a message's follow-up has planned, if any (the after-order page shows its day). */
export async function plannedRecordCheck(db: Db, followupId: string): Promise<string | null> {
  const m = await db
    .selectFrom('followup_messages')
    .select('send_on')
    .where('followup_id', '=', followupId)
    .where('question', '=', 'record_check')
    .where('queued_on', 'is', null)
    .executeTakeFirst();
  return m?.send_on ?? null;
}

/** "Do not send that email": deletes the planned record check of a message's follow-up (and erases the contact if nothing is left). */
export async function cancelRecordCheck(db: Db, token: string, today: string): Promise<MessageLookup> {
  const found = await loadMessage(db, token, today);
  if (found.status !== 'ok') return found;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('followup_messages')
      .where('followup_id', '=', found.message.followupId)
      .where('question', '=', 'record_check')
      .where('queued_on', 'is', null)
      .execute();
    await tidy(trx, found.message.followupId);
  });
  return found;
}

/**
 * The record check asked for with an address, after the follow-up's contact was erased (the last message had
 * gone): the address is kept again until that one email is sent, and a confirmation with its stop link is queued
 * in the same transaction. Returns the day it is planned for, or null when no petition of the follow-up was granted.
 */
export async function requestRecordCheck(
  db: Db,
  links: FollowupLinks,
  token: string,
  r: { contact: string; language: Language; today: string },
): Promise<{ lookup: MessageLookup; sendOn: string | null }> {
  const found = await loadMessage(db, token, r.today);
  if (found.status !== 'ok') return { lookup: found, sendOn: null };
  if (!found.message.petitions.some((p) => p.stage === 'granted')) return { lookup: found, sendOn: null };
  const stopToken = newEmailToken();
  const sendOn = await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('followups')
      .select('id')
      .where('id', '=', found.message.followupId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // The address is asked for on the page: the record check goes by email, whichever channel asked before.
    const channel = CHANNELS.email;
    await trx
      .updateTable('followups')
      .set({
        channel: 'email',
        contact: r.contact,
        phone: null,
        contact_erased_at: null,
        unsubscribe_hash: hashEmailToken(stopToken),
      })
      .where('id', '=', found.message.followupId)
      .execute();
    const day = await planRecordCheck(trx, found.message.followupId, r.today);
    if (!day) return null;
    await channel.sendConfirmation(
      trx,
      r.contact,
      outcomeConfirmation(r.language, {
        kind: 'record_check',
        date: formatDate(day, r.language),
        publicUrl: links.publicUrl,
        unsubscribeToken: stopToken,
        reach: 'email',
      }),
    );
    return day;
  });
  return { lookup: found, sendOn };
}

// ---- retention -------------------------------------------------------------------------------------------

/** How long the outcome codes of a petition are kept after the last answer about it (for yearly comparisons). */
export const OUTCOME_KEEP_YEARS = 5;

export interface FollowupPurgeCounts {
  followupMessages: number;
  followups: number;
  followupContacts: number;
  outcomes: number;
}

/**
 * Retention (docs/deploy.md): messages whose answer links have expired are deleted; a follow-up with no contact
 * and no message left is deleted (its outcome codes stay, unlinked); a contact with no message left to send is
 * erased (a safety net: sending and answering erase it already); outcome codes go five years after their last
 * change.
 */
export async function purgeFollowups(db: Db, today: string): Promise<FollowupPurgeCounts> {
  const messages = await db
    .deleteFrom('followup_messages')
    .where('queued_on', 'is not', null)
    .where('links_expire_on', '<', today)
    .executeTakeFirst();
  const contacts = await db
    .updateTable('followups')
    .set({ contact: null, phone: null, contact_erased_at: sql<string>`now()` })
    .where('contact', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('followup_messages')
            .select('followup_messages.id')
            .whereRef('followup_messages.followup_id', '=', 'followups.id')
            .where('followup_messages.queued_on', 'is', null),
        ),
      ),
    )
    .executeTakeFirst();
  const followups = await db
    .deleteFrom('followups')
    .where('contact', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('followup_messages')
            .select('followup_messages.id')
            .whereRef('followup_messages.followup_id', '=', 'followups.id'),
        ),
      ),
    )
    .executeTakeFirst();
  const outcomes = await db
    .deleteFrom('outcomes')
    .where('updated_on', '<', addYears(today, -OUTCOME_KEEP_YEARS))
    .executeTakeFirst();
  return {
    followupMessages: Number(messages.numDeletedRows),
    followups: Number(followups.numDeletedRows),
    followupContacts: Number(contacts.numUpdatedRows),
    outcomes: Number(outcomes.numDeletedRows),
  };
}
