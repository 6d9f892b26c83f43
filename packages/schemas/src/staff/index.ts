/**
 * The staff console's API (`/api/staff/*`, docs/api/staff.md, docs/decisions/0070-staff-authentication.md), one
 * file per area as the API's routes are (apps/api/src/routes/staff/). Every call needs a staff session cookie
 * (httpOnly, SameSite=Strict), never a visitor's bearer token; every call that changes something also needs the
 * CSRF token (`x-csrf-token` header) from `GET /api/staff/auth/csrf`. Errors use the contract's error body; the
 * codes are listed in `STAFF_ERROR_CODES`.
 */
export * from './common';
export * from './auth';
export * from './members';
export * from './help';
export * from './feedback';
export * from './usage';
export * from './data';
export * from './county';
export * from './audit';
export * from './referrals';
export * from './partners';
