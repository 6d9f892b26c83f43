import { z } from 'zod';
import { PartnerProfileBodySchema, PartnerProfileSchema } from '../partners';
import { OptionalEmailSchema } from '../survey';
import { VALIDATION_MESSAGES } from '../common';
import { id, instant } from './fields';

// The partner directory as admins keep it (docs/decisions/0105-partner-directory.md): the public profile, whether
// it is shown, what the county profile left unconfirmed, and the referral settings the public never sees.

export const StaffPartnerSchema = z
  .object({
    id,
    profile: PartnerProfileSchema,
    visible: z.boolean(),
    /** What the county profile left unconfirmed about a seeded entry; cleared when an admin shows it. */
    checkNote: z.string().nullable(),
    acceptsReferrals: z.boolean(),
    /** Where referral notices go (never shown to the public). */
    referralEmail: z.string().nullable(),
    updatedAt: instant,
  })
  .meta({ id: 'StaffPartner' });
export type StaffPartner = z.infer<typeof StaffPartnerSchema>;

/** 200 of `GET /api/staff/partners`: every entry, hidden ones included, by English name. */
export const StaffPartnerListSchema = z
  .object({ partners: z.array(StaffPartnerSchema) })
  .meta({ id: 'StaffPartnerList' });
export type StaffPartnerList = z.infer<typeof StaffPartnerListSchema>;

/**
 * Body of `POST /api/staff/partners` and `PUT /api/staff/partners/:id` (admin): the whole entry. A partner that
 * takes referrals needs the address its notices go to.
 */
export const StaffPartnerBodySchema = z
  .strictObject({
    profile: PartnerProfileBodySchema,
    visible: z.boolean(),
    acceptsReferrals: z.boolean(),
    referralEmail: OptionalEmailSchema.default(''),
  })
  .refine((v) => !v.acceptsReferrals || v.referralEmail !== '', {
    path: ['referralEmail'],
    message: VALIDATION_MESSAGES.required,
  })
  .meta({ id: 'StaffPartnerBody' });
export type StaffPartnerBody = z.input<typeof StaffPartnerBodySchema>;

export const StaffPartnerParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
