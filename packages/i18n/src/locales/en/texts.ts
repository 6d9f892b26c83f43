/**
 * Text messages (docs/decisions/0110-text-messages-through-twilio.md): every text the site sends or replies, and
 * the opt-in wording shown beside a number field. A text names the site, says how to stop, and carries no name,
 * case, cause number or offense. The Spanish texts avoid á, í, ó and ú (not in the GSM-7 alphabet: one of them
 * would make the whole text UCS-2, 70 characters a segment); apps/api/src/texts/messages.test.ts measures each.
 */
const texts = {
  /** The site's name at the head of every text. */
  site: 'Clear Your Record',
  reminderConfirm:
    '{{site}}: we will text you once, on {{date}}. Msg & data rates may apply. Reply STOP to cancel, HELP for help.',
  reminderDue: '{{site}}: it is time to check your record again: {{url}} Reply STOP to stop.',
  helpAck:
    '{{site}}: we got your help request. Someone from our team will answer by {{date}}. Reply STOP to stop, HELP for help.',
  replyStop: '{{site}}: you will get no more texts from us. Reply START to get them again.',
  replyStart: '{{site}}: texts are on again. Reply STOP to stop, HELP for help.',
  replyHelp: '{{site}}: free help to clear a Harris County record: {{url}} Reply STOP to stop texts.',
  /** Outcome follow-ups (docs/decisions/0100-outcome-follow-ups.md): the sign-up's confirmation and each question, with its page's link. */
  followupConfirm:
    '{{site}}: we will text you about your petition on about {{date}}, then at about 4 and 8 months. Msg & data rates may apply. Reply STOP to stop.',
  recordCheckConfirm:
    '{{site}}: we will text you once on about {{date}} to ask whether the case is gone from your record. Reply STOP to stop.',
  followup: {
    filing: '{{site}}: did you file your petition? Tell us in one tap: {{url}} Reply STOP to stop.',
    progress: '{{site}}: how is your petition going? Tell us in one tap: {{url}} Reply STOP to stop.',
    record_check: '{{site}}: is the case gone from your record? Tell us in one tap: {{url}} Reply STOP to stop.',
  },
  /** A referral to a partner (docs/decisions/0106-what-a-referral-shares.md), for a person who left only a number. */
  referralAck: '{{site}}: we sent your cases to {{partner}}. They will contact you. Reply STOP to stop.',
  referralUpdate: {
    accepted: '{{site}}: {{partner}} accepted your cases and will contact you. Reply STOP to stop.',
    declined: '{{site}}: {{partner}} cannot take your cases. Others may help: {{url}} Reply STOP to stop.',
    closed: '{{site}}: {{partner}} marked your cases as finished. More help: {{url}} Reply STOP to stop.',
  },
  /** The opt-in checkbox beside a number field, and what the person is told about it. */
  /** The privacy page's paragraph about texts, shown only where the site sends texts. */
  privacy:
    'If you ask for a reminder, check-ins about your petition or an answer by text message, we keep your mobile number only until the last of those texts is sent (a reminder: on its date; check-ins: after the last one, or at once when you reply STOP; a referral: with what you sent the organization), and the record that a text was sent, without the number or its words, for 30 days. If you reply STOP, we keep a coded fingerprint of the number, not the number, so that we never text it again until you reply START.',
  consent: {
    reminder:
      'Yes, text me at this number: one text now to confirm, and the reminder on its day. Message and data rates may apply. Reply STOP to cancel, HELP for help.',
    helpAck:
      'Yes, text me at this number to confirm that you got my request. One text. Message and data rates may apply. Reply STOP to stop.',
    followups:
      'Yes, text me at this number: one text now to confirm, then up to four texts over the next year asking how my petition is going. Message and data rates may apply. Reply STOP to stop, HELP for help.',
    referral:
      'Yes, text me at this number to confirm that you sent my cases, and when the organization answers. Message and data rates may apply. Reply STOP to stop.',
    quietHours: 'We never text between 9 p.m. and 8 a.m.: a text due then waits until 8 a.m.',
  },
};

export default texts;
