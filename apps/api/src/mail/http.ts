import { resources, translate } from '@cyr/i18n';
import { ApiError } from '../http/errors';

/** An ApiError whose texts come from the i18n `email` namespace. */
export function mailApiError(status: number, code: string, key: string): ApiError {
  return new ApiError(
    status,
    code,
    translate(resources, 'en', `email:${key}`),
    translate(resources, 'es', `email:${key}`),
  );
}
