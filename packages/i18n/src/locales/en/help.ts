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
} as const;

export default help;
