import { z } from 'zod';
import { IsoDateSchema, LanguageSchema, VALIDATION_MESSAGES } from '../common';
import { STAFF_LIMITS } from './common';
import { count, id, instant } from './fields';

// Help inbox

export const HELP_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];
export const HelpStatusSchema = z.enum(HELP_STATUSES);

/** Reply templates (texts in i18n `staffMail`, in the person's language); the staff's text goes inside. */
export const HELP_REPLY_TEMPLATES = ['answer', 'need_more_info', 'referral'] as const;
export type HelpReplyTemplate = (typeof HELP_REPLY_TEMPLATES)[number];

const assignee = z.object({ id, email: z.string() }).nullable();

/** One help request in the inbox list: no contact details, no description (those are in the audited detail). */
export const HelpRequestSummarySchema = z
  .object({
    id,
    createdAt: instant,
    /** The site's language when the person sent it (the language replies go out in). */
    language: LanguageSchema,
    status: HelpStatusSchema,
    assignee,
    /** Two business days after it arrived (weekends and the county's holidays skipped). */
    dueOn: IsoDateSchema,
    /** Not answered or closed, and today in Harris County is after `dueOn`. */
    overdue: z.boolean(),
  })
  .meta({ id: 'HelpRequestSummary' });
export type HelpRequestSummary = z.infer<typeof HelpRequestSummarySchema>;

/** Query of `GET /api/staff/help`: a status filter (default: every status but `closed`), or overdue only. */
export const HelpListQuerySchema = z.strictObject({
  status: z.enum([...HELP_STATUSES, 'open', 'all']).optional(),
  overdue: z.enum(['true', 'false']).optional(),
});
export type HelpListQuery = z.infer<typeof HelpListQuerySchema>;

/** 200 of `GET /api/staff/help`, oldest due first. */
export const HelpListResponseSchema = z
  .object({ requests: z.array(HelpRequestSummarySchema), overdue: count })
  .meta({ id: 'HelpList' });
export type HelpListResponse = z.infer<typeof HelpListResponseSchema>;

export const HelpNoteSchema = z.object({ at: instant, by: z.string(), text: z.string() });
export const HelpReplySchema = z.object({
  at: instant,
  by: z.string(),
  template: z.enum(HELP_REPLY_TEMPLATES),
  text: z.string(),
  language: LanguageSchema,
});

/** 200 of `GET /api/staff/help/:id` (written to the audit log): the request with its contact details and history. */
export const HelpRequestDetailSchema = HelpRequestSummarySchema.extend({
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  notes: z.array(HelpNoteSchema),
  replies: z.array(HelpReplySchema),
  /** The acknowledgement email was queued when the request arrived. */
  acknowledged: z.boolean(),
}).meta({ id: 'HelpRequestDetail' });
export type HelpRequestDetail = z.infer<typeof HelpRequestDetailSchema>;

/** Body of `PATCH /api/staff/help/:id`: any of a new status, an assignee (`null` to clear), an internal note. */
export const HelpUpdateSchema = z
  .strictObject({
    status: HelpStatusSchema.optional(),
    assigneeId: id.nullable().optional(),
    note: z
      .string()
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(STAFF_LIMITS.noteMaxLength, { error: VALIDATION_MESSAGES.tooLong })
      .optional(),
  })
  .refine((b) => b.status !== undefined || b.assigneeId !== undefined || b.note !== undefined, {
    error: VALIDATION_MESSAGES.required,
    path: ['status'],
  })
  .meta({ id: 'HelpUpdate' });
export type HelpUpdate = z.infer<typeof HelpUpdateSchema>;

/** Body of `POST /api/staff/help/:id/reply`: sent in the request's language through the outbox; status → answered. */
export const HelpReplyBodySchema = z
  .strictObject({
    template: z.enum(HELP_REPLY_TEMPLATES),
    text: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(STAFF_LIMITS.replyMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  })
  .meta({ id: 'HelpReplyBody' });
export type HelpReplyBody = z.infer<typeof HelpReplyBodySchema>;
