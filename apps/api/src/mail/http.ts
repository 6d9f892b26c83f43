import { resources, translate } from '@cyr/i18n';
import { ApiError } from '../http/errors';

/** What the authenticated mail routes need of the sessions (SessionService satisfies it). */
export interface SessionAuth {
  /** The live session named by an `Authorization` header value, or null. */
  authenticate(header: string | undefined): Promise<{ id: string; token: string; language?: string } | null>;
  /** Slides the session's expiry (and its token's) and returns the current token. */
  touch(session: { id: string; token: string }): Promise<{ token: string; tokenExpirationTime: number }>;
}

/** An ApiError whose texts come from the i18n `email` namespace. */
export function mailApiError(status: number, code: string, key: string): ApiError {
  return new ApiError(
    status,
    code,
    translate(resources, 'en', `email:${key}`),
    translate(resources, 'es', `email:${key}`),
  );
}
