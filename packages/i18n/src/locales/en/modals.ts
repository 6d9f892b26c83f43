/**
 * Text of every modal. Text-only modals are read as `{kind}.title` and `{kind}.body` (paragraphs
 * separated by a blank line, plain text) by the web app's InfoModal.
 */
const modals = {
  disclaimer: {
    title: 'Before you use this site',
    body: [
      'This site gives general information. It is not legal advice, and it is not a lawyer.',
      'We search Harris County court records for adult cases filed from January 1, 1990. Records can be wrong or incomplete. Cases from other counties, other states and federal courts are not included.',
      'Our results are not a guarantee. Only a judge decides if a case can be sealed.',
      'By continuing, you agree to use this site to look up your own record only.',
    ].join('\n\n'),
  },
  eligibilityDisclaimer: {
    title: 'About your results',
    body: [
      'We compare the court records with Texas law to find cases that are likely eligible. "Likely" means that, based on what we know, the law seems to allow it. It is not a promise.',
      'Court records can have mistakes or missing facts. Some dates, such as when you finished your sentence, may be estimated. Check them against your papers.',
      'Cases from other counties or states, and Class C cases, are not in our search. They can still change your result.',
      'For an order of nondisclosure, the judge must also decide that sealing your case is in the best interest of justice. For an expunction, the judge checks that the law allows it. Only a judge decides. If you are not sure, get free legal help before you file.',
    ].join('\n\n'),
  },
  privacy: {
    title: 'Privacy',
    body: [
      'We use your name and date of birth only to search the court records for your cases. There are no accounts. We do not ask for your address or Social Security number to search.',
      'Your visit ends after 60 minutes without activity. Then we delete what you entered.',
      'If you email yourself a page, the link in the email stops working after 30 days.',
      'If you ask for a reminder, we keep only your email address, the date to send it, your language and a random code for the cancel link: not your name or anything about your case. We delete them when the reminder is sent or when you cancel it, whichever comes first. The record that an email was sent, without the address or its content, is kept for 30 days.',
      'We do not sell your information, and we do not show ads. We count page visits and button clicks to improve the site. These counts never include your name or details of your cases.',
      'Anyone who uses your device after you may see this site in the browser history. If that worries you, use a private window.',
    ].join('\n\n'),
  },
  about: {
    title: 'About us',
    body: [
      'Clear Your Record, Harris County is a free website. A nonprofit built it with a legal-aid partner.',
      'We want people with an old criminal record to get a fair chance at jobs and housing. Sealing a record can help.',
      'The site is not a law firm and does not give legal advice. It is available in English and Spanish.',
    ].join('\n\n'),
    // docs/law/accuracy.md, written by `npm run accuracy` (its figures in apps/web/src/features/info/accuracy.json)
    accuracy:
      'We check our answers. A reviewer read {{total}} real court records from 2024 against the law: the site agreed on {{count}} of them, and it was never more favorable to the person than the reviewer. After a person answers our questions, {{share}} of the finished cases still end "could not determine".',
    accuracyLink: 'How the site decides: the rule book for lawyers (in English)',
  },
  help: {
    title: 'Need help?',
    body: [
      'Call us at {{phone}}, Monday to Friday, 9 AM to 5 PM.',
      'Or send us a message with the form below. We reply within 2 business days.',
      'We cannot give legal advice. For advice about your case, contact free legal help.',
    ].join('\n\n'),
  },
  vetsPrograms: {
    title: 'Programs for veterans',
    body: [
      'Veterans treatment court: a special court program for veterans charged with a crime. Instead of only punishment, it connects veterans with treatment and support.',
      'If you finished a veterans treatment court program, you may be able to seal that case under section 411.0727. You can file two years after you finished, if you had no felony conviction in those two years and meet the other conditions. If your case was dismissed after the program, you may be able to get an expunction instead, which destroys the records.',
      'Veterans reemployment program: a court-approved program that helps veterans get back to work. It includes job training classes and keeping a job or looking for one.',
      'If you are a veteran, were on community supervision or deferred adjudication for a misdemeanor, and finished the program, you may qualify under section 411.0729. There is no waiting period. The court holds a hearing and decides.',
    ].join('\n\n'),
  },
  vetTreatmentCourt: {
    title: 'Veterans treatment court',
    body: [
      'A veterans treatment court is a special court program for veterans charged with a crime. Instead of only punishment, it connects veterans with treatment and support.',
      'If you finished a veterans treatment court program, you may be able to seal that case under section 411.0727. You can file two years after you finished, if you had no felony conviction in those two years and meet the other conditions.',
      'If your case was dismissed after the program, you may be able to get an expunction instead. That is better, because it destroys the records.',
    ].join('\n\n'),
  },
  vetReemployment: {
    title: 'Veterans reemployment program',
    body: [
      'A veterans reemployment program is a court-approved program that helps veterans get back to work. It includes job training classes and keeping a job or looking for one.',
      'If you are a veteran, were on community supervision or deferred adjudication for a misdemeanor, and finished the program, you may qualify under section 411.0729. There is no waiting period.',
      'In this case the court holds a hearing and decides. You do not file the usual petition.',
    ].join('\n\n'),
  },
  guidedForm: {
    title: 'What is a guided form?',
    body: [
      'A guided form asks you simple questions one at a time. Then it fills in the official form with your answers.',
      'This site fills in what it can from the court records, like the cause number, the court and the dates. You check every fact and add what is missing.',
      'You can also print the official model form and fill it in by hand. Both are accepted. What matters is that the facts are right.',
    ].join('\n\n'),
  },
  demo: {
    title: 'Demo instructions',
    intro:
      'This is a demo site. It uses made-up people, not real records. Search for one of these names to see what the site does.',
    scenarios: {
      ana: { name: 'Ana Demo', description: 'Has a case that is likely eligible.' },
      ben: { name: 'Ben Demo', description: 'Likely eligible after you answer some follow-up questions.' },
      carla: { name: 'Carla Demo', description: 'Has a case that is not eligible.' },
      dan: { name: 'Dan Demo', description: 'The search finds more than one person. You pick the right one.' },
      eva: {
        name: 'Eva Demo',
        description: 'Has two cases. Try saying one is not yours, correcting the other, or adding a missing case.',
      },
    },
    dob: 'Use the date of birth January 1, 1990 for all of them.',
    gotIt: 'Got it!',
  },
  email: {
    label: 'Email address',
    hint: 'We send one email with a link. The link works for 30 days.',
    leftOut:
      'The link shows only the court records: it leaves out the cases you entered, corrected or said were not yours, because we keep those only while you use the site.',
    submit: 'Send email',
    results: {
      title: 'Email my results',
      intro:
        'Get a link to your results by email, so you can read them later or show them to someone who is helping you.',
    },
    petitions: {
      title: 'Email my petition forms',
      intro: 'Get a link to the forms for your likely eligible cases by email.',
    },
    knowYourRights: {
      title: 'Email this page',
      intro: 'Get a link to this page by email, so you can read it later.',
    },
  },
} as const;

export default modals;
