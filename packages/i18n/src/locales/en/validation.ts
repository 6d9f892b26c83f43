/** Form validation messages (product-spec §5, word for word in English). */
const validation = {
  required: 'Required',
  mustAgree: 'Must agree to terms to continue',
  invalidEmail: 'Invalid email address',
  offenseRequired: 'You must check at least one offense or "None of the above" to continue',
  noneConflict:
    'You cannot select "None of the above" and an offense(s) at the same time. Please review and edit your selection.',
  dobIncomplete: 'Required',
  invalidPhone: 'Enter a phone number with at least 7 digits',
  tooLong: 'Too long',
  monthRequired: 'Select the month and the year, or check "I do not know the month"',
  monthInFuture: 'Choose a month that has already passed',
  answerInvalid: 'Choose one of the answers',
  summaryTitle: 'There is a problem',
  errorPrefix: 'Error',
  mandatoryNotice: 'These fields are mandatory',
} as const;

export default validation;
