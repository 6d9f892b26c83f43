import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { formatDate, LANGUAGES } from '@cyr/i18n';
import { PARTNER_SEED } from '@cyr/i18n/county/partners';
import { OUTCOME_QUESTIONS } from '@cyr/rules/vocabulary';
import {
  followupConfirmText,
  followupText,
  helpAckText,
  keywordReply,
  referralAckText,
  referralUpdateText,
  reminderConfirmText,
  reminderDueText,
} from './messages';

/**
 * Every text in both languages, measured with Twilio's own segment calculator (sms-segments-calculator): each stays
 * in the GSM-7 alphabet and in one segment (160 characters) with the longest date a text carries and a site address
 * of 33 characters. A text in UCS-2 (one á, í, ó or ú is enough) would hold only 70 characters a segment.
 */
const PUBLIC_URL = 'https://www.clearyourrecordhc.org';
/** The longest date in words: September 30 (the longest month name in both languages). */
const LONGEST_DATE = '2027-09-30';

const all = (lang: (typeof LANGUAGES)[number]) => ({
  reminderConfirm: reminderConfirmText(lang, LONGEST_DATE),
  reminderDue: reminderDueText(lang, PUBLIC_URL),
  helpAck: helpAckText(lang, LONGEST_DATE),
  replyStop: keywordReply(lang, 'stop', PUBLIC_URL),
  replyStart: keywordReply(lang, 'start', PUBLIC_URL),
  replyHelp: keywordReply(lang, 'help', PUBLIC_URL),
});

describe('the words of every text', () => {
  it.each(LANGUAGES)('%s: GSM-7, one segment each, the site named and the way to stop said', (lang) => {
    const measured = Object.entries(all(lang)).map(([name, body]) => {
      const m = new SegmentedMessage(body);
      return { name, encoding: m.encodingName, segments: m.segmentsCount, length: body.length, body };
    });
    for (const m of measured) {
      expect(m, m.body).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(m.body.startsWith(lang === 'es' ? 'Limpie sus antecedentes: ' : 'Clear Your Record: ')).toBe(true);
      if (m.name !== 'replyStop') expect(m.body).toMatch(lang === 'es' ? /Responda PARA|PARA: cancelar/ : /Reply STOP/);
    }
    expect(all(lang).replyStop).toMatch(lang === 'es' ? /Responda INICIO/ : /Reply START/);
  });

  it('says the day in the language, links in the language, and nothing about a case', () => {
    expect(reminderConfirmText('es', '2027-09-30')).toContain('el 30 de septiembre de 2027');
    expect(reminderConfirmText('en', '2027-09-30')).toContain('on September 30, 2027');
    expect(reminderDueText('es', PUBLIC_URL)).toContain(`${PUBLIC_URL}/?lang=es `);
    expect(reminderDueText('en', PUBLIC_URL)).toContain(`${PUBLIC_URL}/ `);
    expect(keywordReply('es', 'help', PUBLIC_URL)).toContain(`${PUBLIC_URL}/?modal=help&lang=es `);
  });

  it('one accented vowel would double the cost: the calculator sees it', () => {
    const accented = reminderDueText('es', PUBLIC_URL).replace('revisar', 'revisár');
    const m = new SegmentedMessage(accented);
    expect(m.encodingName).toBe('UCS-2');
    expect(m.segmentsCount).toBeGreaterThan(1);
  });
});

/**
 * The texts of the outcome follow-ups and of a referral (issues #38, #39): each carries a link or a partner's name, so
 * they take two segments; none takes more, with the longest link a follow-up sends (a 43-character token and
 * `?lang=es`) and every seeded partner's name, written plain where it has a vowel with an acute accent
 * (`plainForText`): one such letter would make the whole text UCS-2.
 */
describe('the follow-up and referral texts', () => {
  const pageUrl = (lang: (typeof LANGUAGES)[number]) =>
    `${PUBLIC_URL}/followups/${'x'.repeat(43)}${lang === 'es' ? '?lang=es' : ''}`;

  it.each(LANGUAGES)('%s: GSM-7 and at most two segments, the site named and the way to stop said', (lang) => {
    const bodies = [
      followupConfirmText(lang, 'followups', formatDate(LONGEST_DATE, lang)),
      followupConfirmText(lang, 'record_check', formatDate(LONGEST_DATE, lang)),
      ...OUTCOME_QUESTIONS.map((q) => followupText(lang, q, pageUrl(lang))),
    ];
    for (const body of bodies) {
      const m = new SegmentedMessage(body);
      expect({ encoding: m.encodingName, two: m.segmentsCount <= 2 }, body).toEqual({ encoding: 'GSM-7', two: true });
      expect(body.startsWith(lang === 'es' ? 'Limpie sus antecedentes: ' : 'Clear Your Record: ')).toBe(true);
      expect(body).toMatch(lang === 'es' ? /Responda PARA|PARA: cancelar/ : /Reply STOP/);
    }
    expect(followupText(lang, 'filing', pageUrl(lang))).toContain(`${pageUrl(lang)} `);
  });

  it.each(LANGUAGES)('%s: every seeded partner, GSM-7 and at most two segments', (lang) => {
    for (const partner of PARTNER_SEED.map((p) => p.profile.name[lang])) {
      const bodies = [
        referralAckText(lang, partner),
        ...(['accepted', 'declined', 'closed'] as const).map((s) => referralUpdateText(lang, s, partner, PUBLIC_URL)),
      ];
      for (const body of bodies) {
        const m = new SegmentedMessage(body);
        expect({ encoding: m.encodingName, two: m.segmentsCount <= 2 }, body).toEqual({ encoding: 'GSM-7', two: true });
        expect(body).toMatch(lang === 'es' ? /Responda PARA/ : /Reply STOP/);
      }
    }
    expect(referralAckText(lang, 'Oficina del Defensor Público')).toContain('Oficina del Defensor Publico.');
    expect(referralUpdateText(lang, 'declined', 'X', PUBLIC_URL)).toContain(
      `${PUBLIC_URL}/partners${lang === 'es' ? '?lang=es' : ''} `,
    );
  });
});
