/** API error messages (the contract's `message`) and the validation messages the schemas name. */
const errors = {
  api: {
    bad_request: 'The request is not valid.',
    validation_error: 'Some fields are not valid.',
    session_expired: 'Your session has expired. Please start again.',
    not_found: 'Not found.',
    method_not_allowed: 'Method not allowed.',
    not_acceptable: 'Not acceptable.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'Send JSON.',
    rate_limited: 'Too many requests. Please wait a minute and try again.',
    unavailable: 'The service is busy. Please try again in a moment.',
    unknown_spn: 'That list of cases is not part of your search. Please search again.',
    unknown_case: 'That case is not part of your confirmed cases.',
    no_confirmed_cases: 'Please confirm your cases first.',
    no_data: 'Court data is not loaded yet. Please try again later.',
    general: 'An error occurred. Please try again later.',
    pdf_busy: 'Many documents are being prepared right now. Please try again in a few seconds.',
    pdf_timeout: 'This document took too long to prepare. Please try again in a few seconds.',
  },
  validation: {
    required: 'Required',
    invalid: 'Not valid',
    tooLong: 'Too long',
    tooMany: 'Too many entries',
    invalidDate: 'Enter a real date',
    mustAgreeToTerms: 'Must agree to terms to continue',
    offenseOrNone: 'You must check at least one offense or "None of the above" to continue',
    noneAndOffense:
      'You cannot select "None of the above" and an offense(s) at the same time. Please review and edit your selection.',
    invalidEmail: 'Invalid email address',
    invalidPhone: 'Enter a phone number with at least 7 digits',
    monthRequired: 'Select the month and the year, or check "I do not know the month"',
    monthInFuture: 'Choose a month that has already passed',
    yearRequired: 'Select the year, or check "I do not know the year"',
    yearInFuture: 'Choose a year that has already started',
    answerInvalid: 'Choose one of the answers',
    surveyEmpty: 'Answer at least one question before you send the survey',
  },
} as const;

export default errors;
