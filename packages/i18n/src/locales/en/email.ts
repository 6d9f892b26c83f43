/** Emails the API sends (subject, HTML and text bodies) and the email/help form messages. */
const email = {
  form: {
    invalidEmail: 'Invalid email address',
    invalidPhone: 'Enter a phone number with at least 7 digits',
  },
} as const;

export default email;
