import { z } from 'zod';
import { VALIDATION_MESSAGES } from './common';
import { EmailAddressSchema } from './email';

/**
 * Opt-in reminders (api-contract "Reminders"; docs/decisions/0031-reminders.md): the call's body, and the
 * form on the results page that becomes it.
 */

export const REMINDER_KINDS = ['ripens', 'recheck'] as const;

/** Months from today until the re-check reminder (product-spec: check your record again every six months). */
export const RECHECK_MONTHS = 6;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Longest case `_id` a reminder names. */
const REMINDER_ID_MAX_LENGTH = 200;

/** Body of `POST /api/application/reminders`: `ripens` names a case `_id`, `recheck` none (the route checks). */
export const ReminderBodySchema = z
  .strictObject({
    email: EmailAddressSchema,
    kind: z.enum(REMINDER_KINDS, { error: VALIDATION_MESSAGES.required }),
    _id: z.string().min(1).max(REMINDER_ID_MAX_LENGTH).optional(),
    useSpanishURL: z.boolean({ error: VALIDATION_MESSAGES.required }),
  })
  .meta({ id: 'ReminderBody' });
export type ReminderBody = z.infer<typeof ReminderBodySchema>;

/** Message key shown when no reminder is chosen. */
export const REMINDER_CHOICE_MESSAGE = 'reminders:form.errorKind';

/** The choice of the form's radio group: the six-month re-check, or `ripens:` and the case `_id`. */
const RIPENS_PREFIX = 'ripens:';
const CHOICE_PATTERN = new RegExp(`^(recheck|${RIPENS_PREFIX}.{1,${REMINDER_ID_MAX_LENGTH}})$`, 's');

/** The reminder form (results page): which reminder, and the address (the body's own address schema). */
export const ReminderFormSchema = z.object({
  choice: z.string({ error: REMINDER_CHOICE_MESSAGE }).regex(CHOICE_PATTERN, { error: REMINDER_CHOICE_MESSAGE }),
  email: EmailAddressSchema,
});
export type ReminderFormInput = z.input<typeof ReminderFormSchema>;
export type ReminderFormValues = z.output<typeof ReminderFormSchema>;

/** The radio value for a case's ripening reminder. */
export function ripensChoice(caseId: string): string {
  return `${RIPENS_PREFIX}${caseId}`;
}

/** The body a valid form sends. */
export function toReminderBody(form: ReminderFormValues, useSpanishURL: boolean): ReminderBody {
  if (form.choice.startsWith(RIPENS_PREFIX)) {
    return { email: form.email, kind: 'ripens', _id: form.choice.slice(RIPENS_PREFIX.length), useSpanishURL };
  }
  return { email: form.email, kind: 'recheck', useSpanishURL };
}
