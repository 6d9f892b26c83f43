// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { z } from 'zod/mini';

const NAME_MAX = 100;

const requiredName = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation:required', abort: true }),
      z.maxLength(NAME_MAX, { error: 'validation:tooLong' }),
    );
const optionalName = () => z.string().check(z.trim(), z.maxLength(NAME_MAX, { error: 'validation:tooLong' }));

/** Basic info (product-spec §5): first and last name and date of birth required; terms must be agreed. */
export const basicInfoSchema = z.object({
  firstName: requiredName(),
  middleName: optionalName(),
  lastName: requiredName(),
  suffix: z.enum(['', 'Jr', 'Sr', 'II', 'III', 'IV']),
  aliases: z.array(z.object({ first: optionalName(), last: optionalName() })),
  dob: z.string().check(z.minLength(1, { error: 'validation:required' })),
  agreeToTerms: z.boolean().check(z.refine((v) => v, { error: 'validation:mustAgree' })),
});

export type BasicInfoValues = z.infer<typeof basicInfoSchema>;
