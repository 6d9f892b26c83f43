// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { z } from 'zod';
// Subpath import: the package index would also bring the survey, email and analytics schemas.
import { CaseSchema } from '@cyr/schemas/application';

/**
 * The full check of an email page's answer (`GET /api/email-pages/<kind>/<token>`), against the shared
 * schemas. Loaded on its own (useEmailPage), after the page has shown, so zod and the schemas stay out of
 * the page's first paint.
 */
const EmailPageSchema = z.object({
  eligibilityInfo: z.object({ cases: z.array(CaseSchema) }).passthrough(),
  lookupEndDateEn: z.string(),
  lookupEndDateEs: z.string(),
});

export function isEmailPage(body: unknown): boolean {
  return EmailPageSchema.safeParse(body).success;
}
