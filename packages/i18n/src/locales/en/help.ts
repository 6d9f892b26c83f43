const help = {
  title: 'Need help?',
  phoneLine: 'For free legal advice, call {{name}} at <tel>{{phone}}</tel>.',
  formTitle: 'Send us a message',
  hours: 'Our team reads messages Monday to Friday, 9 AM to 5 PM, Houston time.',
  formIntro:
    'Or send us a message. A person on our team (not a lawyer) answers within 2 business days, by email or phone, in your language. Do not include your date of birth or case numbers.',
  contactHint: 'Give us an email address or a phone number so we can answer you. One is enough.',
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number',
  description: 'How can we help?',
  descriptionHint: 'Tell us briefly what you need help with.',
  submit: 'Send message',
  success: 'Your message was sent.',
  sent: 'Thank you. We received your message and will reply within 2 business days.',
  add: {
    title: 'Add to your help request',
    intro: 'Write what you want to add to the help request you sent us. The person answering it will see it.',
    message: 'What do you want to add?',
    messageHint: 'Do not include your date of birth or case numbers.',
    submit: 'Add to my request',
    added: 'We added this to your help request. We will reply by email.',
    notFound: 'This link no longer works. You can send a new help request from the Help button on any page.',
    full: 'This help request cannot take more messages. Send a new request from the Help button on any page.',
    error: 'We could not add your message. Try again in a few minutes.',
    home: 'Go to the home page',
  },
} as const;

export default help;
