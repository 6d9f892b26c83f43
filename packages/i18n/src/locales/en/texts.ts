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
  /** The opt-in checkbox beside a number field, and what the person is told about it. */
  /** The privacy page's paragraph about texts, shown only where the site sends texts. */
  privacy:
    'If you ask for a reminder or an answer by text message, we keep your mobile number only until that text is sent (a reminder: on its date), and the record that a text was sent, without the number or its words, for 30 days. If you reply STOP, we keep a coded fingerprint of the number, not the number, so that we never text it again until you reply START.',
  consent: {
    reminder:
      'Yes, text me at this number: one text now to confirm, and the reminder on its day. Message and data rates may apply. Reply STOP to cancel, HELP for help.',
    helpAck:
      'Yes, text me at this number to confirm that you got my request. One text. Message and data rates may apply. Reply STOP to stop.',
    quietHours: 'We never text between 9 p.m. and 8 a.m.: a text due then waits until 8 a.m.',
  },
};

export default texts;
