/**
 * Emails the API sends (subject, HTML and text bodies share these strings) and the email call's messages.
 * `{{url}}`-style placeholders are filled by the API.
 */
const email = {
  api: {
    sent: 'Email sent to {{email}}.',
    rateLimited: 'You have asked for too many emails. Please wait an hour and try again.',
    tooManySubmissions:
      'We received many forms from your connection in the last hour. Please wait an hour and try again.',
  },
  common: {
    siteName: 'Clear Your Record, Harris County',
    whyYouGotThis:
      'You are getting this email because someone asked for it on our website. If it was not you, you can ignore it.',
    notLegalAdvice:
      'This information is not legal advice. Only a judge decides whether a record can be sealed or cleared.',
    privacy: 'We do not keep your email address after this message is sent.',
    linkExpires: 'This link works for {{days}} days.',
    personCasesLeftOut:
      'This copy leaves out 1 case that you entered, corrected or said was not yours. We keep what you type only while you use the site, so the link shows what the court records say. To make your changes again, check your record again.',
    personCasesLeftOut_other:
      'This copy leaves out {{count}} cases that you entered, corrected or said were not yours. We keep what you type only while you use the site, so the link shows what the court records say. To make your changes again, check your record again.',
    copyLink: 'If the button does not work, copy this address into your web browser:',
    signature: 'Clear Your Record, Harris County: free help to seal or clear criminal records.',
  },
  caseResults: {
    subject: 'Your case results from Clear Your Record',
    heading: 'Your case results',
    intro:
      'Here is the link to the case results you saw on Clear Your Record, Harris County. It shows each case we found and whether it is likely eligible to be sealed (order of nondisclosure) or cleared (expunction).',
    dataDate: 'The results use court records up to {{date}}.',
    button: 'See your case results',
  },
  petitions: {
    subject: 'Your petition forms from Clear Your Record',
    heading: 'Your petition forms',
    intro:
      'Here is the link to the forms recommended for your cases on Clear Your Record, Harris County, with the steps to fill them in and file them.',
    dataDate: 'The recommendations use court records up to {{date}}.',
    button: 'See your petition forms',
  },
  petitionsLetters: {
    subject: 'Your request letters from Clear Your Record',
    heading: 'Your request letters',
    intro:
      'Here is the link to the request letters for your cases on Clear Your Record, Harris County. Your cases need no petition: send a letter only if the court did not give you the order.',
    dataDate: 'The recommendations use court records up to {{date}}.',
    button: 'See your request letters',
  },
  petitionsBoth: {
    subject: 'Your petition forms and request letters from Clear Your Record',
    heading: 'Your petition forms and request letters',
    intro:
      'Here is the link to the petitions and request letters recommended for your cases on Clear Your Record, Harris County, with the steps to fill them in and file them.',
    dataDate: 'The recommendations use court records up to {{date}}.',
    button: 'See your forms',
  },
  knowYourRights: {
    subject: 'Know your rights: Clear Your Record',
    heading: 'Know your rights',
    intro:
      'Even when a record cannot be sealed or cleared, you have rights when employers and landlords look at it. Here is the link to our know-your-rights page.',
    button: 'Read about your rights',
  },
  helpRequest: {
    subject: 'Help request from the website',
    heading: 'A person asked for help on the website',
    intro: 'Please reply within 2 business days. Reply to this email to write to the person directly.',
    introPhoneOnly: 'Please reply within 2 business days. The person left a phone number and no email: call them.',
    email: 'Email',
    phone: 'Phone',
    language: 'Language used on the website',
    description: 'What they need help with',
    languageName: 'English',
  },
  helpAck: {
    subject: 'We received your request for help',
    heading: 'We received your request for help',
    intro: 'Thank you for writing to us. A person on our team will read your message and answer you by email.',
    expect: 'You can expect an answer by {{date}} (we answer within 2 business days).',
    add: 'To add something to your request, do not reply to this email: open this page and write it there: {{url}}',
    notUrgent: 'If you do not hear from us by then, please check your spam folder or send the form again.',
  },
  helpReply: {
    subject: 'An answer to your request for help',
    answer: {
      greeting: 'Hello,',
      closing: 'We hope this helps. You can answer this email if you have more questions.',
    },
    need_more_info: {
      greeting: 'Hello,',
      closing: 'To help you, we need a little more information. Please answer this email with it.',
    },
    referral: {
      greeting: 'Hello,',
      closing: 'We think the people named above can help you best. Their help is free or low cost.',
    },
  },
  staleData: {
    subject: 'Court data on the website is out of date',
    heading: 'Court data has not been updated for {{days}} days',
    intro:
      'No import of the District Clerk data has succeeded since {{since}}. People searching the website see older data. Please open the Data page of the staff console, see why the last syncs failed and start a sync.',
    never: 'No import of the District Clerk data has ever succeeded.',
  },
  helpInboxCapped: {
    subject: 'Many help requests in one hour: emails to the hotline paused',
    heading: 'More than {{limit}} help requests arrived within one hour',
    intro:
      'To keep the hotline inbox usable, the website stopped emailing each new help request until the hour ends. Every request is saved: read them in the Help inbox of the staff console.',
    check:
      'Many requests at once can mean someone is sending the form automatically. If the requests look fake, tell the person who runs the website.',
  },
  referralNotice: {
    subject: 'A person sent you their cases through Clear Your Record',
    heading: 'A new referral for {{partner}}',
    intro:
      'A person chose to send {{partner}} their Harris County case list and how to reach them, through Clear Your Record. This email holds none of it.',
    button: 'Open the referral',
    signIn: 'Sign in to the staff console with your partner account and its second step to read it.',
    expires: 'The link works until {{date}}. After that the referral expires and we delete what the person sent.',
  },
  referralAck: {
    subject: 'We sent your cases to {{partner}}',
    heading: 'We sent your cases to {{partner}}',
    intro:
      'As you asked, we sent {{partner}} your name, how to reach you and your list of cases. They will contact you. We do not work for them, and they decide whom they help.',
    deleted: 'We delete what we sent within {{days}} days.',
    notYou: 'If you did not ask for this, write to us through the help form on our website.',
  },
  referralUpdate: {
    accepted: {
      subject: '{{partner}} took your cases',
      intro: '{{partner}} accepted the cases you sent them through our website. They will contact you.',
    },
    declined: {
      subject: '{{partner}} cannot take your cases',
      intro: '{{partner}} looked at the cases you sent them through our website and cannot take them.',
      why: 'The reason they gave: {{why}}.',
    },
    closed: {
      subject: '{{partner}} finished with your cases',
      intro: '{{partner}} marked the cases you sent them through our website as finished.',
      why: 'How it ended, as they recorded it: {{why}}.',
    },
    others: 'Other organisations may help. You can see them all here: {{url}}',
  },
  helpAssigned: {
    subject: 'A help request was assigned to you',
    heading: 'A help request was assigned to you',
    intro: '{{by}} assigned you a help request. The site promised a reply by {{date}}.',
    open: 'Open it in the staff console',
    privacy: 'This email holds nothing about the person: their details are in the console only.',
  },
  overdueDigest: {
    subject: 'Help requests past their reply date: {{count}}',
    heading: 'Help requests past their reply date',
    yours: 'Assigned to you ({{count}}):',
    unassigned: 'Assigned to nobody ({{count}}):',
    item: 'Due {{date}}: {{url}}',
    change:
      'You get this email once a day while requests are overdue. You choose its language in the staff console, My account.',
  },
  helpMessage: {
    subject: 'A person added to their help request',
    heading: 'A person added to their help request',
    intro: 'The person wrote more about the help request assigned to you. The reply is still due by {{date}}.',
    open: 'Open it in the staff console',
  },
  accountLocked: {
    subject: 'A staff account was locked for {{minutes}} minutes',
    heading: 'Sign-in to {{account}} is locked for {{minutes}} minutes',
    password:
      'Too many wrong passwords were tried for this staff account. Nobody can sign in to it from a new browser for {{minutes}} minutes; the lock then ends by itself. Anyone already signed in stays signed in, and its owner can still sign in from a browser they used before.',
    second_factor:
      'Too many wrong second-factor codes were tried after a right password. Someone may know this account’s password: its owner should change it. Nobody can sign in to it from a new browser for {{minutes}} minutes; the lock then ends by itself.',
    lift: 'If you know it was the owner, you can lift the lock now: on the Staff page of the staff console, choose "Unlock". The audit log shows each try with a coded client address.',
  },
} as const;

export default email;
