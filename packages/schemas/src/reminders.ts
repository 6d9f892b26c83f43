import { z } from 'zod';
import { VALIDATION_MESSAGES } from './common';
import { EmailAddressSchema } from './email';
import { TextConsentSchema, TextNumberSchema } from './texts';

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

/**
 * Body of `POST /api/application/reminders`: `ripens` names a case `_id`, `recheck` none (the route checks). The
 * reminder goes to `email`, or by text to `phone` (a U.S. mobile number, turned into E.164) with `textConsent:
 * true` from the opt-in checkbox; exactly one of the two (docs/decisions/0110-text-messages-through-twilio.md).
 */
export const ReminderBodySchema = z
  .strictObject({
    email: EmailAddressSchema.optional(),
    phone: TextNumberSchema.optional(),
    textConsent: TextConsentSchema.optional(),
    kind: z.enum(REMINDER_KINDS, { error: VALIDATION_MESSAGES.required }),
    _id: z.string().min(1).max(REMINDER_ID_MAX_LENGTH).optional(),
    useSpanishURL: z.boolean({ error: VALIDATION_MESSAGES.required }),
  })
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_MESSAGES.required });
    } else if (body.email !== undefined && body.phone !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: VALIDATION_MESSAGES.invalid });
    } else if (body.phone !== undefined && body.textConsent !== true) {
      ctx.addIssue({ code: 'custom', path: ['textConsent'], message: VALIDATION_MESSAGES.textConsentRequired });
    }
  })
  .meta({ id: 'ReminderBody' });
export type ReminderBody = z.infer<typeof ReminderBodySchema>;

/** Message key shown when no reminder is chosen. */
export const REMINDER_CHOICE_MESSAGE = 'reminders:form.errorKind';

/** The choice of the form's radio group: the six-month re-check, or `ripens:` and the case `_id`. */
const RIPENS_PREFIX = 'ripens:';
const CHOICE_PATTERN = new RegExp(`^(recheck|${RIPENS_PREFIX}.{1,${REMINDER_ID_MAX_LENGTH}})$`, 's');

/** How a reminder is sent: `text` is offered only where the site sends texts. */
export const REMINDER_CHANNELS = ['email', 'text'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * The reminder form (results page): which reminder, how, and the address, or the number with the opt-in box
 * ticked (the body's own schemas). Only the field of the chosen channel is checked.
 */
export const ReminderFormSchema = z
  .object({
    choice: z.string({ error: REMINDER_CHOICE_MESSAGE }),
    channel: z.enum(REMINDER_CHANNELS).default('email'),
    email: z.string().default(''),
    phone: z.string().default(''),
    textConsent: z.boolean().default(false),
  })
  // One refinement for every field, so a form with several mistakes names them all at once.
  .superRefine((form, ctx) => {
    if (!CHOICE_PATTERN.test(form.choice)) {
      ctx.addIssue({ code: 'custom', path: ['choice'], message: REMINDER_CHOICE_MESSAGE });
    }
    const check = (field: 'email' | 'phone' | 'textConsent', schema: z.ZodType, value: unknown) => {
      const r = schema.safeParse(value);
      if (!r.success) ctx.addIssue({ code: 'custom', path: [field], message: r.error.issues[0]?.message ?? '' });
    };
    if (form.channel === 'email') check('email', EmailAddressSchema, form.email);
    else {
      check('phone', TextNumberSchema, form.phone);
      check('textConsent', TextConsentSchema, form.textConsent);
    }
  });
export type ReminderFormInput = z.input<typeof ReminderFormSchema>;
export type ReminderFormValues = z.output<typeof ReminderFormSchema>;

/** The radio value for a case's ripening reminder. */
export function ripensChoice(caseId: string): string {
  return `${RIPENS_PREFIX}${caseId}`;
}

/** The body a valid form sends. */
export function toReminderBody(form: ReminderFormValues, useSpanishURL: boolean): z.input<typeof ReminderBodySchema> {
  const to =
    form.channel === 'text' ? { phone: form.phone.trim(), textConsent: true as const } : { email: form.email.trim() };
  if (form.choice.startsWith(RIPENS_PREFIX)) {
    return { ...to, kind: 'ripens', _id: form.choice.slice(RIPENS_PREFIX.length), useSpanishURL };
  }
  return { ...to, kind: 'recheck', useSpanishURL };
}
