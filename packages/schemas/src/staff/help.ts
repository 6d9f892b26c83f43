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

const member = z.object({ id, email: z.string() });
const assignee = member.nullable();

/**
 * One help request in the inbox list: the name the person gave and the first line of their message (the list's
 * view is audited), never their email or phone (those are in the audited detail).
 */
export const HelpRequestSummarySchema = z
  .object({
    id,
    createdAt: instant,
    /** The name the person gave on the help form, if any. */
    name: z.string().nullable(),
    /** The first line of their message, at most 120 characters. */
    firstLine: z.string(),
    /** What the person added from the acknowledgement's link that no member has opened yet. */
    newMessages: count,
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

/**
 * Query of `GET /api/staff/help`: a status filter (default: every status but `closed`), overdue only, an
 * assignee (`me`, `none` or a member's id), a language, and a search `q` (name, email, phone digits, message).
 */
export const HelpListQuerySchema = z.strictObject({
  status: z.enum([...HELP_STATUSES, 'open', 'all']).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  assignee: z.union([z.enum(['me', 'none']), id]).optional(),
  language: LanguageSchema.optional(),
  q: z.string().trim().max(100, { error: VALIDATION_MESSAGES.tooLong }).optional(),
});
export type HelpListQuery = z.infer<typeof HelpListQuerySchema>;

/** 200 of `GET /api/staff/help`, oldest due first, with the members a request can be assigned to. */
export const HelpListResponseSchema = z
  .object({ requests: z.array(HelpRequestSummarySchema), overdue: count, assignees: z.array(member) })
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
  /** What the person added later from the acknowledgement's link, oldest first. */
  messages: z.array(z.object({ at: instant, text: z.string() })),
  /** The members it can be assigned to (active accounts). */
  assignees: z.array(member),
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

/** Most requests one bulk change may name. */
export const HELP_BULK_MAX = 100;

/**
 * Body of `POST /api/staff/help/bulk`: assign the requests (`assigneeId`, `null` to clear) or close them. Each
 * is changed and audited as `PATCH /api/staff/help/:id` would.
 */
export const HelpBulkSchema = z
  .discriminatedUnion('action', [
    z.strictObject({
      action: z.literal('assign'),
      ids: z.array(id).min(1).max(HELP_BULK_MAX),
      assigneeId: id.nullable(),
    }),
    z.strictObject({ action: z.literal('close'), ids: z.array(id).min(1).max(HELP_BULK_MAX) }),
  ])
  .meta({ id: 'HelpBulk' });
export type HelpBulk = z.infer<typeof HelpBulkSchema>;

/** 200 of the bulk change: how many requests it changed (ids that name no request are skipped). */
export const HelpBulkResponseSchema = z.object({ updated: count }).meta({ id: 'HelpBulkResponse' });
export type HelpBulkResponse = z.infer<typeof HelpBulkResponseSchema>;

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
