const help = {
  title: 'Need help?',
  phoneLine: 'For free legal advice, call {{name}} at <tel>{{phone}}</tel>.',
  formTitle: 'Send us a message',
  hours: 'Our team reads messages Monday to Friday, 9 AM to 5 PM, Houston time.',
  formIntro:
    'Or send us a message. A person on our team (not a lawyer) answers within 2 business days, by email or phone, in your language. Do not include your date of birth or case numbers.',
  contactHint: 'Give us an email address or a phone number so we can answer you. One is enough.',
  email: 'Email address',
  phone: 'Phone number',
  description: 'How can we help?',
  descriptionHint: 'Tell us briefly what you need help with.',
  submit: 'Send message',
  success: 'Your message was sent.',
  sent: 'Thank you. We received your message and will reply within 2 business days.',
  directory: {
    heading: 'Free legal help in Harris County',
    intro:
      'These groups help people with criminal records for free or can tell you where to go. We do not work for them.',
    languages: 'Languages: {{languages}}',
    call: 'Call <tel>{{phone}}</tel>',
    website: 'Website of {{name}}',
    entries: {
      loneStarLegalAid: {
        does: 'Free civil legal aid for people with low incomes. Its services include sealing and clearing criminal records and fixing wrong background checks.',
        languages: 'ask about Spanish when you contact them',
      },
      houstonVolunteerLawyers: {
        does: 'Free legal help from volunteer lawyers for people with low incomes in Harris County. They can help or tell you where to go.',
        languages: 'ask about Spanish when you call',
      },
      freshStart: {
        does: 'Free record-sealing events held by Harris County courts from time to time. You must sign up before the event.',
        languages: 'ask when you sign up',
      },
      beacon: {
        does: 'A day center for people experiencing homelessness in downtown Houston. Its legal team (Beacon Law) gives civil legal aid.',
        languages: 'ask at the center',
      },
      texasLawHelp: {
        does: 'Free guides and court forms for clearing a record in Texas, written for people without a lawyer.',
        languages: 'English and Spanish',
      },
      harrisCountyDa: {
        does: "The District Attorney's page on clearing a record: when the office agrees to an expunction, for example after some pretrial programs.",
        languages: 'English',
      },
    },
  },
} as const;

export default help;
