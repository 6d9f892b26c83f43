/**
 * Outcome follow-ups (issue #38; docs/decisions/0100-outcome-follow-ups.md): the sign-up form on the results,
 * the steps and the emailed results, the follow-up messages, the answer pages (served by the server, working
 * without JavaScript), the unsubscribe page and the privacy text. Stored: the address until the last message,
 * and each answer as codes (the section, the court, months), never words about the person.
 */
const outcomes = {
  form: {
    heading: 'Tell us how it goes',
    intro:
      'We can email you a few times to ask how your petition is going: in about 45 days (did you file?), then at about 4 and 8 months (was there a hearing, did the judge sign the order?). If the judge signs it, we ask once more about 3 months later whether the record is gone. Each email has one-click answers and a link to stop.',
    afterDownload:
      'Your download has started. Would you like us to check in later? If you get stuck on the way, we can point you to help.',
    casesLegend: 'Which cases should we ask about?',
    caseNondisclosure: 'Case {{cause}}: order of nondisclosure, section {{section}}',
    caseExpunction: 'Case {{cause}}: expunction, article {{section}}',
    emailLabel: 'Email address',
    emailHint:
      'We keep this address only until the last email is sent, or until you stop them. Your answers are kept without it, as numbers, to help people who file after you.',
    submit: 'Email me these check-ins',
    sending: 'Saving…',
    saved:
      'Done. We will email {{email}} on about {{date}} to ask whether you filed. The email we just sent has a link to stop the check-ins.',
    errorCases: 'Choose at least one case',
    /** Where the site sends texts: the person may be asked by email, by text, or both. */
    introAny:
      'We can email or text you a few times to ask how your petition is going: in about 45 days (did you file?), then at about 4 and 8 months (was there a hearing, did the judge sign the order?). If the judge signs it, we ask once more about 3 months later whether the record is gone. Each message links to a page with one-tap answers, and you can stop them at any time.',
    channelsLegend: 'How should we ask you?',
    channelsHint: 'Choose one or both.',
    channelEmail: 'By email',
    channelText: 'By text message',
    phoneLabel: 'Mobile phone number',
    phoneHint:
      'A U.S. mobile number. We keep it only until the last text is sent, or until you reply STOP. The texts never name your case.',
    submitAny: 'Send me these check-ins',
    savedText:
      'Done. We will text {{phone}} on about {{date}} to ask whether you filed. Reply STOP to any of our texts to stop them.',
    savedBoth:
      'Done. We will email {{email}} and text {{phone}} on about {{date}} to ask whether you filed. The email we just sent has a link to stop the check-ins; reply STOP to stop the texts.',
    errorChannels: 'Choose email, text message or both',
    errorGeneric: 'We could not save this. Please try again.',
  },
  /** How a petition is named in a message and on its page: no cause number, no offense. */
  petition: {
    nondisclosure: 'Petition {{n}}: order of nondisclosure (section {{section}}), {{court}}',
    expunction: 'Petition {{n}}: expunction (article {{section}})',
  },
  questions: {
    filing: 'Did you file the petition?',
    progress: 'What has happened since? Was a hearing set? Did the judge sign the order? Was it denied?',
    record_check: 'Is the case gone from your record?',
  },
  answers: {
    filed: 'Yes, I filed it',
    not_yet: 'Not yet, but I plan to',
    stuck: 'I am stuck',
    hearing_set: 'A hearing was set',
    granted: 'The judge signed the order',
    denied: 'The judge denied it',
    waiting: 'I filed and I am still waiting',
    not_filed: 'I have not filed yet',
    record_gone: 'Yes, it is gone',
    record_still_shows: 'No, it still shows',
    not_checked: 'I have not checked',
  },
  stuckReasons: {
    fee: 'The fee',
    forms: 'The forms',
    hearing_date: 'Getting a hearing date',
    notarising: 'Getting it notarized',
    fear: 'I am worried about going to court',
    other: 'Something else',
  },
  email: {
    confirmSubject: 'You asked us to check in about your petition',
    confirmHeading: 'We will check in on about {{date}}',
    /** By the person's channels (outcomes/reach.ts): the email goes to `email` and `both`. */
    confirmIntro: {
      email:
        'You asked Clear Your Record, Harris County to email you about the petition you downloaded: first on about {{date}}, then at about 4 and 8 months. We keep only this address and your language, and we delete the address after the last email.',
      both: 'You asked Clear Your Record, Harris County to email and text you about the petition you downloaded: first on about {{date}}, then at about 4 and 8 months. We keep only this address, your mobile number and your language, and we delete the address and the number after the last message.',
    },
    recordConfirmSubject: 'We will ask whether the case is gone from your record',
    recordConfirmHeading: 'We will email you on about {{date}}',
    recordConfirmIntro:
      'You asked Clear Your Record, Harris County for one email on about {{date}}, to check that the case is gone from your record. We keep only this address and your language until then, and delete the address when that email is sent.',
    stopLine: {
      email: 'Did not ask for this, or changed your mind? Stop these emails with one click:',
      both: 'Did not ask for this, or changed your mind? Stop these emails and texts with one click:',
    },
    stopButton: { email: 'Stop these emails', both: 'Stop these emails and texts' },
    subject: {
      filing: 'Did you file your petition?',
      progress: 'How is your petition going?',
      record_check: 'Is the case gone from your record?',
    },
    intro: {
      filing:
        'A while ago you downloaded a petition on Clear Your Record, Harris County and asked us to check in. Choose the answer that fits. One click is enough; a page opens to save it.',
      progress:
        'You asked us to check in about your petition. Choose what has happened so far. One click is enough; a page opens to save it.',
      record_check:
        'You told us the judge signed your order. About 3 months later, the case should be gone from most background checks. Did you check?',
    },
    stuckHeading: 'Stuck? Tell us why, and get help',
    stuckHelp:
      'Whatever the reason, you can ask us for help, or call Houston Volunteer Lawyers at {{hvlPhone}} for free legal help.',
    helpLink: 'Ask us for help',
    lastMessage: {
      email: 'This is the last email we planned. We have deleted your email address.',
      both: 'This is the last message we planned. We have deleted your email address and your mobile number.',
    },
    linksExpire: 'These answer links work for {{days}} days.',
    notLegalAdvice: 'This is not legal advice. Only a court decides whether a record can be cleared.',
  },
  page: {
    siteName: 'Clear Your Record, Harris County',
    skip: 'Skip to main content',
    languageSwitch: 'Español',
    title: {
      question: 'Your answer',
      saved: 'Thank you: your answer is saved',
      already: 'You already answered this question',
      notFound: 'This link does not work',
      expired: 'This link has expired',
      invalid: 'There is a problem',
      choose: 'Which petition?',
    },
    choose: {
      email: 'This email asked about more than one petition. Choose the one to answer about.',
      text: 'This text asked about more than one petition. Choose the one to answer about.',
      both: 'This message asked about more than one petition. Choose the one to answer about.',
    },
    answerLegend: '{{question}}',
    monthLegend: {
      filed: 'In which month did you file?',
      granted: 'In which month did the judge sign the order?',
      denied: 'In which month did the judge deny it?',
    },
    monthHint: 'Your best guess is fine.',
    monthUnknown: 'I do not remember',
    reasonLegend: 'What is getting in the way?',
    reasonHint: 'Answer only if you said you are stuck.',
    save: 'Save my answer',
    saved: 'We saved your answer: "{{answer}}". You do not need to do anything else.',
    savedStuck: 'We saved your answer. Many people get stuck on the same things, and there is help for each of them.',
    already: 'We already have an answer to this question about this petition: "{{answer}}". We keep the first answer.',
    alreadyHelp: 'If it was wrong, tell us with the help form and we will fix it.',
    /** These two pages do not know who opened them: their words fit an email and a text alike. */
    notFound:
      'We could not find this link. Check that you copied the whole link from the message. If you stopped the messages, the links of older messages still work until they expire.',
    expired:
      'The answer links of this message have expired. You do not need to do anything: if another message is planned, it will have new links.',
    invalid: 'Choose one answer, and for "I am stuck" the reason, then save again.',
    errorPrefix: 'Error',
    errorAnswer: 'Choose an answer',
    errorMonth: 'Choose a month, or "I do not remember"',
    errorReason: 'Choose what is getting in the way',
    helpHeading: 'Get help',
    helpText:
      'You can ask us for help online, or call Houston Volunteer Lawyers at {{hvlPhone}}. Legal aid is free if you qualify.',
    helpLink: 'Ask us for help',
    stepsLink: 'Read the steps to file again',
    home: 'Go to the home page',
    afterGranted: {
      heading: 'What to do now that the judge signed the order',
      copy: 'Ask the District Clerk for a certified copy of the signed order, and keep it safe. It is your proof if the case shows up later.',
      doesNondisclosure:
        'An order of nondisclosure hides the case from most of the public: most employers, landlords and background check companies. It does not destroy the record. Police, courts and some state agencies, such as licensing boards, can still see it.',
      doesExpunction:
        'An expunction orders every agency on the list to destroy or return its records of the arrest. You may deny the arrest happened, except under oath in a criminal case. An agency left off the list keeps its records.',
      sending:
        'The clerk sends the order to the Texas Department of Public Safety (DPS) within {{clerkDays}} business days. Companies that buy records from the state must remove the case within {{companyDays}} business days after DPS posts the order. If a background check still shows it, send the company a copy of your order.',
      check: 'After a month or two, search your name on the DPS criminal history search. The case should not appear.',
      dpsLink: 'DPS criminal history search',
      /** By the person's channels (outcomes/reach.ts). */
      reminderSet: {
        email:
          'We will email you on about {{date}} to ask whether the case is gone from your record. This is the last email we will send.',
        text: 'We will text you on about {{date}} to ask whether the case is gone from your record. This is the last text we will send.',
        both: 'We will email and text you on about {{date}} to ask whether the case is gone from your record. This is the last message we will send.',
      },
      reminderCancel: {
        email: 'Do not send that email',
        text: 'Do not send that text',
        both: 'Do not send that message',
      },
      /** `kept`: the follow-up still asks about another petition, so nothing was deleted. */
      reminderCancelled: {
        kept: 'We will not send it.',
        email: 'We will not send it. We have deleted your email address.',
        text: 'We will not send it. We have deleted your mobile number.',
        both: 'We will not send it. We have deleted your email address and your mobile number.',
      },
      /** The record check goes by email once the follow-up's contact is gone, whichever channel asked before. */
      reminderOffer: {
        email:
          'We no longer have your email address. If you want one email in about 3 months to check that the case is gone, enter an address.',
        text: 'We no longer have your mobile number. If you want one email in about 3 months to check that the case is gone, enter an email address.',
        both: 'We no longer have your email address or your mobile number. If you want one email in about 3 months to check that the case is gone, enter an address.',
      },
      reminderEmailLabel: 'Email address',
      reminderSubmit: 'Email me in about 3 months',
      reminderSaved: 'Done. We will email you on about {{date}}.',
      reminderEmailError: 'Enter an email address like name@example.com',
    },
    afterDenied:
      'A denial is not always the end. Ask the court why: you may be able to fix the problem and file again later. Free legal help can look at it with you.',
    afterRecord: {
      record_gone: 'Good news. Keep your certified copy of the order in a safe place.',
      record_still_shows:
        'Send the company that still shows it a copy of your order. If the DPS record still shows it after {{dpsDays}} business days, call DPS at {{dpsPhone}}.',
      not_checked: 'You can check any time on the DPS criminal history search.',
    },
  },
  /** By the person's channels (outcomes/reach.ts); `any` where the link names no follow-up. */
  unsubscribe: {
    title: {
      email: 'Stop the check-in emails',
      text: 'Stop the check-in texts',
      both: 'Stop the check-in emails and texts',
      any: 'Stop the check-ins',
    },
    confirm: {
      email: 'Do you want to stop the emails about your petition? We will delete your email address at once.',
      text: 'Do you want to stop the texts about your petition? We will delete your mobile number at once. You can also reply STOP to any of our texts.',
      both: 'Do you want to stop the emails and texts about your petition? We will delete your email address and your mobile number at once.',
      any: 'Do you want to stop the messages about your petition? We will delete how we reach you at once.',
    },
    button: {
      email: 'Stop the emails',
      text: 'Stop the texts',
      both: 'Stop the emails and texts',
      any: 'Stop the check-ins',
    },
    done: {
      email: 'Done. You will get no more check-in emails, and we have deleted your email address.',
      text: 'Done. You will get no more check-in texts, and we have deleted your mobile number.',
      both: 'Done. You will get no more check-in emails or texts, and we have deleted your email address and your mobile number.',
    },
    notFound:
      'We could not find these check-ins. They may already have stopped: either way, we no longer keep your email address or your number.',
  },
  api: {
    /** By the person's channels (outcomes/reach.ts). */
    saved: {
      email: 'Check-ins saved. The first email is planned for {{date}}.',
      text: 'Check-ins saved. The first text is planned for {{date}}.',
      both: 'Check-ins saved. The first email and text are planned for {{date}}.',
    },
    notFollowable:
      'We can check in only about cases that are likely eligible for nondisclosure or may be expunged. Choose one of those.',
  },
  courtNotes: {
    heading: 'What we know about your court',
    intro:
      'Notes from our staff on how this court usually handles these petitions. Every judge and every case is different, so use them as a guide only.',
    setting: 'How it sets hearings',
    objections: 'Whether the State usually objects',
    wait: 'The usual wait',
    checked: 'Checked with the court on {{date}}.',
  },
  privacy: {
    heading: 'Check-in emails after a download',
    text: 'If you ask us to check in about a petition, we keep your email address, your language and a random code for the stop link, until the last email is sent (or at once when you stop them). For each petition we keep only codes: the section of the law, the court, the month you downloaded it, and the answers you give (for example, the month you filed and whether the judge signed the order). We keep no name, case number or anything else about you with them, and we use them only as numbers to learn how often petitions succeed.',
  },
};

export default outcomes;
