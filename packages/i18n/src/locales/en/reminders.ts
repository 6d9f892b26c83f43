/**
 * Opt-in reminders (api-contract "Reminders"): the form on the results page, the emails, the unsubscribe
 * page and what the privacy page says about them. Stored: the address, the date, the language and an
 * unsubscribe token; nothing about the case.
 */
const reminders = {
  form: {
    heading: 'Get a reminder by email',
    intro:
      'We can send you one email. It will not name your case: it only says that a case you checked may now be ready, with a link to this checker.',
    kindLegend: 'Which reminder do you want?',
    ripens: 'On {{date}}, when case {{cause}} may become eligible',
    recheck: 'In six months, to check your record again ({{date}})',
    caseLegend: 'Which case?',
    emailLabel: 'Email address',
    emailHint: 'We keep only this address, the date and your language, and delete them once the email is sent.',
    submit: 'Send me the reminder',
    sending: 'Saving…',
    saved: 'Done. We will email {{email}} on {{date}}. The email we just sent has a link to cancel the reminder.',
    errorSummary: 'There is a problem',
    errorKind: 'Choose a reminder',
    errorGeneric: 'We could not save the reminder. Please try again.',
    /** Where the site sends texts (SMS_PROVIDER): the same form, by email or by text. */
    headingAny: 'Get a reminder',
    introAny:
      'We can send you one email or one text message. It will not name your case: it only says that a case you checked may now be ready, with a link to this checker.',
    channelLegend: 'How should we remind you?',
    channelEmail: 'By email',
    channelText: 'By text message',
    phoneLabel: 'Mobile phone number',
    phoneHint:
      'A U.S. mobile number. We keep only this number, the date and your language, and delete them once the text is sent.',
    savedText:
      'Done. We will text {{phone}} on {{date}}. We are texting you now to confirm; reply STOP to any of our texts to cancel.',
  },
  email: {
    confirmSubject: 'Your reminder is set',
    confirmHeading: 'We will remind you on {{date}}',
    confirmIntro:
      'You asked Clear Your Record, Harris County to email you on {{date}}. We keep only this email address, that date and your language, and we delete them once the reminder is sent.',
    confirmCancel: 'Did not ask for this, or changed your mind? Cancel the reminder with one click:',
    cancelButton: 'Cancel the reminder',
    dueSubject: 'A case you checked may now be ready',
    dueHeading: 'A case you checked may now be ready',
    dueIntro:
      'You asked us to remind you today. A case you checked on Clear Your Record, Harris County may now be ready to clear, or it may be time to check your record again. Check it with the latest court data:',
    dueButton: 'Check my record',
    dueDeleted: 'This was a one-time reminder. We have deleted your email address and the date.',
    notLegalAdvice: 'This is not legal advice. Only a court decides whether a record can be cleared.',
  },
  unsubscribe: {
    title: 'Cancel a reminder',
    confirm: 'Do you want to cancel your reminder email? We will delete your email address and the date.',
    button: 'Cancel my reminder',
    working: 'Cancelling your reminder…',
    done: 'Your reminder is cancelled. We deleted your email address and the date.',
    notFound:
      'We could not find this reminder. It may already have been sent or cancelled: either way we no longer keep your address.',
    error: 'Something went wrong. Please try again later.',
    home: 'Go to the home page',
  },
  api: {
    saved: 'Reminder saved for {{date}}.',
    cancelled: 'Reminder cancelled.',
    caseNotWaiting: 'This case has no future date to remind you of. Choose the six-month reminder instead.',
    idRequired: 'Choose the case to be reminded about.',
    idNotAllowed: 'The six-month reminder is not about a case: leave the case out.',
    recheckNotOffered:
      'Checking again in six months would not change your results: a case is barred for good. Free legal help can tell you what else may be possible.',
  },
  privacy: {
    heading: 'Reminders',
    text: 'If you ask for a reminder, we keep your email address, the date to send it, your language and a random code for the cancel link. We do not keep your name, your case, its cause number or anything else about it. We delete all of it when the reminder is sent (on that date) or when you cancel it, whichever comes first; the record that an email was sent, without the address or its content, is kept for 30 days.',
  },
};

export default reminders;
