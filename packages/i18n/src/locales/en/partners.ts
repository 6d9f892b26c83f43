/**
 * The partner directory, the partners shown with results and on the help form, and sending cases to a partner
 * (issue #39; docs/decisions/0105-partner-directory-and-role.md, 0106-what-a-referral-shares.md).
 */
const partners = {
  services: {
    nondisclosure: 'Orders of nondisclosure',
    expunction: 'Expunctions',
    hearings: 'Going with you to the hearing',
    clinic_days: 'Record-clearing events',
  },
  fields: {
    services: 'Helps with',
    cost: 'Cost',
    incomeLimits: 'Who can get help',
    languages: 'Languages',
    areas: 'Areas served',
    hours: 'When to reach them',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
  },
  languageNames: { en: 'English', es: 'Spanish' },
  languagesUnknown: 'Not listed.',
  call: 'Call <tel>{{phone}}</tel>',
  websiteOf: 'Website of {{name}}',
  emailTo: 'Write to {{email}}',
  notOurs: 'We do not work for these organisations, and they decide whom they help.',
  directory: {
    heading: 'Free and low-cost legal help',
    intro:
      'These organisations help people in Harris County clear their records: with orders of nondisclosure, expunctions, hearings and record-clearing events. What they charge, whom they serve and how to reach them is below.',
    filters: 'Show organisations',
    need: 'What do you need help with?',
    needAll: 'Anything',
    speaks: 'Language',
    speaksAll: 'Any language',
    speaksEs: 'They help in Spanish (or ask)',
    show: 'Show',
    count_one: '{{count}} organisation',
    count_other: '{{count}} organisations',
    none: 'No organisation fits these choices. Choose "Anything" to see them all.',
    loading: 'Loading the organisations…',
    failed: 'We could not load the organisations. Reload the page to try again.',
  },
  fit: {
    heading: 'Organisations that can look at your cases',
    intro:
      'These organisations help with cases like yours. Some can receive your case list from us, if you choose to send it.',
    none: 'We do not know an organisation for cases like yours yet. See every organisation we know:',
    all: 'Every organisation we know',
    send: 'Send my cases to {{name}}',
    loading: 'Loading organisations that can help…',
  },
  consent: {
    title: 'Send your cases to {{name}}',
    intro:
      'Only if you agree, we send {{name}} the information below, so they can contact you about your cases. Nothing else is sent.',
    whatHeading: 'What we will send',
    yourName: 'Your name',
    yourNameHint: 'As it appears on your court papers.',
    email: 'Your email address',
    phone: 'Your phone number',
    contactHint: 'Give at least one way to reach you.',
    casesHeading: 'Your cases ({{count}})',
    caseLine: '{{cause}}: {{offense}} ({{outcome}})',
    language: 'They will know you prefer {{language}}.',
    notSent:
      'We do not send your date of birth, your answers to our questions, or anything else about you. {{name}} sees this only after signing in with a second step, and we delete it after {{days}} days.',
    agree: 'I agree to send this information to {{name}}.',
    submit: 'Send my cases',
    sending: 'Sending…',
    cancel: 'Go back',
    sent: 'We sent your cases to {{name}}. They will contact you. We also sent you a confirmation by email.',
    sentNoEmail: 'We sent your cases to {{name}}. They will contact you.',
    sentText: 'We sent your cases to {{name}}. They will contact you. We also sent you a confirmation by text message.',
    unavailable:
      'This organisation does not take cases through this site right now. You can still contact it directly.',
  },
  outcomes: {
    nondisclosure: 'likely eligible for nondisclosure',
    expunction: 'expunction possible',
    not_yet_eligible: 'not eligible yet',
    could_not_determine: 'we could not determine',
    ineligible: 'likely not eligible',
  },
  pdf: {
    heading: 'Organisations that can help',
    line: '{{name}}: {{contact}}',
  },
} as const;

export default partners;
