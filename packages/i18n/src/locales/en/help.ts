const help = {
  title: 'Need help?',
  phoneLine: 'For free legal advice, call {{name}} at <tel>{{phone}}</tel>.',
  formTitle: 'Send us a message',
  hours: 'Monday to Friday, 9 AM to 5 PM. We reply within 2 business days.',
  formIntro:
    'Or send us a message and a person will get back to you. Do not include your date of birth or case numbers.',
  email: 'Email address',
  phone: 'Phone number',
  description: 'How can we help?',
  descriptionHint: 'Tell us briefly what you need help with.',
  submit: 'Send message',
  success: 'Feedback submitted successfully.',
  sent: 'Thank you. We received your message and will reply within 2 business days.',
} as const;

export default help;
