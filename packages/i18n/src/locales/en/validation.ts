/**
 * The words around form errors: the error summary's title, the prefix screen readers hear before a field's
 * error, and the mandatory-fields notice. The error messages themselves are in `errors` (`validation` group),
 * where the shared schemas name them.
 */
const validation = {
  summaryTitle: 'There is a problem',
  errorPrefix: 'Error',
  mandatoryNotice: 'These fields are mandatory',
} as const;

export default validation;
