import { z } from 'zod';
import { FINAL_ELIGIBILITIES } from '@cyr/rules/vocabulary';
import { REFERRAL_DECLINE_REASONS, REFERRAL_OUTCOMES, REFERRAL_STATUSES, ReferralPersonalSchema } from '../partners';
import { LanguageSchema, VALIDATION_MESSAGES } from '../common';
import { count, id, instant } from './fields';

// Referrals in the console (docs/decisions/0107-partner-role.md): a partner account sees and answers the referrals
// sent to its organisation; staff and admins see every referral's status and age, never its personal part.

/** One referral as a list shows it: codes, dates and counts, nothing personal. */
export const StaffReferralSchema = z
  .object({
    id,
    partner: z.object({ id, name: z.object({ en: z.string(), es: z.string() }) }),
    status: z.enum(REFERRAL_STATUSES),
    sentAt: instant,
    updatedAt: instant,
    /** Whole days since it was sent. */
    ageDays: count,
    linkExpiresAt: instant,
    caseCount: count,
    outcomes: z.array(z.enum(FINAL_ELIGIBILITIES)),
    declineReason: z.enum(REFERRAL_DECLINE_REASONS).nullable(),
    outcome: z.enum(REFERRAL_OUTCOMES).nullable(),
  })
  .meta({ id: 'StaffReferral' });
export type StaffReferral = z.infer<typeof StaffReferralSchema>;

/** 200 of `GET /api/staff/referrals`: a partner's own referrals, or (staff, admin) every one; newest first. */
export const StaffReferralListSchema = z
  .object({ referrals: z.array(StaffReferralSchema) })
  .meta({ id: 'StaffReferralList' });
export type StaffReferralList = z.infer<typeof StaffReferralListSchema>;

/**
 * 200 of `GET /api/staff/referrals/:id` (the partner it was sent to; audited): the referral with what the person
 * sent (null once it is deleted) and the language they use.
 */
export const StaffReferralDetailSchema = StaffReferralSchema.extend({
  language: LanguageSchema,
  personal: ReferralPersonalSchema.nullable(),
}).meta({ id: 'StaffReferralDetail' });
export type StaffReferralDetail = z.infer<typeof StaffReferralDetailSchema>;

export const StaffReferralParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * Body of `POST /api/staff/referrals/:id` (the partner it was sent to): accept a sent referral, decline a sent or
 * accepted one with a reason, or close an accepted one with an outcome. The person is told by email.
 */
export const StaffReferralActionSchema = z
  .discriminatedUnion('action', [
    z.strictObject({ action: z.literal('accept') }),
    z.strictObject({
      action: z.literal('decline'),
      reason: z.enum(REFERRAL_DECLINE_REASONS, { error: VALIDATION_MESSAGES.required }),
    }),
    z.strictObject({
      action: z.literal('close'),
      outcome: z.enum(REFERRAL_OUTCOMES, { error: VALIDATION_MESSAGES.required }),
    }),
  ])
  .meta({ id: 'StaffReferralAction' });
export type StaffReferralAction = z.infer<typeof StaffReferralActionSchema>;

/** Query of `GET /api/staff/referrals/open`: the signed link of a referral notice. */
export const StaffReferralOpenQuerySchema = z.strictObject({ link: z.string().min(1).max(2000) });
/** 200 of `GET /api/staff/referrals/open`: the referral the link names, for the partner it was sent to. */
export const StaffReferralOpenSchema = z.object({ id }).meta({ id: 'StaffReferralOpen' });
