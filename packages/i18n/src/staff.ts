import en from './locales/en/staff';
import es from './locales/es/staff';
import type { Language, Messages } from './types';

/**
 * The staff console's messages (namespace `staff`), kept out of the package's index on purpose: public pages
 * import the index (county facts), and the console's words must not travel with them. Only the console's own
 * bundle imports this (apps/web/src/features/staff); test/parity.test.ts checks both languages match.
 */
export const staffMessages: Record<Language, Messages<typeof en>> = { en, es };
